import LayoutFormats

/// Reads a console log line by line, handing over each report as soon as it ends: for logs too
/// large to hold whole (``ConsoleLog/parse(_:file:)`` reads the same reports and errors from a
/// whole text).
///
/// ```swift
/// var reader = ConsoleLogReader(file: "huge.log")
/// for line in lines {
///     for report in reader.read(line: line) { print(report.location) }
/// }
/// for report in reader.finish() { print(report.location) }
/// let errors = reader.takeErrors()
/// ```
///
/// It holds the report being read and nothing before it: memory follows the largest report,
/// not the log.
public struct ConsoleLogReader {
    private var reader: _LogReader

    /// Makes a reader for a log whose errors name `file`.
    public init(file: String) {
        reader = _LogReader(file: file)
    }

    /// Reads the next line, without its line break (`\n`, `\r\n` or `\r`); returns the reports
    /// it ended (a report ends where the next one starts).
    ///
    /// - Complexity: O(length of the line).
    public mutating func read(line: Substring) -> [LogReport] {
        reader.read(line: line)
        return reader.takeReports()
    }

    /// Ends the log; returns the last report, if any.
    public mutating func finish() -> [LogReport] {
        reader.finish()
        return reader.takeReports()
    }

    /// The places found so far that could not be read, in log order; the reader then forgets
    /// them. After ``finish()``, a log without reports or errors has one: "expected a conflict
    /// report".
    public mutating func takeErrors() -> [FormatError] {
        reader.takeErrors()
    }

    /// The number of reports read so far.
    public var reportCount: Int { reader.reportCount }
}
