// Adding, removing and changing constraints (the paper's §3.2 and §3.3, with the two-tier
// tableau of `_Tableau`).

extension _Tableau {
    // MARK: Variables

    mutating func makeVariable(named name: String) -> Int {
        let symbol = makeSymbol(.external, owner: -1)
        let index = variableSymbols.count
        symbols[Int(symbol)].variable = Int32(index)
        variableSymbols.append(symbol)
        values.append(0)
        names.append(name)
        return index
    }

    // MARK: Tags

    /// Stores a tag for `constraint` and retains the constraint (the tableau holds on to it
    /// until the tag is released): the tag's reference owns it, so that storing it is one
    /// retain rather than an append to an array of references.
    mutating func makeTag(_ tag: _Tag, for constraint: Constraint) -> _TagID {
        _ = Unmanaged.passRetained(constraint)
        if let reused = freeTags.popLast() {
            tags[Int(reused)] = tag
            return reused
        }
        tags.append(tag)
        return _TagID(tags.count - 1)
    }

    mutating func releaseTag(_ id: _TagID) {
        tags[Int(id)].releaseConstraint()
        tags[Int(id)] = .free
        freeTags.append(id)
    }

    // MARK: Adding

    /// Checks a user's constraint (not added yet, finite numbers, valid priority, variables of
    /// this solver), then adds it.
    mutating func addChecked(
        _ constraint: Constraint, reportsConflict: Bool, secondary: _SecondaryCost = .none
    ) throws(SolverError) {
        guard tagOfConstraint.tag(of: constraint, in: tags) == nil else { throw .duplicateConstraint(constraint) }
        let priority = constraint.priority
        let constant = constraint.expression.constant
        guard priority.value.isFinite, constant.isFinite else { throw .nonFinite }
        guard priority.isValid else { throw .invalidPriority(priority) }
        let count = variableSymbols.count
        let invalid: SolverError? = constraint.expression.withTerms { terms in
            for term in terms {
                guard term.coefficient.isFinite else { return .nonFinite }
                guard term.variable.index >= 0, term.variable.index < count else {
                    return .unknownVariable(term.variable)
                }
            }
            return nil
        }
        if let invalid { throw invalid }
        var tag: _TagID
        do {
            // (-1 when the numbers' range is wide: see below.)
            tag = try addConstraint(
                constraint, constant: constant, priority: priority.value,
                reportsConflict: reportsConflict, secondary: secondary, checksRange: verifiesWideRange)
        } catch {
            switch error {
            case .unsatisfiable(_, let conflict):
                // A conflict that a fresh tableau does not see is rounding built up in this one:
                // solve again from scratch, then try once more.
                guard reportsConflict,
                    isFeasible(conflict.compactMap { member in
                        member === constraint ? nil : tagOfConstraint.tag(of: member, in: tags) }, plus: constraint)
                else { throw error }
            case .badlyScaled:
                // The constraint could only be judged against magnitudes that this tableau's
                // history built up (a constant or suggestion moved far and back): a fresh tableau
                // judges it against the current numbers only. Try once more there.
                break
            default:
                throw error
            }
            guard let previous = replaceWithRebuilt() else { throw error }
            do {
                tag = try addConstraint(
                    constraint, constant: constant, priority: priority.value,
                    reportsConflict: reportsConflict, secondary: secondary)
            } catch {
                // Still refused: the solver goes back to exactly what it was.
                restore(previous)
                throw error
            }
        }
        if tag < 0 {
            // The constraint's numbers and the tableau's span a wide range: the change is made
            // and verified in a fresh tableau (see `_Tableau+Verified`).
            tag = try addVerified(
                constraint, constant: constant, priority: priority.value, reportsConflict: reportsConflict,
                secondary: secondary, span: spanWithLastConstraint)
        } else {
            span = spanWithLastConstraint
        }
        tagOfConstraint.insert(constraint, tag: tag)
    }

