// The second tier of the tableau: definitions of external variables, kept out of the simplex,
// in an acyclic graph ordered topologically, and evaluated lazily when values are read.

extension _Tableau {
    // MARK: The accumulator

    /// Adds `coefficient × symbol` to the row being built.
    @inline(__always)
    mutating func accumulate(_ symbol: _SymbolID, _ coefficient: Double) {
        let s = Int(symbol)
        accumulator[s] += coefficient
        if !isTouched[s] {
            isTouched[s] = true
            touched.append(symbol)
        }
    }

    /// Empties the accumulator.
    mutating func clearAccumulator() {
        for symbol in touched {
            accumulator[Int(symbol)] = 0
            isTouched[Int(symbol)] = false
        }
        touched.removeAll(keepingCapacity: true)
        accumulatorConstant = 0
    }

    /// The accumulator's non-zero cells, sorted by symbol (slots unset).
    mutating func accumulatedCells(excluding excluded: _SymbolID = -1, scale: Double = 1) -> [_Cell] {
        touched.sort()
        var cells: [_Cell] = []
        cells.reserveCapacity(touched.count)
        for symbol in touched where symbol != excluded {
            let c = accumulator[Int(symbol)]
            if _isNearZero(c) { continue }
            cells.append(_Cell(symbol: symbol, slot: 0, coefficient: c * scale))
        }
        return cells
    }

    /// Replaces every defined external in the accumulator by its definition, recursively, each
    /// definition once (in decreasing topological order, so that a variable named on several
    /// paths is expanded after all of them contributed).
    mutating func expandDefinitionsInAccumulator() {
        expansionQueue.removeAll()
        let epoch = nextMarkEpoch()
        for symbol in touched where isDefined(symbol) && accumulator[Int(symbol)] != 0 {
            mark[Int(symbol)] = epoch
            expansionQueue.push(expansionKey(symbol))
        }
        while let key = expansionQueue.popMin() {
            let symbol = _SymbolID(truncatingIfNeeded: key)
            let a = accumulator[Int(symbol)]
            accumulator[Int(symbol)] = 0
            if a == 0 { continue }
            let id = Int(rowOf[Int(symbol)])
            accumulatorConstant += a * rows[id].constant
            for cell in rows[id].cells {
                accumulate(cell.symbol, a * cell.coefficient)
                if isDefined(cell.symbol), mark[Int(cell.symbol)] != epoch {
                    mark[Int(cell.symbol)] = epoch
                    expansionQueue.push(expansionKey(cell.symbol))
                }
            }
        }
    }

    /// Orders the expansion queue by decreasing topological order.
    @inline(__always)
    func expansionKey(_ symbol: _SymbolID) -> UInt64 {
        let rank = UInt64(UInt32(bitPattern: Int32.max &- order[Int(symbol)]))
        return rank << 32 | UInt64(UInt32(bitPattern: symbol))
    }

