/// Why a file could not be read: where, and what was expected there.
///
/// Prints as `file:line:column: message`, for example
/// `form.json:3:17: expected ',' or '}'`. Messages start with what was expected, so that a
/// reader knows how to repair the input.
public struct FormatError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Where the problem is.
    public var location: SourceLocation
    /// What was expected there, in words, for example `expected ':'`.
    public var message: String

    /// Makes an error.
    public init(location: SourceLocation, message: String) {
        self.location = location
        self.message = message
    }

    /// `file:line:column: message`.
    public var description: String { "\(location): \(message)" }
}
