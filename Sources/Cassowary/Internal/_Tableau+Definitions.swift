// The second tier of the tableau: definitions of external variables, kept out of the simplex,
// in an acyclic graph ordered topologically, and evaluated lazily when values are read.

extension _Tableau {
    // MARK: The accumulator

    /// Adds `coefficient × symbol` to the row being built.
    @inline(__always)
    mutating func accumulate(_ symbol: _SymbolID, _ coefficient: Double) {
        let s = Int(symbol)
        let slot = symbols[s].accumulatorSlot
        if slot >= 0 {
            touched.add(coefficient, at: Int(slot))
        } else {
            symbols[s].accumulatorSlot = Int32(touched.append(symbol, coefficient))
        }
    }

    /// The symbol's coefficient in the row being built (0 when the row does not name it).
    @inline(__always)
    func accumulated(_ symbol: _SymbolID) -> Double {
        let slot = symbols[Int(symbol)].accumulatorSlot
        return slot >= 0 ? touched.coefficient(at: Int(slot)) : 0
    }

    /// Takes the entry at `position` out of the row being built (its symbol is being
    /// substituted): its coefficient, or nil when it is cancellation dust (dropped, not
    /// substituted: its products would look like real coefficients, only small).
    @inline(__always)
    mutating func takeAccumulated(at position: Int) -> Double? {
        let a = touched.coefficient(at: position)
        if a == 0 { return nil }
        let dust = isAccumulatedZero(at: position)
        touched.setCoefficient(0, at: position)
        return dust ? nil : a
    }

    /// Adds a term to the constant of the row being built, remembering the largest term (the
    /// row's scale, see `_Row.scale`: the terms actually summed, not the scales of the rows they
    /// came from, which would compound along a chain of definitions as the product of its
    /// coefficients).
    @inline(__always)
    mutating func addToAccumulatorConstant(_ term: Double) {
        accumulatorConstant += term
        accumulatorConstantMagnitude = max(accumulatorConstantMagnitude, abs(term))
    }


    /// Whether a symbol's accumulated coefficient is zero up to rounding: far below the terms
    /// that were summed into it (`_Tolerance.cancellation`). A small coefficient that is not the
    /// remains of larger terms is kept, however small.
    @inline(__always)
    func isAccumulatedZero(_ symbol: _SymbolID) -> Bool {
        let slot = symbols[Int(symbol)].accumulatorSlot
        guard slot >= 0 else { return true }
        return isAccumulatedZero(at: Int(slot))
    }

    /// `isAccumulatedZero` for the entry at a position of the accumulator.
    @inline(__always)
    func isAccumulatedZero(at position: Int) -> Bool {
        abs(touched.coefficient(at: position)) <= _Tolerance.cancellation * touched.magnitude(at: position)
    }

    /// Empties the accumulator.
    mutating func clearAccumulator() {
        symbols.withUnsafeMutableBufferPointer { buffer in
            for i in 0..<touched.count { buffer[Int(touched[i])].accumulatorSlot = -1 }
        }
        touched.removeAll()
        accumulatorConstant = 0
        accumulatorConstantMagnitude = 0
    }

    /// The accumulator's non-zero cells, sorted by symbol (slots unset), in the reused
    /// `rowBuffer` storage (give it back with `rowBuffer = cells` when done).
    ///
    /// `finite` becomes false when a coefficient is not finite (numbers of doubles' range
    /// multiplied past it: the problem is badly scaled).
    mutating func accumulatedCells(excluding excluded: _SymbolID = -1, scale: Double = 1, finite: inout Bool) -> [_Cell] {
        var cells: [_Cell] = []
        swap(&cells, &rowBuffer)
        cells.removeAll(keepingCapacity: true)
        if cells.capacity < touched.count { cells.reserveCapacity(touched.count) }
        for i in 0..<touched.count {
            let symbol = touched[i]
            // Judge the sum before scaling: scaling by 1/a is exact in meaning, and a small
            // result of it is not dust.
            if symbol == excluded || isAccumulatedZero(at: i) { continue }
            let coefficient = touched.coefficient(at: i) * scale
            finite = finite && coefficient.isFinite
            cells.append(_Cell(symbol: symbol, slot: 0, coefficient: coefficient))
        }
        cells.withUnsafeMutableBufferPointer { _sortBySymbol($0) }
        return cells
    }

