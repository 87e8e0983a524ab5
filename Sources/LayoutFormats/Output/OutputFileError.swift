/// Why the command-line tool did not write a file it was asked to write: the path as given and
/// what was expected there.
///
/// Prints as `path: message`, for example `/dev/null: expected a regular file to write, found a
/// character device`.
public struct OutputFileError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The path as the user gave it.
    public var path: String
    /// What was expected, or what went wrong, in words.
    public var message: String

    /// Makes an error.
    public init(path: String, message: String) {
        self.path = path
        self.message = message
    }

    /// `path: message`.
    public var description: String { "\(path): \(message)" }
}
