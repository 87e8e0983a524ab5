// Consistency checks of the tableau, for tests and debugging.

extension _Tableau {
    #if AUTOLAYOUT_INTERNAL_CHECKS
    /// Stops the program, listing what is broken, when an invariant does not hold (the checked
    /// configuration: see `Solver.stopAtBrokenInvariants(after:)`).
    ///
    /// The check is O(size of the tableau), so after every operation it would make building a
    /// large tableau quadratic. Up to `Self.checkedSize` symbols and rows it runs after every
    /// operation; above, after the 1st, 2nd, 4th, 8th… operation from then on (the intervals
    /// double), so that n operations cost O(n log n) in checks, as the engine's own checks do
    /// (`LayoutEngine.checkInvariantsAfterMutation`). Small tableaux, where tests build their
    /// cases, are checked after every operation.
    mutating func stopAtBrokenInvariants(after operation: StaticString) {
        let size = symbols.count + rows.count
        if size > Self.checkedSize {
            // Above the size, the 1st, 2nd, 4th, 8th… operation is checked (as the engine's
            // checks): checking every (size / 4096)-th one cost 4096 cells per operation, minutes
            // for a tree of 20,000 levels in a debug build.
            operationsSinceCheck += 1
            guard operationsSinceCheck >= checkInterval else { return }
            operationsSinceCheck = 0
            checkInterval *= 2
        }
        let problems = invariantViolations()
        guard problems.isEmpty else {
            preconditionFailure("solver invariants broken after \(operation): " + problems.joined(separator: "; "))
        }
    }

    /// The size up to which the checked configuration checks after every operation.
    static let checkedSize = 4096
    #endif

    /// Every broken invariant, in words; empty when the tableau is consistent. `handedOver`
    /// false leaves out that each constraint is found and each edit variable names its
    /// constraint (a fresh tableau before it takes them over: `_Tableau.take`).
    ///
    /// - Complexity: O(size of the tableau).
    func invariantViolations(handedOver: Bool = true) -> [String] {
        var problems: [String] = []
        for r in rows.indices where rows[r].kind != .free {
            let row = rows[r]
            let id = _RowID(r)
            var previous: _SymbolID = -1
            for k in 0..<cellCount(id) {
                let cell = self.cell(id, k)
                let s = Int(cell.symbol)
                if row.kind != .objective, cell.symbol <= previous {
                    problems.append("row \(r): cells not sorted")
                }
                previous = cell.symbol
                // (Tiny coefficients are legitimate after a pivot scales a row down.)
                if cell.coefficient == 0 { problems.append("row \(r): zero cell \(s)") }
                if index(of: cell.symbol, inRow: id) != k {
                    problems.append("row \(r): lookup of symbol \(s) fails")
                }
                let isDefinition = row.kind == .definition
                let count = isDefinition ? dependents.count(s) : columns.count(s)
                let entry = Int(cell.slot) < count
                    ? (isDefinition ? dependents[s, Int(cell.slot)] : columns[s, Int(cell.slot)]) : -1
                if entry != id { problems.append("row \(r): wrong slot for symbol \(s)") }
                if !isDefinition {
                    if symbols[s].kind == .external { problems.append("row \(r): names external \(s)") }
                    if symbols[s].rowOf >= 0 { problems.append("row \(r): names basic symbol \(s)") }
                }
            }
            switch row.kind {
            case .core:
                if symbols[Int(row.head)].kind == .external || symbols[Int(row.head)].rowOf != id {
                    problems.append("row \(r): bad basic symbol")
                }
                // Rounding may leave a restricted value a little below zero (a redundant equality
                // a little off): within the rounding of the row's scale that is not a violation.
                let isDummy = symbols[Int(row.head)].kind == .dummy
                if isDummy ? !row.constantIsZero : !(row.constant >= 0) && !row.constantIsZero {
                    problems.append("row \(r): infeasible (\(row.constant), scale \(row.scale))")
                }
                if !row.constant.isFinite || !row.scale.isFinite {
                    problems.append("row \(r): constant \(row.constant) or scale \(row.scale) not finite")
                }
            case .definition:
                if symbols[Int(row.head)].kind != .external || symbols[Int(row.head)].rowOf != id {
                    problems.append("row \(r): bad defined variable")
                }
                for k in 0..<cellCount(id) where symbols[Int(cell(id, k).symbol)].kind == .external {
                    if symbols[Int(cell(id, k).symbol)].order >= symbols[Int(row.head)].order {
                        problems.append("row \(r): order not topological")
                    }
                }
            case .objective:
                if lookups[Int(row.lookup)].count != cellCount(id) { problems.append("row \(r): lookup size") }
            case .artificial, .free:
                break
            }
        }
        for s in symbols.indices {
            for slot in 0..<columns.count(s) {
                let r = columns[s, slot]
                let kind = rows[Int(r)].kind
                let k = index(of: _SymbolID(s), inRow: r)
                if kind == .definition || kind == .free || k.map({ cell(r, $0).slot }) != Int32(slot) {
                    problems.append("column of \(s): stale entry \(r)")
                }
            }
            for slot in 0..<dependents.count(s) {
                let r = dependents[s, slot]
                let k = index(of: _SymbolID(s), inRow: r)
                if rows[Int(r)].kind != .definition || k.map({ cell(r, $0).slot }) != Int32(slot) {
                    problems.append("dependents of \(s): stale entry \(r)")
                }
            }
        }
        for i in levels.indices.dropFirst()
        where rows[Int(levels[i - 1])].priority <= rows[Int(levels[i])].priority {
            problems.append("levels not in decreasing priority")
        }
        problems += bookkeepingViolations(handedOver: handedOver)
        if candidates.isEmpty {
            for s in symbols.indices where symbols[s].kind.isPivotable && symbols[s].rowOf < 0 {
                // A symbol whose only limits are rounding-size coefficients cannot enter (the
                // pivot tolerance): optimal up to that tolerance.
                if isLexicographicallyNegative(_SymbolID(s)), leavingRow(for: _SymbolID(s)) != nil {
                    problems.append("symbol \(s) has a negative cost: not optimal")
                }
            }
        }
        return problems
    }
}