    /// Replaces every defined external in the accumulator by its definition, recursively, each
    /// definition once (in decreasing topological order, so that a variable named on several
    /// paths is expanded after all of them contributed).
    mutating func expandDefinitionsInAccumulator() {
        expansionQueue.removeAll()
        let epoch = nextMarkEpoch()
        for i in 0..<touched.count where isDefined(touched[i]) && touched.coefficient(at: i) != 0 {
            let symbol = touched[i]
            symbols[Int(symbol)].mark = epoch
            expansionQueue.push(expansionKey(symbol))
        }
        while let key = expansionQueue.popMin() {
            let symbol = _SymbolID(truncatingIfNeeded: key)
            let slot = Int(symbols[Int(symbol)].accumulatorSlot)
            guard slot >= 0, let a = takeAccumulated(at: slot) else { continue }
            if !fixedDefinitionValues.isEmpty, !fixedDefinitionValues[Int(symbol)].isNaN {
                addToAccumulatorConstant(a * fixedDefinitionValues[Int(symbol)])
                continue
            }
            let id = Int(symbols[Int(symbol)].rowOf)
            addToAccumulatorConstant(a * rows[id].constant)
            for k in 0..<cells.count(id) {
                let cell = cells[id, k]
                accumulate(cell.symbol, a * cell.coefficient)
                if isDefined(cell.symbol), symbols[Int(cell.symbol)].mark != epoch {
                    symbols[Int(cell.symbol)].mark = epoch
                    expansionQueue.push(expansionKey(cell.symbol))
                }
            }
        }
    }

    /// Orders the expansion queue by decreasing topological order.
    @inline(__always)
    func expansionKey(_ symbol: _SymbolID) -> UInt64 {
        let rank = UInt64(UInt32(bitPattern: Int32.max &- symbols[Int(symbol)].order))
        return rank << 32 | UInt64(UInt32(bitPattern: symbol))
    }

    /// Replaces every basic restricted symbol in the accumulator by its core row. Core rows name
    /// only non-basic symbols, so one pass suffices.
    mutating func substituteCoreBasicsInAccumulator() {
        let count = touched.count
        for i in 0..<count {
            let symbol = touched[i]
            let s = Int(symbol)
            guard symbols[s].kind != .external, symbols[s].rowOf >= 0, let a = takeAccumulated(at: i) else {
                continue
            }
            let id = Int(symbols[s].rowOf)
            addToAccumulatorConstant(a * rows[id].constant)
            for k in 0..<cells.count(id) {
                let cell = cells[id, k]
                accumulate(cell.symbol, a * cell.coefficient)
            }
        }
    }

    // MARK: Choosing a defined variable

