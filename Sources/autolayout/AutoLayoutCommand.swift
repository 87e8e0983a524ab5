import ArgumentParser

/// The `autolayout` command: a root that only groups the subcommands, one file each.
@main
struct AutoLayoutCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "autolayout",
        abstract: "Auto Layout for Linux: solve, check, render and preview layouts from the command line.",
        discussion: ExitStatus.help(
            "Every subcommand exits with the same statuses (each one's help says what they mean for it).",
            success: "success",
            findings: "findings (conflicts, ambiguities, refused constraints, what a document could not build) or failed cases",
            unreadable: "an input (or a part of it) cannot be read, or an output file cannot be written"),
        version: autolayoutVersion,
        subcommands: [
            SolveCommand.self, ConformanceCommand.self, ExplainCommand.self, CheckCommand.self, RenderCommand.self,
            PreviewCommand.self, DevicesCommand.self,
        ])

    /// Runs the command line, making sure that what it prints reaches standard output.
    static func main() {
        StandardOutput.checkWhenExiting()
        main(nil)
    }
}
