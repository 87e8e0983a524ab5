/// An expected output in which `…` stands for any text within a line, and a line of `…` alone
/// for any number of lines (README.md's convention for what it leaves out). Spaces at the ends
/// of lines are not compared.
struct OutputPattern {
    var lines: [String]

    init(_ text: String) {
        lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
    }

    /// Whether `output` (its lines; a final newline is ignored) matches.
    func matches(_ output: String) -> Bool {
        var actual = output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if actual.last == "" { actual.removeLast() }
        return Self.match(lines[...], actual[...])
    }

    /// Whether `actual` has every line of the pattern, in order, with anything between them
    /// (`…` lines of the pattern are skipped). For excerpts of files.
    func isExcerpt(of text: String) -> Bool {
        var remaining = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)[...]
        for line in lines where line.trimmingCharacters(in: .whitespaces) != "…" {
            guard let found = remaining.firstIndex(where: { Self.lineMatches(line, $0) }) else { return false }
            remaining = remaining[(found + 1)...]
        }
        return true
    }

    private static func match(_ pattern: ArraySlice<String>, _ actual: ArraySlice<String>) -> Bool {
        guard let first = pattern.first else { return actual.isEmpty }
        if first.trimmingCharacters(in: .whitespaces) == "…" {
            var rest = actual
            while true {
                if match(pattern.dropFirst(), rest) { return true }
                guard !rest.isEmpty else { return false }
                rest = rest.dropFirst()
            }
        }
        guard let line = actual.first, lineMatches(first, line) else { return false }
        return match(pattern.dropFirst(), actual.dropFirst())
    }

    /// Whether one line matches a pattern line in which `…` stands for any text. Spaces at the
    /// end of either are not compared (a page does not show them).
    static func lineMatches(_ pattern: String, _ line: String) -> Bool {
        let pattern = String(pattern.reversed().drop(while: { $0 == " " }).reversed())
        let line = String(line.reversed().drop(while: { $0 == " " }).reversed())
        let parts = pattern.components(separatedBy: "…")
        guard parts.count > 1 else { return pattern == line }
        var rest = Substring(line)
        guard rest.hasPrefix(parts[0]) else { return false }
        rest = rest.dropFirst(parts[0].count)
        for part in parts.dropFirst().dropLast() {
            guard let range = rest.range(of: part) else { return false }
            rest = rest[range.upperBound...]
        }
        return rest.hasSuffix(parts.last!)
    }
}
