import ArgumentParser
import Foundation
import LayoutFormats
import LayoutLogs
import LayoutRendering

/// `autolayout explain LOG`: reads a UIKit or AppKit console log with "Unable to simultaneously
/// satisfy constraints" reports, rebuilds and re-solves each, and explains it.
struct ExplainCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "explain",
        abstract: "Explain the \"Unable to simultaneously satisfy constraints\" reports of a UIKit or AppKit log.",
        discussion: """
            Prints, per report: each view with a readable name, each constraint in plain words, \
            every minimal set of constraints that cannot all hold with its arithmetic, and the \
            constraint UIKit broke. The rebuilt system adds what UIKit enforces without printing \
            it: sizes are never negative, and margins the log does not print are 8. Places that \
            cannot be read are reported on standard error as LOG:LINE:COLUMN: expected ..., the \
            rest is still explained, and the exit status is 1.
            """)

    /// The output formats.
    enum Format: String, ExpressibleByArgument, CaseIterable {
        case text, json
    }

    @Argument(help: "The log file.")
    var log: String

    @Option(help: "text (default) or json (docs/explain-json.md).")
    var format: Format = .text

    @Option(help: "Also draw a report's views and its smallest conflict as SVG into this file.")
    var svg: String?

    @Option(help: "The report that --svg draws, from 1.")
    var report: Int = 1

    func run() throws {
        let text: String
        do {
            text = try SourceFile.read(atPath: log)
        } catch {
            FileHandle.standardError.write(Data("\(error)\n".utf8))
            throw ExitCode.failure
        }
        let explanation = LogExplanation(ConsoleLog.parse(text, file: log), file: log)
        for error in explanation.errors {
            FileHandle.standardError.write(Data("\(error)\n".utf8))
        }
        if !explanation.reports.isEmpty {
            print(format == .json ? explanation.json : explanation.text, terminator: "")
        } else if format == .json {
            print(explanation.json, terminator: "")
        }
        if let svg {
            guard explanation.reports.indices.contains(report - 1) else {
                FileHandle.standardError.write(
                    Data("\(log): expected report \(report) for --svg, found \(explanation.reports.count)\n".utf8))
                throw ExitCode.failure
            }
            let drawing = LayoutDrawing(explanation.reports[report - 1])
            guard FileManager.default.createFile(atPath: svg, contents: Data(drawing.svg.utf8)) else {
                FileHandle.standardError.write(Data("\(svg): could not be written\n".utf8))
                throw ExitCode.failure
            }
        }
        if !explanation.errors.isEmpty { throw ExitCode.failure }
    }
}
