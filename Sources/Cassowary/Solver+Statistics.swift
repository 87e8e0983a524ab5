extension Solver {
    /// The size of a solver's tableau, for understanding its performance.
    public struct Statistics: Hashable, Sendable {
        /// The variables made.
        public var variables: Int
        /// The constraints added, edit variables' constraints included.
        public var constraints: Int
        /// Variables defined outside the simplex (evaluated when read).
        public var definitions: Int
        /// Rows of the simplex core.
        public var coreRows: Int
        /// Priority levels of the objective.
        public var levels: Int
        /// Cells in all rows (definitions, core and objective).
        public var cells: Int
        /// The longest row.
        public var longestRow: Int
        /// Rows rewritten by pivots since the solver was made (each pivot substitutes the
        /// entering symbol into every row that names it): the work of pivoting, which grows
        /// with the square of the problem when rows share symbols they should not.
        public var rowsRewrittenByPivots: Int = 0
        /// Row cells that the solver's row operations went through since it was made (each
        /// merge of one row into another counts both rows' cells, each row copied so that an
        /// operation can be undone counts its cells): the work that ``Solver/workLimit``
        /// bounds, as ``Solver/work``.
        public var cellsMerged: Int = 0
        /// Elements the tableau's flat stores hold for rows and index lists, live or room to
        /// grow (a row cell is 16 bytes, an index entry 4): its memory, which stays within a
        /// constant times `cells` (the stores compact themselves when at least half of them is
        /// room their lists no longer use).
        public var storedElements: Int = 0
    }

    /// The current size of the tableau.
    ///
    /// - Complexity: O(rows).
    public var statistics: Statistics {
        var result = Statistics(
            variables: tableau.variableSymbols.count, constraints: tableau.constraintCount,
            definitions: 0, coreRows: 0, levels: tableau.levels.count, cells: 0, longestRow: 0,
            rowsRewrittenByPivots: tableau.rowsRewrittenByPivots,
            cellsMerged: tableau.cellsMerged,
            storedElements: tableau.cells.used + tableau.columns.used + tableau.dependents.used)
        for r in tableau.rows.indices {
            switch tableau.rows[r].kind {
            case .definition: result.definitions += 1
            case .core: result.coreRows += 1
            case .objective, .artificial, .free: break
            }
            let count = tableau.cellCount(_RowID(r))
            result.cells += count
            result.longestRow = max(result.longestRow, count)
        }
        return result
    }
}
