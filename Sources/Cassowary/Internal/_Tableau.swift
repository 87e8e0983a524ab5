/// The solver's state: a Cassowary tableau split in two tiers.
///
/// - The **core** is the simplex of the Cassowary paper restricted to restricted symbols: rows
///   `basic = constant + Σ coefficient × parametric` over slack, error and dummy symbols, plus one
///   objective row per priority level. The simplex (primal and dual) only ever works here.
/// - The **definitions** give each defined external variable as an expression of any other
///   symbols, defined variables included. They are never substituted into: a pivot in the core
///   leaves them alone, and values are computed from them lazily, in dependency order, when read.
///   This is what keeps a chain of views (`top[i] == top[i-1] + height[i-1] + 8`) linear: kiwi
///   substitutes every basic symbol into every row, so the chain's rows grow to O(N) cells.
///
/// Invariants (checked by `checkInvariants()`): core and objective rows name no external and no
/// basic symbol; restricted basic symbols have a constant that is ≥ 0 up to rounding of the row's
/// scale (dummies 0 up to it: see `_Tolerance.constant`); each definition only
/// names symbols whose topological order (`order`) is lower than its own, so the definition
/// graph has no cycle; every index list agrees with the cells' slots.
///
/// Everything is stored in flat arrays indexed by symbol, row or tag id: no dictionary and no
/// class sits on the hot path, and merges reuse scratch buffers instead of allocating.
///
/// Noncopyable: its stores own their memory and free it when the tableau goes (their own
/// `deinit`s), so a tableau cannot be copied by accident, and a fresh one (`rebuild()`, the
/// probes of `isFeasible`) is built, never copied.
struct _Tableau: ~Copyable {
    // MARK: Symbols (indexed by symbol id)

    /// Everything the tableau knows about each symbol, in one record so that making a symbol
    /// is one append.
    var symbols = _RawArray<_SymbolInfo>()
    /// Per symbol: the core and objective rows whose cells name it (its column).
    var columns = _IndexLists(initialCapacity: 4)
    /// Per symbol: the definition rows whose cells name it. Most symbols have one dependent (a
    /// list of views: 7 in 10 of the non-empty lists), so a list starts with room for one and
    /// the few long ones double from there.
    var dependents = _IndexLists(initialCapacity: 1)
    /// Restricted symbol ids ready for reuse.
    var freeSymbols = _RawArray<_SymbolID>()
    var nextOrder: Int32 = 0

    // MARK: Variables (indexed by variable index)

    var variableSymbols = _RawArray<_SymbolID>()
    /// Each variable's current value (valid when its symbol is not stale), by variable index:
    /// only externals have values, so they are kept out of the symbol records, and reading
    /// every value is one pass over a dense array instead of a gather through the symbols.
    var values = _RawArray<Double>()
    var names: [String] = []
    /// The values last handed out by a full or changed-values read. Variables made since the
    /// last read have none yet (reported as 0): the changed-values read pads the list, so that
    /// making a variable appends nothing here.
    var reported: [Double] = []

    // MARK: Values

    /// Symbols whose value (or definition) changed since the last evaluation.
    var dirty = _RawArray<_SymbolID>()
    /// Externals evaluated since the last read (their value may differ from `reported`).
    var evaluatedSinceRead = _RawArray<_SymbolID>()

    // MARK: Rows

    var rows = _RawArray<_Row>()
    /// Per row: its cells.
    var cells = _Segments<_Cell>()
    var freeRows = _RawArray<_RowID>()
    /// The symbol indexes of the objective rows (`_Row.lookup`), and the free ones.
    var lookups = _OwnedArray<_SymbolIndex>()
    var freeLookups: [Int32] = []
    /// The objective rows, highest priority first.
    var levels: [_RowID] = []
    /// How many constraints use each level, parallel to `levels`.
    var levelUsers: [Int] = []

    // MARK: Constraints

