// Consistency checks of the tableau, for tests and debugging.

extension _Tableau {
    /// Every broken invariant, in words; empty when the tableau is consistent.
    ///
    /// - Complexity: O(size of the tableau).
    func invariantViolations() -> [String] {
        var problems: [String] = []
        for (r, row) in rows.enumerated() where row.kind != .free {
            let id = _RowID(r)
            var previous: _SymbolID = -1
            for cell in row.cells {
                let s = Int(cell.symbol)
                if cell.symbol <= previous { problems.append("row \(r): cells not sorted") }
                previous = cell.symbol
                if _isNearZero(cell.coefficient) { problems.append("row \(r): zero cell \(s)") }
                let list = row.kind == .definition ? dependents[s] : column[s]
                if Int(cell.slot) >= list.count || list[Int(cell.slot)] != id {
                    problems.append("row \(r): wrong slot for symbol \(s)")
                }
                if row.kind != .definition {
                    if kinds[s] == .external { problems.append("row \(r): names external \(s)") }
                    if rowOf[s] >= 0 { problems.append("row \(r): names basic symbol \(s)") }
                }
            }
            switch row.kind {
            case .core:
                if kinds[Int(row.head)] == .external || rowOf[Int(row.head)] != id {
                    problems.append("row \(r): bad basic symbol")
                }
                if isInfeasible(id) { problems.append("row \(r): infeasible (\(row.constant))") }
            case .definition:
                if kinds[Int(row.head)] != .external || rowOf[Int(row.head)] != id {
                    problems.append("row \(r): bad defined variable")
                }
                for cell in row.cells where kinds[Int(cell.symbol)] == .external {
                    if order[Int(cell.symbol)] >= order[Int(row.head)] {
                        problems.append("row \(r): order not topological")
                    }
                }
            case .objective, .free:
                break
            }
        }
        for s in kinds.indices {
            for (slot, r) in column[s].enumerated() {
                let row = rows[Int(r)]
                if row.kind == .definition || row.kind == .free
                    || row.index(of: _SymbolID(s)).map({ row.cells[$0].slot }) != Int32(slot)
                {
                    problems.append("column of \(s): stale entry \(r)")
                }
            }
            for (slot, r) in dependents[s].enumerated() {
                let row = rows[Int(r)]
                if row.kind != .definition
                    || row.index(of: _SymbolID(s)).map({ row.cells[$0].slot }) != Int32(slot)
                {
                    problems.append("dependents of \(s): stale entry \(r)")
                }
            }
        }
        for i in levels.indices.dropFirst()
        where rows[Int(levels[i - 1])].priority <= rows[Int(levels[i])].priority {
            problems.append("levels not in decreasing priority")
        }
        if candidates.isEmpty {
            for s in kinds.indices where kinds[s].isPivotable && rowOf[s] < 0 {
                if isLexicographicallyNegative(_SymbolID(s)) {
                    problems.append("symbol \(s) has a negative cost: not optimal")
                }
            }
        }
        return problems
    }
}
