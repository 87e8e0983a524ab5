import AutoLayout
import Controls
import Foundation
import TextMeasurement

/// T2 stack of labels (issue 20): one vertical `StackView` pinned to the top and both sides of a
/// window 375 points wide, holding N single-line labels (`Controls.Label`, the system font at
/// 17 points, texts "Label 1", "Label 2", …), as a new user would build a list. Each label has
/// an intrinsic size on both axes, so the stack's fill alignment stretches it past its
/// intrinsic width (its hugging broken, on every label).
///
/// - **build**: making the stack and the labels, the first layout pass (every label measured,
///   the solve, the frames); a fresh measurer each run.
///
/// Frames are checked (untimed): every label 375 wide, as high as its text measured directly
/// (rounded up to the 2× pixel grid), each below the previous with no spacing.
enum LabelStackWorkload {
    /// The sizes run.
    static let sizes = [1000, 10000]

    static let font = Font.systemFont(ofSize: 17)

    /// One run: build and lay out (timed), then check.
    static func run(count: Int) throws -> [Phase: Double] {
        var traits = TraitCollection()
        traits.textMeasurer = FreeTypeTextMeasurer(cacheCapacity: 2 * count)

        let start = monotonicNanoseconds()
        let window = Window(frame: CGRect(x: 0, y: 0, width: 375, height: 667), traitCollection: traits)
        let stack = StackWorkload.pinnedColumn(in: window)
        var labels: [Label] = []
        labels.reserveCapacity(count)
        for index in 0..<count {
            let label = Label()
            label.font = font
            label.text = "Label \(index + 1)"
            stack.addArrangedSubview(label)
            labels.append(label)
        }
        window.layoutIfNeeded()
        let build = seconds(since: start)

        let measurer = FreeTypeTextMeasurer(cacheCapacity: 0)
        var top: CGFloat = 0
        for (index, label) in labels.enumerated() {
            let measured = measurer.layout("Label \(index + 1)", font: font)
            let height = (measured.size.height * 2 - 1e-6).rounded(.up) / 2
            let frame = label.frame
            try expectClose(Double(frame.minX), 0, "T2: label \(index) x")
            try expectClose(Double(frame.width), 375, "T2: label \(index) width")
            try expectClose(Double(frame.height), Double(height), "T2: label \(index) height")
            try expectClose(Double(frame.minY), Double(top), "T2: label \(index) top")
            top += height
        }
        return [.build: build]
    }
}
