import AutoLayout
import Foundation
import Testing

/// The stack view cases of `Tests/ConformanceTests/Cases/apple-semantics.json`, reproduced one
/// by one with their exact expected frames (the conformance runner reads the file itself).
@MainActor
struct StackViewConformanceTests {
    @Test("stack-row-hugging-251-252-253") func rowHugging() {
        let (root, reports) = makeQuietRoot(width: 320, height: 100)
        let a = makeLabel("a", 50, 20)
        let b = makeLabel("b", 50, 20)
        let c = makeLabel("c", 50, 20)
        a.setContentHuggingPriority(251, for: .horizontal)
        b.setContentHuggingPriority(252, for: .horizontal)
        c.setContentHuggingPriority(253, for: .horizontal)
        let stack = StackView(arrangedSubviews: [a, b, c])
        stack.spacing = 8
        stack.identifier = "stack"
        stack.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(stack)
        LayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 8),
            root.trailingAnchor.constraint(equalTo: stack.trailingAnchor, constant: 8),
            stack.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
        ])
        root.layoutIfNeeded()
        expectFrame(stack, in: root, 8, 20, 304, 20)
        expectFrame(a, in: root, 8, 20, 188, 20)
        expectFrame(b, in: root, 204, 20, 50, 20)
        expectFrame(c, in: root, 262, 20, 50, 20)
        #expect(reports.conflicts.isEmpty)
    }

    /// The three views of the distribution cases: a 40×20, b 60×30 (hugging 251), c 50×40
    /// (hugging 251), in a 300×100 stack at (10, 10).
    func distributionCase(_ distribution: StackView.Distribution, spacing: CGFloat) -> (Window, StackView, [View], ReportCollector) {
        let (root, reports) = makeQuietRoot(width: 320, height: 200)
        let a = makeLabel("a", 40, 20)
        let b = makeLabel("b", 60, 30)
        let c = makeLabel("c", 50, 40)
        b.setContentHuggingPriority(251, for: .horizontal)
        c.setContentHuggingPriority(251, for: .horizontal)
        let stack = StackView(arrangedSubviews: [a, b, c])
        stack.distribution = distribution
        stack.spacing = spacing
        placeStack(stack, in: root, x: 10, y: 10, width: 300, height: 100)
        root.layoutIfNeeded()
        return (root, stack, [a, b, c], reports)
    }

    @Test("stack-fill") func fill() {
        let (root, stack, v, reports) = distributionCase(.fill, spacing: 10)
        expectFrame(stack, in: root, 10, 10, 300, 100)
        expectFrame(v[0], in: root, 10, 10, 170, 100)
        expectFrame(v[1], in: root, 190, 10, 60, 100)
        expectFrame(v[2], in: root, 260, 10, 50, 100)
        #expect(reports.conflicts.isEmpty)
    }

    @Test("stack-fillEqually") func fillEqually() {
        let (root, stack, v, reports) = distributionCase(.fillEqually, spacing: 10)
        expectFrame(stack, in: root, 10, 10, 300, 100)
        expectFrame(v[0], in: root, 10, 10, 280.0 / 3, 100)
        expectFrame(v[1], in: root, 10 + 310.0 / 3, 10, 280.0 / 3, 100)
        expectFrame(v[2], in: root, 10 + 620.0 / 3, 10, 280.0 / 3, 100)
        #expect(reports.conflicts.isEmpty)
    }

    @Test("stack-fillProportionally-25-75") func fillProportionally() {
        let (root, reports) = makeQuietRoot(width: 320, height: 100)
        let a = makeLabel("a", 25, 20)
        let b = makeLabel("b", 75, 20)
        let stack = StackView(arrangedSubviews: [a, b])
        stack.distribution = .fillProportionally
        placeStack(stack, in: root, x: 10, y: 10, width: 200, height: 50)
        root.layoutIfNeeded()
        expectFrame(stack, in: root, 10, 10, 200, 50)
        expectFrame(a, in: root, 10, 10, 50, 50)
        expectFrame(b, in: root, 60, 10, 150, 50)
        #expect(reports.conflicts.isEmpty)
    }

    @Test("stack-equalSpacing") func equalSpacing() {
        let (root, stack, v, reports) = distributionCase(.equalSpacing, spacing: 0)
        expectFrame(stack, in: root, 10, 10, 300, 100)
        expectFrame(v[0], in: root, 10, 10, 40, 100)
        expectFrame(v[1], in: root, 125, 10, 60, 100)
        expectFrame(v[2], in: root, 260, 10, 50, 100)
        #expect(reports.conflicts.isEmpty)
    }

    @Test("stack-equalCentering") func equalCentering() {
        let (root, stack, v, reports) = distributionCase(.equalCentering, spacing: 0)
        expectFrame(stack, in: root, 10, 10, 300, 100)
        expectFrame(v[0], in: root, 10, 10, 40, 100)
        expectFrame(v[1], in: root, 127.5, 10, 60, 100)
        expectFrame(v[2], in: root, 260, 10, 50, 100)
        #expect(reports.conflicts.isEmpty)
    }

    func alignmentCase(
        axis: LayoutAxis, alignment: StackView.Alignment, height: CGFloat
    ) -> (Window, StackView, View, View, ReportCollector) {
        let (root, reports) = makeQuietRoot(width: 320, height: 200)
        let a = makeLabel("a", 100, 20)
        let b = makeLabel("b", 200, 40)
        let stack = StackView(arrangedSubviews: [a, b])
        stack.axis = axis
        stack.alignment = alignment
        placeStack(stack, in: root, x: 10, y: 10, width: 300, height: height)
        root.layoutIfNeeded()
        return (root, stack, a, b, reports)
    }

    @Test("hstack-align-top") func alignTop() {
        let (root, stack, a, b, reports) = alignmentCase(axis: .horizontal, alignment: .top, height: 100)
        expectFrame(stack, in: root, 10, 10, 300, 100)
        expectFrame(a, in: root, 10, 10, 100, 20)
        expectFrame(b, in: root, 110, 10, 200, 40)
        #expect(reports.conflicts.isEmpty)
    }

    @Test("hstack-align-center") func alignCenter() {
        let (root, stack, a, b, reports) = alignmentCase(axis: .horizontal, alignment: .center, height: 100)
        expectFrame(stack, in: root, 10, 10, 300, 100)
        expectFrame(a, in: root, 10, 50, 100, 20)
        expectFrame(b, in: root, 110, 40, 200, 40)
        #expect(reports.conflicts.isEmpty)
    }

    @Test("vstack-align-leading") func alignLeading() {
        let (root, stack, a, b, reports) = alignmentCase(axis: .vertical, alignment: .leading, height: 60)
        expectFrame(stack, in: root, 10, 10, 300, 60)
        expectFrame(a, in: root, 10, 10, 100, 20)
        expectFrame(b, in: root, 10, 30, 200, 40)
        #expect(reports.conflicts.isEmpty)
    }

    @Test("hstack-align-firstBaseline") func alignFirstBaseline() {
        let (root, reports) = makeQuietRoot(width: 320, height: 200)
        let a = makeLabel("a", 60, 40, baselines: (30, 30))
        let b = makeLabel("b", 60, 20, baselines: (15, 15))
        let stack = StackView(arrangedSubviews: [a, b])
        stack.alignment = .firstBaseline
        placeStack(stack, in: root, x: 10, y: 10)
        root.layoutIfNeeded()
        expectFrame(stack, in: root, 10, 10, 120, 40)
        expectFrame(a, in: root, 10, 10, 60, 40)
        expectFrame(b, in: root, 70, 25, 60, 20)
        #expect(reports.conflicts.isEmpty)
    }

    @Test("stack-hidden-middle-collapses") func hiddenMiddle() {
        let (root, reports) = makeQuietRoot(width: 320, height: 100)
        let a = makeLabel("a", 50, 20)
        let b = makeLabel("b", 60, 20)
        let c = makeLabel("c", 70, 20)
        b.isHidden = true
        let stack = StackView(arrangedSubviews: [a, b, c])
        stack.spacing = 10
        placeStack(stack, in: root, x: 10, y: 10)
        root.layoutIfNeeded()
        expectFrame(stack, in: root, 10, 10, 130, 20)
        expectFrame(a, in: root, 10, 10, 50, 20)
        expectFrame(c, in: root, 70, 10, 70, 20)
        #expect(reports.conflicts.isEmpty)
    }

    @Test("stack-custom-spacing-after") func customSpacingAfter() {
        let (root, reports) = makeQuietRoot(width: 320, height: 100)
        let a = makeLabel("a", 50, 20)
        let b = makeLabel("b", 50, 20)
        let c = makeLabel("c", 50, 20)
        let stack = StackView(arrangedSubviews: [a, b, c])
        stack.spacing = 8
        stack.setCustomSpacing(20, after: a)
        placeStack(stack, in: root, x: 10, y: 10)
        root.layoutIfNeeded()
        expectFrame(stack, in: root, 10, 10, 178, 20)
        expectFrame(a, in: root, 10, 10, 50, 20)
        expectFrame(b, in: root, 80, 10, 50, 20)
        expectFrame(c, in: root, 138, 10, 50, 20)
        #expect(reports.conflicts.isEmpty)
    }
}
