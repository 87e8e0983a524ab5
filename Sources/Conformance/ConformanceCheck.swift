import AutoLayout
import Foundation
import LayoutFormats

/// What `autolayout check` finds in one case of a conformance file: the conflicts among its
/// required constraints, the ambiguities of its layout, each explained, and the constraints the
/// engine refused.
///
/// The case's expectation is not consulted: the check says what the engine finds, so it serves
/// any layout written in the format, not only conformance cases. Constraints written in the
/// file are named as the file writes them, with the file's line and column
/// (`v.width == 100   (cases.json:12:9)`); the system's (the root's bounds, intrinsic sizes,
/// stack views) as ``AutoLayout/LayoutConstraint/diagnosticDescription`` writes them.
public struct ConformanceCheck: CustomStringConvertible {
    /// A constraint or visual format the engine refused to activate.
    public struct Refusal: Sendable, Equatable, CustomStringConvertible {
        /// Where it is written.
        public var location: SourceLocation
        /// The constraint's text and why it was refused.
        public var message: String

        /// Makes a refusal.
        public init(location: SourceLocation, message: String) {
            self.location = location
            self.message = message
        }

        /// `file:line:column: message`.
        public var description: String { "\(location): \(message)" }
    }

    /// The case's id.
    public let id: String
    /// Where the case starts in its file.
    public let location: SourceLocation
    /// The places where the case cannot be read as a layout (see
    /// ``ConformanceCase/validationErrors()``, and visual formats that do not parse). When there
    /// are any, nothing else is reported for the case.
    public let parseErrors: [FormatError]
    /// The conflicts, in the order the engine met them; each names the constraint it broke.
    public let conflicts: [LayoutConflict]
    /// The ambiguous views and axes, with why and what would settle them.
    public let ambiguity: AmbiguityReport
    /// The constraints the engine refused, in the order they are written.
    public let refusals: [Refusal]
    /// The report: one block per problem (see ``description``).
    public let report: [String]

    /// Whether the case has a conflict, an ambiguity or a refused constraint.
    public var hasProblems: Bool { !conflicts.isEmpty || !ambiguity.isEmpty || !refusals.isEmpty }

    /// The ambiguous views by the case's names, with their axes (`horizontal`, `vertical`), in
    /// the order of the tree.
    public var ambiguousViews: [(name: String, axis: String)] {
        ambiguity.entries.map { ($0.view.identifier ?? $0.view.debugName, $0.axis.description) }
    }

    /// The report: `FILE:LINE:COLUMN: ID: no conflicts, no ambiguity` for a case without
    /// problems; otherwise a block per problem, each starting with the case's location and id:
    ///
    /// ```
    /// cases.json:40:5: too-wide: conflict: these required constraints cannot all hold:
    ///     root.width == 300   ('AL-root-width', the root's bounds)
    ///     field.leading >= root.leading + 8   (cases.json:47:9)
    ///     field.width == 300   (cases.json:48:9)
    ///     root.trailing >= field.trailing + 8   (cases.json:49:9)
    ///   Multiplied by these factors and added up:
    ///     -1 × root.width == 300   ('AL-root-width', the root's bounds)
    ///     …
    ///   Adding these up, every position and size cancels, leaving 8 + 300 + 8 = 316 > 300: …
    ///   Broken to recover: root.trailing >= field.trailing + 8   (cases.json:49:9)
    ///   because it was being activated, and the constraints already in place are kept.
    /// cases.json:60:5: red-view: ambiguous: red view: width is not determined; add a width, or pin both leading and trailing
    /// cases.json:80:9: bad-axis: refused: a.leading == b.left + 8: …
    /// ```
    ///
    /// A case that cannot be read has no report here: its ``parseErrors`` go to standard error.
    public var description: String { report.joined(separator: "\n") }

    init(
        id: String, location: SourceLocation, parseErrors: [FormatError] = [], conflicts: [LayoutConflict] = [],
        ambiguity: AmbiguityReport = AmbiguityReport(entries: []), refusals: [Refusal] = [],
        describe: (LayoutConstraint) -> String = \.diagnosticDescription
    ) {
        self.id = id
        self.location = location
        self.parseErrors = parseErrors
        self.conflicts = conflicts
        self.ambiguity = ambiguity
        self.refusals = refusals
        var report: [String] = []
        let head = "\(location): \(id)"
        for conflict in conflicts {
            report.append("\(head): conflict: these required constraints cannot all hold:")
            for constraint in conflict.conflictingConstraints { report.append("    \(describe(constraint))") }
            if let explanation = conflict.explanation {
                report.append("  Multiplied by these factors and added up:")
                report.append(explanation.description(describing: describe))
            } else {
                report.append("  (The solver's numbers do not give the arithmetic back; the list above is exact.)")
            }
            report.append("  Broken to recover: \(describe(conflict.brokenConstraint))")
            report.append("  because \(conflict.reason).")
        }
        for entry in ambiguity.entries {
            report.append("\(head): ambiguous: \(entry.description(describing: describe))")
        }
        if let unexamined = ambiguity.unexaminedDescription { report.append("\(head): \(unexamined)") }
        for refusal in refusals {
            report.append("\(refusal.location): \(id): refused: \(refusal.message)")
        }
        if report.isEmpty && parseErrors.isEmpty { report.append("\(head): no conflicts, no ambiguity") }
        self.report = report
    }
}