    /// Per tag: what the tableau remembers of a constraint; each live tag holds a retain on
    /// its constraint object (see `_Tag`).
    var tags = _RawArray<_Tag>()
    var freeTags = _RawArray<_TagID>()
    /// Per tag: the constraint's secondary cost (see `updateSecondaryCost`), weight 0 for none.
    /// Empty until a secondary cost is first set; a tag past its end has none.
    var secondaryCosts: [_SecondaryCost] = []
    var tagOfConstraint = _ConstraintTable()
    /// The tag of each variable's edit constraint, or -1 (indexed by variable index; only as
    /// long as the last edit variable's index needs, so that a solver without edit variables
    /// keeps nothing per variable: read it through `editTag(of:)`).
    var editTags = _RawArray<_TagID>()
    var sequence: UInt64 = 0
    var constraintCount = 0

    // MARK: Simplex work lists

    /// Non-basic symbols whose cost may have become lexicographically negative.
    var candidates = _Heap()
    /// Basic symbols whose row may be infeasible, as a min-heap of symbol ids: the dual simplex
    /// takes the smallest one that still is (Bland's rule) without scanning them all, which
    /// made re-solving after a window resize quadratic in the rows it touched (T1 at 10,000
    /// labels).
    var infeasible = _Heap()

    // MARK: Scratch (reused, never shrunk)

    /// The accumulator for building rows: its entries (found through
    /// `_SymbolInfo.accumulatorSlot`) and the constant.
    var accumulatorConstant: Double = 0
    /// The largest term summed into `accumulatorConstant`: the row's scale when it is stored.
    var accumulatorConstantMagnitude: Double = 0
    var touched = _Accumulator()
    var mergeBuffer: [_Cell] = []
    var oldBuffer: [_Cell] = []
    var sourceBuffer: [_Cell] = []
    var listBuffer: [_RowID] = []
    var rowBuffer: [_Cell] = []
    /// The work lists of `refreshValues`, kept at the size they last needed (their counts
    /// are their capacities; the live part is tracked separately). Raw arrays sized without
    /// being written: the stack's bound is far above what a read usually uses, and only the
    /// pages used are touched.
    var queueBuffer = _RawArray<_SymbolID>()
    var staleBuffer = _RawArray<_SymbolID>()
    var stackBuffer = _RawArray<_SymbolID>()
    var evaluatedBuffer = _RawArray<_SymbolID>()
    var expansionQueue = _Heap()
    /// While a batch of range queries runs (`ranges(of:)`): the value of each defined symbol
    /// found fixed on the optimal face, NaN where not known; empty otherwise. An expansion
    /// stops at a fixed definition (its value holds on the whole face), so a chain of
    /// definitions queried in order costs O(1) a query instead of O(chain).
    var fixedDefinitionValues: [Double] = []
    var markEpoch: UInt16 = 0

    // MARK: Range of the numbers

    /// The span of the coefficients and constants of the constraints added and the constants
    /// set, over the tableau's life: when it is wide, changes are verified (see `_Span` and
    /// `_Tableau+Verified`).
    var span = _Span.empty
    /// That span with the numbers of the constraint `addConstraint` last looked at.
    var spanWithLastConstraint = _Span.empty
    /// Whether changes to a problem of wide range are verified; off in the solver that finds a
    /// conflict's certificate, which would otherwise certify its own conflicts in turn.
    var verifiesWideRange = true

    // MARK: Journal

    var journal = _Journal()
    /// Rows that pivots rewrote, for `Solver.Statistics` (one addition per pivot).
    var rowsRewrittenByPivots = 0
    /// Cells that row merges (`addScaled`: pivots, substitutions) went through, the target's
    /// and the source's, and the cells of rows the journal copied: the solver's work, which
    /// `Solver.workLimit` bounds. Carried over to a rebuilt tableau.
    var cellsMerged = 0

    #if AUTOLAYOUT_INTERNAL_CHECKS
    /// Operations since the last invariant check, in a large tableau (see
    /// `stopAtBrokenInvariants(after:)`).
    var operationsSinceCheck = 0
    /// How many operations the checked configuration lets pass between checks of a large
    /// tableau: 1, 2, 4, 8…, so that checking a tableau built by n operations costs O(n log n).
    var checkInterval = 1
    #endif

    init() {}

    /// What the tableau holds besides memory: the homes of its constraints (given back, so that
    /// no constraint names a table that is gone) and the retain each live tag took on its
    /// constraint. The stores free their memory themselves afterwards.
    deinit {
        releaseHomes()
        for i in tags.indices { tags[i].releaseConstraint() }
    }

