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
            on standard error as FILE:LINE:COLUMN: expected ... When the solver's work passes \
            --work-limit, the constraints and edit variables still to add are refused \
            ({"error": "workLimitExceeded", ...}) and one line on standard error says where it \
            stopped.
            """,
            success: "the file was read and solved, whatever its lines report",
            findings: "not used: a step the solver refuses is a line of the output, not a failure",
            unreadable: "the file cannot be read, or is not of the format"))

    @Argument(help: "The problem file (JSON).")
    var file: String

    @OptionGroup var workLimit: WorkLimitOption

    func run() throws {
        let problem: SolverProblem
        do {
            problem = try SolverProblem.parse(SourceFile.read(atPath: file), file: file)
        } catch {
            FileHandle.standardError.write(Data("\(error)\n".utf8))
            throw ExitStatus.unreadable
        }
        var stoppedAt: String?
        SolverProblemRunner(problem, workLimit: workLimit.limit).run { outcome in
            if stoppedAt == nil, case .workLimitExceeded(let subject, _) = outcome {
                stoppedAt =
                    switch subject {
                    case .constraint(let text): "constraint \(text)"
                    case .variable(let name): "edit variable \(name)"
                    }
            }
            print(outcome.jsonLine)
        }
        if let stoppedAt {
            FileHandle.standardError.write(
                Data(
                    ("\(file): stopped at \(stoppedAt): the solver's work passed --work-limit \(workLimit.limit) "
                        + "(row cells its row operations went through); it and every constraint and edit variable after it "
                        + "were not added, those before it were solved; raise --work-limit, or give none\n").utf8))
        }
    }
}
