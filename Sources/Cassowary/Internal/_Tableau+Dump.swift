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

    func describeRow(_ id: _RowID, constant: Bool = true) -> String {
        var text = constant ? formatNumber(rows[Int(id)].constant) : ""
        for cell in cells.elements(Int(id)).sorted(by: { $0.symbol < $1.symbol }) {
            let c = cell.coefficient
            if text.isEmpty {
                if c < 0 { text += "-" }
            } else {
                text += c < 0 ? " - " : " + "
            }
            if abs(c) != 1 { text += formatNumber(abs(c)) + "*" }
            text += symbolName(cell.symbol)
        }
        return text.isEmpty ? "0" : text
    }

    /// The total error of the constraints at a priority, from their error symbols' values.
    func totalError(atPriority priority: Double) -> Double {
        var total = 0.0
        for i in tags.indices where tags[i].constraint != nil && tags[i].priority == priority {
            let tag = tags[i]
            for symbol in [tag.marker, tag.other] where symbol >= 0 && symbols[Int(symbol)].kind == .error {
                total += restrictedValue(symbol)
            }
        }
        return total
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
        for i in variableSymbols.indices {
            let name = names[i].isEmpty ? "v\(i)" : names[i]
            lines.append("  \(name) = \(formatNumber(values[i]))")
        }
        lines.append("Definitions (variable := expression):")
        for id in definitions.sorted(by: { symbols[Int(rows[Int($0)].head)].order < symbols[Int(rows[Int($1)].head)].order }) {
            lines.append("  \(symbolName(rows[Int(id)].head)) := \(describeRow(id))")
        }
        lines.append("Core rows (basic = expression):")
        for id in core.sorted(by: { rows[Int($0)].head < rows[Int($1)].head }) {
            lines.append("  \(symbolName(rows[Int(id)].head)) = \(describeRow(id))")
        }
        lines.append("Objective (per priority, highest first: total error, then its cost per symbol):")
        for level in levels {
            let priority = rows[Int(level)].priority
            lines.append(
                "  @\(formatNumber(priority)) error \(formatNumber(totalError(atPriority: priority))): "
                    + describeRow(level, constant: false))
        }
        var edits: [_Tag] = []
        for i in tags.indices where tags[i].constraint != nil && tags[i].editVariable >= 0 { edits.append(tags[i]) }
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