    /// Gives back the homes of this tableau's constraints (see `_ConstraintTable`).
    func releaseHomes() {
        for i in tags.indices {
            if let constraint = tags[i].constraint { tagOfConstraint.release(constraint) }
        }
    }
}

// MARK: - Edit variables

extension _Tableau {
    /// The tag of the edit constraint of the variable at `index`, or -1.
    @inline(__always)
    func editTag(of index: Int) -> _TagID {
        index < editTags.count ? editTags[index] : -1
    }

    /// Records the tag of the edit constraint of the variable at `index` (-1 for none).
    mutating func setEditTag(_ tag: _TagID, of index: Int) {
        if editTags.count <= index { editTags.append(repeating: -1, count: index + 1 - editTags.count) }
        editTags[index] = tag
    }
}

// MARK: - Symbols

extension _Tableau {
    var symbolCount: Int { symbols.count }

    /// A new symbol of `kind`, reusing a freed id when there is one.
    mutating func makeSymbol(_ kind: _SymbolKind, owner tag: _TagID) -> _SymbolID {
        if kind != .external, let reused = freeSymbols.popLast() {
            let i = Int(reused)
            symbols[i].kind = kind
            symbols[i].owner = tag
            return reused
        }
        let id = _SymbolID(symbols.count)
        symbols.append(_SymbolInfo(kind: kind, owner: tag, order: kind == .external ? nextOrder : -1))
        if kind == .external { nextOrder += 1 }
        columns.reserveSegment(Int(id))
        dependents.reserveSegment(Int(id))
        return id
    }

    /// Returns a restricted symbol that no row names any more to the free list.
    mutating func releaseSymbol(_ symbol: _SymbolID) {
        let i = Int(symbol)
        symbols[i].kind = .dummy
        symbols[i].owner = -1
        symbols[i].rowOf = -1
        freeSymbols.append(symbol)
    }

    @inline(__always)
    func isExternal(_ symbol: _SymbolID) -> Bool { symbols[Int(symbol)].kind == .external }

    @inline(__always)
    func isDefined(_ symbol: _SymbolID) -> Bool {
        symbols[Int(symbol)].kind == .external && symbols[Int(symbol)].rowOf >= 0
    }

    /// A fresh epoch for `mark`, so that marking a set costs nothing to clear.
    mutating func nextMarkEpoch() -> UInt16 {
        markEpoch &+= 1
        if markEpoch == 0 {
            for i in symbols.indices { symbols[i].mark = 0 }
            markEpoch = 1
        }
        return markEpoch
    }
}

// MARK: - Rows and their indexes

extension _Tableau {
    /// The number of cells of a row.
    @inline(__always)
    func cellCount(_ id: _RowID) -> Int { cells.count(Int(id)) }

    /// The `k`-th cell of a row.
    @inline(__always)
    func cell(_ id: _RowID, _ k: Int) -> _Cell { cells[Int(id), k] }

    /// The position of `symbol` among a row's cells, or nil. O(log n) by binary search in the
    /// sorted cells; O(1) through the lookup of an objective row.
    @inline(__always)
    func index(of symbol: _SymbolID, inRow id: _RowID) -> Int? {
        let r = Int(id)
        if rows[r].kind == .objective { return lookups[Int(rows[r].lookup)].position(of: symbol) }
        var low = 0
        var high = cells.count(r)
        while low < high {
            let mid = (low &+ high) >> 1
            let s = cells[r, mid].symbol
            if s < symbol {
                low = mid &+ 1
            } else if s > symbol {
                high = mid
            } else {
                return mid
            }
        }
        return nil
    }

    /// The coefficient of `symbol` in a row, 0 when absent.
    @inline(__always)
    func coefficient(of symbol: _SymbolID, inRow id: _RowID) -> Double {
        if let k = index(of: symbol, inRow: id) { return cells[Int(id), k].coefficient }
        return 0
    }

    /// Puts a row header in a free slot (or a new one, with an empty cell segment) and journals
    /// it as created; the caller writes its cells.
    @inline(__always)
    mutating func allocateRow(_ row: _Row) -> _RowID {
        let id: _RowID
        if let reused = freeRows.popLast() {
            id = reused
            rows[Int(id)] = row
        } else {
            id = _RowID(rows.count)
            rows.append(row)
            cells.reserveSegment(Int(id))
        }
        journalCreated(id)
        return id
    }

