import Testing

/// What a README snippet prints, in place of standard output: its `print` is shadowed by one
/// that writes here, so the test can compare it with the output block README.md shows.
final class PrintedText {
    private(set) var text = ""

    func print(_ items: [Any], separator: String, terminator: String) {
        text += items.map { "\($0)" }.joined(separator: separator) + terminator
    }

    /// Records an issue, naming README.md's line, when a snippet's `assert` fails (in place of
    /// the standard library's, which would stop the whole test run).
    func check(_ condition: Bool, _ message: String, line: Int) {
        if !condition {
            Issue.record("README.md:\(line): assert failed\(message.isEmpty ? "" : ": " + message)")
        }
    }

    /// Records an issue unless the printed text matches `pattern` (see ``OutputPattern``).
    func expect(matching pattern: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let matches = pattern.isEmpty ? text.isEmpty : OutputPattern(pattern).matches(text)
        #expect(matches, "printed:\n\(text)\nexpected:\n\(pattern)", sourceLocation: sourceLocation)
    }
}
