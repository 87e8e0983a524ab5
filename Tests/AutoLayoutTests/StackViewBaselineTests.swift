import AutoLayout
import Foundation
import Testing

/// Baseline alignment (horizontal) and baseline-relative arrangement (vertical), with views of
/// different ascents.
@MainActor
struct StackViewBaselineTests {
    @Test func firstBaselineWithTheLargerAscentLater() {
        let (root, reports) = makeQuietRoot()
        let a = makeLabel("a", 60, 20, baselines: (15, 15))
        let b = makeLabel("b", 60, 40, baselines: (30, 30))
        let stack = StackView(arrangedSubviews: [a, b])
        stack.alignment = .firstBaseline
        placeStack(stack, in: root, x: 10, y: 10)
        root.layoutIfNeeded()
        // The spanner, not the first view, gives the stack's top.
        expectFrame(stack, in: root, 10, 10, 120, 40)
        expectFrame(a, in: root, 10, 25, 60, 20)
        expectFrame(b, in: root, 70, 10, 60, 40)
        #expect(reports.conflicts.isEmpty)
    }

    @Test func lastBaselineWithDifferentDescents() {
        let (root, reports) = makeQuietRoot()
        let a = makeLabel("a", 30, 30, baselines: (10, 20))
        let b = makeLabel("b", 30, 20, baselines: (10, 18))
        let stack = StackView(arrangedSubviews: [a, b])
        stack.alignment = .lastBaseline
        stack.spacing = 5
        placeStack(stack, in: root, x: 0, y: 0)
        root.layoutIfNeeded()
        // Last baselines 20 and 18 below the tops: b sits 2 lower; a's descent 10 is the larger.
        expectFrame(stack, in: root, 0, 0, 65, 30)
        expectFrame(a, in: root, 0, 0, 30, 30)
        expectFrame(b, in: root, 35, 2, 30, 20)
        #expect(reports.conflicts.isEmpty)
    }

    @Test func baselineAlignmentOfViewsWithoutBaselinesUsesTheirEdges() {
        let (root, _) = makeQuietRoot()
        let a = makeLabel("a", 30, 30)
        let b = makeLabel("b", 30, 20)
        let stack = StackView(arrangedSubviews: [a, b])
        stack.alignment = .firstBaseline
        placeStack(stack, in: root, x: 0, y: 0)
        root.layoutIfNeeded()
        expectFrame(b, in: root, 30, 0, 30, 20)
        stack.alignment = .lastBaseline
        root.layoutIfNeeded()
        expectFrame(b, in: root, 30, 10, 30, 20)
    }

    @Test func baselineRelativeArrangement() {
        let (root, reports) = makeQuietRoot()
        let a = makeLabel("a", 100, 20, baselines: (15, 15))
        let b = makeLabel("b", 100, 30, baselines: (20, 25))
        let c = makeLabel("c", 100, 40, baselines: (30, 30))
        let stack = StackView(arrangedSubviews: [a, b, c])
        stack.axis = .vertical
        stack.isBaselineRelativeArrangement = true
        stack.spacing = 30
        placeStack(stack, in: root, x: 0, y: 10)
        root.layoutIfNeeded()
        // b.firstBaseline = a.lastBaseline + 30: 10 + 15 + 30 = 55, so b.top = 35; c likewise.
        expectFrame(a, in: root, 0, 10, 100, 20)
        expectFrame(b, in: root, 0, 35, 100, 30)
        expectFrame(c, in: root, 0, 60, 100, 40)
        expectFrame(stack, in: root, 0, 10, 100, 90)
        let spacing = stackConstraints(stack, "UISV-spacing")
        #expect(spacing.allSatisfy { $0.firstAttribute == .firstBaseline && $0.secondAttribute == .lastBaseline })
        #expect(reports.conflicts.isEmpty)
    }

    @Test func baselineRelativeArrangementAcrossAHiddenView() {
        let (root, reports) = makeQuietRoot()
        let a = makeLabel("a", 100, 20, baselines: (15, 15))
        let hidden = makeLabel("h", 100, 50, baselines: (40, 45))
        let c = makeLabel("c", 100, 40, baselines: (30, 30))
        hidden.isHidden = true
        let stack = StackView(arrangedSubviews: [a, hidden, c])
        stack.axis = .vertical
        stack.isBaselineRelativeArrangement = true
        stack.spacing = 30
        placeStack(stack, in: root, x: 0, y: 0)
        root.layoutIfNeeded()
        expectFrame(c, in: root, 0, 15, 100, 40)
        #expect(reports.conflicts.isEmpty)
    }