    /// Adds a constraint whose arguments the caller validated (finite numbers, valid priority,
    /// known variables).
    ///
    /// - Parameters:
    ///   - constant: the expression's constant to use (a tag's current constant may differ from
    ///     the constraint object's).
    ///   - reportsConflict: whether an unsatisfiable constraint computes its conflicting set
    ///     (off for the feasibility probes that compute it).
    ///   - secondary: the constraint's secondary cost, if any (see `updateSecondaryCost`).
    ///   - checksRange: whether to take the span of the tableau's numbers with the
    ///     constraint's (`spanWithLastConstraint`), and return -1, adding nothing, when it is
    ///     wide (the caller then adds it verified: `_Tableau+Verified`).
    /// - Returns: the new tag.
    mutating func addConstraint(
        _ constraint: Constraint, constant: Double, priority: Double, editVariable: Int32 = -1,
        reportsConflict: Bool = true, secondary: _SecondaryCost = .none, checksRange: Bool = false
    ) throws(SolverError) -> _TagID {
        sequence += 1
        let id = makeTag(
            _Tag(
                constraint: constraint, constant: constant, priority: priority,
                relation: constraint.relation, marker: -1, other: -1, sequence: sequence,
                editVariable: editVariable),
            for: constraint)
        clearAccumulator()
        accumulatorConstant = constant
        accumulatorConstantMagnitude = abs(constant)
        // The span of the numbers, in the pass that accumulates them (see `_Span`): the
        // smallest exponent is taken less one, unsigned, so that 0 (exponent 0) drops out of the
        // minimum without a branch.
        var smallestLessOne = UInt(bitPattern: _Span.exponent(constant) &- 1)
        var largest = _Span.exponent(constant)
        constraint.expression.withTerms { terms in
            for term in terms {
                accumulate(variableSymbols[term.variable.index], term.coefficient)
                let e = _Span.exponent(term.coefficient)
                smallestLessOne = min(smallestLessOne, UInt(bitPattern: e &- 1))
                largest = max(largest, e)
            }
        }
        if checksRange {
            spanWithLastConstraint =
                largest == 0
                ? span : _Span(smallest: min(span.smallest, Int(smallestLessOne) &+ 1), largest: max(span.largest, largest))
            if spanWithLastConstraint.isWide {
                clearAccumulator()
                releaseTag(id)
                sequence -= 1
                return -1
            }
        }
        // The paper's row for each relation: expr - slack = 0 (≥), expr + slack = 0 (≤),
        // expr + dummy = 0 (required ==), expr - e⁺ + e⁻ = 0 (optional ==); an optional
        // inequality also gets an error that lets it give.
        let required = priority >= 1000
        var tag = tags[Int(id)]
        switch constraint.relation {
        case .greaterThanOrEqual, .lessThanOrEqual:
            let k: Double = constraint.relation == .lessThanOrEqual ? 1 : -1
            tag.marker = makeSymbol(.slack, owner: id)
            accumulate(tag.marker, k)
            if !required {
                tag.other = makeSymbol(.error, owner: id)
                accumulate(tag.other, -k)
            }
        case .equal:
            if required {
                tag.marker = makeSymbol(.dummy, owner: id)
                accumulate(tag.marker, 1)
            } else {
                tag.marker = makeSymbol(.error, owner: id)
                tag.other = makeSymbol(.error, owner: id)
                accumulate(tag.marker, -1)
                accumulate(tag.other, 1)
            }
        }
        tags[Int(id)] = tag
        do {
            try placeAccumulatedRow(tag: id, reportsConflict: reportsConflict)
        } catch {
            clearAccumulator()
            releaseSymbol(tag.marker)
            if tag.other >= 0 { releaseSymbol(tag.other) }
            releaseTag(id)
            sequence -= 1
            throw error
        }
        if !required { addObjectiveTerms(of: id) }
        if secondary.weight != 0 { setSecondaryCost(of: id, secondary) }
        constraintCount += 1
        optimize()
        cells.compactIfMostlyRoom()
        return id
    }

    /// Puts the accumulated row of a new constraint into the tableau: as a definition when it
    /// names a free variable, otherwise as a core row (with phase one if needed).
    mutating func placeAccumulatedRow(tag id: _TagID, reportsConflict: Bool) throws(SolverError) {
        if let subject = chooseDefinedVariable() {
            try defineFromAccumulator(subject, tag: id, checked: false)
            return
        }
        expandDefinitionsInAccumulator()
        // Every external left is free now; none can close a cycle.
        if let subject = chooseDefinedVariable() {
            try defineFromAccumulator(subject, tag: id, checked: true)
            return
        }
        substituteCoreBasicsInAccumulator()
        try placeCoreRow(tag: id, reportsConflict: reportsConflict)
    }

