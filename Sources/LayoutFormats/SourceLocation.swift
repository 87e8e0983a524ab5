/// A place in a source file: the file's name, a line and a column, both counted from 1.
///
/// Columns count `Character`s (what a reader sees as one character), so a line of
/// `"größe == 2"` has the same columns as its ASCII look-alike. A tab counts as one column.
public struct SourceLocation: Hashable, Sendable, CustomStringConvertible {
    /// The file's name as the user gave it (a path, or a label such as `<stdin>`).
    public var file: String
    /// The line, from 1. `\n`, `\r\n` and a lone `\r` each end a line.
    public var line: Int
    /// The column in `Character`s, from 1.
    public var column: Int

    /// Makes a location.
    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    /// `file:line:column`, the form compilers use, so that editors and terminals link it.
    public var description: String { "\(file):\(line):\(column)" }
}
