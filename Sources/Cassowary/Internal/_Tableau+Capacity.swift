extension _Tableau {
    /// The store that holds more than `limit` elements, if one does: the stores whose
    /// positions are 32 bits (row cells and the two index lists, whose starts are `Int32`;
    /// symbols, rows and tags, whose ids are). Nil while all are within it.
    ///
    /// - Complexity: O(1).
    @inline(__always)
    func storeBeyond(_ limit: Int) -> String? {
        guard cells.used > limit || columns.used > limit || dependents.used > limit || symbols.count > limit
            || rows.count > limit || tags.count > limit
        else { return nil }
        // Out of the common path: which one, for the message.
        if cells.used > limit { return "row cells" }
        if columns.used > limit { return "column index" }
        if dependents.used > limit { return "dependents index" }
        if symbols.count > limit { return "symbols" }
        if rows.count > limit { return "rows" }
        return "constraint tags"
    }

    /// The bytes the tableau's stores hold (live elements and the room lists claimed, not the
    /// stores' spare room): what `Solver.memoryLimit` bounds.
    ///
    /// - Complexity: O(1).
    @inline(__always)
    var storedBytes: Int {
        cells.used &* MemoryLayout<_Cell>.stride &+ (columns.used &+ dependents.used) &* MemoryLayout<_RowID>.stride
            &+ symbols.count &* MemoryLayout<_SymbolInfo>.stride &+ rows.count &* MemoryLayout<_Row>.stride
            &+ tags.count &* MemoryLayout<_Tag>.stride
    }
}
