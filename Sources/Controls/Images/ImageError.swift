/// Why an image could not be read, naming the file.
///
/// ```swift
/// do { image = try Image(contentsOfFile: path) }
/// catch { print(error) }   // Cannot read the image "/tmp/logo.png": the file does not exist
/// ```
///
/// The set of codes can grow without breaking clients: compare ``code`` with the static members
/// of ``Code`` rather than switching exhaustively.
public struct ImageError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What went wrong.
    public struct Code: Hashable, Sendable, CustomStringConvertible {
        let name: String

        /// No file at the path.
        public static let fileNotFound = Code(name: "fileNotFound")
        /// The file exists but cannot be read (a directory, no permission, an I/O error).
        public static let unreadable = Code(name: "unreadable")
        /// The file is neither a PNG nor a JPEG (by its first bytes).
        public static let unsupportedFormat = Code(name: "unsupportedFormat")
        /// The file starts as a PNG or a JPEG but its header is cut short or invalid.
        public static let corrupt = Code(name: "corrupt")

        /// The code's name.
        public var description: String { name }
    }

    /// What went wrong.
    public let code: Code
    /// The path of the file, exactly as given (or the name given to in-memory data).
    public let path: String
    /// What exactly was wrong, in words (e.g. `the IHDR chunk is missing`).
    public let detail: String

    /// Makes an error.
    public init(code: Code, path: String, detail: String) {
        self.code = code
        self.path = path
        self.detail = detail
    }

    /// A sentence naming the file and the problem.
    public var description: String {
        "Cannot read the image \"\(path)\": \(detail)"
    }
}