    /// Stores a row with the given cells (sorted by symbol; slots are ignored) and enters it in
    /// its symbols' index lists.
    mutating func insertRow(_ row: _Row, cells rowCells: [_Cell]) -> _RowID {
        var row = row
        if row.kind == .objective { row.lookup = makeLookup() }
        let id = allocateRow(row)
        // Copy the cells in and enter each in its symbol's index list in one pass.
        let r = Int(id)
        let isDefinition = row.kind == .definition
        let n = rowCells.count
        // Exactly the room of the cells: most rows never grow, and one that does moves with
        // spare room then (`_Segments.assign`).
        let start = cells.clear(r, reserving: n, spare: false)
        for k in 0..<n {
            let cell = rowCells[k]
            let s = Int(cell.symbol)
            let slot = isDefinition ? dependents.append(s, id) : columns.append(s, id)
            cells.initialize(_Cell(symbol: cell.symbol, slot: Int32(slot), coefficient: cell.coefficient), at: start + k)
        }
        cells.setCount(r, n)
        if row.kind == .objective {
            let l = Int(row.lookup)
            for k in 0..<n { lookups[l].set(rowCells[k].symbol, position: k) }
        }
        if row.kind == .core || row.kind == .definition {
            symbols[Int(row.head)].rowOf = id
        }
        return id
    }

    /// Takes a row out of the store and out of every index list.
    mutating func deleteRow(_ id: _RowID) {
        journalSave(id)
        unregisterCells(of: id)
        let row = rows[Int(id)]
        if (row.kind == .core || row.kind == .definition), symbols[Int(row.head)].rowOf == id {
            symbols[Int(row.head)].rowOf = -1
        }
        if row.kind == .objective { releaseLookup(row.lookup) }
        rows[Int(id)] = .empty
        cells.release(Int(id))
        freeRows.append(id)
    }

    /// Enters every cell of a row in its symbol's index list and records the slots.
    mutating func registerCells(of id: _RowID) {
        let r = Int(id)
        let isDefinition = rows[r].kind == .definition
        let n = cells.count(r)
        if rows[r].kind == .objective {
            let l = Int(rows[r].lookup)
            lookups[l].removeAll()
            for k in 0..<n { lookups[l].set(cells[r, k].symbol, position: k) }
        }
        for k in 0..<n {
            let s = Int(cells[r, k].symbol)
            let slot = isDefinition ? dependents.append(s, id) : columns.append(s, id)
            cells[r, k].slot = Int32(slot)
        }
    }

    /// A cleared symbol index for a new objective row.
    mutating func makeLookup() -> Int32 {
        if let reused = freeLookups.popLast() { return reused }
        lookups.append(_SymbolIndex())
        return Int32(lookups.count - 1)
    }

    /// Gives an objective row's symbol index back.
    mutating func releaseLookup(_ lookup: Int32) {
        lookups[Int(lookup)].removeAll()
        freeLookups.append(lookup)
    }

    /// Takes every cell of a row out of its symbol's index list.
    mutating func unregisterCells(of id: _RowID) {
        let r = Int(id)
        let isDefinition = rows[r].kind == .definition
        for k in 0..<cells.count(r) {
            let cell = cells[r, k]
            removeIndexEntry(symbol: cell.symbol, slot: cell.slot, definitions: isDefinition)
        }
    }

    /// Removes the entry at `slot` of the symbol's column (or dependents) by moving the last
    /// entry into its place, and fixes the moved row's slot. O(log n) for the moved row's lookup.
    mutating func removeIndexEntry(symbol: _SymbolID, slot: Int32, definitions: Bool) {
        let s = Int(symbol)
        let moved: _RowID
        if definitions {
            moved = dependents.removeLast(s)
            guard Int(slot) < dependents.count(s) else { return }
            dependents[s, Int(slot)] = moved
        } else {
            moved = columns.removeLast(s)
            guard Int(slot) < columns.count(s) else { return }
            columns[s, Int(slot)] = moved
        }
        if let k = index(of: symbol, inRow: moved) {
            cells[Int(moved), k].slot = slot
        }
    }

