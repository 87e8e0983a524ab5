import Cassowary
import Foundation

// What the diagnostics read from the live solver: the current value of a constraint's
// expression, and the constraints a view's values are written in.

extension LayoutEngine {
    /// The current value of a constraint's expression, `first - multiplier × second - constant`
    /// (with the geometry folded into it): 0 for an equality that holds, ≥ 0 for a `>=` that
    /// holds, ≤ 0 for a `<=` that holds. Nil when an item of the constraint is not in this
    /// engine.
    func currentValue(of constraint: LayoutConstraint) -> Double? {
        if let installed = solverConstraint(of: constraint), let constant = solver.constant(of: installed) {
            return evaluate(installed.expression.terms, constant)
        }
        guard constraint.items.allSatisfy({ variables(of: $0) != nil }),
            let expression = expression(of: constraint)
        else { return nil }
        return evaluate(expression.terms, expression.constant)
    }

    /// `Σ coefficient × value + constant` at the current solution.
    func evaluate(_ terms: [Term], _ constant: Double) -> Double {
        var value = constant
        for term in terms { value += term.coefficient * solver.value(of: term.variable) }
        return value
    }

    /// How far a constraint is from holding now (0 when it holds), and how much room an
    /// inequality that holds has to spare.
    func standing(of constraint: LayoutConstraint) -> (violation: CGFloat, room: CGFloat)? {
        guard let value = currentValue(of: constraint) else { return nil }
        let tolerance = LayoutEngine.ambiguityTolerance * max(1, abs(value))
        var violation = 0.0
        var room = 0.0
        switch constraint.relation {
        case .equal: violation = abs(value)
        case .greaterThanOrEqual: (violation, room) = (max(0, -value), max(0, value))
        case .lessThanOrEqual: (violation, room) = (max(0, value), max(0, -value))
        }
        return (violation <= tolerance ? 0 : CGFloat(violation), room <= tolerance ? 0 : CGFloat(room))
    }

    /// The constraints a variable's current value is written in (``Solver/dependencies(of:)``),
    /// as layout constraints, in the order they entered the engine.
    func determiningConstraints(of variable: Variable) -> [LayoutConstraint] {
        solver.dependencies(of: variable).compactMap { layoutConstraint(of: $0.constraint) }
            .filter { !$0.isExercisePull }.sorted { $0.installOrder < $1.installOrder }
    }

    /// The constraints that determine an item along an axis: those its position and size are
    /// written in, and the tight ones that constrain nothing but the item's own position and
    /// size there (an intrinsic size that both hugging and compression resistance hold, a
    /// redundant width), in the order they entered the engine.
    func constraintsDetermining(_ item: LayoutItem, axis: LayoutAxis) -> [LayoutConstraint] {
        guard let v = variables(of: item) else { return [] }
        let own: Set<Int> = [v.position(axis).index, v.size(axis).index]
        var result: [LayoutConstraint] = []
        func add(_ constraint: LayoutConstraint) {
            if !result.contains(where: { $0 === constraint }) { result.append(constraint) }
        }
        for variable in [v.position(axis), v.size(axis)] {
            for constraint in determiningConstraints(of: variable) { add(constraint) }
        }
        var candidates = item.referencingConstraints
        candidates.append(contentsOf: systemConstraints(of: item))
        for constraint in candidates {
            guard !constraint.isExercisePull, let installed = solverConstraint(of: constraint),
                installed.expression.terms.allSatisfy({ own.contains($0.variable.index) }),
                installed.expression.terms.contains(where: { $0.coefficient != 0 }),
                let standing = standing(of: constraint), standing.violation == 0, standing.room == 0
            else { continue }
            add(constraint)
        }
        return result.sorted { $0.installOrder < $1.installOrder }
    }
}
