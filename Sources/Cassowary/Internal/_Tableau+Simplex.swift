// The simplex steps of the Cassowary paper (Badros, Borning & Stuckey 2001, §3), over the core
// rows only, with the objective split in one row per priority level and compared
// lexicographically (the paper's symbolic weights).

extension _Tableau {
    // MARK: Objective levels

    /// The position of `priority` in `levels` (highest first), or where it would go.
    // Inlined: called from mutating methods, the call copied the whole tableau struct.
    @inline(__always)
    func levelPosition(of priority: Double) -> (found: Bool, index: Int) {
        var low = 0
        var high = levels.count
        while low < high {
            let mid = (low + high) >> 1
            let p = rows[Int(levels[mid])].priority
            if p > priority {
                low = mid + 1
            } else if p < priority {
                high = mid
            } else {
                return (true, mid)
            }
        }
        return (false, low)
    }

    /// The objective row of a priority level, created when the first constraint uses it.
    mutating func retainLevel(_ priority: Double) -> _RowID {
        let (found, index) = levelPosition(of: priority)
        if found {
            levelUsers[index] += 1
            return levels[index]
        }
        let id = insertRow(_Row(kind: .objective, head: -1, priority: priority, constant: 0), cells: [])
        levels.insert(id, at: index)
        levelUsers.insert(1, at: index)
        return id
    }

    /// Drops a use of a level; the last one deletes the level's row (by then it sums nothing).
    mutating func releaseLevel(_ priority: Double) {
        let (found, index) = levelPosition(of: priority)
        guard found else { return }
        levelUsers[index] -= 1
        guard levelUsers[index] == 0 else { return }
        let id = levels[index]
        // Whatever is left is rounding dust; the symbols' costs change, so look at them again.
        for k in 0..<cellCount(id) { pushCandidate(cell(id, k).symbol) }
        deleteRow(id)
        levels.remove(at: index)
        levelUsers.remove(at: index)
    }

    /// Whether the cost of a non-basic symbol is lexicographically negative: the highest
    /// priority level in which it has a coefficient has a negative one. Entering such a symbol
    /// lowers the objective at that level and changes nothing above it.
    // Inlined: a non-mutating call from a mutating method passed the whole tableau struct by
    // value (a copy of several hundred bytes per call).
    @inline(__always)
    func isLexicographicallyNegative(_ symbol: _SymbolID) -> Bool {
        var bestPriority = -Double.infinity
        var bestCoefficient = 0.0
        let s = Int(symbol)
        for i in 0..<columns.count(s) {
            let r = columns[s, i]
            let row = rows[Int(r)]
            guard row.kind == .objective, row.priority > bestPriority else { continue }
            bestPriority = row.priority
            bestCoefficient = coefficient(of: symbol, inRow: r)
        }
        return bestCoefficient < 0
    }

    /// The symbol's cost in each level that has one, highest priority first.
    // Inlined: a non-mutating call from a mutating method passed the whole tableau struct by
    // value (a copy of several hundred bytes per call).
    @inline(__always)
    func costs(of symbol: _SymbolID, into result: inout [(priority: Double, cost: Double)]) {
        result.removeAll(keepingCapacity: true)
        let s = Int(symbol)
        for i in 0..<columns.count(s) {
            let r = columns[s, i]
            guard rows[Int(r)].kind == .objective else { continue }
            result.append((rows[Int(r)].priority, coefficient(of: symbol, inRow: r)))
        }
        if result.count > 1 { result.sort { $0.priority > $1.priority } }
    }

    /// Whether `lhs / lhsDivisor` is lexicographically smaller than `rhs / rhsDivisor`
    /// (nil when they are equal).
    static func lexicographicallyLess(
        _ lhs: [(priority: Double, cost: Double)], _ lhsDivisor: Double,
        _ rhs: [(priority: Double, cost: Double)], _ rhsDivisor: Double
    ) -> Bool? {
        var i = 0
        var j = 0
        while i < lhs.count || j < rhs.count {
            var a = 0.0
            var b = 0.0
            if j == rhs.count || (i < lhs.count && lhs[i].priority > rhs[j].priority) {
                a = lhs[i].cost / lhsDivisor
                i += 1
            } else if i == lhs.count || rhs[j].priority > lhs[i].priority {
                b = rhs[j].cost / rhsDivisor
                j += 1
            } else {
                a = lhs[i].cost / lhsDivisor
                b = rhs[j].cost / rhsDivisor
                i += 1
                j += 1
            }
            if a < b - _Tolerance.cost { return true }
            if a > b + _Tolerance.cost { return false }
        }
        return nil
    }

