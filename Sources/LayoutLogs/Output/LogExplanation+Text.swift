extension LogExplanation {
    /// The explanation as `autolayout explain` prints it: per report, its views, its
    /// constraints in words (printed ones with their addresses, then the implied ones), every
    /// minimal conflicting set with its arithmetic, what UIKit or AppKit broke, and notes. The places
    /// that could not be read are not repeated here (see ``errors``).
    public var text: String {
        var text = Self.textHeader(file: file, reportCount: reports.count)
        for report in reports { text += report.textBlock }
        return text
    }

    /// The first line of ``text`` ("crash.log: 2 reports"), with its line break: what
    /// `autolayout explain` prints before the reports when it explains them one at a time.
    public static func textHeader(file: String, reportCount count: Int) -> String {
        "\(file): \(count) report\(count == 1 ? "" : "s")\n"
    }
}

extension ReportExplanation {
    /// The report's part of ``LogExplanation/text``: an empty line, then ``textLines``, each
    /// with its line break.
    public var textBlock: String {
        "\n" + textLines.joined(separator: "\n") + "\n"
    }

    /// The report's lines of ``LogExplanation/text``.
    public var textLines: [String] {
        var lines: [String] = []
        let printedCount = report.constraints.count
        lines.append(
            "Report \(number) (line \(report.location.line)): \(printedCount) constraint\(printedCount == 1 ? "" : "s"), \(items.count) item\(items.count == 1 ? "" : "s")\(report.isAppKit ? ", AppKit" : "")"
        )
        lines.append("Views")
        let nameWidth = items.map(\.name.count).max() ?? 0
        for item in items {
            var line = "  " + item.name.padding(toLength: nameWidth, withPad: " ", startingAt: 0) + "  " + item.id
            if let superviewID = item.superviewID, let superview = items.first(where: { $0.id == superviewID }) {
                line += item.item.isGuide ? ", of \(superview.name)" : ", in \(superview.name)"
                if item.superviewAssumedFrom != nil { line += " (assumed)" }
            }
            lines.append(line)
        }
        if !constraints.isEmpty {
            lines.append("Constraints")
            let idWidth = constraints.filter { $0.printed != nil }.map(\.id.count).max() ?? 7
            for constraint in constraints {
                let id = constraint.printed == nil ? "implied" : constraint.id
                lines.append(
                    "  \(numberLabel(constraint.number)) " + id.padding(toLength: max(idWidth, 7), withPad: " ", startingAt: 0)
                        + "  " + constraint.summary)
            }
        }
        if report.constraints.isEmpty {
            lines.append("The report lists no constraints.")
        } else if isSatisfiable {
            lines.append(
                "No conflict: at the printed precision the required constraints can all hold together; \(report.framework)'s conflict involves digits or constraints the log does not show."
            )
        } else {
            let count = conflicts.count
            lines.append(
                count == 1
                    ? "Conflict: these cannot all hold \(isComplete ? "(the only minimal set)" : "(\(Self.stoppedSearch))")"
                    : "Conflict: \(count) minimal sets cannot all hold\(isComplete ? "" : " (\(Self.stoppedSearch))"), smallest first"
            )
            for (index, conflict) in conflicts.enumerated() {
                let indent = count == 1 ? "  " : "    "
                if count > 1 { lines.append("  Set \(index + 1): " + conflict.memberNumbers.map { "[\($0)]" }.joined(separator: " ")) }
                for number in conflict.memberNumbers {
                    lines.append("\(indent)\(numberLabel(number)) \(constraints[number - 1].summary)")
                }
                if !conflict.arithmetic.isEmpty { lines.append("\(indent)\(conflict.arithmetic)") }
            }
        }
        if let broken {
            if let number = broken.number {
                let outcome =
                    broken.resolvesConflict
                    ? "without it the others can all hold."
                    : "the others still cannot all hold without it."
                lines.append("\(report.framework) broke [\(number)] \(broken.id): \(outcome)")
            } else {
                lines.append("\(report.framework) broke \(broken.id), which the list does not contain.")
            }
        } else {
            lines.append("The log does not say which constraint \(report.framework) broke.")
        }
        for note in notes { lines.append("Note: \(note)") }
        return lines
    }

    /// What an incomplete search did not examine.
    static let stoppedSearch =
        "the search stopped after \(LogExplanation.searchLimit) feasibility probes, before it had left out each member of the sets it found, so there may be other minimal sets"

    /// `[7]`, padded so that the texts after the numbers line up.
    private func numberLabel(_ number: Int) -> String {
        "[\(number)]".padding(toLength: "[\(constraints.count)]".count, withPad: " ", startingAt: 0)
    }
}
