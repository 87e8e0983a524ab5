import AutoLayout
import Foundation
import Testing

/// Horizontal stacks run from leading to trailing: right to left in a right-to-left layout,
/// including when the direction changes after layout.
@MainActor
struct StackViewDirectionTests {
    func row(in root: View) -> (StackView, [View]) {
        let views = [makeLabel("a", 40, 20), makeLabel("b", 60, 30), makeLabel("c", 50, 40)]
        let stack = StackView(arrangedSubviews: views)
        stack.spacing = 10
        stack.alignment = .center
        placeStack(stack, in: root, x: 10, y: 20, width: 300, height: 100)
        return (stack, views)
    }

    @Test func changingTheWindowsDirectionMirrorsTheRow() {
        let (window, reports) = makeQuietRoot(width: 320)
        let (_, v) = row(in: window)
        window.layoutIfNeeded()
        expectFrame(v[0], in: window, 10, 60, 170, 20)
        expectFrame(v[2], in: window, 260, 50, 50, 40)
        window.traitCollection = TraitCollection(layoutDirection: .rightToLeft)
        window.layoutIfNeeded()
        expectFrame(v[0], in: window, 140, 60, 170, 20)
        expectFrame(v[1], in: window, 70, 55, 60, 30)
        expectFrame(v[2], in: window, 10, 50, 50, 40)
        #expect(reports.conflicts.isEmpty)
    }

    @Test func aForcedDirectionOnTheStackOnly() {
        let (window, reports) = makeQuietRoot(width: 320)
        let (stack, v) = row(in: window)
        stack.semanticContentAttribute = .forceRightToLeft
        window.layoutIfNeeded()
        // The stack stays where the window's leading-to-right layout puts it; its content flips.
        expectFrame(stack, in: window, 10, 20, 300, 100)
        expectFrame(v[0], in: window, 140, 60, 170, 20)
        expectFrame(v[2], in: window, 10, 50, 50, 40)
        #expect(reports.conflicts.isEmpty)
    }

    @Test func verticalStackAlignmentFollowsTheDirection() {
        let (window, reports) = makeQuietRoot(width: 320, direction: .rightToLeft)
        let a = makeLabel("a", 40, 20)
        let b = makeLabel("b", 60, 30)
        let stack = StackView(arrangedSubviews: [a, b])
        stack.axis = .vertical
        stack.alignment = .leading
        placeStack(stack, in: window, x: 10, y: 0, width: 100)
        window.layoutIfNeeded()
        // The stack's leading edge is on the right (x 210…310): leading-aligned views hug it.
        expectFrame(a, in: window, 270, 0, 40, 20)
        expectFrame(b, in: window, 250, 20, 60, 30)
        stack.alignment = .trailing
        window.layoutIfNeeded()
        expectFrame(a, in: window, 210, 0, 40, 20)
        #expect(reports.conflicts.isEmpty)
    }
}
