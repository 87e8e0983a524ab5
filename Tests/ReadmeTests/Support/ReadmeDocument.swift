import Foundation

/// README.md's fenced code blocks, each with what the tests do with it.
///
/// A block is checked by its info string, or by an HTML comment (invisible on the rendered page) on
/// the last non-empty line before its fence:
///
/// | block | checked by |
/// |---|---|
/// | ` ```swift ` | compiled and run: a generated test per block (`Snippets/`), exactly as printed |
/// | ` ```sh ` | each `swift run autolayout …` line runs the built binary, which must exit 0 (or the status a trailing `# exit status N` names); the other commands are in ``ReadmeDocument/commandsNotRun`` |
/// | `<!-- output -->` | what the Swift block before it prints, line for line |
/// | `<!-- output of: autolayout ARGS -->` | what the command prints on standard output, line for line |
/// | `<!-- excerpt of: PATH -->` | its lines appear in that file of the repository, in order |
/// | `<!-- tree -->` | every folder it names exists, under the folder it is listed in |
///
/// In an output or an excerpt, `…` stands for any text within a line, and a line of `…` alone for
/// any number of lines.
struct ReadmeDocument {
    struct Block: Equatable {
        /// The line of the opening fence, from 1.
        var line: Int
        /// The info string: `swift`, `sh`, `text` or empty.
        var info: String
        /// The comment before the fence, without `<!--` and `-->`, trimmed; nil without one.
        var marker: String?
        /// The lines between the fences, without the fence's indentation.
        var lines: [String]

        var text: String { lines.joined(separator: "\n") }
    }

    /// Commands of `sh` blocks that the tests do not run: the test command itself, and the
    /// benchmark (minutes of release-mode work; BENCHMARKS.md's numbers come from it).
    static let commandsNotRun = [
        "swift test", "swift run -c release autolayout-benchmark", "swift build -c release",
        ".build-bench/release/autolayout-benchmark", "AUTOLAYOUT_INTERNAL_CHECKS=1 swift test",
        "apt-get install",
    ]

    var blocks: [Block]

    /// The package's root, found from this file's path.
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    static func load() throws -> ReadmeDocument {
        let text = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        return ReadmeDocument(parsing: text)
    }

    init(parsing text: String) {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var blocks: [Block] = []
        var index = 0
        while index < lines.count {
            let line = lines[index]
            let indentation = line.prefix(while: { $0 == " " }).count
            let rest = line.dropFirst(indentation)
            guard rest.hasPrefix("```") else {
                index += 1
                continue
            }
            let info = rest.dropFirst(3).trimmingCharacters(in: .whitespaces)
            var marker: String?
            if let previous = lines[..<index].last(where: { !$0.trimmingCharacters(in: .whitespaces).isEmpty }) {
                let trimmed = previous.trimmingCharacters(in: .whitespaces)
                if trimmed.hasPrefix("<!--") && trimmed.hasSuffix("-->") {
                    marker = trimmed.dropFirst(4).dropLast(3).trimmingCharacters(in: .whitespaces)
                }
            }
            var body: [String] = []
            var end = index + 1
            while end < lines.count, lines[end].trimmingCharacters(in: .whitespaces) != "```" {
                body.append(String(lines[end].dropFirst(min(indentation, lines[end].prefix(while: { $0 == " " }).count))))
                end += 1
            }
            blocks.append(Block(line: index + 1, info: info, marker: marker, lines: body))
            index = end + 1
        }
        self.blocks = blocks
    }

    var swiftBlocks: [Block] { blocks.filter { $0.info == "swift" } }
}
