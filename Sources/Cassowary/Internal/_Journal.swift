/// An undo log for the rows, so that an operation that turns out to be impossible (a required
/// constraint that phase one cannot satisfy, a constant change that the dual simplex cannot make
/// feasible) leaves the tableau exactly as it was: the same rows, cell for cell.
///
/// While it is open, the first change to a row saves the row; rows created are remembered.
/// Saving shares the cell buffer (copy on write), so a journal costs one array reference per
/// touched row until the row is next mutated.
struct _Journal {
    var isOpen = false
    var saved: [(id: _RowID, row: _Row)] = []
    var created: [_RowID] = []
    /// The epoch at which each row was last saved.
    var stamp: [UInt32] = []
    var epoch: UInt32 = 0
    /// The free-row list when the journal opened.
    var freeRows: [_RowID] = []
}

extension _Tableau {
    mutating func openJournal() {
        journal.isOpen = true
        journal.freeRows = freeRows
        journal.saved.removeAll(keepingCapacity: true)
        journal.created.removeAll(keepingCapacity: true)
        journal.epoch &+= 1
        if journal.epoch == 0 {
            for i in journal.stamp.indices { journal.stamp[i] = 0 }
            journal.epoch = 1
        }
    }

    /// Forgets the saved rows: the operation succeeded.
    mutating func commitJournal() {
        journal.isOpen = false
        journal.saved.removeAll(keepingCapacity: true)
        journal.created.removeAll(keepingCapacity: true)
    }

    /// Saves a row before its first change while the journal is open.
    @inline(__always)
    mutating func journalSave(_ id: _RowID) {
        guard journal.isOpen else { return }
        let r = Int(id)
        while journal.stamp.count <= r { journal.stamp.append(0) }
        if journal.stamp[r] == journal.epoch { return }
        journal.stamp[r] = journal.epoch
        journal.saved.append((id, rows[r]))
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
        var restoredIDs = Set<_RowID>()
        for entry in journal.saved { restoredIDs.insert(entry.id) }
        for id in journal.created where !restoredIDs.contains(id) {
            restoredIDs.insert(id)
        }
        for id in restoredIDs.sorted() {
            let r = Int(id)
            if rows[r].kind != .free {
                unregisterCells(of: id)
                let head = rows[r].head
                if (rows[r].kind == .core || rows[r].kind == .definition), rowOf[Int(head)] == id {
                    rowOf[Int(head)] = -1
                }
            }
            rows[r] = .empty
        }
        for entry in journal.saved {
            rows[Int(entry.id)] = entry.row
        }
        for entry in journal.saved.sorted(by: { $0.id < $1.id }) {
            let id = entry.id
            let row = rows[Int(id)]
            if row.kind == .free { continue }
            registerCells(of: id)
            if row.kind == .core || row.kind == .definition {
                rowOf[Int(row.head)] = id
            }
            if row.kind == .definition { markChanged(row.head) }
            if row.kind == .core { markChanged(row.head) }
        }
        freeRows = journal.freeRows
        journal.saved.removeAll(keepingCapacity: true)
        journal.created.removeAll(keepingCapacity: true)
        infeasible.removeAll(keepingCapacity: true)
    }
}
