import ArgumentParser
import Conformance
import Foundation

/// `autolayout check FILE`: the conflicts and ambiguities of the layouts in a conformance-format
/// file, each explained; for CI, exit status 1 when there are any.
struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Report the conflicts and ambiguities of the layouts in a file, with explanations.",
        discussion: ExitStatus.help(
            """
            FILE is in the conformance format (docs/conformance-format.md); what its cases \
            expect is not checked. For each case: every set of required constraints that cannot \
            all hold (the smallest one), the arithmetic that shows why and the constraint broken \
            to recover; every view whose layout is ambiguous, on which axis, why and what to add; \
            and every constraint the engine refused. Constraints are named as the file writes \
            them, with FILE:LINE:COLUMN. A closing line counts them. A file or a case that cannot \
            be read is reported on standard error as FILE:LINE:COLUMN: expected ...; the other \
            cases are still checked.
            """,
            success: "nothing to report",
            findings: "a conflict, an ambiguity or a refused constraint",
            unreadable: "the file, or a case in it, cannot be read"))

    @Argument(help: "The file to check (JSON in the conformance format).")
    var file: String

    @OptionGroup var workLimit: WorkLimitOption

    func run() throws {
        workLimit.apply()
        let summary: ConformanceCheckSummary
        do {
            summary = try ConformanceRunner().check(paths: [file])
        } catch {
            FileHandle.standardError.write(Data("\(error)\n".utf8))
            throw ExitStatus.unreadable
        }
        for error in summary.parseErrors {
            FileHandle.standardError.write(Data("\(error)\n".utf8))
        }
        for check in summary.checks where check.parseErrors.isEmpty { print(check) }
        print(summary.closingLine)
        if summary.exitStatus != 0 { throw ExitCode(summary.exitStatus) }
    }
}
