extension FormatError {
    /// The error, then the line of `text` it is on, then a caret under its column:
    ///
    /// ```
    /// form.json:3:17: expected ',' or '}'
    ///   "width" 320,
    ///           ^
    /// ```
    ///
    /// Tabs before the column are kept in the caret's line, so that the caret stands under the
    /// character in a terminal. Without such a line in `text`, only the error.
    ///
    /// - Complexity: O(length of the text up to the line).
    public func caretDescription(in text: String) -> String {
        caretDescription(inLines: Self.lines(of: text))
    }

    /// The lines of a text, as ``caretDescription(in:)`` counts them (a line feed, a carriage
    /// return, or both together end a line), to show many errors of one text without reading
    /// it again for each (a document of thousands of errors was quadratic).
    ///
    /// - Complexity: O(length of the text).
    package static func lines(of text: String) -> [Substring] {
        text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }
    }

    /// ``caretDescription(in:)`` with the text's ``lines(of:)``.
    ///
    /// - Complexity: O(length of the error's line).
    package func caretDescription(inLines lines: [Substring]) -> String {
        guard location.line >= 1, location.line <= lines.count else { return description }
        let line = lines[location.line - 1]
        let prefix = line.prefix(max(0, location.column - 1))
        let padding = String(prefix.map { $0 == "\t" ? "\t" : " " })
        return "\(description)\n\(line)\n\(padding)^"
    }
}
