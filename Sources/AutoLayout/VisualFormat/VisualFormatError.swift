import Foundation

/// A Visual Format Language string that cannot be turned into constraints: where, and what
/// was expected. Its description has UIKit's shape: the message, the format, and a caret under
/// the problem.
public struct VisualFormatError: Error, Equatable, CustomStringConvertible {
    /// What is wrong, in UIKit's words where UIKit has words for it (`Expected ':' after 'V'`).
    public let message: String
    /// The format string.
    public let format: String
    /// The offset, in characters, of the problem in the format string.
    public let offset: Int

    /// Makes an error at an offset of the format.
    public init(_ message: String, format: String, offset: Int) {
        self.message = message
        self.format = format
        self.offset = offset
    }

    /// `Unable to parse constraint format:`, the message, the format and a caret under the
    /// problem.
    public var description: String {
        "Unable to parse constraint format: \n\(message) \n\(format) \n"
            + String(repeating: " ", count: max(0, offset)) + "^"
    }
}
