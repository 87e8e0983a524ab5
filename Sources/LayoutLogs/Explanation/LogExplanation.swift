import LayoutFormats

/// A whole log explained: each report rebuilt and re-solved, and the places that could not be
/// read.
///
/// ```swift
/// let explanation = LogExplanation(ConsoleLog.parse(text, file: "crash.log"), file: "crash.log")
/// print(explanation.text)        // what `autolayout explain` prints
/// print(explanation.json)        // what `autolayout explain --format json` prints
/// ```
public struct LogExplanation: Hashable, Sendable {
    /// The log's name, as given.
    public var file: String
    /// The places that could not be read; the rest is still explained.
    public var errors: [FormatError]
    /// The reports, in log order.
    public var reports: [ReportExplanation]

    /// Explains a log that has been read.
    ///
    /// - Complexity: per report, a few solves of the whole report, then the search for every
    ///   minimal conflicting set: one solve of the report per minimal set found, and per member
    ///   of a set one feasibility probe that removes that member from a solved system and adds
    ///   another (a few pivots, not a solve). The search stops after ``searchLimit`` probes
    ///   (solves and removals both count) and then says so (``ReportExplanation/isComplete``
    ///   is false): a conflict of n members costs about n + 2 probes, so one of up to 3,998
    ///   members is searched completely.
    public init(_ log: ConsoleLog, file: String) {
        self.file = file
        errors = log.errors
        reports = log.reports.enumerated().map { index, report in
            ReportExplanation(explaining: report, number: index + 1)
        }
    }

    /// The most feasibility probes the search for minimal conflicting sets makes per report
    /// (see ``init(_:file:)``).
    public static let searchLimit = 4000
}
