import AutoLayout
import Controls
import Foundation
import TextMeasurement

/// T1 labels (issue 5): N multi-line labels (`Controls.Label`) with real text measured by
/// FreeType (DejaVu Sans 17), laid out by the engine in a 375-point window: each pinned 8
/// points from both sides, the first 8 below the top, each next 8 below the previous. Every
/// label is measured twice, as UIKit does: once without a width, then at the 359 points the
/// solve gives it (the engine's width-dependent pass).
///
/// - **build**: making the labels and their constraints, the first layout pass (both
///   measurements of every label, the solve, the frames). Each run has a fresh measurer, so no
///   measurement comes from a cache.
/// - **resize**: the window narrows to 320 points and is laid out again: every label is measured
///   again at 304 points and the column re-stacks.
///
/// The texts are 3 to 24 words drawn with SplitMix64 (a fixed seed) from a list of English
/// words, so that labels have one to three lines. Frames are checked against the texts measured
/// directly (untimed): heights are the measured heights rounded up to the 2× pixel grid, tops the
/// running sums.
enum LabelsWorkload {
    /// The sizes run.
    static let sizes = [1000, 10000]

    static let font = Font.systemFont(ofSize: 17)
    static let vocabulary = [
        "layout", "constraint", "label", "window", "intrinsic", "content", "size", "priority",
        "hugging", "compression", "resistance", "baseline", "leading", "trailing", "anchor", "view",
        "engine", "solver", "text", "font", "measure", "wrap", "line", "width", "height", "the", "a",
        "of", "and", "to", "in", "is", "for", "with", "Auto", "Layout", "Dynamic", "Type",
    ]

    /// The text of label `index`: the same for every run and both sides of every check.
    static func texts(count: Int) -> [String] {
        var generator = SplitMix64(seed: 0x1AB3_15_0005)
        return (0..<count).map { _ in
            let words = 3 + Int(generator.next() % 22)
            return (0..<words).map { _ in vocabulary[Int(generator.next() % UInt64(vocabulary.count))] }
                .joined(separator: " ")
        }
    }

    /// One run: build and lay out (timed), check; resize and lay out (timed), check.
    static func run(count: Int) throws -> [Phase: Double] {
        let texts = texts(count: count)
        var traits = TraitCollection()
        traits.textMeasurer = FreeTypeTextMeasurer(cacheCapacity: 4 * count)

        let buildStart = monotonicNanoseconds()
        let window = Window(frame: CGRect(x: 0, y: 0, width: 375, height: 667), traitCollection: traits)
        var labels: [Label] = []
        labels.reserveCapacity(count)
        var constraints: [LayoutConstraint] = []
        constraints.reserveCapacity(3 * count)
        var previous: Label?
        for text in texts {
            let label = Label()
            label.translatesAutoresizingMaskIntoConstraints = false
            label.font = font
            label.numberOfLines = 0
            label.text = text
            window.addSubview(label)
            constraints.append(label.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 8))
            constraints.append(label.trailingAnchor.constraint(equalTo: window.trailingAnchor, constant: -8))
            constraints.append(
                label.topAnchor.constraint(equalTo: previous?.bottomAnchor ?? window.topAnchor, constant: 8))
            labels.append(label)
            previous = label
        }
        LayoutConstraint.activate(constraints)
        window.layoutIfNeeded()
        let build = seconds(since: buildStart)
        try check(labels, texts: texts, width: 359, "T1 build")

        let resizeStart = monotonicNanoseconds()
        window.frame = CGRect(x: 0, y: 0, width: 320, height: 667)
        window.layoutIfNeeded()
        let resize = seconds(since: resizeStart)
        try check(labels, texts: texts, width: 304, "T1 resize")
        return [.build: build, .resize: resize]
    }

    /// Measuring the texts alone, without views: both measurements of the build (without a
    /// width, then at 359 points) with a fresh measurer. The floor under the build phase.
    static func measuringAlone(count: Int) -> Double {
        let texts = texts(count: count)
        let measurer = FreeTypeTextMeasurer(cacheCapacity: 4 * count)
        var sink: CGFloat = 0
        let start = monotonicNanoseconds()
        for text in texts {
            sink += measurer.layout(text, font: font).size.height
            sink += measurer.layout(
                text, font: font, maxWidth: 359, lineBreakMode: .byTruncatingTail, numberOfLines: 0
            ).size.height
        }
        let elapsed = seconds(since: start)
        if sink < 0 { printError("impossible") }
        return elapsed
    }

    /// Checks every label against its text measured directly at `width`.
    private static func check(_ labels: [Label], texts: [String], width: CGFloat, _ what: String) throws {
        let measurer = FreeTypeTextMeasurer(cacheCapacity: 0)
        var top: CGFloat = 8
        for (index, (label, text)) in zip(labels, texts).enumerated() {
            let measured = measurer.layout(
                text, font: font, maxWidth: width, lineBreakMode: .byTruncatingTail, numberOfLines: 0)
            let height = (measured.size.height * 2 - 1e-6).rounded(.up) / 2
            let frame = label.frame
            try expectClose(Double(frame.minX), 8, "\(what): label \(index) x")
            try expectClose(Double(frame.width), Double(width), "\(what): label \(index) width")
            try expectClose(Double(frame.height), Double(height), "\(what): label \(index) height (\(text))")
            try expectClose(Double(frame.minY), Double(top), "\(what): label \(index) top")
            top += height + 8
        }
    }
}
