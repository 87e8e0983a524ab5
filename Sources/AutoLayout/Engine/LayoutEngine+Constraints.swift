import Cassowary
import Foundation

// Installing constraints in the solver, changing them, and breaking them when they conflict.

extension LayoutEngine {
    /// The solver constraint of an installed layout constraint.
    func solverConstraint(of constraint: LayoutConstraint) -> Cassowary.Constraint? {
        isFitting ? fittingSolverConstraints[ObjectIdentifier(constraint)] : constraint.solverConstraint
    }

    func setSolverConstraint(_ solverConstraint: Cassowary.Constraint?, of constraint: LayoutConstraint) {
        if isFitting {
            fittingSolverConstraints[ObjectIdentifier(constraint)] = solverConstraint
        } else {
            constraint.solverConstraint = solverConstraint
        }
    }

    /// The solver expression of any constraint.
    func expression(of constraint: LayoutConstraint) -> Cassowary.Expression? {
        if let kind = constraint.systemKind, kind.hasOwnExpression {
            return systemExpression(of: constraint, kind: kind)
        }
        return userExpression(of: constraint)
    }

    /// Puts a constraint into the solver. A required constraint that conflicts is reported and
    /// broken: it stays active but is not enforced (deterministically the one being added).
    func install(_ constraint: LayoutConstraint) {
        guard solverConstraint(of: constraint) == nil else { return }
        if !isFitting, constraint.isBroken { return }
        guard let expression = expression(of: constraint) else { return }
        let relation: Relation =
            switch constraint.relation {
            case .equal: .equal
            case .greaterThanOrEqual: .greaterThanOrEqual
            case .lessThanOrEqual: .lessThanOrEqual
            }
        let record = allocateRecord(for: constraint)
        let solverConstraint = Cassowary.Constraint(
            expression, relation, priority: Priority(Double(constraint.priority.rawValue)), tag: record)
        do {
            try solver.add(solverConstraint, explainingConflicts: !isFitting)
            setSolverConstraint(solverConstraint, of: constraint)
            if !isFitting {
                constraint.engine = self
                constraint.engineRecord = record
            }
        } catch {
            freeRecord(record)
            guard !isFitting else { return }
            switch error {
            case .unsatisfiable(_, let conflict):
                breakConstraint(constraint, conflict: conflict)
            default:
                invalidConstraintHandler(.invalidNumber("\(constraint) (\(error))"), constraint)
            }
        }
    }

    /// Takes a constraint out of the solver (or out of the broken list), then gives the broken
    /// constraints another chance: the removal may have resolved their conflict.
    func uninstall(_ constraint: LayoutConstraint) {
        if let solverConstraint = solverConstraint(of: constraint) {
            try? solver.remove(solverConstraint)
            setSolverConstraint(nil, of: constraint)
            freeRecord(solverConstraint.tag)
        }
        guard !isFitting else { return }
        if constraint.isBroken {
            constraint.isBroken = false
            broken.removeAll { $0 === constraint }
        }
        constraint.engine = nil
        constraint.engineRecord = -1
        retryBrokenConstraints()
    }

    /// Tries the broken constraints again, quietly: those that fit now are enforced.
    func retryBrokenConstraints() {
        guard !broken.isEmpty else { return }
        for constraint in broken {
            guard let expression = expression(of: constraint) else { continue }
            let record = allocateRecord(for: constraint)
            let candidate = Cassowary.Constraint(
                expression, constraint.relation.solverRelation,
                priority: Priority(Double(constraint.priority.rawValue)), tag: record)
            do {
                try solver.add(candidate, explainingConflicts: false)
                constraint.isBroken = false
                constraint.solverConstraint = candidate
                constraint.engineRecord = record
            } catch {
                freeRecord(record)
            }
        }
        broken.removeAll { !$0.isBroken }
    }

    /// Records a conflict: the constraint is not enforced, and the handler hears why.
    func breakConstraint(_ constraint: LayoutConstraint, conflict: [Cassowary.Constraint]) {
        constraint.isBroken = true
        constraint.engine = self
        broken.append(constraint)
        let members = conflict.compactMap { solverConstraint -> LayoutConstraint? in
            if solverConstraint.tag >= 0, solverConstraint.tag < records.count,
                let recorded = records[solverConstraint.tag], recorded.solverConstraint === solverConstraint
            {
                return recorded
            }
            return nil
        }
        var all = members
        if !all.contains(where: { $0 === constraint }) { all.append(constraint) }
        unsatisfiableConstraintsHandler(LayoutConflict(brokenConstraint: constraint, conflictingConstraints: all))
    }

