import Foundation
import LayoutFormats
import LayoutLogs
import Testing

/// Reading a log line by line (``ConsoleLogReader``) and printing an explanation report by
/// report: the same reports, errors and bytes as reading and explaining the log whole, with each
/// report handed over at the line that ends it.
@Suite struct StreamingLogTests {
    static let headline = "Unable to simultaneously satisfy constraints."
    static let twoReports = [
        headline,
        #"    "<NSLayoutConstraint:0x1 V:[UIView:0xa(200)]   (active)>","#,
        #"    "<NSLayoutConstraint:0x2 V:[UIView:0xa(84)]   (active)>""#,
        "Will attempt to recover by breaking constraint ",
        "<NSLayoutConstraint:0x1 V:[UIView:0xa(200)]   (active)>",
        "",
        headline,
        #"    "<NSLayoutConstraint:0x3 H:[UIView:0xb(10)]   (active)>","#,
        #"    "<NSLayoutConstraint:0x4 H:[UIView:0xb(20)]   (active)>""#,
    ]

    /// The lines as ``ConsoleLog/parse(_:file:)`` splits them.
    static func lines(_ text: String) -> [Substring] {
        text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" || $0 == "\r" })
    }

    @Test func eachReportIsHandedOverWhereTheNextStarts() {
        var reader = ConsoleLogReader(file: "t.log")
        var handedOver: [(line: Int, reports: [LogReport])] = []
        for (index, line) in Self.twoReports.enumerated() {
            let reports = reader.read(line: line[...])
            if !reports.isEmpty { handedOver.append((index + 1, reports)) }
        }
        #expect(handedOver.map(\.line) == [7])
        #expect(handedOver.first?.reports.map(\.constraints.count) == [2])
        #expect(handedOver.first?.reports.first?.broken?.address == "0x1")
        #expect(reader.reportCount == 1)
        let last = reader.finish()
        #expect(last.map(\.location.line) == [7])
        #expect(last.first?.constraints.map(\.address) == ["0x3", "0x4"])
        #expect(reader.takeErrors() == [])
        #expect(reader.reportCount == 2)
    }

    @Test func errorsAreHandedOverAsTheyAreFound() {
        var reader = ConsoleLogReader(file: "t.log")
        _ = reader.read(line: Self.headline[...])
        _ = reader.read(line: #"    "<NSLayoutConstraint:0x1 V:[UIView:0xa(200)]   (active)"#)
        #expect(reader.takeErrors().map(\.location) == [SourceLocation(file: "t.log", line: 2, column: 60)])
        #expect(reader.takeErrors() == [])
        _ = reader.finish()
        // Taken errors still count: the log is not reported as one without a conflict report.
        #expect(
            reader.takeErrors().map(\.description) == [
                "t.log:1:1: expected the report's constraints, such as <NSLayoutConstraint:0x… …>, after this headline"
            ])
    }

    @Test func aLogWithoutReportsSaysSoAtTheEnd() {
        var reader = ConsoleLogReader(file: "t.log")
        #expect(reader.read(line: "nothing here") == [])
        #expect(reader.finish() == [])
        #expect(
            reader.takeErrors().map(\.description) == [
                #"t.log:1:1: expected a conflict report: "Unable to simultaneously satisfy constraints" and constraints such as <NSLayoutConstraint:0x… …>"#
            ])
    }

    /// Every fixture: line by line gives what the whole text gives, and the explanation written
    /// piece by piece is the same bytes as the whole one, in text and in JSON.
    @Test(arguments: try FileManager.default.contentsOfDirectory(atPath: Fixture.directory.path).filter { $0.hasSuffix(".log") }.sorted())
    func lineByLineIsTheSameAsWhole(name: String) throws {
        let text = try Fixture.text(name)
        let whole = ConsoleLog.parse(text, file: name)
        var reader = ConsoleLogReader(file: name)
        var reports: [LogReport] = []
        var errors: [FormatError] = []
        for line in Self.lines(text) {
            reports += reader.read(line: line)
            errors += reader.takeErrors()
        }
        reports += reader.finish()
        errors += reader.takeErrors()
        #expect(reports == whole.reports)
        #expect(errors == whole.errors)

        let explanation = LogExplanation(whole, file: name)
        let explained = reports.enumerated().map { ReportExplanation(explaining: $1, number: $0 + 1) }
        #expect(explained == explanation.reports)
        #expect(
            LogExplanation.textHeader(file: name, reportCount: reports.count) + explained.map(\.textBlock).joined()
                == explanation.text)
        #expect(
            LogExplanation.jsonHead(file: name, errors: errors)
                + explained.map(\.json).joined(separator: LogExplanation.jsonReportSeparator) + LogExplanation.jsonTail
                == explanation.json)
    }
}
