// A readable print of the tableau (see `Solver.dump()` for how to read it).

extension _Tableau {
    /// The name of a symbol in a dump: the variable's name, or `s7` (slack), `e7` (error),
    /// `d7` (dummy).
    func symbolName(_ symbol: _SymbolID) -> String {
        let s = Int(symbol)
        switch kinds[s] {
        case .external:
            let index = Int(variableOf[s])
            let name = names[index]
            return name.isEmpty ? "v\(index)" : name
        case .slack: return "s\(s)"
        case .error: return "e\(s)"
        case .dummy: return "d\(s)"
        }
    }

    func describeRow(_ row: _Row) -> String {
        var text = formatNumber(row.constant)
        for cell in row.cells {
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
        let definitions = rows.filter { $0.kind == .definition }
        let core = rows.filter { $0.kind == .core }
        lines.append(
            "Solver: \(variableSymbols.count) variables, \(constraintCount) constraints, "
                + "\(definitions.count) definitions, \(core.count) core rows, \(levels.count) levels")
        lines.append("Variables:")
        for (i, symbol) in variableSymbols.enumerated() {
            let name = names[i].isEmpty ? "v\(i)" : names[i]
            lines.append("  \(name) = \(formatNumber(values[Int(symbol)]))")
        }
        lines.append("Definitions (variable := expression):")
        for row in definitions.sorted(by: { order[Int($0.head)] < order[Int($1.head)] }) {
            lines.append("  \(symbolName(row.head)) := \(describeRow(row))")
        }
        lines.append("Core rows (basic = expression):")
        for row in core.sorted(by: { $0.head < $1.head }) {
            lines.append("  \(symbolName(row.head)) = \(describeRow(row))")
        }
        lines.append("Objective (total error per priority, highest first):")
        for level in levels {
            let row = rows[Int(level)]
            lines.append("  @\(formatNumber(row.priority)): \(describeRow(row))")
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
