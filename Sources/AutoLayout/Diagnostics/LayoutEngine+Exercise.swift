import Cassowary
import Foundation

// exerciseAmbiguityInLayout(): moving an ambiguous view to another of its equally good layouts,
// and keeping it there.
//
// Letting go of a pull is not enough to keep a view where it was pulled: when a value has no
// bound on one side (a width nothing fixes), the solver goes back to the vertex it came from.
// So the pull stays, at a priority below every real one (it decides nothing a real constraint
// cares about), and the ambiguity diagnostics set the pulls aside while they measure.

extension LayoutEngine {
    /// The priority of the pulls: below every real priority (the least is 1).
    static let exercisePriority = LayoutPriority(0.001)

    /// Moves each undetermined value of a view (its size on an axis when that is free, else its
    /// position) to the end of its range farther from where it is (100 points away when there
    /// is no end there; a size never below 0), and keeps it there with a pull.
    func exerciseAmbiguity(of view: View) {
        guard let v = variables(of: view), let parent = view.superview else { return }
        // Where the view is now, then the ranges without any pull.
        let current = [v.x, v.y, v.width, v.height].map { solver.value(of: $0) }
        var pulls: [LayoutConstraint] = []
        withExercisePullsSetAside {
            for axis in LayoutAxis.allCases {
                let size = v.size(axis)
                let position = v.position(axis)
                var sizeRange = solver.valueRange(of: size)
                sizeRange = max(0, sizeRange.lowerBound)...max(0, sizeRange.upperBound)
                let positionRange = solver.valueRange(of: position)
                let tolerance = LayoutEngine.ambiguityTolerance
                let sizeFree = sizeRange.upperBound - sizeRange.lowerBound > tolerance
                guard sizeFree || positionRange.upperBound - positionRange.lowerBound > tolerance else { continue }
                let variable = sizeFree ? size : position
                let range = sizeFree ? sizeRange : positionRange
                let now = current[[v.x, v.y, v.width, v.height].firstIndex(of: variable)!]
                let low = range.lowerBound.isFinite ? range.lowerBound : now - 100
                let high = range.upperBound.isFinite ? range.upperBound : now + 100
                let target = CGFloat(now - low < high - now ? high : low)
                let horizontal = axis == .horizontal
                let pull: LayoutConstraint
                if sizeFree {
                    pull = makeSystemConstraint(
                        .exercise, view, horizontal ? .width : .height, constant: target,
                        priority: LayoutEngine.exercisePriority, identifier: "AL-exerciseAmbiguity")
                } else {
                    // The alignment rectangle's origin in the superview's bounds, which start at
                    // the superview's own alignment inset.
                    let inset = horizontal ? parent.alignmentRectInsets.left : parent.alignmentRectInsets.top
                    let edge: LayoutAttribute = horizontal ? .left : .top
                    pull = makeSystemConstraint(
                        .exercise, view, edge, to: parent, edge, constant: target - inset,
                        priority: LayoutEngine.exercisePriority, identifier: "AL-exerciseAmbiguity")
                }
                pulls.append(pull)
            }
            // The view's earlier pulls go for good (they are out of the solver now).
            let old = systemConstraints(of: view).filter { if case .exercise = $0.systemKind { true } else { false } }
            exercisePulls.removeAll { pull in old.contains { $0 === pull } }
            for pull in old { letGo(pull) }
            var list = systemConstraints(of: view)
            list.removeAll { constraint in old.contains { $0 === constraint } }
            setSystemConstraints(list + pulls, of: view)
        }
        for pull in pulls { install(pull) }
        exercisePulls.append(contentsOf: pulls)
        view.superview?.setNeedsLayout()
        checkInvariantsAfterMutation("exerciseAmbiguityInLayout")
    }

    /// Runs `body` with the exercise pulls out of the solver, then puts them back (the layout
    /// is then exactly as before). Not reentrant: only the public diagnostics call it.
    func withExercisePullsSetAside<T>(_ body: () -> T) -> T {
        // Every diagnostic comes through here, and every one must see sizes as never negative.
        ensureEverySizeIsNonNegative()
        guard !exercisePulls.isEmpty else { return body() }
        let pulls = exercisePulls.filter { solverConstraint(of: $0) != nil }
        for pull in pulls { takeOutOfSolver(pull) }
        let result = body()
        for pull in pulls where exercisePulls.contains(where: { $0 === pull }) { install(pull) }
        return result
    }
}
