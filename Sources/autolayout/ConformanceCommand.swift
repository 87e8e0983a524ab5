import ArgumentParser
import Conformance
import Foundation

/// `autolayout conformance PATH...`: runs conformance cases and prints one line per case.
struct ConformanceCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "conformance",
        abstract: "Run conformance cases (../shared/conformance/FORMAT.md) through the engine.",
        discussion: """
            Each PATH is a case file or a directory of them. Prints PASS, FAIL (with why) or SKIP \
            (with why) per case, then "N passed, M failed". Exit status 1 when a case failed or a \
            file could not be read.
            """)

    @Argument(help: "Case files or directories.")
    var paths: [String]

    func run() throws {
        let summary = ConformanceRunner().run(paths: paths)
        for error in summary.fileErrors {
            FileHandle.standardError.write(Data("\(error)\n".utf8))
        }
        for result in summary.results { print(result) }
        print(summary.closingLine)
        if summary.exitStatus != 0 { throw ExitCode(summary.exitStatus) }
    }
}
