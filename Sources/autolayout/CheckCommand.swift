import ArgumentParser
import Conformance
import Foundation

/// `autolayout check FILE`: the conflicts and ambiguities of the layouts in a conformance-format
/// file, each explained; for CI, exit status 1 when there are any.
struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Report the conflicts and ambiguities of the layouts in a file, with explanations.",
        discussion: """
            FILE is in the conformance format (../shared/conformance/FORMAT.md); its expectations \
            are not consulted. For each case: every set of required constraints that cannot all \
            hold (the smallest one), the arithmetic that shows why and the constraint broken to \
            recover; every view whose layout is ambiguous, on which axis, why and what to add; \
            and every constraint the engine refused. Constraints are named as the file writes \
            them, with FILE:LINE:COLUMN. A closing line counts them. Exit status 0 when there is \
            nothing to report, 1 when there is, 2 when the file (or a constraint or visual format \
            in it) cannot be read, reported on standard error as FILE:LINE:COLUMN: message.
            """)

    @Argument(help: "The file to check (JSON in the conformance format).")
    var file: String

    func run() throws {
        let summary: ConformanceCheckSummary
        do {
            summary = try ConformanceRunner().check(paths: [file])
        } catch {
            FileHandle.standardError.write(Data("\(error)\n".utf8))
            throw ExitCode(2)
        }
        for error in summary.parseErrors {
            FileHandle.standardError.write(Data("\(error)\n".utf8))
        }
        for check in summary.checks where check.parseErrors.isEmpty { print(check) }
        print(summary.closingLine)
        if summary.exitStatus != 0 { throw ExitCode(summary.exitStatus) }
    }
}