    /// Picks the external variable that the accumulated row will define, keeping the definition
    /// graph acyclic, or nil when there is none (no free variable, or only one that would close
    /// a cycle).
    ///
    /// A variable that every other named variable precedes is taken as it is; one that nothing
    /// depends on yet can move to the end of the order; otherwise the order is repaired with the
    /// Pearce–Kelly algorithm, which also detects a cycle.
    mutating func chooseDefinedVariable() -> _SymbolID? {
        var best: _SymbolID = -1
        var bestOrder: Int32 = 0
        var bestWithoutDependents: _SymbolID = -1
        var bestWithoutDependentsOrder: Int32 = 0
        // The named variable (free or defined) latest in the order: when it is the best free
        // one, every other named variable precedes it (orders are distinct).
        var latest: _SymbolID = -1
        var latestOrder: Int32 = 0
        for i in 0..<touched.count {
            let symbol = touched[i]
            let s = Int(symbol)
            guard symbols[s].kind == .external, !isAccumulatedZero(at: i) else { continue }
            let order = symbols[s].order
            if latest < 0 || order > latestOrder {
                latest = symbol
                latestOrder = order
            }
            guard symbols[s].rowOf < 0 else { continue }
            if best < 0 || order > bestOrder {
                best = symbol
                bestOrder = order
            }
            if dependents.isEmpty(s), bestWithoutDependents < 0 || order > bestWithoutDependentsOrder {
                bestWithoutDependents = symbol
                bestWithoutDependentsOrder = order
            }
        }
        guard best >= 0 else { return nil }
        if latest == best { return best }
        if bestWithoutDependents >= 0 {
            moveToEndOfOrder(bestWithoutDependents)
            return bestWithoutDependents
        }
        for i in 0..<touched.count {
            let symbol = touched[i]
            guard symbol != best, isExternal(symbol), !isAccumulatedZero(at: i),
                symbols[Int(symbol)].order > symbols[Int(best)].order
            else { continue }
            if !addOrderEdge(from: symbol, to: best) { return nil }
        }
        return best
    }

    mutating func moveToEndOfOrder(_ symbol: _SymbolID) {
        if nextOrder == Int32.max { renumberOrder() }
        symbols[Int(symbol)].order = nextOrder
        nextOrder += 1
    }

    /// Compacts the topological order to 0, 1, 2, … (it only grows, so after two billion moves it
    /// would run out of numbers).
    mutating func renumberOrder() {
        var externals: [_SymbolID] = []
        for s in symbols.indices where symbols[s].kind == .external { externals.append(_SymbolID(s)) }
        externals.sort { symbols[Int($0)].order < symbols[Int($1)].order }
        for (i, s) in externals.enumerated() { symbols[Int(s)].order = Int32(i) }
        nextOrder = Int32(externals.count)
    }

    /// Makes `source` precede `target` in the topological order, as a new definition of
    /// `target` that names `source` requires (Pearce & Kelly 2006, "A dynamic topological sort
    /// algorithm for directed acyclic graphs"). Only the nodes whose order lies between the two
    /// are visited.
    ///
    /// - Returns: false when `source` depends on `target`: the edge would close a cycle.
    mutating func addOrderEdge(from source: _SymbolID, to target: _SymbolID) -> Bool {
        let lower = symbols[Int(target)].order
        let upper = symbols[Int(source)].order
        if upper < lower { return true }
        // Forward: what depends on the target, up to the source's order.
        let forwardEpoch = nextMarkEpoch()
        var forward: [_SymbolID] = []
        var stack: [_SymbolID] = [target]
        symbols[Int(target)].mark = forwardEpoch
        while let node = stack.popLast() {
            forward.append(node)
            for i in 0..<dependents.count(Int(node)) {
                let next = rows[Int(dependents[Int(node), i])].head
                if next == source { return false }
                if symbols[Int(next)].mark != forwardEpoch, symbols[Int(next)].order < upper {
                    symbols[Int(next)].mark = forwardEpoch
                    stack.append(next)
                }
            }
        }
        // Backward: what the source depends on, down to the target's order.
        let backwardEpoch = nextMarkEpoch()
        var backward: [_SymbolID] = []
        stack.append(source)
        symbols[Int(source)].mark = backwardEpoch
        while let node = stack.popLast() {
            backward.append(node)
            let id = symbols[Int(node)].rowOf
            guard id >= 0 else { continue }
            for k in 0..<cells.count(Int(id)) where isExternal(cells[Int(id), k].symbol) {
                let next = cells[Int(id), k].symbol
                if symbols[Int(next)].mark != backwardEpoch, symbols[Int(next)].order > lower {
                    symbols[Int(next)].mark = backwardEpoch
                    stack.append(next)
                }
            }
        }
        // Give the backward set the lowest of the freed numbers, then the forward set.
        backward.sort { symbols[Int($0)].order < symbols[Int($1)].order }
        forward.sort { symbols[Int($0)].order < symbols[Int($1)].order }
        var pool = backward.map { symbols[Int($0)].order } + forward.map { symbols[Int($0)].order }
        pool.sort()
        var i = 0
        for node in backward {
            symbols[Int(node)].order = pool[i]
            i += 1
        }
        for node in forward {
            symbols[Int(node)].order = pool[i]
            i += 1
        }
        return true
    }

