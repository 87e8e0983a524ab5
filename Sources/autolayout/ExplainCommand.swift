// @preconcurrency: `stdout` is C's global stream, flushed here on the main thread only.
#if canImport(Glibc)
@preconcurrency import Glibc
#elseif canImport(Musl)
@preconcurrency import Musl
#elseif canImport(Darwin)
@preconcurrency import Darwin
#endif
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
            Reports are explained and printed one at a time, as the log is read (in a first \
            pass the log is checked and its reports counted), so memory follows the largest \
            report, not the log. Prints, per report: each view with a readable name, each constraint in plain words, \
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

    @OptionGroup var workLimit: WorkLimitOption

    func run() throws {
        // Two passes over the log, each holding one report at a time: the first finds the
        // places that cannot be read and counts the reports (the output starts with both), the
        // second explains each report and prints it at once. A log that cannot be read twice (a
        // pipe) is read whole, once.
        let pass: ((LogReport) -> Void) throws -> [FormatError]
        do {
            if Self.isRegularFile(log) {
                pass = { [log] handle in
                    var lines = try SourceLineReader(atPath: log)
                    var reader = ConsoleLogReader(file: log)
                    while let line = try lines.next() {
                        for report in reader.read(line: line[...]) { handle(report) }
                    }
                    for report in reader.finish() { handle(report) }
                    return reader.takeErrors()
                }
            } else {
                let whole = ConsoleLog.parse(try SourceFile.read(atPath: log), file: log)
                pass = { handle in
                    whole.reports.forEach(handle)
                    return whole.errors
                }
            }
        } catch {
            FileHandle.standardError.write(Data("\(error)\n".utf8))
            throw ExitStatus.unreadable
        }

        var count = 0
        let errors: [FormatError]
        do {
            errors = try pass { _ in count += 1 }
        } catch {
            FileHandle.standardError.write(Data("\(error)\n".utf8))
            throw ExitStatus.unreadable
        }
        for error in errors {
            FileHandle.standardError.write(Data("\(error)\n".utf8))
        }
        let writes = count > 0 || format == .json
        if writes {
            Self.write(
                format == .json
                    ? LogExplanation.jsonHead(file: log, errors: errors)
                    : LogExplanation.textHeader(file: log, reportCount: count))
        }
        var number = 0
        var drawn: ReportExplanation?
        do {
            _ = try pass { report in
                number += 1
                let explanation = ReportExplanation(explaining: report, number: number, workLimit: workLimit.limit)
                switch format {
                case .json: Self.write((number > 1 ? LogExplanation.jsonReportSeparator : "") + explanation.json)
                case .text: Self.write(explanation.textBlock)
                }
                if svg != nil, number == self.report { drawn = explanation }
            }
        } catch {
            FileHandle.standardError.write(Data("\(error)\n".utf8))
            throw ExitStatus.unreadable
        }
        if format == .json { Self.write(LogExplanation.jsonTail) }
        if let svg {
            guard let drawn else {
                FileHandle.standardError.write(
                    Data("\(log): expected report \(report) for --svg, found \(number)\n".utf8))
                throw ExitStatus.usage
            }
            let drawing = LayoutDrawing(drawn)
            do {
                try OutputFile.write(Array(drawing.svg.utf8), toPath: svg, inputs: [log])
            } catch {
                FileHandle.standardError.write(Data("\(error)\n".utf8))
                throw ExitStatus.unreadable
            }
        }
        if !errors.isEmpty { throw ExitStatus.unreadable }
    }

    /// Whether a path names a regular file (which can be read twice), following symbolic links.
    static func isRegularFile(_ path: String) -> Bool {
        let attributes = try? FileManager.default.attributesOfItem(atPath: (path as NSString).resolvingSymlinksInPath)
        return attributes?[.type] as? FileAttributeType == .typeRegular
    }

    /// Prints a part of the output at once, so that a report appears as soon as it is explained.
    static func write(_ text: String) {
        print(text, terminator: "")
        fflush(stdout)
    }
}
