import Foundation

/// Why a font could not be made, with the font to use instead.
///
/// ```swift
/// let font: Font
/// do { font = try Font(name: "Helvetica Neue", size: 17) }
/// catch { font = error.fallback }     // DejaVu Sans 17 pt; error.description names the font
/// ```
///
/// The set of codes can grow without breaking clients: compare ``code`` with the static
/// members of ``Code`` rather than switching exhaustively.
public struct FontError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What went wrong.
    public struct Code: Hashable, Sendable, CustomStringConvertible {
        let name: String

        /// No installed font has the name asked for (as PostScript, full or family name).
        public static let fontNotFound = Code(name: "fontNotFound")

        /// The font file asked for does not exist (``FontError/fileURL`` names it).
        public static let fileNotFound = Code(name: "fileNotFound")

        /// The font file exists but FreeType cannot read it as a scalable font: not a font,
        /// damaged, unreadable, or bitmap-only (``FontError/fileURL`` names it).
        public static let unreadableFile = Code(name: "unreadableFile")

        /// The code's name.
        public var description: String { name }
    }

    /// What went wrong.
    public let code: Code

    /// The font name that was asked for, exactly as given (for a font asked for by its file,
    /// the file's path).
    public let fontName: String

    /// The font file the error is about, when there is one: the file asked for, or the file of
    /// an installed font that could not be read.
    public let fileURL: URL?

    /// The documented fallback: the system font of the registry that was asked, at the size
    /// that was asked for.
    public let fallback: Font

    /// Makes an error.
    ///
    /// - Parameters:
    ///   - code: what went wrong.
    ///   - fontName: the name (or path) asked for.
    ///   - fileURL: the font file concerned, if any.
    ///   - fallback: the font to use instead.
    public init(code: Code, fontName: String, fileURL: URL? = nil, fallback: Font) {
        self.code = code
        self.fontName = fontName
        self.fileURL = fileURL
        self.fallback = fallback
    }

    /// A sentence naming the font (and its file) and the fallback, e.g. `No installed font is
    /// named "Helvetica Neue" …; use the fallback DejaVuSans 17pt` or `No font file at
    /// /fonts/Brand.ttf; use the fallback DejaVuSans 17pt`.
    public var description: String {
        let path = fileURL?.path ?? fontName
        return switch code {
        case .fontNotFound:
            "No installed font is named \"\(fontName)\" (looked up through fontconfig as a "
                + "PostScript, full and family name); use the fallback \(fallback)"
        case .fileNotFound:
            "No font file at \(path); use the fallback \(fallback)"
        case .unreadableFile:
            "The font file \(path)\(path == fontName ? "" : " (of \"\(fontName)\")") cannot be read as a "
                + "scalable font by FreeType; use the fallback \(fallback)"
        default:
            "Font \"\(fontName)\": \(code); use the fallback \(fallback)"
        }
    }
}