    /// Appends `row` to the symbol's index list and returns the slot.
    @inline(__always)
    mutating func appendIndexEntry(symbol: _SymbolID, row: _RowID, definitions: Bool) -> Int32 {
        let s = Int(symbol)
        return Int32(definitions ? dependents.append(s, row) : columns.append(s, row))
    }

    /// Copies a row's cells into `sourceBuffer`'s storage and returns it (give it back with
    /// `sourceBuffer = buffer` when done): merges read their source from a private copy, so the
    /// store may change under them.
    mutating func takeCopy(of id: _RowID) -> [_Cell] {
        var buffer: [_Cell] = []
        swap(&buffer, &sourceBuffer)
        buffer.removeAll(keepingCapacity: true)
        cells.copy(Int(id), into: &buffer)
        return buffer
    }

    /// `rows[target] += factor × (source + sourceConstant)`, without the cell of `drop`.
    ///
    /// Both cell lists are sorted, so this is one merge: O(|target| + |source|), through reused
    /// buffers. Cells that cancel leave the row and their index list. When `dropKeepsIndex` is
    /// true, the caller clears `drop`'s index list itself (a pivot clears the whole column of
    /// the entering symbol at once). The target's scale grows to the term added (see
    /// `addToConstant(of:_:)`).
    mutating func addScaled(
        into target: _RowID, factor: Double, source: [_Cell], sourceConstant: Double,
        drop: _SymbolID = -1, dropKeepsIndex: Bool = false
    ) {
        let t = Int(target)
        if rows[t].kind == .objective {
            addScaledToObjective(
                target, factor: factor, source: source, sourceConstant: sourceConstant,
                drop: drop, dropKeepsIndex: dropKeepsIndex)
            return
        }
        journalSave(target)
        let isDefinition = rows[t].kind == .definition
        var old: [_Cell] = []
        swap(&old, &oldBuffer)
        old.removeAll(keepingCapacity: true)
        cells.copy(t, into: &old)
        var merged: [_Cell] = []
        swap(&merged, &mergeBuffer)
        merged.removeAll(keepingCapacity: true)
        var i = 0
        var j = 0
        let oldCount = old.count
        let sourceCount = source.count
        cellsMerged &+= oldCount &+ sourceCount
        while i < oldCount || j < sourceCount {
            if j == sourceCount || (i < oldCount && old[i].symbol < source[j].symbol) {
                let cell = old[i]
                i += 1
                if cell.symbol == drop {
                    if !dropKeepsIndex {
                        removeIndexEntry(symbol: cell.symbol, slot: cell.slot, definitions: isDefinition)
                    }
                    continue
                }
                merged.append(cell)
            } else if i == oldCount || source[j].symbol < old[i].symbol {
                let symbol = source[j].symbol
                let coefficient = factor * source[j].coefficient
                j += 1
                // A product is never dust: only a sum can cancel to its terms' rounding.
                if symbol == drop || coefficient == 0 { continue }
                let slot = appendIndexEntry(symbol: symbol, row: target, definitions: isDefinition)
                merged.append(_Cell(symbol: symbol, slot: slot, coefficient: coefficient))
            } else {
                var cell = old[i]
                let added = factor * source[j].coefficient
                let coefficient = cell.coefficient + added
                let cancelled = _isCancelled(coefficient, cell.coefficient, added)
                i += 1
                j += 1
                if cell.symbol == drop {
                    if !dropKeepsIndex {
                        removeIndexEntry(symbol: cell.symbol, slot: cell.slot, definitions: isDefinition)
                    }
                    continue
                }
                if cancelled {
                    removeIndexEntry(symbol: cell.symbol, slot: cell.slot, definitions: isDefinition)
                } else {
                    cell.coefficient = coefficient
                    merged.append(cell)
                }
            }
        }
        addToConstant(of: t, factor * sourceConstant)
        cells.assign(t, merged)
        swap(&old, &oldBuffer)
        swap(&merged, &mergeBuffer)
    }

    /// `rows[target] += coefficient × symbol` for a single symbol.
    mutating func addCell(into target: _RowID, symbol: _SymbolID, coefficient: Double) {
        if rows[Int(target)].kind == .objective {
            addToObjectiveCell(target, symbol, coefficient)
            return
        }
        var single: [_Cell] = []
        swap(&single, &sourceBuffer)
        single.removeAll(keepingCapacity: true)
        single.append(_Cell(symbol: symbol, slot: 0, coefficient: coefficient))
        addScaled(into: target, factor: 1, source: single, sourceConstant: 0)
        swap(&single, &sourceBuffer)
    }

