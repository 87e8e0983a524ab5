import ArgumentParser
import Foundation
import LayoutFormats

/// `autolayout solve FILE`: runs a raw solver problem and prints one JSON line per solve.
struct SolveCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "solve",
        abstract: "Solve a raw constraint problem and print one JSON object per line.",
        discussion: ExitStatus.help(
            """
            FILE is a JSON object with "constraints", "edits" and "steps" (docs/solver-format.md). \
            The first line is the initial solve, then one line per step: {"values": {...}} or \
            {"error": ...}. A file that cannot be read or is not JSON of that shape is reported \
            on standard error as FILE:LINE:COLUMN: expected ...
            """,
            success: "the file was read and solved, whatever its lines report",
            findings: "not used: a step the solver refuses is a line of the output, not a failure",
            unreadable: "the file cannot be read, or is not of the format"))

    @Argument(help: "The problem file (JSON).")
    var file: String

    func run() throws {
        let problem: SolverProblem
        do {
            problem = try SolverProblem.parse(SourceFile.read(atPath: file), file: file)
        } catch {
            FileHandle.standardError.write(Data("\(error)\n".utf8))
            throw ExitStatus.unreadable
        }
        SolverProblemRunner(problem).run { print($0.jsonLine) }
    }
}
