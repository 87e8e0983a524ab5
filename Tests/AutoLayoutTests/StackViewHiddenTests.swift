import AutoLayout
import Foundation
import Testing

/// Hidden arranged views take no space and their spacing goes with them; toggling `isHidden`
/// relayouts.
@MainActor
struct StackViewHiddenTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let distribution: StackView.Distribution
        let axis: LayoutAxis
        let hiddenIndex: Int
        var testDescription: String { "\(axis) \(distribution), view \(hiddenIndex) of 4 hidden" }
    }

    nonisolated static let cases: [Case] = StackView.Distribution.allCases.flatMap { distribution in
        LayoutAxis.allCases.flatMap { axis in
            [0, 1, 2, 3].map { Case(distribution: distribution, axis: axis, hiddenIndex: $0) }
        }
    }

    /// Four views 30, 40, 50, 60 long; the stack is 260 long, centre-aligned, spacing 10.
    func layOut(_ c: Case, hide: Bool) -> (frames: [CGRect], hidden: CGRect?, reports: ReportCollector) {
        let (root, reports) = makeQuietRoot(width: 320, height: 480)
        let lengths: [CGFloat] = [30, 40, 50, 60]
        var views = lengths.enumerated().map { index, length in
            c.axis == .horizontal
                ? makeLabel("v\(index)", length, 20 + CGFloat(index) * 5)
                : makeLabel("v\(index)", 20 + CGFloat(index) * 5, length)
        }
        let hiddenView = views[c.hiddenIndex]
        if hide {
            hiddenView.isHidden = true
        } else {
            views.remove(at: c.hiddenIndex)
        }
        let stack = StackView(arrangedSubviews: views)
        stack.axis = c.axis
        stack.distribution = c.distribution
        stack.alignment = .center
        stack.spacing = 10
        placeStack(
            stack, in: root, width: c.axis == .horizontal ? 260 : 100, height: c.axis == .horizontal ? 100 : 260)
        root.layoutIfNeeded()
        let visible = views.filter { !$0.isHidden }
        return (visible.map { rootFrame($0, in: root) }, hide ? hiddenView.frame : nil, reports)
    }

    @Test(arguments: cases)
    func hiddenViewLaysOutAsIfAbsent(_ c: Case) {
        let withHidden = layOut(c, hide: true)
        let without = layOut(c, hide: false)
        #expect(withHidden.frames.count == 3)
        for (actual, expected) in zip(withHidden.frames, without.frames) {
            #expect(close(actual, expected), "\(actual.text) != \(expected.text)")
        }
        let hiddenLength = c.axis == .horizontal ? withHidden.hidden?.size.width : withHidden.hidden?.size.height
        #expect(hiddenLength == 0)
        #expect(withHidden.reports.conflicts.isEmpty)
    }

    @Test func hiddenAtStartMiddleAndEndExactFrames() {
        for hidden in [0, 1, 2] {
            let (root, reports) = makeQuietRoot()
            let views = [makeLabel("a", 50, 20), makeLabel("b", 60, 20), makeLabel("c", 70, 20)]
            views[hidden].isHidden = true
            let stack = StackView(arrangedSubviews: views)
            stack.spacing = 10
            placeStack(stack, in: root, x: 10, y: 10)
            root.layoutIfNeeded()
            let visible = views.enumerated().filter { $0.offset != hidden }.map(\.element)
            let width = visible[0].intrinsicContentSize.width + 10 + visible[1].intrinsicContentSize.width
            expectFrame(stack, in: root, 10, 10, width, 20)
            expectFrame(visible[0], in: root, 10, 10, visible[0].intrinsicContentSize.width, 20)
            expectFrame(visible[1], in: root, 20 + visible[0].intrinsicContentSize.width, 10, visible[1].intrinsicContentSize.width, 20)
            #expect(views[hidden].frame.width == 0)
            #expect(reports.conflicts.isEmpty)
        }
    }

    @Test func toggleRelayouts() {
        let (root, reports) = makeQuietRoot()
        let a = makeLabel("a", 50, 20)
        let b = makeLabel("b", 60, 20)
        let c = makeLabel("c", 70, 20)
        let stack = StackView(arrangedSubviews: [a, b, c])
        stack.spacing = 8
        placeStack(stack, in: root, x: 0, y: 0)
        root.layoutIfNeeded()
        expectFrame(c, in: root, 126, 0, 70, 20)
        b.isHidden = true
        root.layoutIfNeeded()
        expectFrame(stack, in: root, 0, 0, 128, 20)
        expectFrame(c, in: root, 58, 0, 70, 20)
        b.isHidden = false
        root.layoutIfNeeded()
        expectFrame(stack, in: root, 0, 0, 196, 20)
        expectFrame(b, in: root, 58, 0, 60, 20)
        expectFrame(c, in: root, 126, 0, 70, 20)
        #expect(reports.conflicts.isEmpty)
    }

    @Test func adjacentHiddenViewsKeepOneGap() {
        let (root, reports) = makeQuietRoot()
        let views = (0..<5).map { makeLabel("v\($0)", 20, 20) }
        views[1].isHidden = true
        views[2].isHidden = true
        views[4].isHidden = true
        let stack = StackView(arrangedSubviews: views)
        stack.spacing = 10
        placeStack(stack, in: root, x: 0, y: 0)
        root.layoutIfNeeded()
        expectFrame(stack, in: root, 0, 0, 50, 20)
        expectFrame(views[3], in: root, 30, 0, 20, 20)
        #expect(reports.conflicts.isEmpty)
    }

    @Test func customSpacingOfTheVisibleViewSpansAHiddenOne() {
        let (root, reports) = makeQuietRoot()
        let a = makeLabel("a", 20, 20)
        let b = makeLabel("b", 20, 20)
        let c = makeLabel("c", 20, 20)
        let stack = StackView(arrangedSubviews: [a, b, c])
        stack.spacing = 4
        stack.setCustomSpacing(30, after: a)
        stack.setCustomSpacing(50, after: b)
        b.isHidden = true
        placeStack(stack, in: root, x: 0, y: 0)
        root.layoutIfNeeded()
        // The space after a is a's custom 30; b's custom spacing follows b, which is gone.
        expectFrame(c, in: root, 50, 0, 20, 20)
        #expect(reports.conflicts.isEmpty)
    }

    @Test func everyViewHiddenCollapsesAFreeStackAndFitsAFixedOne() {
        let (root, reports) = makeQuietRoot()
        let a = makeLabel("a", 50, 20)
        let b = makeLabel("b", 60, 20)
        a.isHidden = true
        b.isHidden = true
        let free = StackView(arrangedSubviews: [a, b])
        free.spacing = 10
        placeStack(free, in: root, x: 0, y: 0)
        let c = makeLabel("c", 50, 20)
        c.isHidden = true
        let fixed = StackView(arrangedSubviews: [c])
        fixed.identifier = "fixed"
        placeStack(fixed, in: root, x: 0, y: 100, width: 200, height: 40)
        root.layoutIfNeeded()
        #expect(free.frame.width == 0)
        expectFrame(fixed, in: root, 0, 100, 200, 40)
        #expect(reports.conflicts.isEmpty)
    }

    @Test func hidingTheOnlyVisibleViewOfEachDistribution() {
        for distribution in StackView.Distribution.allCases {
            let (root, reports) = makeQuietRoot()
            let a = makeLabel("a", 50, 20)
            let b = makeLabel("b", 60, 20)
            let stack = StackView(arrangedSubviews: [a, b])
            stack.distribution = distribution
            stack.alignment = .top
            stack.spacing = 10
            placeStack(stack, in: root, x: 0, y: 0)
            root.layoutIfNeeded()
            a.isHidden = true
            root.layoutIfNeeded()
            expectFrame(b, in: root, 0, 0, 60, 20)
            expectFrame(stack, in: root, 0, 0, 60, 20)
            b.isHidden = true
            root.layoutIfNeeded()
            #expect(stack.frame.width == 0, "\(distribution)")
            a.isHidden = false
            b.isHidden = false
            root.layoutIfNeeded()
            // fillEqually gives both the larger intrinsic width.
            expectFrame(b, in: root, distribution == .fillEqually ? 70 : 60, 0, 60, 20)
            #expect(reports.conflicts.isEmpty, "\(distribution)")
        }
    }
}
