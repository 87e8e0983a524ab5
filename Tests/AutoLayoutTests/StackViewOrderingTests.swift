import AutoLayout
import Foundation
import Testing

/// Content that does not fit (or does not fill): compression resistance (or hugging) decides who
/// gives way; among equal priorities the lower index gives way first.
@MainActor
struct StackViewOrderingTests {
    func stack(
        _ distribution: StackView.Distribution = .fill, axis: LayoutAxis = .horizontal, length: CGFloat,
        spacing: CGFloat = 0, views: [IntrinsicView], direction: UserInterfaceLayoutDirection = .leftToRight
    ) -> (Window, StackView, ReportCollector) {
        let (root, reports) = makeQuietRoot(direction: direction)
        let stack = StackView(arrangedSubviews: views)
        stack.axis = axis
        stack.distribution = distribution
        stack.spacing = spacing
        placeStack(stack, in: root, x: 0, y: 0, width: axis == .horizontal ? length : nil, height: axis == .vertical ? length : nil)
        root.layoutIfNeeded()
        return (root, stack, reports)
    }

    @Test func lowestCompressionResistanceShrinks() {
        let a = makeLabel("a", 80, 20)
        let b = makeLabel("b", 80, 20)
        a.setContentCompressionResistancePriority(751, for: .horizontal)
        let (root, _, reports) = stack(length: 100, views: [a, b])
        expectFrame(a, in: root, 0, 0, 80, 20)
        expectFrame(b, in: root, 80, 0, 20, 20)
        #expect(reports.conflicts.isEmpty)
    }

    @Test func equalCompressionResistanceTheFirstShrinks() {
        let a = makeLabel("a", 80, 20)
        let b = makeLabel("b", 80, 20)
        let (root, _, reports) = stack(length: 100, views: [a, b])
        expectFrame(a, in: root, 0, 0, 20, 20)
        expectFrame(b, in: root, 20, 0, 80, 20)
        #expect(!a.hasAmbiguousLayout && !b.hasAmbiguousLayout)
        #expect(reports.conflicts.isEmpty)
    }

    @Test func theFirstShrinksToNothingBeforeTheSecondShrinks() {
        let views = [makeLabel("a", 80, 20), makeLabel("b", 80, 20), makeLabel("c", 80, 20)]
        let (root, _, reports) = stack(length: 150, views: views)
        expectFrame(views[0], in: root, 0, 0, 0, 20)
        expectFrame(views[1], in: root, 0, 0, 70, 20)
        expectFrame(views[2], in: root, 70, 0, 80, 20)
        #expect(reports.conflicts.isEmpty)
    }

    @Test func equalHuggingTheFirstGrows() {
        let views = [makeLabel("a", 50, 20), makeLabel("b", 50, 20), makeLabel("c", 50, 20)]
        let (root, _, _) = stack(length: 300, views: views)
        expectFrame(views[0], in: root, 0, 0, 200, 20)
        expectFrame(views[2], in: root, 250, 0, 50, 20)
    }

    @Test func amongTiedViewsAfterAStifferOneTheEarlierGivesWay() {
        let views = [makeLabel("a", 50, 20), makeLabel("b", 50, 20), makeLabel("c", 50, 20)]
        views[0].setContentHuggingPriority(300, for: .horizontal)
        let (root, _, _) = stack(length: 300, views: views)
        expectFrame(views[0], in: root, 0, 0, 50, 20)
        expectFrame(views[1], in: root, 50, 0, 200, 20)
        expectFrame(views[2], in: root, 250, 0, 50, 20)
    }

    @Test func rightToLeftTheFirstStillGivesWay() {
        let a = makeLabel("a", 80, 20)
        let b = makeLabel("b", 80, 20)
        let (root, _, _) = stack(length: 100, views: [a, b], direction: .rightToLeft)
        // The stack sits at the root's leading (right) edge: x 220…320; a is at its right end.
        expectFrame(a, in: root, 300, 0, 20, 20)
        expectFrame(b, in: root, 220, 0, 80, 20)
    }

    @Test func verticalOverflow() {
        let a = makeLabel("a", 20, 60)
        let b = makeLabel("b", 20, 60)
        let (root, _, reports) = stack(axis: .vertical, length: 100, spacing: 10, views: [a, b])
        expectFrame(a, in: root, 0, 0, 20, 30)
        expectFrame(b, in: root, 0, 40, 20, 60)
        #expect(reports.conflicts.isEmpty)
    }

    @Test func equalSpacingOverflowShrinksGapsToTheMinimumThenTheFirstView() {
        let a = makeLabel("a", 50, 20)
        let b = makeLabel("b", 50, 20)
        let (root, _, reports) = stack(.equalSpacing, length: 100, spacing: 10, views: [a, b])
        expectFrame(a, in: root, 0, 0, 40, 20)
        expectFrame(b, in: root, 50, 0, 50, 20)
        #expect(reports.conflicts.isEmpty)
    }

    @Test func equalCenteringOverflow() {
        let a = makeLabel("a", 50, 20)
        let b = makeLabel("b", 70, 20)
        b.setContentCompressionResistancePriority(751, for: .horizontal)
        let (root, _, reports) = stack(.equalCentering, length: 100, spacing: 10, views: [a, b])
        expectFrame(a, in: root, 0, 0, 20, 20)
        expectFrame(b, in: root, 30, 0, 70, 20)
        #expect(reports.conflicts.isEmpty)
    }

    @Test func equalCenteringGivesUpEqualCentresBeforeTheMinimumGap() {
        // Centres 25 and 325 would put b's centre at 175 and leave 15 before c, under the
        // spacing 30: b stops 30 before c, at 100…220 (centre gaps 135 and 165).
        let a = makeLabel("a", 50, 20)
        let b = makeLabel("b", 120, 20)
        let c = makeLabel("c", 150, 20)
        let (root, _, reports) = stack(.equalCentering, length: 400, spacing: 30, views: [a, b, c])
        expectFrame(a, in: root, 0, 0, 50, 20)
        expectFrame(b, in: root, 100, 0, 120, 20)
        expectFrame(c, in: root, 250, 0, 150, 20)
        #expect(reports.conflicts.isEmpty)
    }

    @Test func equalCenteringWithRoom() {
        let a = makeLabel("a", 50, 20)
        let b = makeLabel("b", 200, 20)
        let c = makeLabel("c", 50, 20)
        let (root, _, _) = stack(.equalCentering, length: 400, spacing: 30, views: [a, b, c])
        expectFrame(b, in: root, 100, 0, 200, 20)
    }

    @Test func proportionalWithSpacingEarlierViewsWin() {
        let a = makeLabel("a", 40, 20)
        let b = makeLabel("b", 60, 20)
        let (root, _, reports) = stack(.fillProportionally, length: 220, spacing: 20, views: [a, b])
        // Multipliers 40/120 and 60/120: a = 73.333 (999) holds, b (998) takes the rest.
        expectFrame(a, in: root, 0, 0, 220.0 / 3, 20)
        expectFrame(b, in: root, 220.0 / 3 + 20, 0, 200 - 220.0 / 3, 20)
        #expect(reports.conflicts.isEmpty)
    }
}