    func allocateRecord(for constraint: LayoutConstraint) -> Int {
        if let reused = freeRecords.popLast() {
            records[reused] = constraint
            return reused
        }
        records.append(constraint)
        return records.count - 1
    }

    func freeRecord(_ record: Int) {
        guard record >= 0, record < records.count, records[record] != nil else { return }
        records[record] = nil
        freeRecords.append(record)
    }

    // MARK: Changes

    /// A constant changed: the solver changes the constraint's constant in place.
    func constantDidChange(_ constraint: LayoutConstraint, from old: CGFloat) {
        if constraint.isBroken {
            retryBrokenConstraints()
            return
        }
        guard let solverConstraint = solverConstraint(of: constraint),
            let current = solver.constant(of: solverConstraint)
        else { return }
        // The expression's constant is what the attributes contribute minus the constraint's
        // constant, so it moves by the opposite of the change.
        let updated = current - Double(constraint.constant - old)
        do {
            try solver.updateConstant(of: solverConstraint, to: updated)
        } catch {
            guard case .unsatisfiable(_, let conflict) = error, !isFitting else { return }
            // Break the changed constraint: out of the solver, reported.
            try? solver.remove(solverConstraint)
            setSolverConstraint(nil, of: constraint)
            freeRecord(solverConstraint.tag)
            breakConstraint(constraint, conflict: conflict)
        }
        markOwnerForLayout(constraint)
    }

    /// A priority changed: between optional levels the solver moves the constraint; across
    /// required (only the system does that) it is installed again.
    func priorityDidChange(_ constraint: LayoutConstraint, from old: LayoutPriority) {
        guard let solverConstraint = solverConstraint(of: constraint) else {
            if constraint.isBroken { retryBrokenConstraints() }
            return
        }
        let new = constraint.priority
        if !old.isRequired, !new.isRequired {
            try? solver.updatePriority(of: solverConstraint, to: Priority(Double(new.rawValue)))
        } else {
            reinstall(constraint)
        }
        markOwnerForLayout(constraint)
    }

    /// Removes and adds a constraint again (its expression changed shape).
    func reinstall(_ constraint: LayoutConstraint) {
        if let solverConstraint = solverConstraint(of: constraint) {
            try? solver.remove(solverConstraint)
            setSolverConstraint(nil, of: constraint)
            freeRecord(solverConstraint.tag)
        }
        if !isFitting, constraint.isBroken {
            constraint.isBroken = false
            broken.removeAll { $0 === constraint }
        }
        install(constraint)
    }

    /// After a change, the views the constraint places need a layout pass.
    func markOwnerForLayout(_ constraint: LayoutConstraint) {
        (constraint.container ?? constraint.items.first.flatMap { ($0 as? View) ?? $0.layoutParent })?
            .setNeedsLayout()
    }

    /// The layout direction changed in a subtree: constraints that name leading or trailing
    /// there are rebuilt, and margins guides follow the new direction.
    func layoutDirectionDidChange(in root: View) {
        var affected: [LayoutConstraint] = []
        root.forEachViewInSubtree { view in
            for item in [view as LayoutItem] + view.storedLayoutGuides.map({ $0 as LayoutItem }) {
                for constraint in item.referencingConstraints where usesDirectionalAttributes(constraint) {
                    if !affected.contains(where: { $0 === constraint }) { affected.append(constraint) }
                }
            }
            if view.storedMarginsGuide != nil { guideInsetsDidChange(view) }
        }
        for constraint in affected where solverConstraint(of: constraint) != nil || constraint.isBroken {
            reinstall(constraint)
        }
    }
}

extension LayoutRelation {
    var solverRelation: Relation {
        switch self {
        case .equal: .equal
        case .greaterThanOrEqual: .greaterThanOrEqual
        case .lessThanOrEqual: .lessThanOrEqual
        }
    }
}