    /// Adds the accumulated row (restricted symbols only) to the core.
    mutating func placeCoreRow(tag id: _TagID, reportsConflict: Bool) throws(SolverError) {
        // The usual case first: the constraint's new slack or error can be basic at once, and the
        // row goes from the accumulator straight into the store.
        let constant0 = accumulatorConstant
        let negate = constant0 < 0
        if let subject = accumulatedSubject(tags[Int(id)].marker, negate: negate) {
            try insertAccumulatedCoreRow(of: subject, negate: negate, tag: id)
            clearAccumulator()
            return
        }
        // With a constant of exactly 0 the row is feasible written either way round, so an
        // inequality's slack can be basic whatever its sign; a basic slack leaves the objective
        // as it was, where a basic error would carry its row into it.
        if constant0 == 0, symbols[Int(tags[Int(id)].marker)].kind == .slack,
            let subject = accumulatedSubject(tags[Int(id)].marker, negate: !negate)
        {
            try insertAccumulatedCoreRow(of: subject, negate: !negate, tag: id)
            clearAccumulator()
            return
        }
        if let subject = accumulatedSubject(tags[Int(id)].other, negate: negate) {
            try insertAccumulatedCoreRow(of: subject, negate: negate, tag: id)
            clearAccumulator()
            return
        }
        var constant = constant0
        // What the row's constant is known to: a small fraction of the terms it was summed
        // from (`_Row.scale`).
        let scale = accumulatorConstantMagnitude
        var finite = constant.isFinite && scale.isFinite
        var cells = accumulatedCells(finite: &finite)
        clearAccumulator()
        guard finite else {
            rowBuffer = cells
            throw .badlyScaled(tags[Int(id)].constraint!)
        }
        if constant < 0 {
            constant = -constant
            for i in cells.indices { cells[i].coefficient = -cells[i].coefficient }
        }
        let tag = tags[Int(id)]
        // The paper's "choose subject": a new slack or error with a negative coefficient can be
        // basic at once (the row stays feasible, and no other row names it).
        func isSubject(_ candidate: _SymbolID) -> Bool {
            guard candidate >= 0, symbols[Int(candidate)].kind.isPivotable else { return false }
            guard let k = cells.firstIndex(where: { $0.symbol == candidate }) else { return false }
            return cells[k].coefficient < 0
        }
        var subject: _SymbolID = isSubject(tag.marker) ? tag.marker : (isSubject(tag.other) ? tag.other : -1)
        if subject < 0, cells.allSatisfy({ symbols[Int($0.symbol)].kind == .dummy }) {
            guard abs(constant) <= _Tolerance.constant * scale else {
                // Only required equalities remain and they disagree: 0 = constant ≠ 0.
                let conflict =
                    reportsConflict ? conflictSet(for: id, certificate: cells.map(\.symbol)) : []
                throw .unsatisfiable(tag.constraint!, conflict: conflict)
            }
            // A redundant equality: keep it as a row of its dummy, so that it can be removed.
            // What it is off by counted as zero; it must be rounding for the constraint too.
            try checkResidual(constant, of: id, noise: _Tolerance.constant * scale)
            subject = tag.marker
        }
        if subject < 0, constant == 0 {
            // Phase one would end before its first pivot (the artificial variable starts at 0):
            // what remains of it is the exit, which leaves the same tableau without the
            // objective row, the journal and the feasibility checks (every row keeps its
            // constant). A stack's row-bottom alignments come here.
            let artificial = makeSymbol(.slack, owner: -1)
            _ = insertRow(_Row(kind: .core, head: artificial, priority: 0, constant: 0, scale: scale), cells: cells)
            rowBuffer = cells
            removeFromBasis(artificial)
            return
        }
        if subject < 0 {
            openJournal()
            let (satisfiable, residual, residualScale, certificate) = addWithArtificialVariable(
                cells: cells, constant: constant, scale: scale)
            rowBuffer = cells
            if satisfiable {
                // Phase one may end with the artificial variable a little off zero, within the
                // rounding of its scale; that must be rounding for the constraint too.
                do {
                    try checkResidual(residual, of: id, noise: _Tolerance.constant * residualScale)
                } catch {
                    rollBackJournal()
                    throw error
                }
                // Phase one may end within the row's tolerance of zero; rows that took that
                // rounding below zero are repaired while the objective stays optimal. Only rows
                // phase one changed or made can be among them, and the journal names those
                // (scanning every row here made adding N constraints O(N²)).
                for entry in journal.saved where isInfeasible(entry.id) { noteInfeasible(rows[Int(entry.id)].head) }
                for id in journal.created where isInfeasible(id) { noteInfeasible(rows[Int(id)].head) }
                commitJournal()
                _ = dualOptimize()
                return
            }
            rollBackJournal()
            let conflict = reportsConflict ? conflictSet(for: id, certificate: certificate) : []
            throw .unsatisfiable(tag.constraint!, conflict: conflict)
        }
        guard let k = cells.firstIndex(where: { $0.symbol == subject }) else { return }
        let a = cells.remove(at: k).coefficient
        for i in cells.indices { cells[i].coefficient /= -a }
        _ = insertRow(
            _Row(kind: .core, head: subject, priority: 0, constant: constant / -a, scale: scale / abs(a)), cells: cells)
        rowBuffer = cells
    }