    /// Removes the cell of `symbol` from a row, if there is one.
    mutating func removeCell(from target: _RowID, symbol: _SymbolID) {
        let t = Int(target)
        guard let k = index(of: symbol, inRow: target) else { return }
        if rows[t].kind == .objective {
            journalObjectiveCell(target, symbol, cells[t, k].coefficient)
            removeObjectiveCell(at: k, of: target, keepsIndex: false)
            pushCandidate(symbol)
            return
        }
        journalSave(target)
        let cell = cells.remove(at: k, of: t)
        removeIndexEntry(symbol: symbol, slot: cell.slot, definitions: rows[t].kind == .definition)
    }
}

// MARK: - Objective rows

extension _Tableau {
    /// `objective += factor × (source + sourceConstant)` without the cell of `drop`: one hash
    /// update per source cell, O(|source|) however long the objective row is.
    mutating func addScaledToObjective(
        _ target: _RowID, factor: Double, source: [_Cell], sourceConstant: Double,
        drop: _SymbolID, dropKeepsIndex: Bool
    ) {
        let t = Int(target)
        journalSave(target)
        cellsMerged &+= source.count
        if drop >= 0, let k = lookups[Int(rows[t].lookup)].position(of: drop) {
            journalObjectiveCell(target, drop, cells[t, k].coefficient)
            removeObjectiveCell(at: k, of: target, keepsIndex: dropKeepsIndex)
        }
        for cell in source where cell.symbol != drop {
            addToObjectiveCell(target, cell.symbol, factor * cell.coefficient)
        }
        addToConstant(of: t, factor * sourceConstant)
    }

    /// `rows[r].constant += term`; the row's scale grows to the term (and to the sum).
    ///
    /// The scale keeps the numbers actually summed into the constant, not their own scales
    /// times the factors: through a sequence of pivots those products compound (a bound that
    /// grows as the product of the pivot factors, 10¹⁶ after a few dozen pivots of a long run,
    /// where the error is 10⁻¹³), and every constant would look like rounding.
    @inline(__always)
    mutating func addToConstant(of r: Int, _ term: Double) {
        let constant = rows[r].constant + term
        rows[r].constant = constant
        rows[r].scale = max(rows[r].scale, abs(term), abs(constant))
    }

    /// `objective[symbol] += delta`, adding or removing the cell as needed.
    mutating func addToObjectiveCell(_ target: _RowID, _ symbol: _SymbolID, _ delta: Double) {
        let t = Int(target)
        if let k = lookups[Int(rows[t].lookup)].position(of: symbol) {
            let old = cells[t, k].coefficient
            let coefficient = old + delta
            journalObjectiveCell(target, symbol, old)
            // A cost is a sum of priority weights per unit of the symbol: below
            // `_Tolerance.cost` it is dust, however it came (products of dust pile up otherwise).
            if _isCancelled(coefficient, old, delta) || abs(coefficient) < _Tolerance.cost {
                removeObjectiveCell(at: k, of: target, keepsIndex: false)
                pushCandidate(symbol)
            } else {
                cells[t, k].coefficient = coefficient
                if coefficient < 0 { pushCandidate(symbol) }
            }
        } else {
            if abs(delta) < _Tolerance.cost { return }
            journalObjectiveCell(target, symbol, 0)
            insertObjectiveCell(target, symbol, delta)
            if delta < 0 { pushCandidate(symbol) }
        }
    }

    /// Appends a cell to an objective row (the symbol has none there).
    mutating func insertObjectiveCell(_ target: _RowID, _ symbol: _SymbolID, _ coefficient: Double) {
        let t = Int(target)
        let slot = appendIndexEntry(symbol: symbol, row: target, definitions: false)
        let k = cells.append(t, _Cell(symbol: symbol, slot: slot, coefficient: coefficient))
        lookups[Int(rows[t].lookup)].set(symbol, position: k)
    }

