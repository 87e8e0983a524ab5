/// Why a picture could not be rendered, in one line that says what to do.
///
/// ```swift
/// do { png = try CairoRenderer().png(commands, size: size, scale: 2) }
/// catch { print(error) }   // libcairo.so.2 not found: install the Debian package libcairo2
/// ```
public enum RenderingError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The Cairo library could not be loaded (or lacks a function the renderer needs); SVG still
    /// works. The message names the library and the Debian package that provides it.
    case cairoUnavailable(String)
    /// Cairo reported an error while drawing or writing; the message is Cairo's.
    case cairoFailed(String)
    /// The picture's size cannot be rendered (not positive, not finite, or too large); the
    /// message says which size and why.
    case invalidSize(String)

    /// The one-line message.
    public var description: String {
        switch self {
        case .cairoUnavailable(let message), .cairoFailed(let message), .invalidSize(let message): message
        }
    }
}
