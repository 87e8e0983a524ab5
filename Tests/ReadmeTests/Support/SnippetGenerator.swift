import Foundation

/// Writes each Swift block of README.md as a test of its own (`Snippets/ReadmeSnippetN.swift`):
/// the block's imports at the top of the file, its other lines, exactly as printed, as the body of
/// a test, with `print` writing into a buffer; the test then checks what was printed against the
/// `<!-- output -->` block that follows it (nothing printed when there is none).
///
/// `ReadmeTests/snippetsMatchTheReadme` fails when the files on disk differ from what this makes of
/// README.md; `AUTOLAYOUT_UPDATE_README=1 swift test --filter ReadmeTests` writes them again.
enum SnippetGenerator {
    static let folder = ReadmeDocument.root.appendingPathComponent("Tests/ReadmeTests/Snippets")

    /// The files to write, by name.
    static func files(for document: ReadmeDocument) -> [(name: String, contents: String)] {
        var files: [(String, String)] = []
        let blocks = document.blocks
        var number = 0
        for (index, block) in blocks.enumerated() where block.info == "swift" {
            number += 1
            let next = index + 1 < blocks.count ? blocks[index + 1] : nil
            let output = next?.marker == "output" ? next?.text : nil
            files.append(("ReadmeSnippet\(number).swift", source(for: block, number: number, output: output)))
        }
        return files
    }

    static func source(for block: ReadmeDocument.Block, number: Int, output: String?) -> String {
        let imports = block.lines.filter { $0.hasPrefix("import ") }
        let body = block.lines.filter { !$0.hasPrefix("import ") }
        var lines = [
            "// Generated from the Swift block at README.md:\(block.line); do not edit. After changing",
            "// README.md, `AUTOLAYOUT_UPDATE_README=1 swift test --filter ReadmeTests` writes it again.",
        ]
        lines += imports
        lines += [
            "import Testing",
            "",
            "@Suite struct ReadmeSnippet\(number) {",
            "    @Test(\"README.md:\(block.line)\") func runsAsPrinted() throws {",
            "        let printed = PrintedText()",
            "        func print(_ items: Any..., separator: String = \" \", terminator: String = \"\\n\") {",
            "            printed.print(items, separator: separator, terminator: terminator)",
            "        }",
            "        func assert(_ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String = \"\", line: Int = #line) {",
            "            printed.check(condition(), message(), line: line)",
            "        }",
            "#sourceLocation(file: \"README.md\", line: \(block.line + 1 + imports.count))",
        ]
        lines += body.map { $0.isEmpty ? "" : "        " + $0 }
        lines += ["#sourceLocation()"]
        if let output {
            lines += ["        printed.expect(matching: #\"\"\""]
            lines += output.split(separator: "\n", omittingEmptySubsequences: false).map {
                $0.isEmpty ? "" : "            " + $0
            }
            lines += ["            \"\"\"#)"]
        } else {
            lines += ["        printed.expect(matching: \"\")"]
        }
        lines += ["    }", "}", ""]
        return lines.joined(separator: "\n")
    }
}
