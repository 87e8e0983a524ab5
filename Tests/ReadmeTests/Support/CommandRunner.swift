import CommandLineTesting
import Foundation

/// Runs the built `autolayout` binary from the package's root, as README.md's commands do.
enum CommandRunner {
    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// Runs `autolayout` with `arguments` (split at spaces; README's commands quote nothing).
    static func run(_ arguments: [String]) throws -> Result {
        let output = try AutolayoutProcess.run(arguments, in: ReadmeDocument.root)
        return Result(status: output.status, stdout: output.text, stderr: output.stderr)
    }
}
