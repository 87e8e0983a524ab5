import Cassowary

/// Feasibility probes on subsets of a rebuilt system, each in a fresh solver.
final class _Probe {
    let variableCount: Int
    let constraints: [Constraint]
    private let index: [ObjectIdentifier: Int]
    private(set) var count = 0

    init(_ model: [_ModelConstraint], variableCount: Int) {
        self.variableCount = variableCount
        constraints = model.map { Self.constraint($0, priority: $0.priority) }
        var index: [ObjectIdentifier: Int] = [:]
        for (position, constraint) in constraints.enumerated() { index[ObjectIdentifier(constraint)] = position }
        self.index = index
    }

    static func constraint(_ model: _ModelConstraint, priority: Double) -> Constraint {
        let terms = model.expression.coefficients.sorted { $0.key < $1.key }.map {
            Term(Variable(index: $0.key), $0.value)
        }
        let relation: Relation =
            switch model.relation {
            case .equal: .equal
            case .greaterThanOrEqual: .greaterThanOrEqual
            case .lessThanOrEqual: .lessThanOrEqual
            }
        return Constraint(Expression(terms, constant: model.expression.constant), relation, priority: Priority(priority))
    }

    func makeSolver() -> Solver {
        let solver = Solver()
        for _ in 0..<variableCount { _ = solver.makeVariable() }
        return solver
    }

    /// Whether the members (as required constraints) can all hold.
    func isFeasible(_ members: [Int]) -> Bool {
        count += 1
        let solver = makeSolver()
        for member in members {
            do {
                try solver.add(constraints[member], explainingConflicts: false)
            } catch {
                return false
            }
        }
        return true
    }

    /// A minimal conflicting subset of the members, or nil when they can all hold: the
    /// solver's conflict at the first member that fails, shrunk by the deletion filter.
    func conflict(in members: [Int]) -> [Int]? {
        count += 1
        let solver = makeSolver()
        var found: [Int]?
        for member in members {
            do {
                try solver.add(constraints[member])
            } catch .unsatisfiable(_, let conflict) {
                found = conflict.compactMap { index[ObjectIdentifier($0)] }
                if !(found?.contains(member) ?? false) { found?.append(member) }
                break
            } catch {
                found = [member]
                break
            }
        }
        guard var set = found?.sorted() else { return nil }
        var position = 0
        while position < set.count {
            var trial = set
            trial.remove(at: position)
            if !isFeasible(trial) { set = trial } else { position += 1 }
        }
        return set
    }
}
