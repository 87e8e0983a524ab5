import ArgumentParser
import Conformance
import Foundation

/// `autolayout conformance PATH...`: runs conformance cases and prints one line per case.
struct ConformanceCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "conformance",
        abstract: "Run conformance cases (docs/conformance-format.md) through the engine.",
        discussion: ExitStatus.help(
            """
            Each PATH is a case file or a directory of them (its .json files, in name order). \
            Prints PASS, FAIL (why, at FILE:LINE:COLUMN) or SKIP (why) per case, then \
            "N passed, M failed". A case that cannot be read as a layout (a constraint that does \
            not parse, a name the case does not declare) fails as "not read" and is not run; a \
            file that cannot be read is not run. Both are reported on standard error as \
            FILE:LINE:COLUMN: expected ...; the other cases and files still run.
            """,
            success: "every case passed (or is disabled)",
            findings: "a case failed",
            unreadable: "a file or a case cannot be read"))

    @Argument(help: "Case files or directories.")
    var paths: [String]

    @OptionGroup var workLimit: WorkLimitOption

    func run() throws {
        workLimit.apply()
        let summary = ConformanceRunner().run(paths: paths)
        for error in summary.fileErrors {
            FileHandle.standardError.write(Data("\(error)\n".utf8))
        }
        for result in summary.results { print(result) }
        print(summary.closingLine)
        if summary.exitStatus != 0 { throw ExitCode(summary.exitStatus) }
    }
}