    /// Throws `badlyScaled` for the constraint of `id` when `residual`, what the constraint is
    /// off by at the current solution after the solver counted it as zero (it was within
    /// `noise`, the rounding of the magnitudes the row was summed from), is not rounding for the
    /// constraint itself: larger than `_Tolerance.residual` of the constraint's own numbers.
    /// Then those magnitudes were far larger than the constraint's numbers, and doubles cannot
    /// tell whether it holds: after `1e17 * x + y == 1e17` and `x == 1`, `y` is 0 give or take
    /// 16, and `y >= 0.5` is off by 0.5.
    ///
    /// The constraint's own numbers are its constant (exact: the caller wrote it) and its terms
    /// at the current values, but only the terms that stand out of the noise: a value computed
    /// as 10⁻¹⁷ from numbers near 100 is 0 as far as doubles can tell, so `x == 0` then holds
    /// (nothing the constraint says was lost), where `x == 0.5` would not.
    ///
    /// - Complexity: evaluating the values that changed (rare: only a residual that is not
    ///   exactly 0 comes here).
    mutating func checkResidual(_ residual: Double, of id: _TagID, noise: Double) throws(SolverError) {
        guard residual != 0, let constraint = tags[Int(id)].constraint else { return }
        refreshValues()
        var own = abs(tags[Int(id)].constant)
        constraint.expression.withTerms { terms in
            for term in terms {
                let size = abs(term.coefficient * values[term.variable.index])
                if size > noise { own += size }
            }
        }
        guard own == 0 || abs(residual) <= _Tolerance.residual * own else { throw .badlyScaled(constraint) }
    }

    /// `candidate` when it can be the basic symbol of the accumulated row: a slack or error with
    /// a negative coefficient once the row is written with a constant ≥ 0 (`negate` when the
    /// accumulated constant is negative). Nil otherwise (or for -1).
    @inline(__always)
    func accumulatedSubject(_ candidate: _SymbolID, negate: Bool) -> _SymbolID? {
        guard candidate >= 0, symbols[Int(candidate)].kind.isPivotable else { return nil }
        let slot = Int(symbols[Int(candidate)].accumulatorSlot)
        guard slot >= 0, !isAccumulatedZero(at: slot) else { return nil }
        let coefficient = touched.coefficient(at: slot)
        return (negate ? -coefficient : coefficient) < 0 ? candidate : nil
    }

    /// Stores the accumulated row as the core row of `subject` (the arithmetic of the general
    /// path, in the same order: negated when `negate`, then divided by minus the subject's
    /// coefficient), writing the cells straight into the row's segment, each entered in its
    /// symbol's column.
    ///
    /// - Throws: `badlyScaled` for the tag's constraint when the division leaves doubles' range
    ///   (nothing is stored then).
    mutating func insertAccumulatedCoreRow(of subject: _SymbolID, negate: Bool, tag: _TagID) throws(SolverError) {
        let raw = touched.coefficient(at: Int(symbols[Int(subject)].accumulatorSlot))
        let a = negate ? -raw : raw
        let constant = negate ? -accumulatorConstant : accumulatorConstant
        var n = 0
        var largest = 0.0
        for i in 0..<touched.count where touched[i] != subject && !isAccumulatedZero(at: i) {
            n += 1
            largest = max(largest, abs(touched.coefficient(at: i)))
        }
        // Dividing by `a` must leave every number within doubles' range.
        guard (constant / a).isFinite, (largest / a).isFinite, (accumulatorConstantMagnitude / a).isFinite else {
            throw .badlyScaled(tags[Int(tag)].constraint!)
        }
        let id = allocateRow(
            _Row(
                kind: .core, head: subject, priority: 0, constant: constant / -a,
                scale: accumulatorConstantMagnitude / abs(a)))
        let r = Int(id)
        // Exactly the room of the cells (spare room was 2 unused cells a row in a list of
        // views); a row that a pivot lengthens moves with spare room then.
        let start = cells.clear(r, reserving: n, spare: false)
        var k = 0
        for i in 0..<touched.count {
            let symbol = touched[i]
            if symbol == subject || isAccumulatedZero(at: i) { continue }
            let value = touched.coefficient(at: i)
            let slot = columns.append(Int(symbol), id)
            cells.initialize(
                _Cell(symbol: symbol, slot: Int32(slot), coefficient: (negate ? -value : value) / -a), at: start + k)
            k += 1
        }
        cells.setCount(r, n)
        // The entries are in the order the terms came; a row's cells are sorted by symbol (their
        // slots travel with them, so the index lists stay right).
        cells.withUnsafeMutableSegment(r) { _sortBySymbol($0) }
        symbols[Int(subject)].rowOf = id
    }

    /// Adds the errors of an optional constraint to its level of the objective.
    mutating func addObjectiveTerms(of id: _TagID) {
        let level = retainLevel(tags[Int(id)].priority)
        addErrors(of: id, to: level, factor: 1)
    }

    /// `objective += factor × (each error symbol of the constraint)`: both errors of an optional
    /// equality, the one error of an optional inequality.
    mutating func addErrors(of id: _TagID, to level: _RowID, factor: Double) {
        let marker = tags[Int(id)].marker
        let other = tags[Int(id)].other
        if marker >= 0, symbols[Int(marker)].kind == .error { addToObjective(level, marker, factor) }
        if other >= 0, symbols[Int(other)].kind == .error { addToObjective(level, other, factor) }
    }

