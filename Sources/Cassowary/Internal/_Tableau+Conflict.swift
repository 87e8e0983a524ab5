// The smallest explanation of an unsatisfiable required constraint.

extension _Tableau {
    /// An irreducible set of required constraints that cannot hold together, containing `id`.
    ///
    /// The simplex's failure is a certificate: the row that could not be made feasible is a
    /// linear combination of constraint rows, and each constraint's marker appears in it exactly
    /// when the constraint takes part (Farkas' lemma). That set is then shrunk by the deletion
    /// filter (Chinneck & Dravnieks 1991): drop each member in turn and keep it out if the rest
    /// is still infeasible, so that the result has no conflicting proper subset.
    ///
    /// Before the filter, one probe may show that it has nothing to do: when the other members'
    /// left-hand sides are linearly independent, the certificate is the only combination of the
    /// set that cancels (up to scale), and it names every member, so leaving any one out leaves
    /// independent rows, which can always hold: the set is already irreducible. Chains and cycles
    /// of constraints (issue 21: a chain of 10,000 equalities took 27 s) are found so in one
    /// probe.
    ///
    /// - Complexity: one probe of k constraints when the members are independent; else O(k)
    ///   feasibility probes of at most k constraints, k = the certificate's size.
    func conflictSet(for id: _TagID, certificate: [_SymbolID]) -> [Constraint] {
        var members = certificateTags(certificate, excluding: id)
        if members.count > 2, areIndependent(members) {
            members.append(id)
            members.sort { tags[Int($0)].sequence < tags[Int($1)].sequence }
            return members.compactMap { tags[Int($0)].constraint }
        }
        var i = 0
        while i < members.count {
            var trial = members
            trial.remove(at: i)
            if isFeasible(trial + [id]) {
                i += 1
            } else {
                members = trial
            }
        }
        members.append(id)
        members.sort { tags[Int($0)].sequence < tags[Int($1)].sequence }
        return members.compactMap { tags[Int($0)].constraint }
    }

    /// The required constraints a certificate's symbols belong to, other than `id`, in the
    /// order they were added.
    func certificateTags(_ certificate: [_SymbolID], excluding id: _TagID) -> [_TagID] {
        var members: [_TagID] = []
        var seen = Set<_TagID>()
        for symbol in certificate {
            let tag = symbols[Int(symbol)].owner
            guard tag >= 0, tag != id, tags[Int(tag)].constraint != nil, tags[Int(tag)].isRequired,
                seen.insert(tag).inserted
            else { continue }
            members.append(tag)
        }
        members.sort { tags[Int($0)].sequence < tags[Int($1)].sequence }
        return members
    }

    /// Whether the left-hand sides of the given constraints are linearly independent: each is
    /// added to a fresh tableau as `expression == 0`, and a dependent one is kept as a redundant
    /// row of its dummy (its subject), which no independent row ever is.
    func areIndependent(_ members: [_TagID]) -> Bool {
        var probe = emptyProbe()
        do {
            for member in members {
                guard let constraint = tags[Int(member)].constraint else { return false }
                let homogeneous = Constraint(constraint.expression, .equal)
                _ = try probe.addConstraint(homogeneous, constant: 0, priority: 1000, reportsConflict: false)
            }
        } catch {
            return false
        }
        for row in probe.rows.indices where probe.rows[row].kind == .core {
            let head = Int(probe.rows[row].head)
            if head >= 0, probe.symbols[head].kind == .dummy { return false }
        }
        return true
    }

    /// Whether the given constraints (all as required, with their current constants) can hold
    /// together, tried in a fresh tableau. A probe that is badly scaled (doubles cannot tell)
    /// counts as able to hold: the callers then keep a member in a conflict, or solve again from
    /// scratch, rather than blame a constraint on rounding.
    func isFeasible(_ members: [_TagID], plus extra: Constraint? = nil) -> Bool {
        var probe = emptyProbe()
        do {
            for member in members {
                let tag = tags[Int(member)]
                guard let constraint = tag.constraint else { continue }
                _ = try probe.addConstraint(constraint, constant: tag.constant, priority: 1000, reportsConflict: false)
            }
            if let extra {
                _ = try probe.addConstraint(
                    extra, constant: extra.expression.constant, priority: 1000, reportsConflict: false)
            }
        } catch {
            if case .badlyScaled = error { return true }
            return false
        }
        return true
    }

    /// A fresh tableau with this one's variables (same indices) and nothing else: where the
    /// conflict search tries a set of constraints on its own.
    func emptyProbe() -> _Tableau {
        var probe = _Tableau()
        for name in names { _ = probe.makeVariable(named: name) }
        return probe
    }
}