extension _Tableau {
    /// The bookkeeping around the rows, which the operations rely on between calls: the free
    /// lists (symbols, rows, tags, lookups), the constraint records and their lookup, the
    /// objective levels and who uses them, the secondary costs, the journal and the accumulator
    /// (empty between operations), and the flags that mirror work lists.
    ///
    /// - Complexity: O(size of the tableau) (the lists are checked against one another with
    ///   marks, not searched).
    func bookkeepingViolations(handedOver: Bool) -> [String] {
        var problems: [String] = []
        let symbolCount = symbols.count

        // Free symbols: restricted, owned by nothing, in no row and no index list, listed once.
        var listedFree = [Bool](repeating: false, count: symbolCount)
        for i in freeSymbols.indices {
            let s = Int(freeSymbols[i])
            guard s >= 0, s < symbolCount else {
                problems.append("free symbol \(s) out of range")
                continue
            }
            if listedFree[s] { problems.append("free symbol \(s) listed twice") }
            listedFree[s] = true
            if symbols[s].kind == .external || symbols[s].owner != -1 || symbols[s].rowOf != -1 {
                problems.append("free symbol \(s) is in use")
            }
            if !columns.isEmpty(s) || !dependents.isEmpty(s) { problems.append("free symbol \(s) is named by a row") }
        }

        // Tags: a live tag holds its constraint, a free one is listed once in the free list.
        var listedFreeTag = [Bool](repeating: false, count: tags.count)
        for i in freeTags.indices {
            let t = Int(freeTags[i])
            guard t >= 0, t < tags.count else {
                problems.append("free tag \(t) out of range")
                continue
            }
            if listedFreeTag[t] { problems.append("free tag \(t) listed twice") }
            listedFreeTag[t] = true
            if tags[t].constraint != nil { problems.append("free tag \(t) holds a constraint") }
        }
        var liveTags = 0
        var editTagCount = 0
        var usersOfLevel: [Double: Int] = [:]
        for t in tags.indices {
            let tag = tags[t]
            guard let constraint = tag.constraint else {
                if !listedFreeTag[t] { problems.append("tag \(t) is neither live nor free") }
                if secondaryCost(of: _TagID(t)).weight != 0 { problems.append("free tag \(t) has a secondary cost") }
                continue
            }
            liveTags += 1
            // Each live tag's symbols are owned by it and not free.
            for symbol in [tag.marker, tag.other] where symbol >= 0 {
                let s = Int(symbol)
                if s >= symbolCount || symbols[s].kind == .external || symbols[s].owner != _TagID(t) || listedFree[s] {
                    problems.append("tag \(t): symbol \(s) is not its own")
                }
            }
            if tag.marker < 0 { problems.append("tag \(t) has no marker") }
            if !tag.isRequired { usersOfLevel[tag.priority, default: 0] += 1 }
            let cost = secondaryCost(of: _TagID(t))
            if cost.weight != 0 {
                if !(cost.weight > 0 && cost.weight.isFinite && cost.priority > 0 && cost.priority < 1000) {
                    problems.append("tag \(t): invalid secondary cost \(cost)")
                }
                if !tag.isRequired { usersOfLevel[cost.priority, default: 0] += 1 }
            }
            let variable = tag.editVariable
            if variable >= 0 {
                editTagCount += 1
                if handedOver, editTag(of: Int(variable)) != _TagID(t) {
                    problems.append("tag \(t): its edit variable does not name it")
                }
            } else if handedOver, tagOfConstraint.tag(of: constraint, in: tags) != _TagID(t) {
                problems.append("tag \(t): its constraint is not found")
            }
        }
        if liveTags != constraintCount { problems.append("constraint count \(constraintCount), live tags \(liveTags)") }
        var editVariables = 0
        for v in editTags.indices where editTags[v] >= 0 {
            editVariables += 1
            let t = Int(editTags[v])
            if t >= tags.count || tags[t].editVariable != Int32(v) {
                problems.append("edit variable \(v): tag \(t) is not its edit constraint")
            }
        }
        if handedOver, editVariables != editTagCount {
            problems.append("edit tags \(editVariables), edit constraints \(editTagCount)")
        }
        if secondaryCosts.count > tags.count { problems.append("more secondary costs than tags") }

        // Levels: one objective row per priority that optional constraints (or their secondary
        // costs) use, counting its users.
        if levels.count != levelUsers.count { problems.append("levels and their user counts differ in length") }
        for i in levels.indices where i < levelUsers.count {
            let row = rows[Int(levels[i])]
            if row.kind != .objective { problems.append("level \(i) is not an objective row") }
            if usersOfLevel[row.priority, default: 0] != levelUsers[i] {
                problems.append(
                    "level @\(row.priority): \(levelUsers[i]) users counted, \(usersOfLevel[row.priority, default: 0]) found")
            }
            usersOfLevel[row.priority] = nil
        }
        if let (priority, _) = usersOfLevel.first { problems.append("priority \(priority) is used but has no level") }

        // Rows: every free slot listed once in the free list; no artificial row between calls.
        var listedFreeRow = [Bool](repeating: false, count: rows.count)
        for i in freeRows.indices {
            let r = Int(freeRows[i])
            guard r >= 0, r < rows.count else {
                problems.append("free row \(r) out of range")
                continue
            }
            if listedFreeRow[r] { problems.append("free row \(r) listed twice") }
            listedFreeRow[r] = true
        }
        var objectiveRows = 0
        for r in rows.indices {
            switch rows[r].kind {
            case .free:
                if !listedFreeRow[r] { problems.append("row \(r) is free but not listed") }
                if cellCount(_RowID(r)) != 0 { problems.append("free row \(r) has cells") }
            case .artificial:
                problems.append("row \(r): an artificial row outlived phase one")
            case .objective:
                objectiveRows += 1
                if listedFreeRow[r] { problems.append("row \(r) is in use but listed free") }
            case .core, .definition:
                if listedFreeRow[r] { problems.append("row \(r) is in use but listed free") }
            }
        }
        if objectiveRows != levels.count { problems.append("\(objectiveRows) objective rows, \(levels.count) levels") }
        if lookups.count != objectiveRows + freeLookups.count {
            problems.append("\(lookups.count) symbol indexes, \(objectiveRows) in use and \(freeLookups.count) free")
        }
        for l in freeLookups where lookups[Int(l)].count != 0 { problems.append("free symbol index \(l) is not empty") }

        // Between operations the journal is closed and empty, and the accumulator empty.
        if journal.isOpen { problems.append("the journal is open") }
        if !journal.saved.isEmpty || !journal.created.isEmpty || !journal.objectiveCells.isEmpty
            || !journal.objectiveConstants.isEmpty || !journal.savedConstants.isEmpty
        {
            problems.append("the journal holds entries")
        }
        if touched.count != 0 || accumulatorConstant != 0 { problems.append("the accumulator is not empty") }

        // Per-symbol flags mirror the work lists; no value is left half-evaluated.
        var inDirty = [Bool](repeating: false, count: symbolCount)
        for i in dirty.indices { inDirty[Int(dirty[i])] = true }
        var inEvaluated = [Bool](repeating: false, count: symbolCount)
        for i in evaluatedSinceRead.indices { inEvaluated[Int(evaluatedSinceRead[i])] = true }
        var inCandidates = [Bool](repeating: false, count: symbolCount)
        for i in 0..<candidates.count { inCandidates[Int(_SymbolID(truncatingIfNeeded: candidates.key(at: i)))] = true }
        for s in 0..<symbolCount {
            let info = symbols[s]
            if info.accumulatorSlot != -1 { problems.append("symbol \(s) keeps an accumulator slot") }
            if info.isStale { problems.append("symbol \(s) is left stale") }
            if info.isDirty != inDirty[s] { problems.append("symbol \(s): dirty flag and list disagree") }
            if info.isEvaluatedSinceRead != inEvaluated[s] { problems.append("symbol \(s): evaluated flag and list disagree") }
            if info.isCandidate != inCandidates[s] { problems.append("symbol \(s): candidate flag and heap disagree") }
            if info.kind != .external, info.owner == -1, !listedFree[s] {
                problems.append("symbol \(s) is owned by nothing and not free")
            }
            if info.kind != .external, info.owner >= 0 {
                let t = Int(info.owner)
                if t >= tags.count || tags[t].constraint == nil
                    || (tags[t].marker != _SymbolID(s) && tags[t].other != _SymbolID(s))
                {
                    problems.append("symbol \(s): its owner \(t) does not name it")
                }
            }
        }

        // Variables: one symbol, value and name each.
        if values.count != variableSymbols.count || names.count != variableSymbols.count {
            problems.append("variables: \(variableSymbols.count) symbols, \(values.count) values, \(names.count) names")
        }
        for v in variableSymbols.indices {
            let s = Int(variableSymbols[v])
            if s >= symbolCount || symbols[s].kind != .external || symbols[s].variable != Int32(v) {
                problems.append("variable \(v): its symbol is not its own")
            }
        }
        return problems
    }
}
