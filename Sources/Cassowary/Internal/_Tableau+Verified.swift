// Changes to a problem of wide range, verified before they are taken.
//
// The tolerances of `_Tolerance` judge each number against the numbers it was computed from;
// they hold while a problem's numbers lie within `_Tolerance.wideRangeBinades` of each other. Past that
// (constants of 10¹⁷ beside 0.5, coefficients of 10⁻¹² beside 10⁹), pivots and cancellations
// can leave a required constraint visibly off without any single decision being wrong. So a
// change to such a problem (adding a constraint, changing a constant or a suggestion) is made in
// a fresh tableau that solves everything again, and is taken only when every required constraint
// holds at the resulting values, or refused with a conflict that Farkas' certificate shows in
// doubles; otherwise it is refused as badly scaled and the solver is as it was. This costs a
// solve from scratch per change, which only problems of that range pay.

extension _Tableau {
    /// The tableau's span with `constant` and the coefficients of `constraint` taken in.
    func span(with constraint: Constraint?, constant: Double) -> _Span {
        var result = span.including(constant)
        constraint?.expression.withTerms { terms in
            for term in terms { result = result.including(term.coefficient) }
        }
        return result
    }

    /// Adds a constraint as `addConstraint` does, in a fresh tableau that replaces this one only
    /// when every required constraint holds there (see the file's comment).
    ///
    /// - Throws: `unsatisfiable` when the constraint cannot hold and Farkas' certificate of the
    ///   conflict holds in doubles (with an empty conflict when `reportsConflict` is false);
    ///   `badlyScaled` otherwise, and when a required constraint would not hold. The tableau is
    ///   then unchanged.
    mutating func addVerified(
        _ constraint: Constraint, constant: Double, priority: Double, reportsConflict: Bool,
        secondary: _SecondaryCost, span: _Span
    ) throws(SolverError) -> _TagID {
        var fresh = _Tableau()
        guard let added = fill(&fresh) else { throw .badlyScaled(constraint) }
        fresh.span = span
        let tag: _TagID
        do {
            tag = try fresh.addConstraint(
                constraint, constant: constant, priority: priority, reportsConflict: true, secondary: secondary)
        } catch {
            throw certified(error, by: fresh, reportsConflict: reportsConflict, changed: (constraint, constant))
        }
        guard fresh.isSound() else { throw .badlyScaled(constraint) }
        take(&fresh, added: added)
        return tag
    }

    /// Gives an added constraint a new constant as `updateConstant` does, in a fresh tableau
    /// that replaces this one only when every required constraint holds there (see the file's
    /// comment). The constraint is added to the fresh tableau last, so that a conflict is its own.
    ///
    /// - Throws: as `addVerified`; the tableau (and the tag's constant) are then unchanged.
    mutating func updateConstantVerified(tag id: _TagID, to constant: Double) throws(SolverError) {
        let tag = tags[Int(id)]
        let constraint = tag.constraint!
        var fresh = _Tableau()
        guard var added = fill(&fresh, leaving: id) else { throw .badlyScaled(constraint) }
        fresh.span = span(with: nil, constant: constant)
        do {
            added.append(
                (
                    Int(id),
                    try fresh.addConstraint(
                        constraint, constant: constant, priority: tag.priority, editVariable: tag.editVariable,
                        reportsConflict: true, secondary: secondaryCost(of: id))
                ))
        } catch {
            throw certified(error, by: fresh, reportsConflict: true, changed: (constraint, constant))
        }
        guard fresh.isSound() else { throw .badlyScaled(constraint) }
        take(&fresh, added: added)
    }

    /// Removes a constraint as `removeConstraint` does; in a problem of wide range, by solving
    /// the others again in a fresh tableau, taken when it is sound (a removal is never refused:
    /// when the fresh tableau is not sound either, the removal is made in this one).
    mutating func removeConstraintVerifyingWideRange(tag id: _TagID) {
        if verifiesWideRange, span.isWide {
            var fresh = _Tableau()
            if let added = fill(&fresh, leaving: id), fresh.isSound() {
                take(&fresh, added: added)
                return
            }
        }
        removeConstraint(tag: id)
    }

    /// Whether a fresh tableau may replace this one: every required constraint holds, and every
    /// invariant too (optimality and feasibility up to the tolerances included: rounding of a
    /// wide range can break them without any required constraint being off).
    mutating func isSound() -> Bool {
        // (A fresh tableau has not taken its constraints' homes and edit variables yet: see
        // `take`.)
        requiredConstraintsHold() && invariantViolations(handedOver: false).isEmpty
    }

    /// The error to report for a change refused in a fresh tableau: an `unsatisfiable` whose
    /// conflict has a certificate in doubles (with its conflict left out when the caller does not
    /// want it); any other refusal as it is; an `unsatisfiable` without a certificate is
    /// `badlyScaled`. `changed` is the constraint refused, with the constant it was given.
    func certified(
        _ error: SolverError, by fresh: borrowing _Tableau, reportsConflict: Bool,
        changed: (constraint: Constraint, constant: Double)
    ) -> SolverError {
        guard case .unsatisfiable(let constraint, let conflict) = error else { return error }
        let constants = conflict.map { member in
            member === changed.constraint
                ? changed.constant : fresh.tagOfConstraintConstant(member) ?? member.expression.constant
        }
        guard ConflictCertificate(conflict, constants: constants) != nil else { return .badlyScaled(constraint) }
        return .unsatisfiable(constraint, conflict: reportsConflict ? conflict : [])
    }

    /// The constant a tableau uses for one of its constraints, found by identity among its tags
    /// (a fresh tableau holds no homes), or nil.
    func tagOfConstraintConstant(_ constraint: Constraint) -> Double? {
        for i in tags.indices where tags[i].constraint === constraint { return tags[i].constant }
        return nil
    }

    /// Whether every required constraint holds at the current values, off by at most
    /// `_Tolerance.verifiedResidual` of its own numbers, and every value is finite.
    ///
    /// - Complexity: O(the constraints' terms) plus evaluating the values.
    mutating func requiredConstraintsHold() -> Bool {
        refreshValues()
        for i in values.indices where !values[i].isFinite { return false }
        for i in tags.indices {
            guard let constraint = tags[i].constraint, tags[i].isRequired else { continue }
            var sum = tags[i].constant
            var own = abs(sum)
            constraint.expression.withTerms { terms in
                for term in terms {
                    let product = term.coefficient * values[term.variable.index]
                    sum += product
                    own += abs(product)
                }
            }
            let violation: Double
            switch constraint.relation {
            case .equal: violation = abs(sum)
            case .greaterThanOrEqual: violation = max(0, -sum)
            case .lessThanOrEqual: violation = max(0, sum)
            }
            guard violation <= _Tolerance.verifiedResidual * own else { return false }
        }
        return true
    }
}