    // MARK: Pivoting

    /// Makes `entering` basic in `row` (whose basic symbol leaves) and substitutes it into every
    /// other core and objective row that names it. Definitions are left alone: they read the new
    /// basic value when evaluated.
    ///
    /// - Complexity: O(Σ |row| over the rows that name `entering`).
    mutating func pivot(row id: _RowID, entering: _SymbolID) {
        journalSave(id)
        let r = Int(id)
        let leaving = rows[r].head
        guard let k = index(of: entering, inRow: id) else { return }
        let a = cells[r, k].coefficient
        let removed = cells.remove(at: k, of: r)
        removeIndexEntry(symbol: entering, slot: removed.slot, definitions: false)
        // leaving = c + a·entering + Σ  ⇒  entering = (leaving - c - Σ) / a
        let factor = -1 / a
        rows[r].constant *= factor
        rows[r].scale *= abs(factor)
        // No cell is dropped here however small it gets: a row scaled by 1/a with a large a keeps
        // coefficients that grow back when the row is substituted.
        let n = cells.count(r)
        for i in 0..<n { cells[r, i].coefficient *= factor }
        var position = n
        for i in 0..<n where cells[r, i].symbol > leaving {
            position = i
            break
        }
        let slot = appendIndexEntry(symbol: leaving, row: id, definitions: false)
        cells.insert(_Cell(symbol: leaving, slot: slot, coefficient: 1 / a), at: position, of: r)
        rows[r].head = entering
        symbols[Int(entering)].rowOf = id
        symbols[Int(leaving)].rowOf = -1
        markChanged(entering)
        markChanged(leaving)
        noteFeasibility(of: id)

        var targets: [_RowID] = []
        swap(&targets, &listBuffer)
        targets.removeAll(keepingCapacity: true)
        columns.copy(Int(entering), into: &targets)
        columns.removeAll(Int(entering))
        rowsRewrittenByPivots &+= targets.count
        let source = takeCopy(of: id)
        let constant = rows[r].constant
        for t in targets {
            let c = coefficient(of: entering, inRow: t)
            addScaled(
                into: t, factor: c, source: source, sourceConstant: constant, drop: entering,
                dropKeepsIndex: true)
            if rows[Int(t)].kind == .core {
                if c * constant != 0 { markChanged(rows[Int(t)].head) }
                noteFeasibility(of: t)
            }
        }
        sourceBuffer = source
        swap(&targets, &listBuffer)
    }

    /// The row that limits how far `entering` can grow (the paper's "leaving row"): the
    /// minimum ratio of constant to minus coefficient, ties broken by the lowest basic symbol
    /// (Bland's rule, so the simplex never cycles).
    // Inlined: a non-mutating call from a mutating method passed the whole tableau struct by
    // value (a copy of several hundred bytes per call).
    @inline(__always)
    func leavingRow(for entering: _SymbolID) -> _RowID? {
        var best: _RowID = -1
        var bestRatio = Double.infinity
        var bestHead = _SymbolID.max
        let e = Int(entering)
        for i in 0..<columns.count(e) {
            let id = columns[e, i]
            let row = rows[Int(id)]
            guard row.kind == .core else { continue }
            let c = coefficient(of: entering, inRow: id)
            let ratio: Double
            if symbols[Int(row.head)].kind == .dummy {
                // A basic dummy must stay exactly 0: it blocks any move at once.
                guard isPivotElement(c, inRow: id) else { continue }
                ratio = 0
            } else if c < 0, isPivotElement(c, inRow: id) {
                ratio = max(0, -row.constant / c)
            } else {
                continue
            }
            if ratio < bestRatio || (ratio == bestRatio && row.head < bestHead) {
                best = id
                bestRatio = ratio
                bestHead = row.head
            }
        }
        return best >= 0 ? best : nil
    }

    // MARK: Primal simplex