    /// Replaces every basic restricted symbol in the accumulator by its core row. Core rows name
    /// only non-basic symbols, so one pass suffices.
    mutating func substituteCoreBasicsInAccumulator() {
        let count = touched.count
        for i in 0..<count {
            let symbol = touched[i]
            let s = Int(symbol)
            guard kinds[s] != .external, rowOf[s] >= 0, accumulator[s] != 0 else { continue }
            let a = accumulator[s]
            accumulator[s] = 0
            let id = Int(rowOf[s])
            accumulatorConstant += a * rows[id].constant
            for cell in rows[id].cells { accumulate(cell.symbol, a * cell.coefficient) }
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
        var bestWithoutDependents: _SymbolID = -1
        for symbol in touched where isExternal(symbol) && !_isNearZero(accumulator[Int(symbol)]) {
            guard rowOf[Int(symbol)] < 0 else { continue }
            if best < 0 || order[Int(symbol)] > order[Int(best)] { best = symbol }
            if dependents[Int(symbol)].isEmpty,
                bestWithoutDependents < 0 || order[Int(symbol)] > order[Int(bestWithoutDependents)]
            {
                bestWithoutDependents = symbol
            }
        }
        guard best >= 0 else { return nil }
        if allNamedVariablesPrecede(best) { return best }
        if bestWithoutDependents >= 0 {
            moveToEndOfOrder(bestWithoutDependents)
            return bestWithoutDependents
        }
        for symbol in touched where symbol != best && isExternal(symbol)
            && !_isNearZero(accumulator[Int(symbol)]) && order[Int(symbol)] > order[Int(best)]
        {
            if !addOrderEdge(from: symbol, to: best) { return nil }
        }
        return best
    }

    func allNamedVariablesPrecede(_ subject: _SymbolID) -> Bool {
        let limit = order[Int(subject)]
        for symbol in touched where symbol != subject && isExternal(symbol)
            && !_isNearZero(accumulator[Int(symbol)]) && order[Int(symbol)] > limit
        {
            return false
        }
        return true
    }

    mutating func moveToEndOfOrder(_ symbol: _SymbolID) {
        if nextOrder == Int32.max { renumberOrder() }
        order[Int(symbol)] = nextOrder
        nextOrder += 1
    }

    /// Compacts the topological order to 0, 1, 2, … (it only grows, so after two billion moves it
    /// would run out of numbers).
    mutating func renumberOrder() {
        var externals: [_SymbolID] = []
        for s in kinds.indices where kinds[s] == .external { externals.append(_SymbolID(s)) }
        externals.sort { order[Int($0)] < order[Int($1)] }
        for (i, s) in externals.enumerated() { order[Int(s)] = Int32(i) }
        nextOrder = Int32(externals.count)
    }

    /// Makes `source` precede `target` in the topological order, as a new definition of
    /// `target` that names `source` requires (Pearce & Kelly 2006, "A dynamic topological sort
    /// algorithm for directed acyclic graphs"). Only the nodes whose order lies between the two
    /// are visited.
    ///
    /// - Returns: false when `source` depends on `target`: the edge would close a cycle.
    mutating func addOrderEdge(from source: _SymbolID, to target: _SymbolID) -> Bool {
        let lower = order[Int(target)]
        let upper = order[Int(source)]
        if upper < lower { return true }
        // Forward: what depends on the target, up to the source's order.
        let forwardEpoch = nextMarkEpoch()
        var forward: [_SymbolID] = []
        var stack: [_SymbolID] = [target]
        mark[Int(target)] = forwardEpoch
        while let node = stack.popLast() {
            forward.append(node)
            for d in dependents[Int(node)] {
                let next = rows[Int(d)].head
                if next == source { return false }
                if mark[Int(next)] != forwardEpoch, order[Int(next)] < upper {
                    mark[Int(next)] = forwardEpoch
                    stack.append(next)
                }
            }
        }
        // Backward: what the source depends on, down to the target's order.
        let backwardEpoch = nextMarkEpoch()
        var backward: [_SymbolID] = []
        stack.append(source)
        mark[Int(source)] = backwardEpoch
        while let node = stack.popLast() {
            backward.append(node)
            let id = rowOf[Int(node)]
            guard id >= 0 else { continue }
            for cell in rows[Int(id)].cells where isExternal(cell.symbol) {
                let next = cell.symbol
                if mark[Int(next)] != backwardEpoch, order[Int(next)] > lower {
                    mark[Int(next)] = backwardEpoch
                    stack.append(next)
                }
            }
        }
        // Give the backward set the lowest of the freed numbers, then the forward set.
        backward.sort { order[Int($0)] < order[Int($1)] }
        forward.sort { order[Int($0)] < order[Int($1)] }
        var pool = backward.map { order[Int($0)] } + forward.map { order[Int($0)] }
        pool.sort()
        var i = 0
        for node in backward {
            order[Int(node)] = pool[i]
            i += 1
        }
        for node in forward {
            order[Int(node)] = pool[i]
            i += 1
        }
        return true
    }

    /// Turns the accumulated row `0 = constant + Σ a·symbol` into the definition of `subject`.
    mutating func defineFromAccumulator(_ subject: _SymbolID) {
        let a = accumulator[Int(subject)]
        let cells = accumulatedCells(excluding: subject, scale: -1 / a)
        let constant = -accumulatorConstant / a
        clearAccumulator()
        _ = insertRow(_Row(kind: .definition, head: subject, priority: 0, constant: constant, cells: cells))
        markChanged(subject)
    }

    // MARK: Evaluation

    /// Brings every value up to date: finds the variables whose definitions read a changed
    /// symbol (transitively) and evaluates them in dependency order.
    ///
    /// - Complexity: O(size of the definitions that depend on what changed); nothing when
    ///   nothing changed.
    mutating func refreshValues() {
        guard !dirty.isEmpty else { return }
        var queue: [_SymbolID] = []
        swap(&queue, &dirty)
        var stale: [_SymbolID] = []
        var i = 0
        while i < queue.count {
            let symbol = queue[i]
            i += 1
            isDirty[Int(symbol)] = false
            if kinds[Int(symbol)] == .external, !isStale[Int(symbol)] {
                isStale[Int(symbol)] = true
                stale.append(symbol)
            }
            for d in dependents[Int(symbol)] {
                let next = rows[Int(d)].head
                if !isStale[Int(next)] {
                    isStale[Int(next)] = true
                    stale.append(next)
                    queue.append(next)
                }
            }
        }
        queue.removeAll(keepingCapacity: true)
        swap(&queue, &dirty)
        var stack: [_SymbolID] = []
        for symbol in stale where isStale[Int(symbol)] {
            stack.append(symbol)
            while let top = stack.last {
                let t = Int(top)
                if !isStale[t] {
                    stack.removeLast()
                    continue
                }
                let id = Int(rowOf[t])
                if id < 0 {
                    setValue(top, 0)
                    stack.removeLast()
                    continue
                }
                var pending = false
                for cell in rows[id].cells where kinds[Int(cell.symbol)] == .external {
                    if isStale[Int(cell.symbol)] {
                        stack.append(cell.symbol)
                        pending = true
                    }
                }
                if pending { continue }
                var value = rows[id].constant
                for cell in rows[id].cells {
                    let s = Int(cell.symbol)
                    let v = kinds[s] == .external ? values[s] : restrictedValue(cell.symbol)
                    value += cell.coefficient * v
                }
                setValue(top, value)
                stack.removeLast()
            }
        }
    }

    @inline(__always)
    mutating func setValue(_ symbol: _SymbolID, _ value: Double) {
        let s = Int(symbol)
        values[s] = value
        isStale[s] = false
        if !isEvaluatedSinceRead[s] {
            isEvaluatedSinceRead[s] = true
            evaluatedSinceRead.append(symbol)
        }
    }
}
