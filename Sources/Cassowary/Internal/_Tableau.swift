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
/// basic symbol; restricted basic symbols have a constant ≥ -ε (dummies ≈ 0); each definition only
/// names symbols whose topological order (`order`) is lower than its own, so the definition
/// graph has no cycle; every index list agrees with the cells' slots.
///
/// Everything is stored in flat arrays indexed by symbol, row or tag id: no dictionary and no
/// class sits on the hot path, and merges reuse scratch buffers instead of allocating.
struct _Tableau {
    // MARK: Symbols (indexed by symbol id)

    var kinds: [_SymbolKind] = []
    /// For a restricted symbol, the core row where it is basic; for an external, its definition
    /// row; -1 otherwise.
    var rowOf: [_RowID] = []
    /// The core and objective rows whose cells name the symbol.
    var column: [[_RowID]] = []
    /// The definition rows whose cells name the symbol.
    var dependents: [[_RowID]] = []
    /// A topological order of the external variables: a definition's variable comes after every
    /// external it names.
    var order: [Int32] = []
    /// The tag of the constraint a restricted symbol belongs to; -1 for externals.
    var owner: [_TagID] = []
    /// For an external, its variable index; -1 otherwise.
    var variableOf: [Int32] = []
    /// Restricted symbol ids ready for reuse.
    var freeSymbols: [_SymbolID] = []
    var nextOrder: Int32 = 0

    // MARK: Variables (indexed by variable index)

    var variableSymbols: [_SymbolID] = []
    var names: [String] = []
    /// The values last handed out by a full or changed-values read.
    var reported: [Double] = []

    // MARK: Values (indexed by symbol id)

    /// The current value of each external (valid when not stale).
    var values: [Double] = []
    var isStale: [Bool] = []
    /// Symbols whose value (or definition) changed since the last evaluation.
    var dirty: [_SymbolID] = []
    var isDirty: [Bool] = []
    /// Externals evaluated since the last read (their value may differ from `reported`).
    var evaluatedSinceRead: [_SymbolID] = []
    var isEvaluatedSinceRead: [Bool] = []

    // MARK: Rows

    var rows: [_Row] = []
    var freeRows: [_RowID] = []
    /// The objective rows, highest priority first.
    var levels: [_RowID] = []
    /// How many constraints use each level, parallel to `levels`.
    var levelUsers: [Int] = []

    // MARK: Constraints

    var tags: [_Tag] = []
    var freeTags: [_TagID] = []
    var tagOfConstraint: [ObjectIdentifier: _TagID] = [:]
    /// The tag of each variable's edit constraint, or -1 (indexed by variable index).
    var editTags: [_TagID] = []
    var sequence: UInt64 = 0
    var constraintCount = 0

    // MARK: Simplex work lists

    /// Non-basic symbols whose cost may have become lexicographically negative.
    var candidates = _Heap()
    var isCandidate: [Bool] = []
    /// Basic symbols whose row may be infeasible.
    var infeasible: [_SymbolID] = []

    // MARK: Scratch (reused, never shrunk)

    /// A dense accumulator for building rows: coefficient per symbol, with the list of touched
    /// symbols.
    var accumulator: [Double] = []
    var accumulatorConstant: Double = 0
    var touched: [_SymbolID] = []
    var isTouched: [Bool] = []
    var mergeBuffer: [_Cell] = []
    var sourceBuffer: [_Cell] = []
    var listBuffer: [_RowID] = []
    var expansionQueue = _Heap()
    var mark: [UInt32] = []
    var markEpoch: UInt32 = 0

    // MARK: Journal

    var journal = _Journal()

    init() {}
}

// MARK: - Symbols

extension _Tableau {
    var symbolCount: Int { kinds.count }

    /// A new symbol of `kind`, reusing a freed id when there is one.
    mutating func makeSymbol(_ kind: _SymbolKind, owner tag: _TagID) -> _SymbolID {
        if kind != .external, let reused = freeSymbols.popLast() {
            let i = Int(reused)
            kinds[i] = kind
            owner[i] = tag
            return reused
        }
        let id = _SymbolID(kinds.count)
        kinds.append(kind)
        rowOf.append(-1)
        column.append([])
        dependents.append([])
        order.append(kind == .external ? nextOrder : -1)
        if kind == .external { nextOrder += 1 }
        owner.append(tag)
        variableOf.append(-1)
        values.append(0)
        isStale.append(false)
        isDirty.append(false)
        isEvaluatedSinceRead.append(false)
        isCandidate.append(false)
        accumulator.append(0)
        isTouched.append(false)
        mark.append(0)
        return id
    }