    /// Removes the cell at `k` of an objective row by moving the last cell into its place.
    mutating func removeObjectiveCell(at k: Int, of target: _RowID, keepsIndex: Bool) {
        let t = Int(target)
        let cell = cells[t, k]
        if !keepsIndex {
            removeIndexEntry(symbol: cell.symbol, slot: cell.slot, definitions: false)
        }
        lookups[Int(rows[t].lookup)].remove(cell.symbol)
        let moved = cells.removeLast(t)
        if k < cells.count(t) {
            cells[t, k] = moved
            lookups[Int(rows[t].lookup)].set(moved.symbol, position: k)
        }
    }

    /// Sets a symbol's coefficient in an objective row (0 removes the cell); for rollback.
    mutating func setObjectiveCell(_ target: _RowID, _ symbol: _SymbolID, _ coefficient: Double) {
        let t = Int(target)
        if let k = lookups[Int(rows[t].lookup)].position(of: symbol) {
            if coefficient == 0 {
                removeObjectiveCell(at: k, of: target, keepsIndex: false)
            } else {
                cells[t, k].coefficient = coefficient
            }
        } else if coefficient != 0 {
            insertObjectiveCell(target, symbol, coefficient)
        }
        pushCandidate(symbol)
    }
}

// MARK: - Values and change tracking

extension _Tableau {
    /// The value of a restricted symbol in the current basic solution.
    @inline(__always)
    func restrictedValue(_ symbol: _SymbolID) -> Double {
        let r = symbols[Int(symbol)].rowOf
        return r >= 0 ? rows[Int(r)].constant : 0
    }

    /// Records that a symbol's value (or an external's definition) changed, when some definition
    /// reads it or it is a variable.
    @inline(__always)
    mutating func markChanged(_ symbol: _SymbolID) {
        let s = Int(symbol)
        if symbols[s].isDirty { return }
        if symbols[s].kind != .external, dependents.isEmpty(s) { return }
        symbols[s].isDirty = true
        dirty.append(symbol)
    }

    /// Records a row whose constant may have gone below zero.
    @inline(__always)
    mutating func noteFeasibility(of row: _RowID) {
        let r = rows[Int(row)]
        guard r.kind == .core else { return }
        // Only a row whose constant is below 0 can be infeasible: that test comes first, so that
        // the tolerance is computed for few rows.
        if symbols[Int(r.head)].kind == .dummy {
            if r.constant != 0, !r.constantIsZero { noteInfeasible(r.head) }
        } else if !(r.constant >= 0), !r.constantIsZero {
            noteInfeasible(r.head)
        }
    }

    /// Queues a basic symbol whose row may be infeasible for the dual simplex.
    @inline(__always)
    mutating func noteInfeasible(_ basic: _SymbolID) {
        infeasible.push(UInt64(UInt32(bitPattern: basic)))
    }

    /// Whether a core coefficient may be pivoted on: when it is not tiny next to the largest
    /// coefficient of its row (`_Tolerance.pivot`), since the pivot divides the row by it. A
    /// row of small coefficients (a constraint written small) is pivoted on like any other,
    /// and rounding left in a row of large ones is not. A coefficient of
    /// `_Tolerance.obviousPivot` or more is taken without looking at the row.
    @inline(__always)
    func isPivotElement(_ coefficient: Double, inRow id: _RowID) -> Bool {
        let size = abs(coefficient)
        if size >= _Tolerance.obviousPivot { return true }
        return size > 0 && size > _Tolerance.pivot * largestCoefficient(inRow: id)
    }

    /// The largest magnitude among the coefficients of a row's slack and error symbols (a
    /// dummy is always 0, so what a pivot makes of its coefficient moves no value; and the
    /// dummy of an equality written large would otherwise dwarf the rest). O(cells): for the
    /// rare small pivot element only.
    func largestCoefficient(inRow id: _RowID) -> Double {
        var largest = 0.0
        for k in 0..<cellCount(id) where symbols[Int(cell(id, k).symbol)].kind.isPivotable {
            largest = max(largest, abs(cell(id, k).coefficient))
        }
        return largest
    }

    @inline(__always)
    mutating func pushCandidate(_ symbol: _SymbolID) {
        let s = Int(symbol)
        if symbols[s].isCandidate { return }
        symbols[s].isCandidate = true
        candidates.push(UInt64(UInt32(bitPattern: symbol)))
    }
}
