// Consistency checks of the tableau, for tests and debugging.

extension _Tableau {
    /// Every broken invariant, in words; empty when the tableau is consistent.
    ///
    /// - Complexity: O(size of the tableau).
    func invariantViolations() -> [String] {
        var problems: [String] = []
        for r in rows.indices where rows[r].kind != .free {
            let row = rows[r]
            let id = _RowID(r)
            var previous: _SymbolID = -1
            for k in 0..<cellCount(id) {
                let cell = self.cell(id, k)
                let s = Int(cell.symbol)
                if row.kind != .objective, cell.symbol <= previous {
                    problems.append("row \(r): cells not sorted")
                }
                previous = cell.symbol
                // (Tiny coefficients are legitimate after a pivot scales a row down.)
                if cell.coefficient == 0 { problems.append("row \(r): zero cell \(s)") }
                if index(of: cell.symbol, inRow: id) != k {
                    problems.append("row \(r): lookup of symbol \(s) fails")
                }
                let isDefinition = row.kind == .definition
                let count = isDefinition ? dependents.count(s) : columns.count(s)
                let entry = Int(cell.slot) < count
                    ? (isDefinition ? dependents[s, Int(cell.slot)] : columns[s, Int(cell.slot)]) : -1
                if entry != id { problems.append("row \(r): wrong slot for symbol \(s)") }
                if !isDefinition {
                    if symbols[s].kind == .external { problems.append("row \(r): names external \(s)") }
                    if symbols[s].rowOf >= 0 { problems.append("row \(r): names basic symbol \(s)") }
                }
            }
            switch row.kind {
            case .core:
                if symbols[Int(row.head)].kind == .external || symbols[Int(row.head)].rowOf != id {
                    problems.append("row \(r): bad basic symbol")
                }
                // Rounding may leave a restricted value a little below zero (a redundant equality
                // a little off): within 10⁻⁷ of the problem's magnitude that is not a violation.
                let slack = max(tolerance, 1e-7 * magnitude)
                let isDummy = symbols[Int(row.head)].kind == .dummy
                if isDummy ? abs(row.constant) > slack : row.constant < -slack {
                    problems.append("row \(r): infeasible (\(row.constant))")
                }
            case .definition:
                if symbols[Int(row.head)].kind != .external || symbols[Int(row.head)].rowOf != id {
                    problems.append("row \(r): bad defined variable")
                }
                for k in 0..<cellCount(id) where symbols[Int(cell(id, k).symbol)].kind == .external {
                    if symbols[Int(cell(id, k).symbol)].order >= symbols[Int(row.head)].order {
                        problems.append("row \(r): order not topological")
                    }
                }
            case .objective:
                if lookups[Int(row.lookup)].count != cellCount(id) { problems.append("row \(r): lookup size") }
            case .artificial, .free:
                break
            }
        }
        for s in symbols.indices {
            for slot in 0..<columns.count(s) {
                let r = columns[s, slot]
                let kind = rows[Int(r)].kind
                let k = index(of: _SymbolID(s), inRow: r)
                if kind == .definition || kind == .free || k.map({ cell(r, $0).slot }) != Int32(slot) {
                    problems.append("column of \(s): stale entry \(r)")
                }
            }
            for slot in 0..<dependents.count(s) {
                let r = dependents[s, slot]
                let k = index(of: _SymbolID(s), inRow: r)
                if rows[Int(r)].kind != .definition || k.map({ cell(r, $0).slot }) != Int32(slot) {
                    problems.append("dependents of \(s): stale entry \(r)")
                }
            }
        }
        for i in levels.indices.dropFirst()
        where rows[Int(levels[i - 1])].priority <= rows[Int(levels[i])].priority {
            problems.append("levels not in decreasing priority")
        }
        if candidates.isEmpty {
            for s in symbols.indices where symbols[s].kind.isPivotable && symbols[s].rowOf < 0 {
                // A symbol whose only limits are rounding-size coefficients cannot enter (the
                // pivot tolerance): optimal up to that tolerance.
                if isLexicographicallyNegative(_SymbolID(s)), leavingRow(for: _SymbolID(s)) != nil {
                    problems.append("symbol \(s) has a negative cost: not optimal")
                }
            }
        }
        return problems
    }
}
