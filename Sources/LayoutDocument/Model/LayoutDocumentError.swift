import LayoutFormats

/// Why a document could not be read or built: every error found, each at its place.
///
/// ``description`` prints each as `file:line:column: expected …`, then the line with a caret
/// under the column, as compilers do:
///
/// ```
/// screen.yaml:7:21: expected a view of the document, found avtar (did you mean avatar?)
///       - title.leading == avtar.trailing + 8
///                          ^
/// ```
public struct LayoutDocumentError: Error, Sendable, CustomStringConvertible {
    /// The errors, in the order of their places.
    public var errors: [FormatError]
    /// The document's text, to show the lines; nil when the file could not be read.
    public var text: String?

    /// Makes an error.
    public init(errors: [FormatError], text: String?) {
        self.errors = errors
        self.text = text
    }

    /// Every error with its line and caret.
    public var description: String {
        let lines = text.map(FormatError.lines(of:))
        return errors.map { error in lines.map { error.caretDescription(inLines: $0) } ?? error.description }
            .joined(separator: "\n")
    }
}
