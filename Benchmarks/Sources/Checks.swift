import Foundation

/// A wrong value or a failed step: the benchmark stops and says what was wrong, because timing a
/// solver that gives wrong answers measures nothing.
struct BenchmarkFailure: Error, CustomStringConvertible {
    var description: String

    init(_ description: String) {
        self.description = description
    }
}

/// Throws unless `actual` is within a relative 1e-6 of `expected` (the chain sums of W2 are exact
/// in binary; W3's widths such as 320 + 0.7 · 999 are not).
func expectClose(_ actual: Double, _ expected: Double, _ what: @autoclosure () -> String) throws {
    let tolerance = 1e-6 * max(1, abs(expected))
    guard abs(actual - expected) <= tolerance else {
        throw BenchmarkFailure("\(what()): got \(actual), expected \(expected)")
    }
}

/// Throws unless the frame is (x, y, width, height) within ``expectClose(_:_:_:)``'s tolerance.
func expectFrame(
    _ frame: CGRect, _ x: Double, _ y: Double, _ width: Double, _ height: Double, _ what: String
) throws {
    try expectClose(Double(frame.minX), x, "\(what) x")
    try expectClose(Double(frame.minY), y, "\(what) y")
    try expectClose(Double(frame.width), width, "\(what) width")
    try expectClose(Double(frame.height), height, "\(what) height")
}

/// Checks the frames of W2, W2i, W3 and W4: for view i, left 8, top 8 + 52 · i, width
/// rootWidth − 16, height 44.
///
/// - Parameter values: ``ListProblem``'s variables in creation order, as `allValues()` gives them.
func checkFrames(_ values: [Double], count: Int, rootWidth: Double, _ workload: String) throws {
    guard values.count == ListProblem.variableCount(views: count) else {
        throw BenchmarkFailure("\(workload): \(values.count) values for \(count) views")
    }
    try expectClose(values[ListProblem.rootWidthIndex], rootWidth, "\(workload) root width")
    for i in 0..<count {
        let base = ListProblem.firstViewIndex + 4 * i
        try expectClose(values[base], 8, "\(workload) view \(i) left")
        try expectClose(values[base + 1], 8 + 52 * Double(i), "\(workload) view \(i) top")
        try expectClose(values[base + 2], rootWidth - 16, "\(workload) view \(i) width")
        try expectClose(values[base + 3], 44, "\(workload) view \(i) height")
    }
}
