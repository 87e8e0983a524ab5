/// An undo log for the rows, so that an operation that turns out to be impossible (a required
/// constraint that phase one cannot satisfy, a constant change that the dual simplex cannot make
/// feasible) leaves the tableau exactly as it was: the same rows, cell for cell.
///
/// While it is open, the first change to a row saves the row (its header and a copy of its
/// cells); rows created are remembered. Objective rows, which are long, log each cell change
/// instead.
struct _Journal {
    var isOpen = false
    var saved: [(id: _RowID, row: _Row, cells: [_Cell])] = []
    var created: [_RowID] = []
    /// The epoch at which each row was last saved.
    var stamp: [UInt32] = []
    var epoch: UInt32 = 0
    /// The free-row list and the number of rows when the journal opened.
    var freeRows: [_RowID] = []
    var rowCount = 0
    /// Objective rows are long, so they are not saved whole: each cell change is logged with
    /// the coefficient it had (0 for none), and the constant (with its scale) once.
    var objectiveCells: [(row: _RowID, symbol: _SymbolID, coefficient: Double)] = []
    var objectiveConstants: [(row: _RowID, constant: Double, scale: Double)] = []
    /// Rows of which only the constant changed (a constraint's constant moved): their old
    /// constants and scales, so that a long definition is not copied whole for a change of one
    /// number.
    /// A row saved whole later keeps the changed constant in its copy; these are restored after
    /// the copies, latest first, so that the first (original) value wins.
    var savedConstants: [(row: _RowID, constant: Double, scale: Double)] = []
    /// The epoch at which each row's constant alone was last saved.
    var constantStamp: [UInt32] = []
}

extension _Tableau {
    mutating func openJournal() {
        journal.isOpen = true
        // A copy in one block move (the free list is a raw array; sharing it is not an option).
        journal.freeRows.removeAll(keepingCapacity: true)
        freeRows.withUnsafeBufferPointer { journal.freeRows.append(contentsOf: $0) }
        journal.rowCount = rows.count
        journal.saved.removeAll(keepingCapacity: true)
        journal.created.removeAll(keepingCapacity: true)
        journal.objectiveCells.removeAll(keepingCapacity: true)
        journal.objectiveConstants.removeAll(keepingCapacity: true)
        journal.savedConstants.removeAll(keepingCapacity: true)
        journal.epoch &+= 1
        if journal.epoch == 0 {
            for i in journal.stamp.indices { journal.stamp[i] = 0 }
            for i in journal.constantStamp.indices { journal.constantStamp[i] = 0 }
            journal.epoch = 1
        }
    }

    /// Forgets the saved rows: the operation succeeded.
    mutating func commitJournal() {
        journal.isOpen = false
        journal.saved.removeAll(keepingCapacity: true)
        journal.created.removeAll(keepingCapacity: true)
        journal.objectiveCells.removeAll(keepingCapacity: true)
        journal.objectiveConstants.removeAll(keepingCapacity: true)
        journal.savedConstants.removeAll(keepingCapacity: true)
    }

    /// Saves a row before its first change while the journal is open.
    @inline(__always)
    mutating func journalSave(_ id: _RowID) {
        guard journal.isOpen else { return }
        let r = Int(id)
        while journal.stamp.count <= r { journal.stamp.append(0) }
        if journal.stamp[r] == journal.epoch { return }
        journal.stamp[r] = journal.epoch
        if rows[r].kind == .objective {
            journal.objectiveConstants.append((id, rows[r].constant, rows[r].scale))
        } else {
            // The copy is work as a merge is (`Solver.work`): an operation that must be undoable
            // copies every row it changes.
            cellsMerged &+= cells.count(r)
            journal.saved.append((id, rows[r], cells.elements(r)))
        }
    }

