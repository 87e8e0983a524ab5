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
    /// - Complexity: per report, one small solve per feasibility probe; the search for every
    ///   minimal conflicting set stops after ``searchLimit`` probes.
    public init(_ log: ConsoleLog, file: String) {
        self.file = file
        errors = log.errors
        reports = log.reports.enumerated().map { index, report in
            _ReportExplainer(report: report, number: index + 1).explain()
        }
    }

    /// The most feasibility probes the search for minimal conflicting sets makes per report.
    public static let searchLimit = 4000
}
