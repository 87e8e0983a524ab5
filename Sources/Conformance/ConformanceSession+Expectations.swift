import AutoLayout
import Foundation

// The expectations of a case other than conflicts: frames, fitting sizes and ambiguity. Every
// failure says where in the file the expectation is.

extension ConformanceSession {
    /// Lays the case out: the window (and again after `resizeTo` or `rotateTo`), or each
    /// top-level view of a free-standing tree.
    func layout() {
        built.layoutIfNeeded()
        guard let resize = testCase.resize else { return }
        built.environment = resize
        built.layoutIfNeeded()
    }

    /// Every expected frame (or alignment rect) in the root's coordinates, within `tolerance`.
    func checkFrames(
        _ expected: [(name: ConformanceCase.Name, frame: CGRect)], _ tolerance: CGFloat,
        _ notAsserted: [ConformanceCase.Name], alignmentRects: Bool
    ) -> ConformanceResult.Outcome {
        let skipped = Set(notAsserted.map(\.text))
        var mismatches: [String] = []
        for (name, frame) in expected where !skipped.contains(name.text) {
            // The validation has checked every name.
            guard let view = views[name.text] else { continue }
            var actual = frameInRoot(view)
            if alignmentRects { actual = view.alignmentRect(forFrame: actual) }
            let close = abs(actual.minX - frame.minX) <= tolerance && abs(actual.minY - frame.minY) <= tolerance
                && abs(actual.width - frame.width) <= tolerance && abs(actual.height - frame.height) <= tolerance
            if !close {
                mismatches.append("\(name.location): \(name.text) is \(describe(actual)), expected \(describe(frame))")
            }
        }
        return mismatches.isEmpty ? .passed : .failed(mismatches.joined(separator: "; "))
    }

    func frameInRoot(_ view: View) -> CGRect {
        guard let root, view !== root else { return view.frame }
        return view.convert(view.bounds, to: root)
    }

    func describe(_ rect: CGRect) -> String {
        "{x \(number(rect.minX)), y \(number(rect.minY)), w \(number(rect.width)), h \(number(rect.height))}"
    }

    /// Whole numbers without decimals, others with three; past 10^15 (where Int(v) would soon
    /// trap, and three decimals mean nothing) Swift's shortest form, 1e+300.
    func number(_ v: CGFloat) -> String {
        guard abs(v) < 1e15 else { return "\(Double(v))" }
        return v == v.rounded() ? String(Int(v)) : String(format: "%.3f", Double(v))
    }

    /// The fitting size of the case's fitting request, within `tolerance`.
    func checkFitting(_ expected: CGSize, _ tolerance: CGFloat) -> ConformanceResult.Outcome {
        // The validation has checked that the request exists and names a view.
        guard let spec = testCase.fitting, let view = views[spec.view] else { return .passed }
        let target = spec.targetSize
        let size = view.systemLayoutSizeFitting(
            target, withHorizontalFittingPriority: LayoutPriority(spec.horizontalPriority),
            verticalFittingPriority: LayoutPriority(spec.verticalPriority))
        if abs(size.width - expected.width) <= tolerance && abs(size.height - expected.height) <= tolerance {
            return .passed
        }
        return .failed(
            "\(testCase.expectationLocation): the fitting size of \(spec.view) is {w \(number(size.width)), h \(number(size.height))}, "
                + "expected {w \(number(expected.width)), h \(number(expected.height))}")
    }

    /// The expected views, and no others, ambiguous on exactly the expected axes.
    func checkAmbiguity(_ expectedViews: [ConformanceCase.Name], _ axes: [ConformanceCase.Name])
        -> ConformanceResult.Outcome
    {
        let expectedAxes = Set(axes.map(\.text))
        let expectedNames = Set(expectedViews.map(\.text))
        var problems: [String] = []
        for (name, view) in views.sorted(by: { $0.key < $1.key }) where view !== root {
            let reported = Set(view.ambiguousAxes.map(\.description))
            let expected: Set<String> = expectedNames.contains(name) ? expectedAxes : []
            if reported != expected {
                problems.append("\(name) is ambiguous on \(describe(reported)), expected \(describe(expected))")
            }
        }
        guard !problems.isEmpty else { return .passed }
        return .failed("\(testCase.expectationLocation): " + problems.joined(separator: "; "))
    }

    /// `no axis`, `horizontal`, `horizontal and vertical`.
    func describe(_ axes: Set<String>) -> String {
        axes.isEmpty ? "no axis" : axes.sorted().joined(separator: " and ")
    }
}