    /// Saves a core or definition row's constant before only the constant changes, while the
    /// journal is open (a row already saved whole, or created, needs nothing).
    @inline(__always)
    mutating func journalSaveConstant(_ id: _RowID) {
        guard journal.isOpen else { return }
        let r = Int(id)
        while journal.stamp.count <= r { journal.stamp.append(0) }
        if journal.stamp[r] == journal.epoch { return }
        while journal.constantStamp.count <= r { journal.constantStamp.append(0) }
        if journal.constantStamp[r] == journal.epoch { return }
        journal.constantStamp[r] = journal.epoch
        journal.savedConstants.append((id, rows[r].constant, rows[r].scale))
    }

    /// Logs an objective cell's coefficient before it changes while the journal is open.
    @inline(__always)
    mutating func journalObjectiveCell(_ id: _RowID, _ symbol: _SymbolID, _ coefficient: Double) {
        guard journal.isOpen else { return }
        journal.objectiveCells.append((id, symbol, coefficient))
    }

    /// Remembers a row created while the journal is open (it is deleted on rollback).
    @inline(__always)
    mutating func journalCreated(_ id: _RowID) {
        guard journal.isOpen else { return }
        let r = Int(id)
        while journal.stamp.count <= r { journal.stamp.append(0) }
        // A created row has nothing to restore; mark it so that later changes are not saved.
        if journal.stamp[r] != journal.epoch {
            journal.stamp[r] = journal.epoch
            journal.created.append(id)
        } else {
            // The slot was freed earlier in this operation (its old contents are saved) and is
            // reused now: the rollback restores the saved contents, which is right.
        }
    }

    /// Puts every saved row back and deletes the rows created since the journal opened.
    mutating func rollBackJournal() {
        journal.isOpen = false
        // Take every current version out of the indexes first, then enter the old versions, so
        // that slots are recomputed consistently.
        var touchedRows = journal.saved.map(\.id) + journal.created
        touchedRows.sort()
        var previous: _RowID = -1
        for id in touchedRows where id != previous {
            previous = id
            let r = Int(id)
            if rows[r].kind != .free {
                unregisterCells(of: id)
                let head = rows[r].head
                if (rows[r].kind == .core || rows[r].kind == .definition), symbols[Int(head)].rowOf == id {
                    symbols[Int(head)].rowOf = -1
                    // Its value goes back to what it was (0, or its restored row's): values may
                    // have been read in between (a residual check), so say so.
                    markChanged(head)
                }
                if rows[r].kind == .objective { releaseLookup(rows[r].lookup) }
            }
            rows[r] = .empty
            cells.release(r)
        }
        for entry in journal.saved.sorted(by: { $0.id < $1.id }) {
            let id = entry.id
            rows[Int(id)] = entry.row
            if entry.row.kind == .free { continue }
            cells.assign(Int(id), entry.cells)
            registerCells(of: id)
            if entry.row.kind == .core || entry.row.kind == .definition {
                symbols[Int(entry.row.head)].rowOf = id
                markChanged(entry.row.head)
            }
        }
        // Rows appended while the journal was open are gone again.
        if rows.count > journal.rowCount { rows.removeLast(rows.count - journal.rowCount) }
        freeRows.removeAll()
        journal.freeRows.withUnsafeBufferPointer { freeRows.append(contentsOf: $0) }
        let created = Set(journal.created)
        for entry in journal.objectiveCells.reversed() where !created.contains(entry.row) {
            setObjectiveCell(entry.row, entry.symbol, entry.coefficient)
        }
        for entry in journal.objectiveConstants {
            rows[Int(entry.row)].constant = entry.constant
            rows[Int(entry.row)].scale = entry.scale
        }
        for entry in journal.savedConstants.reversed() {
            let r = Int(entry.row)
            rows[r].constant = entry.constant
            rows[r].scale = entry.scale
            if rows[r].kind == .core || rows[r].kind == .definition { markChanged(rows[r].head) }
        }
        journal.savedConstants.removeAll(keepingCapacity: true)
        journal.objectiveCells.removeAll(keepingCapacity: true)
        journal.objectiveConstants.removeAll(keepingCapacity: true)
        journal.saved.removeAll(keepingCapacity: true)
        journal.created.removeAll(keepingCapacity: true)
        infeasible.removeAll()
    }
}
