import AutoLayout
import Foundation
import Testing

/// A view tree has no cycle: adding a view to itself or to one of its descendants, and a stack
/// arranging itself or an ancestor, are refused and reported with the cycle named (issue 21:
/// they were ignored without a word).
@MainActor
@Suite struct HierarchyCycleTests {
    @Test func addingAViewToItselfIsRefusedAndNamed() {
        let root = makeRoot()
        let reports = ReportCollector(root.layoutEngine)
        let a = makeView("a", in: root)
        a.addSubview(a)
        #expect(a.superview === root)
        #expect(a.subviews.isEmpty)
        #expect(
            reports.errors.map(\.description) == [
                "Refused to change the view tree, which must have no cycle: a.addSubview(a): a would be its own ancestor: a → a"
            ])
    }

    @Test func addingAnAncestorIsRefusedAndTheCycleNamed() {
        let root = makeRoot()
        let reports = ReportCollector(root.layoutEngine)
        let a = makeView("a", in: root)
        let b = makeView("b", in: a)
        let c = makeView("c", in: b)
        c.insertSubview(a, at: 0)
        #expect(a.superview === root)
        #expect(c.subviews.isEmpty)
        #expect(
            reports.errors.map(\.description) == [
                "Refused to change the view tree, which must have no cycle: c.addSubview(a): a would be its own ancestor: a → c → b → a"
            ])
    }

    @Test func aStackArrangingItselfOrAnAncestorIsRefused() {
        let root = makeRoot()
        root.identifier = "root"
        let reports = ReportCollector(root.layoutEngine)
        let stack = StackView()
        stack.identifier = "s"
        root.addSubview(stack)
        stack.addArrangedSubview(stack)
        stack.addArrangedSubview(root)
        #expect(stack.arrangedSubviews.isEmpty)
        #expect(stack.superview === root)
        #expect(
            reports.errors.map(\.description) == [
                "Refused to change the view tree, which must have no cycle: s.addArrangedSubview(s): s would be its own ancestor: s → s",
                "Refused to change the view tree, which must have no cycle: s.addArrangedSubview(root): root would be its own ancestor: root → s → root",
            ])
    }

    @Test func theErrorIsNotOneUIKitRaisesWhenTheConstraintIsMade() {
        #expect(LayoutError.hierarchyCycle("a → a").uikitExceptionReason == nil)
    }
}
