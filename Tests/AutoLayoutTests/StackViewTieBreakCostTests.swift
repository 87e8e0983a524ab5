@testable import AutoLayout
import Cassowary
import Foundation
import Testing

/// The index tie-break of a view with an intrinsic length along the stack's axis rides on its
/// content-size constraints: the solver prices their errors again at 0.5, times index + 1.
@MainActor
struct StackViewTieBreakCostTests {
    /// The secondary weights of a view's content-size constraints in its engine, keyed by
    /// axis and kind ("h-hug", "h-resist", "v-hug", "v-resist"); absent when there is none.
    func weights(of view: View, in root: View) -> [String: Double] {
        let solver = root.layoutEngine.solver
        var result: [String: Double] = [:]
        for constraint in view.systemConstraints {
            guard case .contentSize(let axis, let hugging) = constraint.systemKind,
                let solverConstraint = constraint.solverConstraint,
                let cost = solver.secondaryCost(of: solverConstraint)
            else { continue }
            #expect(cost.priority == Priority(0.5))
            result["\(axis == .horizontal ? "h" : "v")-\(hugging ? "hug" : "resist")"] = cost.weight
        }
        return result
    }

    func makeRow(_ distribution: StackView.Distribution = .fill) -> (Window, StackView, [IntrinsicView]) {
        let (root, _) = makeQuietRoot()
        let views = [makeLabel("a", 40, 20), makeLabel("b", 60, 30), makeLabel("c", 50, 40)]
        let stack = StackView(arrangedSubviews: views)
        stack.distribution = distribution
        placeStack(stack, in: root, width: 300)
        root.layoutIfNeeded()
        return (root, stack, views)
    }

    @Test func fillPutsTheIndexOnHuggingAndCompressionResistance() {
        let (root, _, views) = makeRow()
        for (index, view) in views.enumerated() {
            let weight = Double(index + 1)
            #expect(weights(of: view, in: root) == ["h-hug": weight, "h-resist": weight])
            #expect(view.stackOrderingCost == _StackOrderingCost(axis: .horizontal, weight: weight, compressionOnly: false))
        }
        // 300 wide, 150 of content: the first view grows, as an explicit tie-break would make it.
        #expect(views.map(\.frame.width) == [190, 60, 50])
    }

    @Test func equalSpacingPricesOnlyShrinking() {
        let (root, _, views) = makeRow(.equalSpacing)
        #expect(weights(of: views[2], in: root) == ["h-resist": 3])
    }

    @Test func hiddenViewsHaveNoneAndShownViewsGetTheirsBack() {
        let (root, _, views) = makeRow()
        views[1].isHidden = true
        root.layoutIfNeeded()
        #expect(weights(of: views[1], in: root) == [:])
        #expect(views[1].stackOrderingCost == nil)
        #expect(weights(of: views[2], in: root) == ["h-hug": 3, "h-resist": 3])
        views[1].isHidden = false
        root.layoutIfNeeded()
        #expect(weights(of: views[1], in: root) == ["h-hug": 2, "h-resist": 2])
    }

    @Test func theCostFollowsTheAxisAndTheIndex() {
        let (root, stack, views) = makeRow()
        stack.axis = .vertical
        root.layoutIfNeeded()
        #expect(weights(of: views[0], in: root) == ["v-hug": 1, "v-resist": 1])
        stack.insertArrangedSubview(views[2], at: 0)
        root.layoutIfNeeded()
        #expect(weights(of: views[2], in: root) == ["v-hug": 1, "v-resist": 1])
        #expect(weights(of: views[0], in: root) == ["v-hug": 2, "v-resist": 2])
    }

    @Test func aViewInsertedIntoAPlacedStackShiftsTheOthers() {
        let (root, stack, views) = makeRow()
        let first = makeLabel("first", 10, 20)
        stack.insertArrangedSubview(first, at: 0)
        root.layoutIfNeeded()
        #expect(weights(of: first, in: root) == ["h-hug": 1, "h-resist": 1])
        #expect(weights(of: views[2], in: root) == ["h-hug": 4, "h-resist": 4])
        #expect(([first] + views).map(\.frame.width) == [150, 40, 60, 50])
    }

    @Test func leavingTheArrangementOrFillingEquallyTakesItAway() {
        let (root, stack, views) = makeRow()
        stack.removeArrangedSubview(views[0])
        root.layoutIfNeeded()
        #expect(weights(of: views[0], in: root) == [:])
        #expect(weights(of: views[1], in: root) == ["h-hug": 1, "h-resist": 1])
        stack.distribution = .fillEqually
        root.layoutIfNeeded()
        #expect(weights(of: views[1], in: root) == [:])
        #expect(views.allSatisfy { $0.stackOrderingCost == nil })
    }

    @Test func aViewThatLosesItsIntrinsicLengthGetsAConstraintInstead() {
        let (root, stack, views) = makeRow()
        views[1].size = CGSize(width: View.noIntrinsicMetric, height: 30)
        root.layoutIfNeeded()
        let ordering = stackConstraints(stack, "AL-stack-ordering")
        #expect(ordering.count == 1 && ordering.first?.firstItem === views[1])
        #expect(ordering.first?.multiplier == -1 && ordering.first?.constant == 0)
        #expect(weights(of: views[1], in: root) == [:])
        // Without a width of its own b has no hugging: it takes the room a and c would have to
        // leave their intrinsic widths (priority 250) for.
        #expect(views.map(\.frame.width) == [40, 210, 50])
        views[1].size = CGSize(width: 60, height: 30)
        root.layoutIfNeeded()
        #expect(stackConstraints(stack, "AL-stack-ordering").isEmpty)
        #expect(weights(of: views[1], in: root) == ["h-hug": 2, "h-resist": 2])
        #expect(views.map(\.frame.width) == [190, 60, 50])
    }
}
