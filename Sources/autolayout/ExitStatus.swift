import ArgumentParser

/// The exit statuses every subcommand uses, with the same meaning everywhere, and the
/// "Exit status" section of each subcommand's help.
enum ExitStatus {
    /// Findings (conflicts, ambiguities, refused constraints) or failed cases.
    static let findings = ExitCode(1)
    /// An input that cannot be read (or a part of it), or an output file that cannot be written
    /// or is refused.
    static let unreadable = ExitCode(2)
    /// A usage error: a missing or unknown argument or option, or a value out of its range
    /// (argument-parser's validation exit code).
    static let usage = ExitCode.validationFailure

    /// A help text: `description`, a blank line, then the "Exit status" section saying what 0,
    /// 1, 2 and 64 mean for one subcommand (each wrapped under its number to fit the help's 80
    /// columns, since the help keeps the lines it is given).
    static func help(
        _ description: String, success: String, findings: String, unreadable: String, usage: String = ""
    ) -> String {
        let usageText = "usage: a missing or unknown argument or option, or a value out of range" + usage
        let entries = [("0", success), ("1", findings), ("2", unreadable), ("64", usageText)]
        let lines = entries.flatMap { status, text in
            wrap(text, width: 72).enumerated().map { index, line in
                (index == 0 ? "  " + status.padding(toLength: 4, withPad: " ", startingAt: 0) : "      ") + line
            }
        }
        return description + "\n\nExit status:\n" + lines.joined(separator: "\n")
    }

    /// The words of `text` in lines of at most `width` characters (a longer word on its own).
    static func wrap(_ text: String, width: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ") {
            if !line.isEmpty, line.count + 1 + word.count > width {
                lines.append(line)
                line = ""
            }
            line += (line.isEmpty ? "" : " ") + word
        }
        if !line.isEmpty { lines.append(line) }
        return lines
    }
}
