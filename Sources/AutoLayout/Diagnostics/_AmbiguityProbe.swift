import Cassowary
import Foundation

/// A copy of an engine's solver in which a variable can be pulled to the ends of its range of
/// optimal values, to see what else moves with it, without touching the live layout.
///
/// The copy holds every constraint the engine enforces (with the solver's current constants
/// and priorities), and a stay on every variable at its current value at a priority below any
/// real one: pulling one variable moves only what must move with it. The pull itself sits
/// between the stays and the real priorities, so every real priority level keeps its optimum:
/// each pulled solution is one of the layout's equally good solutions.
final class _AmbiguityProbe {
    /// The priority of the pull: below every real priority (the least is 1).
    static let pullPriority = Priority(1e-3)
    /// The priority of the stays: below the pull.
    static let stayPriority = Priority(1e-5)

    let solver = Solver()
    /// The engine's enforced constraints, with their copies, in the order they entered it.
    private(set) var copies: [(constraint: LayoutConstraint, copy: Cassowary.Constraint)] = []
    private var pull: Cassowary.Constraint?
    private var pulled: Variable?

    init(_ engine: LayoutEngine) {
        let live = engine.solver
        for _ in 0..<live.variableCount { _ = solver.makeVariable() }
        var installed: [(constraint: LayoutConstraint, original: Cassowary.Constraint)] = []
        for case let constraint? in engine.records {
            guard let original = engine.solverConstraint(of: constraint) else { continue }
            installed.append((constraint, original))
        }
        installed.sort { $0.constraint.installOrder < $1.constraint.installOrder }
        for (constraint, original) in installed {
            guard let constant = live.constant(of: original), let priority = live.priority(of: original) else {
                continue
            }
            let copy = Cassowary.Constraint(
                Cassowary.Expression(original.expression.terms, constant: constant), original.relation,
                priority: priority)
            guard (try? solver.add(copy, explainingConflicts: false)) != nil else { continue }
            copies.append((constraint, copy))
        }
        for index in 0..<live.variableCount {
            let variable = Variable(index: index)
            let stay = Cassowary.Constraint(
                Cassowary.Expression([Term(variable)], constant: -live.value(of: variable)), .equal,
                priority: _AmbiguityProbe.stayPriority)
            try? solver.add(stay, explainingConflicts: false)
        }
    }

    /// Every variable's value in the solution where `variable` is as close to `target` as the
    /// layout's equally good solutions allow.
    func solution(pulling variable: Variable, to target: Double) -> [Double] {
        if let pull, pulled == variable {
            try? solver.updateConstant(of: pull, to: -target)
        } else {
            if let pull { try? solver.remove(pull) }
            let fresh = Cassowary.Constraint(
                Cassowary.Expression([Term(variable)], constant: -target), .equal,
                priority: _AmbiguityProbe.pullPriority)
            try? solver.add(fresh, explainingConflicts: false)
            pull = fresh
            pulled = variable
        }
        return solver.allValues()
    }

    /// How far each optional constraint is from holding in a solution, by copy.
    func violation(of copy: Cassowary.Constraint, in values: [Double]) -> Double {
        var value = copy.expression.constant
        for term in copy.expression.terms where term.variable.index < values.count {
            value += term.coefficient * values[term.variable.index]
        }
        switch copy.relation {
        case .equal: return abs(value)
        case .greaterThanOrEqual: return max(0, -value)
        case .lessThanOrEqual: return max(0, value)
        }
    }
}