    /// `objective += factor × symbol`, substituting the symbol's row when it is basic.
    mutating func addToObjective(_ level: _RowID, _ symbol: _SymbolID, _ factor: Double) {
        let r = symbols[Int(symbol)].rowOf
        if r >= 0 {
            // The basic row is read cell by cell in place, with no copy: adding to the objective
            // row never changes it, and positions in a segment survive the store growing.
            journalSave(level)
            for k in 0..<cellCount(r) {
                let source = cell(r, k)
                addToObjectiveCell(level, source.symbol, factor * source.coefficient)
            }
            addToConstant(of: Int(level), factor * rows[Int(r)].constant)
        } else {
            addCell(into: level, symbol: symbol, coefficient: factor)
        }
    }

    // MARK: Removing

    /// Removes a constraint: takes its errors out of the objective, eliminates its marker (the
    /// paper's "marker leaving row"), and re-optimises.
    mutating func removeConstraint(tag id: _TagID) {
        let tag = tags[Int(id)]
        if !tag.isRequired {
            addErrors(of: id, to: levels[levelPosition(of: tag.priority).index], factor: -1)
            releaseLevel(tag.priority)
        }
        removeSecondaryCost(of: id)
        eliminate(tag.marker)
        purge(tag.marker)
        releaseSymbol(tag.marker)
        if tag.other >= 0 {
            // With the marker gone, no row combines this constraint any more, so its second
            // symbol has (up to rounding) a zero coefficient everywhere.
            purge(tag.other)
            releaseSymbol(tag.other)
        }
        releaseTag(id)
        constraintCount -= 1
        optimize()
        // The marker's pivot skips rows where it has only a tiny coefficient next to the rest of
        // the row (`isPivotElement`); in a problem whose numbers span many orders of magnitude
        // such a coefficient times the marker's new value can still take the row below zero.
        // The pivot noted those rows: the dual simplex repairs them, the objective staying
        // optimal. (Usually there are none, and this is one comparison.)
        if !infeasible.isEmpty { _ = dualOptimize() }
    }

    /// Takes a marker out of the tableau, keeping the rest of the system equivalent.
    mutating func eliminate(_ marker: _SymbolID) {
        let m = Int(marker)
        if symbols[m].rowOf >= 0 {
            dropBasicRow(of: marker)
            return
        }
        if let row = markerLeavingRow(for: marker) {
            pivot(row: row, entering: marker)
            dropBasicRow(of: marker)
            return
        }
        guard !dependents.isEmpty(m) else { return }
        // Only definitions name the marker: solve the earliest of them for it (so that the others,
        // which come later in the order, stay acyclic) and substitute.
        var chosen: _RowID = -1
        for i in 0..<dependents.count(m) {
            let d = dependents[m, i]
            if chosen < 0 || symbols[Int(rows[Int(d)].head)].order < symbols[Int(rows[Int(chosen)].head)].order {
                chosen = d
            }
        }
        let subject = rows[Int(chosen)].head
        let a = coefficient(of: marker, inRow: chosen)
        // subject = c + a·marker + Σ  ⇒  marker = (subject - c - Σ) / a
        var expression: [_Cell] = []
        var inserted = false
        for k in 0..<cellCount(chosen) {
            let cell = self.cell(chosen, k)
            if cell.symbol == marker { continue }
            if !inserted, cell.symbol > subject {
                expression.append(_Cell(symbol: subject, slot: 0, coefficient: 1 / a))
                inserted = true
            }
            expression.append(_Cell(symbol: cell.symbol, slot: 0, coefficient: -cell.coefficient / a))
        }
        if !inserted { expression.append(_Cell(symbol: subject, slot: 0, coefficient: 1 / a)) }
        let constant = -rows[Int(chosen)].constant / a
        deleteRow(chosen)
        markChanged(subject)
        let holders = dependents.elements(m)
        for d in holders {
            let factor = coefficient(of: marker, inRow: d)
            addScaled(
                into: d, factor: factor, source: expression, sourceConstant: constant, drop: marker)
            markChanged(rows[Int(d)].head)
        }
    }