    /// Pivots until no non-basic symbol has a lexicographically negative cost: the optimum,
    /// level by level. Entering symbols are taken lowest id first (Bland's rule).
    ///
    /// - Returns: false when some symbol could lower the objective forever (unbounded). The real
    ///   levels sum errors ≥ 0 and cannot be; only the probe of `valueRange` can.
    @discardableResult
    mutating func optimize() -> Bool {
        var bounded = true
        while let key = candidates.popMin() {
            let symbol = _SymbolID(truncatingIfNeeded: key)
            let s = Int(symbol)
            symbols[s].isCandidate = false
            guard symbols[s].kind.isPivotable, symbols[s].rowOf < 0, isLexicographicallyNegative(symbol) else {
                continue
            }
            guard let row = leavingRow(for: symbol) else {
                bounded = false
                continue
            }
            pivot(row: row, entering: symbol)
        }
        return bounded
    }

    // MARK: Dual simplex

    /// Whether a core row violates its basic symbol's restriction.
    // Inlined: a non-mutating call from a mutating method passed the whole tableau struct by
    // value (a copy of several hundred bytes per call).
    @inline(__always)
    func isInfeasible(_ id: _RowID) -> Bool {
        let row = rows[Int(id)]
        guard row.kind == .core else { return false }
        if symbols[Int(row.head)].kind == .dummy { return !row.constantIsZero }
        return !(row.constant >= 0) && !row.constantIsZero
    }

    /// Restores feasibility after constants changed, keeping the objective optimal (the dual
    /// simplex of the paper's §3.4). Rows are repaired lowest basic symbol first; the entering
    /// symbol minimises the lexicographic ratio of cost to coefficient.
    ///
    /// - Returns: nil when every row is feasible again, or a row that cannot be repaired (its
    ///   required constraints conflict).
    mutating func dualOptimize() -> _RowID? {
        var lhsCosts: [(priority: Double, cost: Double)] = []
        var rhsCosts: [(priority: Double, cost: Double)] = []
        while true {
            // The smallest queued symbol whose row still is infeasible; the others popped on the
            // way are feasible now (or no longer basic), and a row that becomes infeasible again
            // is queued again.
            var best: _SymbolID = -1
            while let key = infeasible.popMin() {
                let basic = _SymbolID(truncatingIfNeeded: key)
                let id = symbols[Int(basic)].rowOf
                if id < 0 || symbols[Int(basic)].kind == .external || rows[Int(id)].kind != .core
                    || !isInfeasible(id)
                {
                    continue
                }
                best = basic
                break
            }
            if best < 0 { return nil }
            let id = symbols[Int(best)].rowOf
            // A negative constant must grow: enter a symbol with a positive coefficient. A basic
            // dummy above zero must shrink: the mirror image.
            let sign: Double = rows[Int(id)].constant < 0 ? 1 : -1
            var entering: _SymbolID = -1
            var enteringCoefficient = 0.0
            for k in 0..<cellCount(id) {
                let cell = self.cell(id, k)
                let a = sign * cell.coefficient
                guard a > 0, isPivotElement(a, inRow: id), symbols[Int(cell.symbol)].kind != .dummy else { continue }
                if entering < 0 {
                    entering = cell.symbol
                    enteringCoefficient = a
                    costs(of: entering, into: &lhsCosts)
                    continue
                }
                costs(of: cell.symbol, into: &rhsCosts)
                let less = Self.lexicographicallyLess(rhsCosts, a, lhsCosts, enteringCoefficient)
                if less == true || (less == nil && cell.symbol < entering) {
                    entering = cell.symbol
                    enteringCoefficient = a
                    swap(&lhsCosts, &rhsCosts)
                }
            }
            if entering < 0 {
                // Stuck: the row stays queued, as it was.
                noteInfeasible(best)
                return id
            }
            pivot(row: id, entering: entering)
        }
    }

    // MARK: Phase one

