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

    /// One minimal conflicting subset of some members, and the solver that found it.
    final class Split {
        /// The minimal subset, sorted.
        let conflict: [Int]
        /// The member whose addition failed.
        let failed: Int
        /// Whether every other member could be added: then they can all hold without `failed`.
        let othersHold: Bool
        /// A solver holding every member but `failed`, when `failed` was the only member that
        /// could not be added; nil otherwise, or once a probe left it in doubt.
        var solver: Solver?

        init(conflict: [Int], failed: Int, solver: Solver?) {
            self.conflict = conflict
            self.failed = failed
            othersHold = solver != nil
            self.solver = solver
        }
    }

    /// A minimal conflicting subset of the members, or nil when they can all hold: the
    /// solver's conflict at the first member that fails (irreducible, as the solver reports
    /// it). The members after it are still added, so that when no other fails the solver
    /// holds all the others for ``isFeasible(_:without:)``.
    func conflict(in members: [Int]) -> Split? {
        count += 1
        let solver = makeSolver()
        var found: (conflict: [Int], failed: Int)?
        var isOnlyFailure = true
        for member in members {
            do {
                try solver.add(constraints[member], explainingConflicts: found == nil)
            } catch .unsatisfiable(_, let conflict) where found == nil {
                var set = conflict.compactMap { index[ObjectIdentifier($0)] }
                if !set.contains(member) { set.append(member) }
                found = (set.sorted(), member)
            } catch {
                // Not a conflict the solver could explain (badly scaled), or a second failure.
                if found == nil { found = ([member], member) }
                isOnlyFailure = false
            }
        }
        guard let found else { return nil }
        return Split(conflict: found.conflict, failed: found.failed, solver: isOnlyFailure ? solver : nil)
    }

    /// Whether the split's members without `member` can all hold (true or false), or nil when
    /// this probe cannot tell: the solver drops `member` and takes the member that failed, then
    /// goes back. A few pivots instead of a solve of the whole report.
    func isFeasible(_ split: Split, without member: Int) -> Bool? {
        guard let solver = split.solver, member != split.failed else { return nil }
        count += 1
        guard (try? solver.remove(constraints[member])) != nil else {
            split.solver = nil
            return nil
        }
        var isFeasible = false
        if (try? solver.add(constraints[split.failed], explainingConflicts: false)) != nil {
            isFeasible = true
            if (try? solver.remove(constraints[split.failed])) == nil { split.solver = nil }
        }
        if split.solver != nil, (try? solver.add(constraints[member], explainingConflicts: false)) == nil {
            // Rounding made the solver refuse what it held before: it no longer holds all the
            // others, so later probes solve afresh.
            split.solver = nil
        }
        return isFeasible
    }
}
