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
        guard location.line >= 1 else { return description }
        var lineNumber = 1
        var lineText: Substring?
        var start = text.startIndex
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            if character == "\n" || character == "\r\n" || character == "\r" {
                if lineNumber == location.line {
                    lineText = text[start..<index]
                    break
                }
                lineNumber += 1
                start = text.index(after: index)
            }
            index = text.index(after: index)
        }
        if lineText == nil, lineNumber == location.line { lineText = text[start...] }
        guard let line = lineText else { return description }
        let prefix = line.prefix(max(0, location.column - 1))
        let padding = String(prefix.map { $0 == "\t" ? "\t" : " " })
        return "\(description)\n\(line)\n\(padding)^"
    }
}