    /// Adds a row that has no subject of its own through an artificial variable (the paper's
    /// "add with artificial variable"): minimise the artificial variable; if it reaches 0, the
    /// row can hold. The caller holds the journal open, so a failure can be undone.
    ///
    /// - Parameters:
    ///   - cells: the row `0 = constant + Σ cells` with `constant ≥ 0`, sorted by symbol.
    ///   - scale: the scale of the constant (see `_Row.scale`).
    /// - Returns: whether the row can hold and, when it holds, what was left of the artificial
    ///   variable (0 when it reached 0 exactly; else a residual that counted as zero) with the
    ///   scale it was judged against; on failure, the symbols of the artificial objective, which
    ///   name the conflicting constraints.
    mutating func addWithArtificialVariable(cells rowCells: [_Cell], constant: Double, scale: Double)
        -> (satisfiable: Bool, residual: Double, residualScale: Double, certificate: [_SymbolID])
    {
        let artificial = makeSymbol(.slack, owner: -1)
        _ = insertRow(
            _Row(kind: .core, head: artificial, priority: 0, constant: constant, scale: scale), cells: rowCells)
        let objective = insertRow(
            _Row(kind: .artificial, head: -1, priority: .infinity, constant: constant, scale: scale), cells: rowCells)
        // Phase one minimises the artificial variable, whose value is the objective's constant:
        // once that is zero up to the rounding of what it was summed from (the objective's
        // scale, which pivots carry along) the row holds. Pivoting on would only wander through
        // degenerate bases (a row that already holds, as `stack.bottom == view.bottom` for the
        // k-th view of a stack, took O(k) pivots of O(k) rows each).
        while !rows[Int(objective)].constantIsZero {
            // A cost is judged against the largest that could enter (dummies never do), as a
            // pivot element is: a constraint written small has small costs here.
            var largest = 0.0
            for k in 0..<cellCount(objective) where symbols[Int(cell(objective, k).symbol)].kind.isPivotable {
                largest = max(largest, abs(cell(objective, k).coefficient))
            }
            let threshold = -_Tolerance.cost * min(1, largest)
            var entering: _SymbolID = -1
            for k in 0..<cellCount(objective) {
                let cell = self.cell(objective, k)
                if cell.coefficient < threshold && symbols[Int(cell.symbol)].kind.isPivotable {
                    entering = cell.symbol
                    break
                }
            }
            guard entering >= 0, let row = leavingRow(for: entering) else { break }
            pivot(row: row, entering: entering)
        }
        let satisfiable = rows[Int(objective)].constantIsZero
        let residual = rows[Int(objective)].constant
        let residualScale = rows[Int(objective)].scale
        let certificate = satisfiable ? [] : cells.elements(Int(objective)).map(\.symbol)
        deleteRow(objective)
        if satisfiable { removeFromBasis(artificial) } else { releaseArtificial(artificial) }
        return (satisfiable, residual, residualScale, certificate)
    }

    /// Ends phase one for a row that holds: the artificial variable leaves the basis (for a
    /// pivotable symbol of its row, else a dummy: the row is then a redundant equality, kept as
    /// such), then leaves every row and is released.
    ///
    /// Any pivotable symbol will do (the row's constant is 0, so every row stays feasible): the
    /// one in the fewest rows and definitions makes the cheapest pivot. Aligning the 10 columns
    /// of a stack on the first made every pivot rewrite the rows of all 10 when the first
    /// column's symbols entered.
    mutating func removeFromBasis(_ artificial: _SymbolID) {
        let id = symbols[Int(artificial)].rowOf
        if id >= 0 {
            if cellCount(id) == 0 {
                deleteRow(id)
            } else {
                var entering: _SymbolID = -1
                var cheapest = Int.max
                for k in 0..<cellCount(id) where symbols[Int(cell(id, k).symbol)].kind.isPivotable {
                    let symbol = Int(cell(id, k).symbol)
                    let cost = columns.count(symbol) + dependents.count(symbol)
                    if cost < cheapest {
                        cheapest = cost
                        entering = cell(id, k).symbol
                    }
                }
                if entering < 0 { entering = cell(id, 0).symbol }
                pivot(row: id, entering: entering)
            }
        }
        releaseArtificial(artificial)
    }

    /// Takes a non-basic artificial variable (0) out of every row, and releases it.
    mutating func releaseArtificial(_ artificial: _SymbolID) {
        let holders = columns.elements(Int(artificial))
        for id in holders { removeCell(from: id, symbol: artificial) }
        if symbols[Int(artificial)].rowOf >= 0 { deleteRow(symbols[Int(artificial)].rowOf) }
        releaseSymbol(artificial)
    }
}