    /// The core row in which a marker should become basic before its row is dropped (kiwi's
    /// choice): the restricted row that limits the marker first, keeping every row feasible. A
    /// row whose basic symbol is a dummy (a redundant equality, constant 0) limits it at once:
    /// pivoting there moves nothing, so it comes first.
    // Inlined: a non-mutating call from a mutating method passed the whole tableau struct by
    // value (a copy of several hundred bytes per call).
    @inline(__always)
    func markerLeavingRow(for marker: _SymbolID) -> _RowID? {
        var first: _RowID = -1
        var second: _RowID = -1
        var third: _RowID = -1
        var firstRatio = Double.infinity
        var secondRatio = Double.infinity
        // Rows where the marker has only a rounding-size coefficient are a last resort: pivoting
        // there divides by dust. The largest such coefficient is the least bad.
        var dusty: _RowID = -1
        var dustyCoefficient = 0.0
        let m = Int(marker)
        for i in 0..<columns.count(m) {
            let id = columns[m, i]
            let row = rows[Int(id)]
            guard row.kind == .core else { continue }
            let c = coefficient(of: marker, inRow: id)
            if !isPivotElement(c, inRow: id) {
                if abs(c) > dustyCoefficient {
                    dustyCoefficient = abs(c)
                    dusty = id
                }
            } else if symbols[Int(row.head)].kind == .dummy {
                if third < 0 || row.head < rows[Int(third)].head { third = id }
            } else if c < 0 {
                // (A ratio may be infinite: a small element, accepted as a pivot next to the
                // rest of its row, under a large constant. The first such row still counts.)
                let ratio = -row.constant / c
                if first < 0 || ratio < firstRatio || (ratio == firstRatio && row.head < rows[Int(first)].head) {
                    firstRatio = ratio
                    first = id
                }
            } else {
                let ratio = row.constant / c
                if second < 0 || ratio < secondRatio || (ratio == secondRatio && row.head < rows[Int(second)].head) {
                    secondRatio = ratio
                    second = id
                }
            }
        }
        if third >= 0 { return third }
        if first >= 0 { return first }
        if second >= 0 { return second }
        return dusty >= 0 ? dusty : nil
    }

    /// Substitutes a basic symbol's row into the definitions that read it, then deletes the row.
    mutating func dropBasicRow(of symbol: _SymbolID) {
        let id = symbols[Int(symbol)].rowOf
        guard id >= 0 else { return }
        let holders = dependents.elements(Int(symbol))
        if !holders.isEmpty {
            var source: [_Cell] = []
            cells.copy(Int(id), into: &source)
            let constant = rows[Int(id)].constant
            for d in holders {
                let factor = coefficient(of: symbol, inRow: d)
                addScaled(
                    into: d, factor: factor, source: source, sourceConstant: constant, drop: symbol)
                markChanged(rows[Int(d)].head)
            }
        }
        deleteRow(id)
        markChanged(symbol)
    }

    /// Removes every cell of a symbol (rounding dust once its constraint is gone).
    mutating func purge(_ symbol: _SymbolID) {
        let s = Int(symbol)
        if symbols[s].rowOf >= 0 { dropBasicRow(of: symbol) }
        let holders = columns.elements(s)
        for id in holders { removeCell(from: id, symbol: symbol) }
        let readers = dependents.elements(s)
        for d in readers {
            removeCell(from: d, symbol: symbol)
            markChanged(rows[Int(d)].head)
        }
    }

    // MARK: Changing a constant

    /// Gives an added constraint a new constant (the paper's edit-constant technique, which kiwi
    /// uses for `suggestValue`): the marker absorbs the change, every row that names it shifts
    /// its constant, and the dual simplex restores feasibility.
    ///
    /// - Throws: `unsatisfiable` when the constraint is required and the new constant conflicts;
    ///   `badlyScaled` when the change takes a row's constant beyond doubles' range. Either way
    ///   the tableau is as it was.
    /// - Complexity: O(rows that name the marker) plus the dual simplex's pivots.
    mutating func updateConstant(tag id: _TagID, to constant: Double) throws(SolverError) {
        let tag = tags[Int(id)]
        if constant == tag.constant { return }
        guard (constant - tag.constant).isFinite else { throw .badlyScaled(tag.constraint!) }
        let newSpan = span.including(constant)
        if verifiesWideRange, newSpan.isWide {
            try updateConstantVerified(tag: id, to: constant)
            return
        }
        try shiftConstantAndRepair(tag: id, to: constant)
        span = newSpan
    }

    /// `updateConstant` in the tableau itself: shift, then the dual simplex.
    mutating func shiftConstantAndRepair(tag id: _TagID, to constant: Double) throws(SolverError) {
        let tag = tags[Int(id)]
        // A required constraint's change may have to be undone (a conflict); so may a change
        // large enough to carry a row's constant past doubles' range.
        let journaled = tag.isRequired || Self.mayOverflow(constant - tag.constant)
        if journaled { openJournal() }
        guard shiftConstant(tag: id, to: constant) else {
            if journaled {
                rollBackJournal()
                tags[Int(id)].constant = tag.constant
            } else {
                // Only a tableau already holding coefficients above 10²⁰⁰ gets here: start again
                // from the constraints, with the old constant.
                tags[Int(id)].constant = tag.constant
                _ = rebuild()
            }
            throw .badlyScaled(tag.constraint!)
        }
        if let stuck = dualOptimize() {
            // An optional constraint can always give; a row the dual simplex cannot repair then
            // only carries rounding, which the next operations absorb.
            guard journaled else { return }
            guard tag.isRequired else {
                commitJournal()
                return
            }
            var certificate: [_SymbolID] = [rows[Int(stuck)].head]
            certificate.append(contentsOf: cells.elements(Int(stuck)).map(\.symbol))
            let members = certificateTags(certificate, excluding: id)
            rollBackJournal()
            if isFeasible(members + [id]) {
                // The certificate's constraints can hold: the failure was rounding that built up
                // in the tableau, not a conflict. Solve again from scratch with the new constant.
                tags[Int(id)].constant = constant
                guard rebuild() else {
                    // The fresh tableau refused a constraint: the numbers are beyond what doubles
                    // decide. The tableau stays as it was, with the old constant.
                    tags[Int(id)].constant = tag.constant
                    throw .badlyScaled(tag.constraint!)
                }
                return
            }
            // The conflict is the one of the new constant; then the tag gets its old one back.
            let conflict = conflictSet(for: id, certificate: certificate)
            tags[Int(id)].constant = tag.constant
            throw .unsatisfiable(tag.constraint!, conflict: conflict)
        }
        if journaled { commitJournal() }
    }

