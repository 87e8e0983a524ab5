import ArgumentParser

/// The `autolayout` command: a root that only groups the subcommands, one file each.
@main
struct AutoLayoutCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "autolayout",
        abstract: "Auto Layout for Linux: solve and check layouts from the command line.",
        subcommands: [SolveCommand.self, ConformanceCommand.self, ExplainCommand.self, CheckCommand.self])
}
