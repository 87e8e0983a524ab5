import AutoLayout
import Foundation
import Testing

/// `isLayoutMarginsRelativeArrangement`: the views are laid out inside the stack's margins.
@MainActor
struct StackViewMarginsTests {
    func marginsStack(direction: UserInterfaceLayoutDirection, axis: LayoutAxis = .horizontal) -> (Window, StackView, View, View, ReportCollector) {
        let (root, reports) = makeQuietRoot(width: 320, direction: direction)
        let a = makeLabel("a", 40, 20)
        let b = makeLabel("b", 60, 30)
        let stack = StackView(arrangedSubviews: [a, b])
        stack.axis = axis
        stack.isLayoutMarginsRelativeArrangement = true
        stack.directionalLayoutMargins = DirectionalEdgeInsets(top: 5, leading: 10, bottom: 15, trailing: 20)
        placeStack(stack, in: root, x: 10, y: 20)
        root.layoutIfNeeded()
        return (root, stack, a, b, reports)
    }

    @Test func leftToRight() {
        let (root, stack, a, b, reports) = marginsStack(direction: .leftToRight)
        expectFrame(stack, in: root, 10, 20, 130, 50)
        expectFrame(a, in: root, 20, 25, 40, 30)
        expectFrame(b, in: root, 60, 25, 60, 30)
        #expect(reports.conflicts.isEmpty)
    }

    @Test func rightToLeftPutsTheLeadingMarginOnTheRight() {
        let (root, stack, a, b, reports) = marginsStack(direction: .rightToLeft)
        expectFrame(stack, in: root, 180, 20, 130, 50)
        expectFrame(a, in: root, 260, 25, 40, 30)
        expectFrame(b, in: root, 200, 25, 60, 30)
        #expect(reports.conflicts.isEmpty)
    }

    @Test func vertical() {
        let (root, stack, a, b, reports) = marginsStack(direction: .leftToRight, axis: .vertical)
        expectFrame(stack, in: root, 10, 20, 90, 70)
        expectFrame(a, in: root, 20, 25, 60, 20)
        expectFrame(b, in: root, 20, 45, 60, 30)
        #expect(reports.conflicts.isEmpty)
    }

    @Test func canvasConnectionsNameTheMarginsGuide() {
        let (_, stack, _, _, _) = marginsStack(direction: .leftToRight)
        let canvas = stackConstraints(stack, "UISV-canvas-connection")
        #expect(canvas.count == 4)
        #expect(canvas.allSatisfy { $0.firstItem === stack.layoutMarginsGuide || $0.secondItem === stack.layoutMarginsGuide })
    }

    @Test func turningItOffUsesTheBoundsAgain() {
        let (root, stack, a, _, _) = marginsStack(direction: .leftToRight)
        stack.isLayoutMarginsRelativeArrangement = false
        root.layoutIfNeeded()
        expectFrame(stack, in: root, 10, 20, 100, 30)
        expectFrame(a, in: root, 10, 20, 40, 30)
    }

    /// The margins guide stays once made (UIKit's does too), and like every guide its size is
    /// never negative: a stack whose content is smaller than its margins stays as large as them.
    @Test func turningItOffLeavesTheMarginsGuideWhoseSizeIsNeverNegative() {
        let (root, reports) = makeQuietRoot(width: 320)
        let small = makeLabel("small", 10, 10)
        let stack = StackView(arrangedSubviews: [small])
        stack.isLayoutMarginsRelativeArrangement = true
        stack.directionalLayoutMargins = DirectionalEdgeInsets(top: 5, leading: 10, bottom: 15, trailing: 20)
        placeStack(stack, in: root, x: 10, y: 20)
        root.layoutIfNeeded()
        expectFrame(stack, in: root, 10, 20, 40, 30)
        expectFrame(small, in: root, 20, 25, 10, 10)
        stack.isLayoutMarginsRelativeArrangement = false
        root.layoutIfNeeded()
        expectFrame(stack, in: root, 10, 20, 30, 20)
        // The one view fills the stack, stretched past its hugging.
        expectFrame(small, in: root, 10, 20, 30, 20)
        #expect(stack.layoutGuides.contains { $0 === stack.layoutMarginsGuide })
        #expect(reports.conflicts.isEmpty)
    }

    @Test func fillProportionallyTheLastViewAbsorbsTheMargins() {
        let (root, reports) = makeQuietRoot()
        let a = makeLabel("a", 25, 20)
        let b = makeLabel("b", 75, 20)
        let stack = StackView(arrangedSubviews: [a, b])
        stack.distribution = .fillProportionally
        stack.isLayoutMarginsRelativeArrangement = true
        placeStack(stack, in: root, x: 0, y: 0, width: 200, height: 50)
        root.layoutIfNeeded()
        // The multipliers use the stack's bounds (200): a = 50 holds at 999, b takes 200 - 16 - 50.
        expectFrame(a, in: root, 8, 8, 50, 34)
        expectFrame(b, in: root, 58, 8, 134, 34)
        #expect(reports.conflicts.isEmpty)
    }

    @Test func changedMarginsMoveTheViews() {
        let (root, stack, a, _, _) = marginsStack(direction: .leftToRight)
        stack.directionalLayoutMargins = .zero
        root.layoutIfNeeded()
        expectFrame(a, in: root, 10, 20, 40, 30)
        expectFrame(stack, in: root, 10, 20, 100, 30)
    }
}