    /// Turns the accumulated row `0 = constant + Σ a·symbol` into the definition of `subject`.
    ///
    /// `checked`: whether the accumulated coefficients may have left doubles' range (they were
    /// multiplied out of definitions); otherwise, with a factor of at most 1 in magnitude, no
    /// coefficient of the definition can, and the cells are not checked one by one.
    ///
    /// - Throws: `badlyScaled` for the tag's constraint when dividing by the subject's
    ///   coefficient leaves doubles' range (nothing is stored then).
    mutating func defineFromAccumulator(_ subject: _SymbolID, tag: _TagID, checked: Bool) throws(SolverError) {
        let factor = -1 / accumulated(subject)
        let constant = accumulatorConstant * factor
        guard constant.isFinite, (accumulatorConstantMagnitude * factor).isFinite,
            !checked && abs(factor) <= 1 || accumulatedCoefficientsStayFinite(times: factor)
        else {
            throw .badlyScaled(tags[Int(tag)].constraint!)
        }
        insertAccumulatedDefinition(of: subject, constant: constant, factor: factor)
        clearAccumulator()
        markChanged(subject)
    }

    /// Stores the definition `subject = constant + factor × (accumulated cells but the
    /// subject's)`, writing the cells straight from the accumulator into the row's segment
    /// (sorted by symbol, rounding dust left out), each entered in its symbol's dependents.
    ///
    mutating func insertAccumulatedDefinition(of subject: _SymbolID, constant: Double, factor scale: Double) {
        let id = allocateRow(
            _Row(
                kind: .definition, head: subject, priority: 0, constant: constant,
                scale: accumulatorConstantMagnitude * abs(scale)))
        let r = Int(id)
        // Exactly the room of the cells but the subject's (the subject has an entry: its
        // coefficient is what the row is divided by); dust left out leaves a cell unused.
        let hasSubject = symbols[Int(subject)].accumulatorSlot >= 0
        let start = cells.clear(r, reserving: touched.count - (hasSubject ? 1 : 0), spare: false)
        var n = 0
        for i in 0..<touched.count {
            let symbol = touched[i]
            // Judge the sum before scaling: scaling by 1/a is exact in meaning, and a small
            // result of it is not dust.
            if symbol == subject || isAccumulatedZero(at: i) { continue }
            let slot = dependents.append(Int(symbol), id)
            let coefficient = touched.coefficient(at: i) * scale
            cells.initialize(_Cell(symbol: symbol, slot: Int32(slot), coefficient: coefficient), at: start + n)
            n += 1
        }
        cells.setCount(r, n)
        // The entries are in the order the terms came; a row's cells are sorted by symbol (their
        // slots travel with them, so the index lists stay right).
        cells.withUnsafeMutableSegment(r) { _sortBySymbol($0) }
        symbols[Int(subject)].rowOf = id
    }

    /// Whether every accumulated coefficient times `factor` is finite (out of line: only rows
    /// whose coefficients were multiplied out of definitions, or are divided by less than 1,
    /// are looked at).
    @inline(never)
    func accumulatedCoefficientsStayFinite(times factor: Double) -> Bool {
        for i in 0..<touched.count where !(touched.coefficient(at: i) * factor).isFinite { return false }
        return true
    }

    // MARK: Evaluation

