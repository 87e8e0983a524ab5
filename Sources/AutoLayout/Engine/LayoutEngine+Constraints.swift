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
    ///
    /// The implicit `size >= 0` is the exception: UIKit behaves as if it had been there from
    /// the start (SEMANTICS 8.2), so when it joins a conflict the engine breaks the real
    /// constraint of the conflict that entered the solver last, the one that would have been
    /// refused had the implicit constraint been there.
    func install(_ constraint: LayoutConstraint) {
        guard solverConstraint(of: constraint) == nil else { return }
        if !isFitting, constraint.isBroken { return }
        guard let expression = expression(of: constraint) else { return letGo(constraint) }
        if constraint.namesBaselineAttribute { recordBaselines(usedBy: constraint) }
        if constraint.relation != .equal, constraint.systemKind == nil { holdUndeterminedSizes(of: expression) }
        let record = allocateRecord(for: constraint)
        let solverConstraint = Cassowary.Constraint(
            consume expression, constraint.relation.solverRelation,
            priority: Priority(Double(constraint.priority.rawValue)), tag: record)
        do {
            // A content-size constraint carries its view's stack tie-break from the start.
            if case .contentSize(let axis, let hugging) = constraint.systemKind,
                case let weight = orderingWeight(of: constraint.firstItem, axis: axis, hugging: hugging), weight != 0
            {
                try solver.add(
                    solverConstraint, explainingConflicts: !isFitting, secondaryWeight: weight,
                    priority: _StackOrderingCost.solverPriority)
            } else {
                try solver.add(solverConstraint, explainingConflicts: !isFitting)
            }
            didEnterSolver(constraint, solverConstraint, record: record)
        } catch {
            freeRecord(record)
            guard !isFitting else { return }
            switch error {
            case .unsatisfiable(_, let conflict):
                recover(from: conflict, arriving: constraint, solverConstraint: solverConstraint)
            case .capacityExceeded(_, let store):
                invalidConstraintHandler(
                    .capacityExceeded("\(constraint) (the solver's store of \(store) is full)"), constraint)
                letGo(constraint)
            case .workLimitExceeded:
                if !reportedWorkLimit {
                    reportedWorkLimit = true
                    invalidConstraintHandler(
                        .workLimitExceeded(
                            "\(constraint) (work \(solver.work) cells, limit \(solver.workLimit)); it and the constraints installed after it are left out"),
                        constraint)
                }
                letGo(constraint)
            default:
                invalidConstraintHandler(.invalidNumber("\(constraint) (\(error))"), constraint)
                letGo(constraint)
            }
        }
    }

    /// Before an inequality that names no free position enters the solver, each size it names
    /// that nothing determines yet gets its `size >= 0`, so that the inequality is not solved
    /// for the size: the size keeps its value (0) when the inequality allows it, and moves as
    /// little as it must otherwise (`v.width <= W - 52` alone leaves the width 0, and a view
    /// with a top and `bottom >= superview.bottom` gets the smallest height that holds). A
    /// view's free position is solved for before its size (`ItemVariables` makes it later in the
    /// solver's order), so a constraint on an edge places the edge and leaves the size. UIKit's
    /// choice, as iOS test suites record it (docs/under-constrained-layouts.md).
    private func holdUndeterminedSizes(of expression: borrowing Cassowary.Expression) {
        var freeSizes: [Variable] = []
        let namesFreePosition = expression.withTerms { terms in
            for term in terms where !solver.hasDefinition(term.variable) {
                if ItemVariables.isPosition(term.variable) { return true }
                freeSizes.append(term.variable)
            }
            return false
        }
        guard !namesFreePosition else { return }
        for size in freeSizes {
            guard let item = itemsByQuad[size.index / 4]?.takeUnretainedValue() else { continue }
            ensureNonNegativeSize(of: item, axis: ItemVariables.axis(of: size))
        }
    }

    /// Breaks a constraint of a conflict the solver found while `constraint` was added (see
    /// ``install(_:)``), and reports it. Out of line: `install` is on every layout's path and
    /// conflicts are rare.
    @inline(never)
    private func recover(
        from conflict: [Cassowary.Constraint], arriving constraint: LayoutConstraint,
        solverConstraint: Cassowary.Constraint
    ) {
        let members = conflictMembers(
            conflict, arriving: constraint, solverConstraint: solverConstraint,
            constant: solverConstraint.expression.constant)
        let explanation = members.flatMap { ConflictExplanation($0) }
        if case .nonNegativeSize = constraint.systemKind, let victim = latestRealMember(of: conflict) {
            takeOutOfSolver(victim)
            breakConstraint(
                victim, conflict: conflict, members: members, reason: .implicitSizeNeverGivesWay,
                explanation: explanation)
            install(constraint)
            // The victim waits for this constraint to stay in the solver; it did not get in.
            if self.solverConstraint(of: constraint) == nil { brokenConstraints.constraintDidChange(victim) }
        } else {
            breakConstraint(constraint, conflict: conflict, members: members, explanation: explanation)
        }
    }

    /// Puts the index tie-break of the view's stack, if any, on one of its content-size
    /// constraints in the solver (see `_StackOrderingCost`); takes it off when there is none.
    func applyOrderingCost(to solverConstraint: Cassowary.Constraint, of item: LayoutItem?, axis: LayoutAxis, hugging: Bool) {
        let weight = orderingWeight(of: item, axis: axis, hugging: hugging)
        guard weight != 0 || solver.secondaryCost(of: solverConstraint) != nil else { return }
        try? solver.updateSecondaryCost(of: solverConstraint, weight: weight, priority: _StackOrderingCost.solverPriority)
    }

    /// The weight of the stack tie-break that one of the item's content-size constraints carries
    /// (0 for none).
    func orderingWeight(of item: LayoutItem?, axis: LayoutAxis, hugging: Bool) -> Double {
        (item as? View)?.stackOrderingCost?.weight(ofContentSizeConstraintOn: axis, hugging: hugging) ?? 0
    }

    /// Records that a constraint is in the solver.
    private func didEnterSolver(
        _ constraint: LayoutConstraint, _ solverConstraint: Cassowary.Constraint, record: Int
    ) {
        setSolverConstraint(solverConstraint, of: constraint)
        guard !isFitting else { return }
        constraint.isBroken = false
        constraint.engine = self
        constraint.engineRecord = record
        installCount += 1
        constraint.installOrder = installCount
        if constraint.namesBaselineAttribute { registerBaselineDependencies(of: constraint) }
    }

    /// Takes a constraint's solver constraint out of the solver, leaving the constraint active.
    /// The broken constraints whose conflict it took part in are due for a retry.
    func takeOutOfSolver(_ constraint: LayoutConstraint) {
        guard let solverConstraint = solverConstraint(of: constraint) else { return }
        try? solver.remove(solverConstraint)
        setSolverConstraint(nil, of: constraint)
        freeRecord(solverConstraint.tag)
        if !brokenConstraints.isEmpty { brokenConstraints.memberDidLeave(constraint) }
    }

    /// The layout constraint of a solver constraint in this engine, if it is still there.
    func layoutConstraint(of solverConstraint: Cassowary.Constraint) -> LayoutConstraint? {
        let tag = solverConstraint.tag
        guard tag >= 0, tag < records.count, let recorded = records[tag],
            self.solverConstraint(of: recorded) === solverConstraint
        else { return nil }
        return recorded
    }

    /// The member of a conflict to break instead of an implicit constraint: the latest to have
    /// entered the solver among your constraints (and stack views'), else among the system's
    /// others (autoresizing, content size, guides).
    func latestRealMember(of conflict: [Cassowary.Constraint]) -> LayoutConstraint? {
        var best: LayoutConstraint?
        var bestRank = (0, 0)
        for member in conflict {
            guard let constraint = layoutConstraint(of: member) else { continue }
            let rank: Int
            switch constraint.systemKind {
            case .nonNegativeSize: continue
            case nil, .stackView?: rank = 1
            default: rank = 0
            }
            if best == nil || (rank, constraint.installOrder) > bestRank {
                best = constraint
                bestRank = (rank, constraint.installOrder)
            }
        }
        return best
    }

    /// Takes a constraint out of the solver (or out of the broken list), then gives the broken
    /// constraints it was blocking another chance: the removal may have resolved their conflict.
    func uninstall(_ constraint: LayoutConstraint) {
        takeOutOfSolver(constraint)
        guard !isFitting else { return }
        if constraint.isBroken {
            constraint.isBroken = false
            brokenConstraints.remove(constraint)
        }
        if !pendingReinstall.isEmpty { pendingReinstall.removeAll { $0 === constraint } }
        constraint.engine = nil
        constraint.engineRecord = -1
        retryBrokenConstraints()
    }

    /// Tries the broken constraints that are due again (see `_BrokenConstraintIndex`), quietly:
    /// those that fit now are enforced; those that do not wait for the members of their new
    /// conflict.
    ///
    /// - Complexity: O(1) when none is due; each one due costs an add to the solver, and when it
    ///   still does not fit, the solver's explanation of the new conflict.
    func retryBrokenConstraints() {
        guard brokenConstraints.hasDue else { return }
        for constraint in brokenConstraints.takeDue() {
            guard let expression = expression(of: constraint) else {
                // Nothing to try: it stays broken, tried at every retry as before.
                brokenConstraints.didBreak(constraint, blockers: nil)
                continue
            }
            brokenRetryCount += 1
            let record = allocateRecord(for: constraint)
            let candidate = Cassowary.Constraint(
                expression, constraint.relation.solverRelation,
                priority: Priority(Double(constraint.priority.rawValue)), tag: record)
            // An unexplained one stays so: the explanation would cost more than the retry.
            let explaining = !brokenConstraints.isUnexplained(constraint)
            do {
                try solver.add(candidate, explainingConflicts: explaining)
                brokenConstraints.remove(constraint)
                didEnterSolver(constraint, candidate, record: record)
                markOwnerForLayout(constraint)
            } catch {
                var members: [ConflictMember]?
                if explaining, case .unsatisfiable(_, let conflict) = error {
                    members = conflictMembers(
                        conflict, arriving: constraint, solverConstraint: candidate,
                        constant: candidate.expression.constant)
                }
                freeRecord(record)
                recordConflict(
                    of: constraint, members: members, explanation: members.flatMap { ConflictExplanation($0) })
            }
        }
    }

    /// Remembers what a broken constraint waits for: the other members of its conflict, with
    /// the certificate's factors when the explanation has them (see `_BrokenConstraintIndex`).
    /// Without members it is unexplained.
    func recordConflict(
        of constraint: LayoutConstraint, members: [ConflictMember]?, explanation: ConflictExplanation?
    ) {
        guard let members else { return brokenConstraints.didBreak(constraint, blockers: nil) }
        guard let explanation else {
            let blockers = members.filter { $0.constraint !== constraint }
            return brokenConstraints.didBreak(
                constraint, blockers: blockers.map { .init(constraint: $0.constraint, factor: nil) })
        }
        var blockers: [_BrokenConstraintIndex.Blocker] = []
        var sum = 0.0
        var magnitude = 0.0
        for term in explanation.terms {
            guard let member = members.first(where: { $0.constraint === term.constraint }) else { continue }
            let product = Double(term.factor) * member.constant
            sum += product
            magnitude += abs(product)
            if term.constraint !== constraint {
                blockers.append(.init(constraint: term.constraint, factor: Double(term.factor)))
            }
        }
        brokenConstraints.didBreak(
            constraint, blockers: blockers, sum: sum, magnitude: magnitude,
            allEqualities: explanation.relation == .equal)
    }

    /// Records a conflict: the constraint is not enforced, and the handler hears why. The
    /// implicit non-negative sizes are left out of the report, as UIKit never prints them.
    ///
    /// - Parameter members: the conflict's members with the solver's constants (see
    ///   `conflictMembers`), for what the constraint waits for; nil when they are not known.
    func breakConstraint(
        _ constraint: LayoutConstraint, conflict: [Cassowary.Constraint], members: [ConflictMember]?,
        reason: LayoutConflict.BreakReason = .activated, explanation: ConflictExplanation? = nil
    ) {
        constraint.isBroken = true
        constraint.engine = self
        recordConflict(of: constraint, members: members, explanation: explanation)
        var all = conflict.compactMap { member -> LayoutConstraint? in
            guard let recorded = layoutConstraint(of: member) else { return nil }
            if case .nonNegativeSize = recorded.systemKind { return nil }
            return recorded
        }
        if !all.contains(where: { $0 === constraint }) { all.append(constraint) }
        unsatisfiableConstraintsHandler(
            LayoutConflict(
                brokenConstraint: constraint, conflictingConstraints: all, reason: reason,
                explanation: explanation))
        markOwnerForLayout(constraint)
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
            brokenConstraints.constraintDidChange(constraint)
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
            guard case .unsatisfiable(_, let conflict) = error else {
                // The solver refused the number (a sum that overflowed) and kept the old
                // constant: so does the constraint, and the refusal is reported.
                constraint.storedConstant = old
                if !isFitting { invalidConstraintHandler(.invalidNumber("\(constraint) (\(error))"), constraint) }
                return
            }
            guard !isFitting else { return }
            let members = conflictMembers(
                conflict, arriving: constraint, solverConstraint: solverConstraint, constant: updated)
            let explanation = members.flatMap { ConflictExplanation($0) }
            // Break the changed constraint: out of the solver, reported.
            takeOutOfSolver(constraint)
            breakConstraint(
                constraint, conflict: conflict, members: members, reason: .constantChanged, explanation: explanation)
            return
        }
        guard !isFitting else { return }
        // The change may have resolved the conflict of a broken constraint.
        if !brokenConstraints.isEmpty { brokenConstraints.memberConstantDidChange(constraint, by: updated - current) }
        retryBrokenConstraints()
        markOwnerForLayout(constraint)
        checkInvariantsAfterMutation("a constant change")
    }

    /// Gives several active constraints new constants as one change to the solver, so that
    /// changes that hold only together (a stack's gap moving from one place to another) meet no
    /// conflict halfway. Returns false, changing nothing, when a constraint is not in this
    /// engine's solver (or is broken), or when the new constants conflict; the caller then
    /// changes them one by one, and the engine reports the conflict.
    ///
    /// - Complexity: O(rows that name the constraints' markers) plus the solver's pivots.
    func changeConstants(_ changes: [(constraint: LayoutConstraint, constant: CGFloat)]) -> Bool {
        guard !isFitting else { return false }
        var solverChanges: [(constraint: Cassowary.Constraint, constant: Double)] = []
        solverChanges.reserveCapacity(changes.count)
        for (constraint, constant) in changes {
            guard constraint.engine === self, !constraint.isBroken,
                let solverConstraint = solverConstraint(of: constraint),
                let current = solver.constant(of: solverConstraint)
            else { return false }
            // The expression's constant moves by the opposite of the change (see
            // `constantDidChange`).
            solverChanges.append((solverConstraint, current - Double(constant - constraint.constant)))
        }
        guard solver.updateConstants(solverChanges) else { return false }
        for (constraint, constant) in changes {
            if !brokenConstraints.isEmpty {
                // The solver constant moves by the opposite of the change.
                brokenConstraints.memberConstantDidChange(constraint, by: Double(constraint.constant - constant))
            }
            constraint.storedConstant = constant
            markOwnerForLayout(constraint)
        }
        retryBrokenConstraints()
        return true
    }

    /// Changes the constant of a constraint the engine made (a fitting engine's constraints
    /// are its own: it applies the change itself).
    func setSystemConstant(_ value: CGFloat, of constraint: LayoutConstraint) {
        let old = constraint.constant
        // A value that is not finite (geometry a view reported) is refused by the constraint's
        // setter, which reports it; a fitting engine's constraints are not active, and refuse it
        // here.
        guard old != value, value.isFinite || !isFitting else { return }
        constraint.constant = value
        if isFitting { constantDidChange(constraint, from: old) }
    }

    /// A priority changed: between optional levels the solver moves the constraint; across
    /// required (only the system does that) it is installed again.
    func priorityDidChange(_ constraint: LayoutConstraint, from old: LayoutPriority) {
        guard let solverConstraint = solverConstraint(of: constraint) else {
            if constraint.isBroken {
                brokenConstraints.constraintDidChange(constraint)
                retryBrokenConstraints()
            }
            return
        }
        let new = constraint.priority
        if !old.isRequired, !new.isRequired {
            try? solver.updatePriority(of: solverConstraint, to: Priority(Double(new.rawValue)))
        } else {
            reinstall(constraint)
        }
        guard !isFitting else { return }
        retryBrokenConstraints()
        markOwnerForLayout(constraint)
        checkInvariantsAfterMutation("a priority change")
    }

    /// Removes and adds a constraint again (its expression changed shape).
    func reinstall(_ constraint: LayoutConstraint) {
        takeOutOfSolver(constraint)
        if !isFitting, constraint.isBroken {
            constraint.isBroken = false
            brokenConstraints.remove(constraint)
        }
        install(constraint)
    }

    /// After a change, the views the constraint places need a layout pass.
    func markOwnerForLayout(_ constraint: LayoutConstraint) {
        guard !isFitting else { return }
        (constraint.container ?? constraint.items.first.flatMap { ($0 as? View) ?? $0.layoutParent })?
            .setNeedsLayout()
    }

    /// The layout direction changed in a subtree: constraints that name leading or trailing
    /// there are rebuilt, and margins guides follow the new direction.
    ///
    /// - Complexity: O(views and guides of the subtree + the constraints naming them), plus the
    ///   solver's work for each one rebuilt.
    func layoutDirectionDidChange(in root: View) {
        var affected: [LayoutConstraint] = []
        // A constraint between two items of the subtree is found from both.
        var seen = Set<ObjectIdentifier>()
        func collect(_ item: LayoutItem) {
            for constraint in item.referencingConstraints
            where usesDirectionalAttributes(constraint) && seen.insert(ObjectIdentifier(constraint)).inserted {
                affected.append(constraint)
            }
        }
        root.forEachViewInSubtree { view in
            collect(view)
            for guide in view.storedLayoutGuides { collect(guide) }
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