    /// Gives several added constraints new constants as one change: every shift first, then one
    /// dual simplex. When that cannot restore feasibility and a required constraint changed,
    /// everything is rolled back and the answer is false.
    ///
    /// - Complexity: O(rows that name the markers) plus the dual simplex's pivots.
    mutating func updateConstants(_ changes: [(tag: _TagID, constant: Double)]) -> Bool {
        let old = changes.map { tags[Int($0.tag)].constant }
        guard changes.indices.allSatisfy({ (changes[$0].constant - old[$0]).isFinite }) else { return false }
        var newSpan = span
        for change in changes { newSpan = newSpan.including(change.constant) }
        // A problem of wide range verifies each change (`updateConstant`, one by one).
        if verifiesWideRange, newSpan.isWide { return false }
        let journaled = changes.indices.contains {
            (tags[Int(changes[$0].tag)].isRequired && changes[$0].constant != old[$0])
                || Self.mayOverflow(changes[$0].constant - old[$0])
        }
        if journaled { openJournal() }
        var finite = true
        for change in changes where !shiftConstant(tag: change.tag, to: change.constant) { finite = false }
        if !finite {
            if journaled {
                rollBackJournal()
                for index in changes.indices { tags[Int(changes[index].tag)].constant = old[index] }
            } else {
                // As in `updateConstant`: only a tableau of coefficients above 10²⁰⁰ gets here.
                for index in changes.indices { tags[Int(changes[index].tag)].constant = old[index] }
                _ = rebuild()
            }
            return false
        }
        if dualOptimize() != nil, journaled {
            rollBackJournal()
            for index in changes.indices { tags[Int(changes[index].tag)].constant = old[index] }
            return false
        }
        if journaled { commitJournal() }
        span = newSpan
        return true
    }

    /// Whether a constant change this large could carry a row's constant past doubles' range
    /// (times a core coefficient up to 10²⁰⁰): such a change is journaled, to be undone.
    static func mayOverflow(_ delta: Double) -> Bool { abs(delta) > 1e100 }

    /// Moves a constraint's constant without restoring feasibility: its marker absorbs the
    /// change and every row that names the marker shifts its constant (its scale grows by the
    /// shift: the new constant is only known to the rounding of the larger of the two).
    ///
    /// - Returns: false when a row's constant left doubles' range (the caller undoes the shift).
    @discardableResult
    mutating func shiftConstant(tag id: _TagID, to constant: Double) -> Bool {
        let tag = tags[Int(id)]
        let delta = constant - tag.constant
        if delta == 0 { return true }
        // marker_old = marker_new + delta / k, where k is the marker's coefficient in the row.
        let shift = delta / tag.markerCoefficient
        let marker = tag.marker
        var finite = true
        let basicRow = symbols[Int(marker)].rowOf
        if basicRow >= 0 {
            journalSaveConstant(basicRow)
            addToConstant(of: Int(basicRow), -shift)
            finite = finite && rows[Int(basicRow)].constant.isFinite
            markChanged(marker)
            noteFeasibility(of: basicRow)
        }
        let m = Int(marker)
        for i in 0..<columns.count(m) {
            let r = columns[m, i]
            // An objective row's constant is never read by the simplex (it is an offset); kiwi
            // leaves it alone too, and the dump computes each level's error from the symbols.
            if rows[Int(r)].kind == .objective { continue }
            journalSaveConstant(r)
            let term = coefficient(of: marker, inRow: r) * shift
            addToConstant(of: Int(r), term)
            finite = finite && rows[Int(r)].constant.isFinite
            if rows[Int(r)].kind == .core {
                markChanged(rows[Int(r)].head)
                noteFeasibility(of: r)
            }
        }
        for i in 0..<dependents.count(m) {
            let d = dependents[m, i]
            journalSaveConstant(d)
            let term = coefficient(of: marker, inRow: d) * shift
            addToConstant(of: Int(d), term)
            finite = finite && rows[Int(d)].constant.isFinite
            markChanged(rows[Int(d)].head)
        }
        tags[Int(id)].constant = constant
        return finite
    }

