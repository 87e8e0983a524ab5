import AutoLayout
import Foundation
import Testing

/// Whether two lists hold the same views in the same order.
func same(_ a: [View], _ b: [View]) -> Bool {
    a.count == b.count && zip(a, b).allSatisfy { $0 === $1 }
}

/// Adding, inserting and removing arranged subviews.
@MainActor
struct StackViewArrangementTests {
    @Test func initAddsSubviewsInOrder() {
        let a = View()
        let b = View()
        let stack = StackView(arrangedSubviews: [a, b])
        #expect(same(stack.arrangedSubviews, [a, b]))
        #expect(same(stack.subviews, [a, b]))
        #expect(!a.translatesAutoresizingMaskIntoConstraints && !b.translatesAutoresizingMaskIntoConstraints)
        // The stack's own setting is the user's (UIKit's default for views made in code).
        #expect(stack.translatesAutoresizingMaskIntoConstraints)
        #expect(stack.axis == .horizontal && stack.distribution == .fill && stack.alignment == .fill)
        #expect(stack.spacing == 0 && !stack.isBaselineRelativeArrangement && !stack.isLayoutMarginsRelativeArrangement)
    }

    @Test func insertClampsOutOfRangeIndices() {
        let a = View(), b = View(), c = View()
        let stack = StackView()
        stack.insertArrangedSubview(a, at: 5)
        stack.insertArrangedSubview(b, at: -3)
        stack.insertArrangedSubview(c, at: 1)
        #expect(same(stack.arrangedSubviews, [b, c, a]))
    }

    @Test func insertingAnArrangedViewMovesIt() {
        let a = View(), b = View(), c = View()
        let stack = StackView(arrangedSubviews: [a, b, c])
        stack.insertArrangedSubview(a, at: 2)
        #expect(same(stack.arrangedSubviews, [b, c, a]))
        // The subview order is untouched.
        #expect(same(stack.subviews, [a, b, c]))
        stack.addArrangedSubview(b)
        #expect(same(stack.arrangedSubviews, [c, a, b]))
    }

    @Test func anExistingSubviewKeepsItsPlace() {
        let stack = StackView()
        let a = View(), b = View()
        stack.addSubview(a)
        stack.addSubview(b)
        stack.addArrangedSubview(b)
        stack.addArrangedSubview(a)
        #expect(same(stack.subviews, [a, b]))
        #expect(same(stack.arrangedSubviews, [b, a]))
    }

    @Test func removeArrangedSubviewKeepsTheSubview() {
        let (root, _) = makeQuietRoot()
        let a = makeLabel("a", 40, 20)
        let b = makeLabel("b", 40, 20)
        let stack = StackView(arrangedSubviews: [a, b])
        placeStack(stack, in: root, x: 0, y: 0)
        root.layoutIfNeeded()
        stack.removeArrangedSubview(a)
        #expect(same(stack.arrangedSubviews, [b]))
        #expect(a.superview === stack)
        // None of the stack's constraints names a any more.
        #expect(!stack.constraints.contains { $0.firstItem === a || $0.secondItem === a })
        root.layoutIfNeeded()
        expectFrame(b, in: root, 0, 0, 40, 20)
        expectFrame(stack, in: root, 0, 0, 40, 20)
        stack.removeArrangedSubview(View())  // not arranged: ignored
        #expect(same(stack.arrangedSubviews, [b]))
    }

    @Test func removeFromSuperviewLeavesTheArrangement() {
        let (root, reports) = makeQuietRoot()
        let a = makeLabel("a", 40, 20)
        let b = makeLabel("b", 40, 20)
        let stack = StackView(arrangedSubviews: [a, b])
        stack.spacing = 5
        placeStack(stack, in: root, x: 0, y: 0)
        root.layoutIfNeeded()
        a.removeFromSuperview()
        #expect(same(stack.arrangedSubviews, [b]))
        #expect(a.superview == nil)
        #expect(a.constraints.isEmpty && !stack.constraints.contains { $0.firstItem === a || $0.secondItem === a })
        root.layoutIfNeeded()
        expectFrame(b, in: root, 0, 0, 40, 20)
        #expect(reports.conflicts.isEmpty)
    }

    @Test func movingAViewToAnotherStack() {
        let (root, reports) = makeQuietRoot()
        let a = makeLabel("a", 40, 20)
        let first = StackView(arrangedSubviews: [a, makeLabel("b", 40, 20)])
        first.identifier = "first"
        let second = StackView(arrangedSubviews: [makeLabel("c", 40, 20)])
        second.identifier = "second"
        placeStack(first, in: root, x: 0, y: 0)
        placeStack(second, in: root, x: 0, y: 100)
        root.layoutIfNeeded()
        second.addArrangedSubview(a)
        #expect(first.arrangedSubviews.count == 1)
        #expect(second.arrangedSubviews.last === a)
        root.layoutIfNeeded()
        expectFrame(first, in: root, 0, 0, 40, 20)
        expectFrame(a, in: root, 40, 100, 40, 20)
        #expect(reports.conflicts.isEmpty)
    }

    @Test func addingTheStackOrAnAncestorIsIgnored() {
        let outer = View()
        let stack = StackView()
        outer.addSubview(stack)
        stack.addArrangedSubview(stack)
        stack.addArrangedSubview(outer)
        #expect(stack.arrangedSubviews.isEmpty)
        #expect(stack.superview === outer)
    }

    @Test func aStackHasNoIntrinsicSizeAndIgnoresItsOwnPriorities() {
        let (root, _) = makeQuietRoot()
        let stack = StackView(arrangedSubviews: [makeLabel("a", 40, 20)])
        #expect(stack.intrinsicContentSize == CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric))
        stack.setContentHuggingPriority(1, for: .horizontal)
        stack.setContentCompressionResistancePriority(1, for: .horizontal)
        placeStack(stack, in: root, x: 0, y: 0)
        root.layoutIfNeeded()
        expectFrame(stack, in: root, 0, 0, 40, 20)
    }

    @Test func emptyStackMakesNoConstraints() {
        let (root, _) = makeQuietRoot()
        let stack = StackView()
        stack.alignment = .center
        stack.distribution = .equalSpacing
        placeStack(stack, in: root, x: 0, y: 0, width: 50, height: 50)
        root.layoutIfNeeded()
        #expect(!stack.constraints.contains { ($0.identifier ?? "").hasPrefix("UISV") })
        #expect(stack.layoutGuides.isEmpty)
        let a = makeLabel("a", 10, 10)
        stack.addArrangedSubview(a)
        root.layoutIfNeeded()
        stack.removeArrangedSubview(a)
        root.layoutIfNeeded()
        #expect(!stack.constraints.contains { ($0.identifier ?? "").hasPrefix("UISV") })
        #expect(stack.layoutGuides.isEmpty)
    }

    @Test func enumsHaveUIKitsRawValues() {
        #expect(StackView.Alignment.top == .leading && StackView.Alignment.top.rawValue == 1)
        #expect(StackView.Alignment.bottom == .trailing && StackView.Alignment.bottom.rawValue == 4)
        #expect(StackView.Alignment.allCases.map(\.rawValue) == [0, 1, 2, 3, 4, 5])
        #expect(StackView.Distribution.allCases.map(\.rawValue) == [0, 1, 2, 3, 4])
        #expect(StackView.Distribution.equalCentering.description == "equalCentering")
    }
}
