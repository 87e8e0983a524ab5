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
        discussion: ExitStatus.help(
            """
            Prints, per report: each view with a readable name, each constraint in plain words, \
            every minimal set of constraints that cannot all hold with its arithmetic, and the \
            constraint UIKit broke. The rebuilt system adds what UIKit enforces without printing \
            it: sizes are never negative, and margins the log does not print are 8. Places that \
            cannot be read are reported on standard error as LOG:LINE:COLUMN: expected ..., and \
            the rest is still explained.

            --svg writes into the file PATH names (following a symbolic link), creating it if \
            needed; it refuses a directory, a device, a FIFO or a socket, and the log itself.
            """,
            success: "every report was read and explained",
            findings: "not used: a log's conflicts are what it explains, not failures",
            unreadable: "the log, or a place in it, cannot be read; or the --svg file cannot be written or is refused",
            usage: ", or a --report the log does not have"))

    /// The output formats.
    enum Format: String, ExpressibleByArgument, CaseIterable {
        case text, json
    }

    @Argument(help: "The log file.")
    var log: String

    @Option(help: "text (default) or json (docs/explain-json.md).")
    var format: Format = .text

    @Option(help: ArgumentHelp("Also draw a report's views and its smallest conflict as SVG into this file.", valueName: "path"))
    var svg: String?

    @Option(help: "The report that --svg draws, from 1.")
    var report: Int = 1

    func validate() throws {
        guard report >= 1 else { throw ValidationError("--report counts from 1, found \(report)") }
    }

    func run() throws {
        let text: String
        do {
            text = try SourceFile.read(atPath: log)
        } catch {
            FileHandle.standardError.write(Data("\(error)\n".utf8))
            throw ExitStatus.unreadable
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
                throw ExitStatus.usage
            }
            let drawing = LayoutDrawing(explanation.reports[report - 1])
            do {
                try OutputFile.write(Array(drawing.svg.utf8), toPath: svg, inputs: [log])
            } catch {
                FileHandle.standardError.write(Data("\(error)\n".utf8))
                throw ExitStatus.unreadable
            }
        }
        if !explanation.errors.isEmpty { throw ExitStatus.unreadable }
    }
}
