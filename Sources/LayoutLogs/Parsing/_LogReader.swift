import LayoutFormats

/// Reads a log line by line into reports (see ``ConsoleLog/parse(_:file:)`` and
/// ``ConsoleLogReader``).
struct _LogReader {
    let file: String
    private var reports: [LogReport] = []
    private var errors: [FormatError] = []
    private var current: LogReport?
    private var currentIsAppKit = false
    private var currentHasHeadline = false
    private var awaitingBroken: SourceLocation?
    private var lineNumber = 0
    /// The reports finished so far, taken or not.
    private(set) var reportCount = 0
    private var errorsTaken = false

    /// The headlines that start a report: UIKit's and AppKit's, and the one newer AppKit
    /// versions print before the same list (`Conflicting constraints detected: (`).
    static let headlines = ["Unable to simultaneously satisfy constraints", "Conflicting constraints detected"]
    static let recovery = "Will attempt to recover by breaking constraint"

    init(file: String) {
        self.file = file
    }

    /// Reads a whole log.
    mutating func read(_ text: String) -> ConsoleLog {
        for line in Self.lines(of: text) { read(line: line) }
        finish()
        return ConsoleLog(reports: takeReports(), errors: takeErrors())
    }

    /// The reports finished so far, which the reader then forgets.
    mutating func takeReports() -> [LogReport] {
        defer { reports = [] }
        return reports
    }

    /// The places found so far that could not be read, which the reader then forgets.
    mutating func takeErrors() -> [FormatError] {
        if !errors.isEmpty { errorsTaken = true }
        defer { errors = [] }
        return errors
    }

    /// Reads the next line of the log (without its line break).
    mutating func read(line: Substring) {
        lineNumber += 1
        let number = lineNumber
        if let range = Self.headlines.lazy.compactMap({ line.range(of: $0) }).first {
            finishReport()
            let column = line.distance(from: line.startIndex, to: range.lowerBound) + 1
            current = LogReport(
                location: SourceLocation(file: file, line: number, column: column), constraints: [],
                broken: nil, isAppKit: false)
            currentIsAppKit = line[range.upperBound...].hasPrefix(":")
            currentHasHeadline = true
            awaitingBroken = nil
            return
        }
        if let range = line.range(of: Self.recovery) {
            let column = line.distance(from: line.startIndex, to: range.upperBound)
            startReportIfNeeded(SourceLocation(file: file, line: number, column: column + 1 - Self.recovery.count))
            if let start = Self.entryStart(in: line, from: range.upperBound) {
                let entry = readEntry(line, number: number, start: start)
                current?.broken = entry
            } else {
                awaitingBroken = SourceLocation(file: file, line: number, column: column + 1)
            }
            return
        }
        if let start = Self.entryStart(in: line, from: line.startIndex) {
            // A list after a report's broken constraint is another report whose headline
            // the log lost.
            if awaitingBroken == nil, current?.broken != nil { finishReport() }
            startReportIfNeeded(
                SourceLocation(file: file, line: number, column: line.distance(from: line.startIndex, to: start) + 1))
            let entry = readEntry(line, number: number, start: start)
            if awaitingBroken != nil {
                current?.broken = entry
                awaitingBroken = nil
            } else if let entry {
                current?.constraints.append(entry)
            }
            return
        }
        if awaitingBroken != nil, !line.allSatisfy(\.isWhitespace) {
            let column = (line.firstIndex(where: { !$0.isWhitespace }).map { line.distance(from: line.startIndex, to: $0) } ?? 0) + 1
            errors.append(
                FormatError(
                    location: SourceLocation(file: file, line: number, column: column),
                    message: "expected the broken constraint, such as <NSLayoutConstraint:0x… …>"))
            awaitingBroken = nil
        }
    }

    /// Ends the log: finishes the last report, and reports a log without any.
    mutating func finish() {
        if let awaitingBroken {
            errors.append(
                FormatError(
                    location: awaitingBroken,
                    message: "expected the broken constraint on the next line, found the end of the log"))
            self.awaitingBroken = nil
        }
        finishReport()
        if !hasFoundReportOrError {
            errors.append(
                FormatError(
                    location: SourceLocation(file: file, line: 1, column: 1),
                    message:
                        "expected a conflict report: \"Unable to simultaneously satisfy constraints\" and constraints such as <NSLayoutConstraint:0x… …>"
                ))
        }
    }

    /// Whether a report or an error was found, taken or not.
    private var hasFoundReportOrError: Bool { reportCount > 0 || !errors.isEmpty || errorsTaken }

    /// The lines of a text; `\n`, `\r\n` and a lone `\r` each end one.
    static func lines(of text: String) -> [Substring] {
        text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" || $0 == "\r" })
    }

    /// Where an entry starts: after spaces and an optional `"` or lldb's `- 0 : ` (an array
    /// printed by `po`, as `constraintsAffectingLayout(for:)` gives it), a `<` followed by a
    /// letter, `_` or another `<` (a description, as old SnapKit prints its constraints).
    static func entryStart(in line: Substring, from start: Substring.Index) -> Substring.Index? {
        var index = start
        func skipSpaces() {
            while index < line.endIndex, line[index] == " " || line[index] == "\t" { index = line.index(after: index) }
        }
        skipSpaces()
        if index < line.endIndex, line[index] == "-" {
            // `- 12 : <…>`
            var probe = line.index(after: index)
            while probe < line.endIndex, line[probe] == " " { probe = line.index(after: probe) }
            let digits = probe
            while probe < line.endIndex, line[probe].isASCII, line[probe].isNumber { probe = line.index(after: probe) }
            guard probe > digits else { return nil }
            while probe < line.endIndex, line[probe] == " " { probe = line.index(after: probe) }
            guard probe < line.endIndex, line[probe] == ":" else { return nil }
            index = line.index(after: probe)
            skipSpaces()
        }
        if index < line.endIndex, line[index] == "\"" { index = line.index(after: index) }
        guard index < line.endIndex, line[index] == "<" else { return nil }
        let next = line.index(after: index)
        guard next < line.endIndex, line[next].isLetter || line[next] == "_" || line[next] == "<" else { return nil }
        return index
    }

    private mutating func readEntry(_ line: Substring, number: Int, start: Substring.Index) -> LogConstraint? {
        let cursor = _LineCursor(line, file: file, line: number, position: line.distance(from: line.startIndex, to: start))
        var parser = _EntryParser(cursor: cursor)
        do {
            return try parser.parse()
        } catch {
            errors.append(error)
            return nil
        }
    }

    private mutating func startReportIfNeeded(_ location: SourceLocation) {
        if current == nil {
            current = LogReport(location: location, constraints: [], broken: nil, isAppKit: false)
            currentIsAppKit = false
            currentHasHeadline = false
        }
    }

    private mutating func finishReport() {
        guard var report = current else { return }
        let entries = report.constraints + (report.broken.map { [$0] } ?? [])
        let namesAppKitView = entries.contains { entry in
            [entry.first.item, entry.second?.item].contains { item in
                guard let name = item?.className else { return false }
                return name.hasPrefix("NS") || name.hasPrefix("_NS")
            }
        }
        report.isAppKit = currentIsAppKit || namesAppKitView
        if !report.constraints.isEmpty || report.broken != nil {
            reports.append(report)
            reportCount += 1
        } else if currentHasHeadline {
            errors.append(
                FormatError(
                    location: report.location,
                    message: "expected the report's constraints, such as <NSLayoutConstraint:0x… …>, after this headline"))
        }
        current = nil
    }
}