    /// Returns a restricted symbol that no row names any more to the free list.
    mutating func releaseSymbol(_ symbol: _SymbolID) {
        let i = Int(symbol)
        kinds[i] = .dummy
        owner[i] = -1
        rowOf[i] = -1
        freeSymbols.append(symbol)
    }

    @inline(__always)
    func isExternal(_ symbol: _SymbolID) -> Bool { kinds[Int(symbol)] == .external }

    @inline(__always)
    func isDefined(_ symbol: _SymbolID) -> Bool {
        kinds[Int(symbol)] == .external && rowOf[Int(symbol)] >= 0
    }

    /// A fresh epoch for `mark`, so that marking a set costs nothing to clear.
    mutating func nextMarkEpoch() -> UInt32 {
        markEpoch &+= 1
        if markEpoch == 0 {
            for i in mark.indices { mark[i] = 0 }
            markEpoch = 1
        }
        return markEpoch
    }
}

// MARK: - Rows and their indexes

extension _Tableau {
    /// Stores `row` (whose cells' slots are ignored) and enters it in its symbols' index lists.
    mutating func insertRow(_ row: _Row) -> _RowID {
        let id: _RowID
        if let reused = freeRows.popLast() {
            id = reused
            rows[Int(id)] = row
        } else {
            id = _RowID(rows.count)
            rows.append(row)
        }
        journalCreated(id)
        registerCells(of: id)
        if row.kind == .core || row.kind == .definition {
            rowOf[Int(row.head)] = id
        }
        return id
    }

    /// Takes a row out of the store and out of every index list.
    mutating func deleteRow(_ id: _RowID) {
        journalSave(id)
        unregisterCells(of: id)
        let row = rows[Int(id)]
        if (row.kind == .core || row.kind == .definition), rowOf[Int(row.head)] == id {
            rowOf[Int(row.head)] = -1
        }
        rows[Int(id)] = .empty
        freeRows.append(id)
    }

    /// Enters every cell of a row in its symbol's index list and records the slots.
    mutating func registerCells(of id: _RowID) {
        let r = Int(id)
        let isDefinition = rows[r].kind == .definition
        for k in rows[r].cells.indices {
            let s = Int(rows[r].cells[k].symbol)
            if isDefinition {
                rows[r].cells[k].slot = Int32(dependents[s].count)
                dependents[s].append(id)
            } else {
                rows[r].cells[k].slot = Int32(column[s].count)
                column[s].append(id)
            }
        }
    }

    /// Takes every cell of a row out of its symbol's index list.
    mutating func unregisterCells(of id: _RowID) {
        let r = Int(id)
        let isDefinition = rows[r].kind == .definition
        for k in rows[r].cells.indices {
            let cell = rows[r].cells[k]
            removeIndexEntry(symbol: cell.symbol, slot: cell.slot, definitions: isDefinition)
        }
    }

    /// Removes the entry at `slot` of the symbol's column (or dependents) by moving the last
    /// entry into its place, and fixes the moved row's slot. O(log n) for the moved row's lookup.
    mutating func removeIndexEntry(symbol: _SymbolID, slot: Int32, definitions: Bool) {
        let s = Int(symbol)
        let moved: _RowID
        if definitions {
            moved = dependents[s].removeLast()
            guard Int(slot) < dependents[s].count else { return }
            dependents[s][Int(slot)] = moved
        } else {
            moved = column[s].removeLast()
            guard Int(slot) < column[s].count else { return }
            column[s][Int(slot)] = moved
        }
        let m = Int(moved)
        if let k = rows[m].index(of: symbol) {
            rows[m].cells[k].slot = slot
        }
    }

    /// Appends `row` to the symbol's index list and returns the slot.
    @inline(__always)
    mutating func appendIndexEntry(symbol: _SymbolID, row: _RowID, definitions: Bool) -> Int32 {
        let s = Int(symbol)
        if definitions {
            dependents[s].append(row)
            return Int32(dependents[s].count - 1)
        } else {
            column[s].append(row)
            return Int32(column[s].count - 1)
        }
    }

