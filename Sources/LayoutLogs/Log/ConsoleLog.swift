import LayoutFormats

/// A console log that UIKit or AppKit printed: its conflict reports, and the places it could
/// not read.
///
/// Reading never fails: an entry that cannot be read becomes a ``FormatError`` naming its
/// line, column and what was expected there, and everything else is still read. Lines that
/// belong to no report (timestamps, advice, other messages) are skipped.
public struct ConsoleLog: Hashable, Sendable {
    /// The reports, in the order they appear.
    public var reports: [LogReport]
    /// The places that could not be read.
    public var errors: [FormatError]

    /// Makes a log from its parts.
    public init(reports: [LogReport], errors: [FormatError]) {
        self.reports = reports
        self.errors = errors
    }

    /// Reads a log.
    ///
    /// A report starts at each "Unable to simultaneously satisfy constraints" headline (or
    /// AppKit's "Conflicting constraints detected"); constraint entries
    /// (`<NSLayoutConstraint:0x… …>`, quoted or not, one per line) before the first headline,
    /// or after a report's broken constraint, form a report of their own. "Will attempt to
    /// recover by breaking constraint" is followed by the broken constraint, on the same line
    /// or the next one.
    ///
    /// - Parameters:
    ///   - text: the log.
    ///   - file: the file's name, for error locations.
    /// - Complexity: O(length of the text).
    public static func parse(_ text: String, file: String) -> ConsoleLog {
        var reader = _LogReader(file: file)
        return reader.read(text)
    }
}