    @Test func baselineRelativeArrangementIsIgnoredByHorizontalStacks() {
        let (root, _) = makeQuietRoot()
        let a = makeLabel("a", 10, 20, baselines: (15, 15))
        let b = makeLabel("b", 10, 20, baselines: (15, 15))
        let stack = StackView(arrangedSubviews: [a, b])
        stack.isBaselineRelativeArrangement = true
        stack.spacing = 5
        placeStack(stack, in: root, x: 0, y: 0)
        root.layoutIfNeeded()
        expectFrame(b, in: root, 15, 0, 10, 20)
    }

    @Test func baselineRelativeEqualSpacingMeasuresGapsBetweenBaselines() {
        let (root, reports) = makeQuietRoot()
        let a = makeLabel("a", 100, 20, baselines: (15, 15))
        let b = makeLabel("b", 100, 30, baselines: (20, 25))
        let c = makeLabel("c", 100, 40, baselines: (30, 30))
        let stack = StackView(arrangedSubviews: [a, b, c])
        stack.axis = .vertical
        stack.distribution = .equalSpacing
        stack.isBaselineRelativeArrangement = true
        placeStack(stack, in: root, x: 0, y: 0, height: 200)
        root.layoutIfNeeded()
        // Baseline gaps equal: a.last 15, b.first = 15 + g (b.top = g - 5), b.last = g + 20,
        // c.first = 2g + 20 (c.top = 2g - 10), c.bottom = 2g + 30 = 200: g = 85.
        expectFrame(b, in: root, 0, 80, 100, 30)
        expectFrame(c, in: root, 0, 160, 100, 40)
        #expect(reports.conflicts.isEmpty)
    }

    @Test func stacksProvideBaselineViews() {
        let a = makeLabel("a", 10, 20, baselines: (15, 15))
        let b = makeLabel("b", 10, 40, baselines: (30, 30))
        let c = makeLabel("c", 10, 30, baselines: (20, 20))
        let row = StackView(arrangedSubviews: [a, b, c])
        #expect(row.forFirstBaselineLayout === b)
        #expect(row.forLastBaselineLayout === b)
        b.isHidden = true
        #expect(row.forFirstBaselineLayout === c)
        let column = StackView(arrangedSubviews: [row, makeLabel("d", 10, 10)])
        column.axis = .vertical
        #expect(column.forFirstBaselineLayout === c)
        #expect(column.forLastBaselineLayout.identifier == "d")
        let empty = StackView()
        #expect(empty.forFirstBaselineLayout === empty)
    }

    /// A label (ascent 22) beside a stack of a small (ascent 15) and a big (ascent 32) label,
    /// both stacks aligned on first baselines, laid out at the root's origin.
    func nestedBaselineStacks() -> (Window, ReportCollector, View, View, View, StackView) {
        let (root, reports) = makeQuietRoot()
        let small = makeLabel("small", 40, 20, baselines: (15, 15))
        let big = makeLabel("big", 40, 40, baselines: (32, 32))
        let inner = StackView(arrangedSubviews: [small, big])
        inner.identifier = "inner"
        inner.alignment = .firstBaseline
        let label = makeLabel("label", 50, 30, baselines: (22, 22))
        let outer = StackView(arrangedSubviews: [label, inner])
        outer.alignment = .firstBaseline
        placeStack(outer, in: root, x: 0, y: 0)
        root.layoutIfNeeded()
        return (root, reports, label, small, big, outer)
    }

    @Test func nestedStackAlignsOnItsTallestViewsBaseline() {
        let (root, reports, label, small, big, outer) = nestedBaselineStacks()
        // The line is 32 below the top (big's ascent): label.top = 10, small.top = 17.
        expectFrame(big, in: root, 90, 0, 40, 40)
        expectFrame(small, in: root, 50, 17, 40, 20)
        expectFrame(label, in: root, 0, 10, 50, 30)
        expectFrame(outer, in: root, 0, 0, 130, 40)
        #expect(reports.conflicts.isEmpty)
    }

    @Test func removingTheNestedBaselineViewRealignsTheOuterStack() {
        let (root, reports, label, small, big, outer) = nestedBaselineStacks()
        big.removeFromSuperview()
        root.layoutIfNeeded()
        // Now small (ascent 15) provides the inner baseline; label's ascent 22 is the larger.
        expectFrame(label, in: root, 0, 0, 50, 30)
        expectFrame(small, in: root, 50, 7, 40, 20)
        expectFrame(outer, in: root, 0, 0, 90, 30)
        #expect(reports.conflicts.isEmpty)
    }
}
