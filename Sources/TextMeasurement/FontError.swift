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

        /// The code's name.
        public var description: String { name }
    }

    /// What went wrong.
    public let code: Code

    /// The font name that was asked for, exactly as given.
    public let fontName: String

    /// The documented fallback: the system font of the registry that was asked, at the size
    /// that was asked for.
    public let fallback: Font

    /// Makes an error.
    public init(code: Code, fontName: String, fallback: Font) {
        self.code = code
        self.fontName = fontName
        self.fallback = fallback
    }

    /// A sentence naming the font and the fallback, e.g. `No installed font is named
    /// "Helvetica Neue" …; use the fallback DejaVuSans 17pt`.
    public var description: String {
        switch code {
        case .fontNotFound:
            "No installed font is named \"\(fontName)\" (looked up through fontconfig as a "
                + "PostScript, full and family name); use the fallback \(fallback)"
        default:
            "Font \"\(fontName)\": \(code); use the fallback \(fallback)"
        }
    }
}