    /// Brings every value up to date: finds the variables whose definitions read a changed
    /// symbol (transitively) and evaluates them in dependency order.
    ///
    /// Two passes over raw buffers: the first marks stale every variable that reads a changed
    /// symbol, transitively (breadth first through `dependents`); the second evaluates each stale
    /// variable depth first, inputs before the definitions that read them. The work lists live
    /// in scratch arrays sized up front (the queue holds each dirty symbol and each external at
    /// most once, the stack at most the stale variables and the cells of their definitions), so
    /// the loops neither allocate nor check uniqueness per step.
    ///
    /// - Complexity: O(size of the definitions that depend on what changed); nothing when
    ///   nothing changed.
    mutating func refreshValues() {
        guard !dirty.isEmpty else { return }
        let externalCount = variableSymbols.count
        let dirtyCount = dirty.count
        let queueBound = dirtyCount + externalCount
        if queueBuffer.count < queueBound { queueBuffer.resizeUnwritten(to: queueBound) }
        if staleBuffer.count < externalCount { staleBuffer.resizeUnwritten(to: externalCount) }
        var staleCount = 0
        var stackBound = 0
        rows.withUnsafeBufferPointer { rowBuffer in
            dependents.withUnsafeBuffers { dependentHeaders, dependentBuffer in
                cells.withUnsafeBuffers { cellHeaders, _ in
                    dirty.withUnsafeBufferPointer { dirtyBuffer in
                        queueBuffer.withUnsafeMutableBufferPointer { queueBuffer in
                            staleBuffer.withUnsafeMutableBufferPointer { staleBuffer in
                                symbols.withUnsafeMutableBufferPointer { symbolBuffer in
                                    for i in 0..<dirtyCount { queueBuffer[i] = dirtyBuffer[i] }
                                    var queueCount = dirtyCount
                                    var i = 0
                                    while i < queueCount {
                                        let symbol = Int(queueBuffer[i])
                                        i += 1
                                        symbolBuffer[symbol].isDirty = false
                                        if symbolBuffer[symbol].kind == .external, !symbolBuffer[symbol].isStale {
                                            symbolBuffer[symbol].isStale = true
                                            staleBuffer[staleCount] = _SymbolID(symbol)
                                            staleCount += 1
                                            let id = Int(symbolBuffer[symbol].rowOf)
                                            if id >= 0 { stackBound += Int(cellHeaders[id].count) }
                                        }
                                        let header = dependentHeaders[symbol]
                                        let start = Int(header.start)
                                        for k in start..<(start + Int(header.count)) {
                                            let next = rowBuffer[Int(dependentBuffer[k])].head
                                            let n = Int(next)
                                            if !symbolBuffer[n].isStale {
                                                symbolBuffer[n].isStale = true
                                                staleBuffer[staleCount] = next
                                                staleCount += 1
                                                let id = Int(symbolBuffer[n].rowOf)
                                                if id >= 0 { stackBound += Int(cellHeaders[id].count) }
                                                queueBuffer[queueCount] = next
                                                queueCount += 1
                                            }
                                        }
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
        dirty.removeAll(keepingCapacity: true)
        // Every push is a stale variable (a root) or a stale input found in a definition's cells;
        // a definition pushes its inputs once, since they are all evaluated before it is looked
        // at again.
        let stackSize = staleCount + stackBound
        if stackBuffer.count < stackSize { stackBuffer.resizeUnwritten(to: stackSize) }
        if evaluatedBuffer.count < staleCount { evaluatedBuffer.resizeUnwritten(to: staleCount) }
        var evaluatedCount = 0
        rows.withUnsafeBufferPointer { rowBuffer in
            cells.withUnsafeBuffers { cellHeaders, cellBuffer in
                staleBuffer.withUnsafeBufferPointer { staleBuffer in
                    stackBuffer.withUnsafeMutableBufferPointer { stackBuffer in
                        evaluatedBuffer.withUnsafeMutableBufferPointer { evaluatedBuffer in
                            values.withUnsafeMutableBufferPointer { valueBuffer in
                            symbols.withUnsafeMutableBufferPointer { symbolBuffer in
                                for j in 0..<staleCount {
                                    let root = staleBuffer[j]
                                    if !symbolBuffer[Int(root)].isStale { continue }
                                    stackBuffer[0] = root
                                    var height = 1
                                    while height > 0 {
                                        let top = stackBuffer[height - 1]
                                        let t = Int(top)
                                        if !symbolBuffer[t].isStale {
                                            height -= 1
                                            continue
                                        }
                                        let id = Int(symbolBuffer[t].rowOf)
                                        var value = 0.0
                                        if id >= 0 {
                                            // One pass: sum the terms; a stale variable among them
                                            // is evaluated first, and this definition again after it.
                                            value = rowBuffer[id].constant
                                            var pending = false
                                            let header = cellHeaders[id]
                                            let start = Int(header.start)
                                            for k in start..<(start + Int(header.count)) {
                                                let cell = cellBuffer[k]
                                                let s = Int(cell.symbol)
                                                if symbolBuffer[s].kind == .external {
                                                    if symbolBuffer[s].isStale {
                                                        stackBuffer[height] = cell.symbol
                                                        height += 1
                                                        pending = true
                                                    } else {
                                                        value += cell.coefficient * valueBuffer[symbolBuffer[s].externalIndex]
                                                    }
                                                } else {
                                                    let r = symbolBuffer[s].rowOf
                                                    if r >= 0 { value += cell.coefficient * rowBuffer[Int(r)].constant }
                                                }
                                            }
                                            if pending { continue }
                                        }
                                        valueBuffer[symbolBuffer[t].externalIndex] = value
                                        symbolBuffer[t].isStale = false
                                        if !symbolBuffer[t].isEvaluatedSinceRead {
                                            symbolBuffer[t].isEvaluatedSinceRead = true
                                            evaluatedBuffer[evaluatedCount] = top
                                            evaluatedCount += 1
                                        }
                                        height -= 1
                                    }
                                }
                            }
                            }
                        }
                    }
                }
            }
        }
        evaluatedBuffer.withUnsafeBufferPointer { buffer in
            evaluatedSinceRead.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[0..<evaluatedCount]))
        }
    }

}

// MARK: - Reading

extension _Tableau {
    /// One variable's current value.
    mutating func readValue(ofVariable index: Int) -> Double {
        refreshValues()
        return values[index]
    }

    /// Four consecutive variables' current values (the caller checked the range).
    mutating func readFourValues(fromVariable index: Int) -> (Double, Double, Double, Double) {
        refreshValues()
        return (
            values[index], values[index + 1], values[index + 2], values[index + 3]
        )
    }

    /// Every variable's value; they become the reported values.
    mutating func readAllValues() -> [Double] {
        refreshValues()
        clearEvaluatedSinceRead()
        let count = variableSymbols.count
        let result = values.withUnsafeBufferPointer { source in
            [Double](unsafeUninitializedCapacity: count) { buffer, initialized in
                for i in 0..<count { buffer[i] = source[i] }
                initialized = count
            }
        }
        reported = result
        return result
    }

    /// The variables whose value differs from the reported one; they become reported.
    mutating func readChangedValues() -> [VariableValue] {
        refreshValues()
        if reported.count < variableSymbols.count {
            reported.append(contentsOf: repeatElement(0, count: variableSymbols.count - reported.count))
        }
        var result: [VariableValue] = []
        for i in evaluatedSinceRead.indices {
            let s = Int(evaluatedSinceRead[i])
            symbols[s].isEvaluatedSinceRead = false
            let index = Int(symbols[s].variable)
            guard index >= 0 else { continue }
            let value = values[index]
            if value != reported[index] {
                reported[index] = value
                result.append(VariableValue(variable: Variable(index: index), value: value))
            }
        }
        evaluatedSinceRead.removeAll(keepingCapacity: true)
        return result
    }

    private mutating func clearEvaluatedSinceRead() {
        for i in evaluatedSinceRead.indices { symbols[Int(evaluatedSinceRead[i])].isEvaluatedSinceRead = false }
        evaluatedSinceRead.removeAll(keepingCapacity: true)
    }
}
