import Foundation
import LayoutFormats

/// The checks of a run of `autolayout check`, with the closing line and the exit status.
public struct ConformanceCheckSummary {
    /// The checks of the enabled cases, in the order they are written.
    public var checks: [ConformanceCheck]
    /// The ids of the disabled cases (their id starts with `x`), which are not checked.
    public var skipped: [String]

    /// Makes a summary.
    public init(checks: [ConformanceCheck], skipped: [String] = []) {
        self.checks = checks
        self.skipped = skipped
    }

    /// Every parse error of every case, in order.
    public var parseErrors: [FormatError] { checks.flatMap(\.parseErrors) }

    /// `N cases checked: C conflicts, A ambiguities, R refused constraints`, then
    /// `, U views not examined` (the work limit stopped the ambiguity probes),
    /// `, P cases not read` and `, S skipped` when there are any. An ambiguity is one view on
    /// one axis.
    public var closingLine: String {
        func count(_ n: Int, _ singular: String, _ plural: String) -> String { "\(n) \(n == 1 ? singular : plural)" }
        let read = checks.filter { $0.parseErrors.isEmpty }
        var line = count(read.count, "case", "cases") + " checked: "
            + count(read.map(\.conflicts.count).reduce(0, +), "conflict", "conflicts") + ", "
            + count(read.map(\.ambiguity.entries.count).reduce(0, +), "ambiguity", "ambiguities") + ", "
            + count(read.map(\.refusals.count).reduce(0, +), "refused constraint", "refused constraints")
        let unexamined = read.map(\.ambiguity.unexamined.count).reduce(0, +)
        if unexamined > 0 { line += ", " + count(unexamined, "view", "views") + " not examined" }
        let unread = checks.count - read.count
        if unread > 0 { line += ", " + count(unread, "case", "cases") + " not read" }
        if !skipped.isEmpty { line += ", \(skipped.count) skipped" }
        return line
    }

    /// 2 when a case cannot be read, else 1 when a case has a conflict, an ambiguity or a
    /// refused constraint, else 0.
    public var exitStatus: Int32 {
        if checks.contains(where: { !$0.parseErrors.isEmpty }) { return 2 }
        return checks.contains(where: \.hasProblems) ? 1 : 0
    }
}