    /// `rows[target] += factor × (source + sourceConstant)`, without the cell of `drop`.
    ///
    /// Both cell lists are sorted, so this is one merge: O(|target| + |source|), into a reused
    /// buffer. Cells that cancel leave the row and their index list. When `dropKeepsIndex` is
    /// true, the caller clears `drop`'s index list itself afterwards (a pivot clears the whole
    /// column of the entering symbol at once).
    mutating func addScaled(
        into target: _RowID, factor: Double, source: [_Cell], sourceConstant: Double,
        drop: _SymbolID = -1, dropKeepsIndex: Bool = false
    ) {
        journalSave(target)
        let t = Int(target)
        let isDefinition = rows[t].kind == .definition
        let isObjective = rows[t].kind == .objective
        // Take the row's cells out so that both buffers are uniquely owned: no copy on write.
        var merged: [_Cell] = []
        swap(&merged, &mergeBuffer)
        merged.removeAll(keepingCapacity: true)
        var old: [_Cell] = []
        swap(&old, &rows[t].cells)
        var i = 0
        var j = 0
        let oldCount = old.count
        let sourceCount = source.count
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
                if symbol == drop || _isNearZero(coefficient) { continue }
                let slot = appendIndexEntry(symbol: symbol, row: target, definitions: isDefinition)
                merged.append(_Cell(symbol: symbol, slot: slot, coefficient: coefficient))
                if isObjective, coefficient < 0 { pushCandidate(symbol) }
            } else {
                var cell = old[i]
                let coefficient = cell.coefficient + factor * source[j].coefficient
                i += 1
                j += 1
                if cell.symbol == drop {
                    if !dropKeepsIndex {
                        removeIndexEntry(symbol: cell.symbol, slot: cell.slot, definitions: isDefinition)
                    }
                    continue
                }
                if _isNearZero(coefficient) {
                    removeIndexEntry(symbol: cell.symbol, slot: cell.slot, definitions: isDefinition)
                    if isObjective { pushCandidate(cell.symbol) }
                } else {
                    cell.coefficient = coefficient
                    merged.append(cell)
                    if isObjective, coefficient < 0 { pushCandidate(cell.symbol) }
                }
            }
        }
        rows[t].constant += factor * sourceConstant
        swap(&rows[t].cells, &merged)
        old.removeAll(keepingCapacity: true)
        swap(&old, &mergeBuffer)
    }

    /// `rows[target] += coefficient × symbol` for a single symbol.
    mutating func addCell(into target: _RowID, symbol: _SymbolID, coefficient: Double) {
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
        guard let k = rows[t].index(of: symbol) else { return }
        journalSave(target)
        let cell = rows[t].cells.remove(at: k)
        removeIndexEntry(symbol: symbol, slot: cell.slot, definitions: rows[t].kind == .definition)
        if rows[t].kind == .objective { pushCandidate(symbol) }
    }
}

// MARK: - Values and change tracking

extension _Tableau {
    /// The value of a restricted symbol in the current basic solution.
    @inline(__always)
    func restrictedValue(_ symbol: _SymbolID) -> Double {
        let r = rowOf[Int(symbol)]
        return r >= 0 ? rows[Int(r)].constant : 0
    }

    /// Records that a symbol's value (or an external's definition) changed, when some definition
    /// reads it or it is a variable.
    @inline(__always)
    mutating func markChanged(_ symbol: _SymbolID) {
        let s = Int(symbol)
        if isDirty[s] { return }
        if kinds[s] != .external, dependents[s].isEmpty { return }
        isDirty[s] = true
        dirty.append(symbol)
    }

    /// Records a row whose constant may have gone below zero.
    @inline(__always)
    mutating func noteFeasibility(of row: _RowID) {
        let r = rows[Int(row)]
        guard r.kind == .core else { return }
        if kinds[Int(r.head)] == .dummy {
            if !_isNearZero(r.constant) { infeasible.append(r.head) }
        } else if r.constant < -_epsilon {
            infeasible.append(r.head)
        }
    }

    @inline(__always)
    mutating func pushCandidate(_ symbol: _SymbolID) {
        let s = Int(symbol)
        if isCandidate[s] { return }
        isCandidate[s] = true
        candidates.push(UInt64(UInt32(bitPattern: symbol)))
    }
}