    // MARK: Changing a priority

    /// Moves an optional constraint's errors from one level of the objective to another and
    /// re-optimises.
    mutating func updatePriority(tag id: _TagID, to priority: Double) {
        let tag = tags[Int(id)]
        guard tag.priority != priority else { return }
        addErrors(of: id, to: levels[levelPosition(of: tag.priority).index], factor: -1)
        releaseLevel(tag.priority)
        tags[Int(id)].priority = priority
        addErrors(of: id, to: retainLevel(priority), factor: 1)
        optimize()
    }
}

extension _Tableau {
    /// Solves everything again from scratch: a fresh tableau with the same variables, the
    /// constraints added in their original order with their current constants and priorities,
    /// and the edit variables. This clears rounding that long sequences of pivots on inexact
    /// coefficients build up; it runs only when the tableau and a fresh solve disagree.
    ///
    /// - Returns: false, leaving the tableau as it was, when the fresh tableau refuses one of the
    ///   constraints (the problem's numbers are beyond what doubles decide): a rebuild never
    ///   drops a constraint.
    /// - Complexity: O(everything).
    @discardableResult
    mutating func rebuild() -> Bool {
        // The tableau replaced goes here (its deinit releases its tags' constraints).
        guard case .some = replaceWithRebuilt() else { return false }
        return true
    }

    /// `rebuild()`, handing back the tableau that was replaced, so that a caller whose next
    /// step fails can put it back with `restore(_:)` (an error leaves the solver exactly as it
    /// was); nil when the fresh tableau refuses a constraint (nothing changed then).
    mutating func replaceWithRebuilt() -> _Tableau? {
        var fresh = _Tableau()
        guard let added = fill(&fresh) else { return nil }
        take(&fresh, added: added)
        return fresh
    }

    /// Fills `fresh` (a new tableau) with this one's variables and constraints (but `leaving`
    /// out), added in their original order with their current constants, priorities and
    /// secondary costs; returns, for each constraint added, its tag here and there. Nil when the
    /// fresh tableau refuses one. This tableau is not changed (the fresh one takes no homes yet:
    /// see `take`).
    func fill(_ fresh: inout _Tableau, leaving left: _TagID = -1) -> [(index: Int, tag: _TagID)]? {
        for name in names { _ = fresh.makeVariable(named: name) }
        fresh.reported = reported
        fresh.span = span
        fresh.rowsRewrittenByPivots = rowsRewrittenByPivots
        fresh.cellsMerged = cellsMerged
        var active: [Int] = []
        for i in tags.indices where tags[i].constraint != nil && i != Int(left) { active.append(i) }
        active.sort { tags[$0].sequence < tags[$1].sequence }
        var added: [(index: Int, tag: _TagID)] = []
        added.reserveCapacity(active.count)
        for index in active {
            let tag = tags[index]
            do {
                added.append(
                    (
                        index,
                        try fresh.addConstraint(
                            tag.constraint!, constant: tag.constant, priority: tag.priority,
                            editVariable: tag.editVariable, reportsConflict: false,
                            secondary: secondaryCost(of: _TagID(index)))
                    ))
            } catch {
                return nil
            }
        }
        for i in fresh.variableSymbols.indices { fresh.markChanged(fresh.variableSymbols[i]) }
        return added
    }

    /// Takes the place of this tableau with `fresh` (filled by `fill`), which takes over the
    /// homes of the constraints `added` and the edit variables; `fresh` is left holding this
    /// tableau.
    mutating func take(_ fresh: inout _Tableau, added: [(index: Int, tag: _TagID)]) {
        releaseHomes()
        for (index, tag) in added {
            let editVariable = tags[index].editVariable
            if editVariable >= 0 {
                fresh.setEditTag(tag, of: Int(editVariable))
            } else {
                fresh.tagOfConstraint.insert(tags[index].constraint!, tag: tag)
            }
        }
        // (In the checked configuration, the operation that rebuilt checks the invariants when
        // it ends: a new constraint takes its home only then.)
        swap(&self, &fresh)
    }

    /// Puts back the tableau that `replaceWithRebuilt()` replaced, exactly as it was: the
    /// rebuilt one goes (giving back its homes and retains), and this one takes the homes of
    /// its constraints again.
    mutating func restore(_ previous: consuming _Tableau) {
        self = previous
        for i in tags.indices {
            guard let constraint = tags[i].constraint, tags[i].editVariable < 0,
                tagOfConstraint.tag(of: constraint, in: tags) == nil
            else { continue }
            tagOfConstraint.insert(constraint, tag: _TagID(i))
        }
    }
}
