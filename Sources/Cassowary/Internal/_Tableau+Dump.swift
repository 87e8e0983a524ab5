// A readable print of the tableau (see `Solver.dump()` for how to read it).

extension _Tableau {
    /// The name of a symbol in a dump: the variable's name, or `s7` (slack), `e7` (error),
    /// `d7` (dummy).
    func symbolName(_ symbol: _SymbolID) -> String {
        let s = Int(symbol)
        switch symbols[s].kind {
        case .external:
            let index = Int(symbols[s].variable)
            let name = names[index]
            return name.isEmpty ? "v\(index)" : name
        case .slack: return "s\(s)"
        case .error: return "e\(s)"
        case .dummy: return "d\(s)"
        }
    }

    func describeRow(_ id: _RowID) -> String {
        var text = formatNumber(rows[Int(id)].constant)
        for cell in cells.elements(Int(id)).sorted(by: { $0.symbol < $1.symbol }) {
            let c = cell.coefficient
            text += c < 0 ? " - " : " + "
            if abs(c) != 1 { text += formatNumber(abs(c)) + "*" }
            text += symbolName(cell.symbol)
        }
        return text
    }

    mutating func dump() -> String {
        refreshValues()
        var lines: [String] = []
        let definitions = rows.indices.filter { rows[$0].kind == .definition }.map { _RowID($0) }
        let core = rows.indices.filter { rows[$0].kind == .core }.map { _RowID($0) }
        lines.append(
            "Solver: \(variableSymbols.count) variables, \(constraintCount) constraints, "
                + "\(definitions.count) definitions, \(core.count) core rows, \(levels.count) levels")
        lines.append("Variables:")
        for (i, symbol) in variableSymbols.enumerated() {
            let name = names[i].isEmpty ? "v\(i)" : names[i]
            lines.append("  \(name) = \(formatNumber(symbols[Int(symbol)].value))")
        }
        lines.append("Definitions (variable := expression):")
        for id in definitions.sorted(by: { symbols[Int(rows[Int($0)].head)].order < symbols[Int(rows[Int($1)].head)].order }) {
            lines.append("  \(symbolName(rows[Int(id)].head)) := \(describeRow(id))")
        }
        lines.append("Core rows (basic = expression):")
        for id in core.sorted(by: { rows[Int($0)].head < rows[Int($1)].head }) {
            lines.append("  \(symbolName(rows[Int(id)].head)) = \(describeRow(id))")
        }
        lines.append("Objective (total error per priority, highest first):")
        for level in levels {
            lines.append("  @\(formatNumber(rows[Int(level)].priority)): \(describeRow(level))")
        }
        let edits = tags.filter { $0.constraint != nil && $0.editVariable >= 0 }
        if !edits.isEmpty {
            lines.append("Edit variables:")
            for tag in edits.sorted(by: { $0.editVariable < $1.editVariable }) {
                let name = symbolName(variableSymbols[Int(tag.editVariable)])
                lines.append(
                    "  \(name) @\(formatNumber(tag.priority)) suggested \(formatNumber(-tag.constant))")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
