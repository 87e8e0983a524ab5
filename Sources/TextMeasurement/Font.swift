import Foundation

/// A font at a point size, with `UIFont`'s API, measured from a real font file.
///
/// ```swift
/// let body = Font.preferredFont(forTextStyle: .body)          // DejaVu Sans 17 pt
/// let title = Font.boldSystemFont(ofSize: 20)                  // DejaVu Sans Bold 20 pt
/// let serif = (try? Font(name: "DejaVu Serif", size: 15)) ?? .systemFont(ofSize: 15)
/// body.lineHeight                                              // 19.79: from the font's hhea table
/// ```
///
/// A font is a value: the face it was resolved to when it was made (a file found through
/// fontconfig and opened with FreeType), a point size and a weight. Two fonts are equal when
/// they have the same face, size and weight, whichever ``FontRegistry`` made them.
///
/// **Sizes** must be finite and not negative; any other size is taken as 0 (a font that
/// measures every text as empty), so bad input never traps.
///
/// **No fonts installed.** If not even the system family can be opened, fonts fall back to a
/// built-in face whose glyphs are all 0.6 em wide (ascender 0.8 em, descender -0.2 em), so
/// layout still works, with the proportions of ``FixedAdvanceTextMeasurer``.
public struct Font: Hashable, Sendable, CustomStringConvertible {
    /// The size in points (the em size).
    public let pointSize: CGFloat

    /// The weight asked for (system fonts) or the weight of the face's file (fonts chosen by
    /// name), on UIKit's scale.
    public let weight: Weight

    /// The face this font measures with.
    let face: _FontFace

    init(face: _FontFace, pointSize: CGFloat, weight: Weight) {
        self.face = face
        self.pointSize = Self.sanitized(pointSize)
        self.weight = weight
    }

    /// A size that is finite and not negative: the size itself, otherwise 0.
    static func sanitized(_ size: CGFloat) -> CGFloat {
        size.isFinite && size >= 0 ? size : 0
    }

    // MARK: Making fonts (the default registry)

    /// The system font (DejaVu Sans unless the default registry is configured otherwise) at a
    /// size and weight, as `UIFont.systemFont(ofSize:weight:)`.
    ///
    /// The weight picks the nearest face the family has. For DejaVu Sans, which has three:
    /// ultraLight, thin and light give ExtraLight; regular and medium give Book; semibold, bold,
    /// heavy and black give Bold.
    public static func systemFont(ofSize fontSize: CGFloat, weight: Weight = .regular) -> Font {
        FontRegistry.default.systemFont(ofSize: fontSize, weight: weight)
    }

    /// The bold system font (DejaVu Sans Bold) at a size, as `UIFont.boldSystemFont(ofSize:)`.
    public static func boldSystemFont(ofSize fontSize: CGFloat) -> Font {
        FontRegistry.default.systemFont(ofSize: fontSize, weight: .bold)
    }

    /// The installed font with a name, at a size, as `UIFont(name:size:)`.
    ///
    /// The name is looked up among the fonts fontconfig lists: as a PostScript name
    /// (`DejaVuSans-Bold`), then a full name (`DejaVu Sans Bold`), then a family name
    /// (`DejaVu Sans`, which gives the family's regular face). Case and blanks are ignored.
    ///
    /// - Throws: ``FontError/Code/fontNotFound`` when no installed font has that name. The
    ///   error names the font and carries the documented fallback, the system font at the same
    ///   size, in ``FontError/fallback``: `catch { font = error.fallback }`.
    public init(name fontName: String, size fontSize: CGFloat) throws(FontError) {
        self = try FontRegistry.default.font(named: fontName, size: fontSize)
    }

    /// The font in a font file, at a size: for a font shipped with an application rather than
    /// installed (see ``FontRegistry/font(contentsOf:size:)``).
    ///
    /// ```swift
    /// let brand = (try? Font(contentsOf: URL(fileURLWithPath: "Fonts/Brand.ttf"), size: 17))
    ///     ?? .systemFont(ofSize: 17)
    /// ```
    ///
    /// - Throws: ``FontError/Code/fileNotFound`` or ``FontError/Code/unreadableFile``, naming the
    ///   file, with the system font at the same size in ``FontError/fallback``.
    public init(contentsOf url: URL, size fontSize: CGFloat) throws(FontError) {
        self = try FontRegistry.default.font(contentsOf: url, size: fontSize)
    }

    /// The same face at another size, as `UIFont.withSize(_:)`.
    public func withSize(_ fontSize: CGFloat) -> Font {
        Font(face: face, pointSize: fontSize, weight: weight)
    }

    /// The size of text in labels, as `UIFont.labelFontSize`: 17 points.
    public static let labelFontSize: CGFloat = 17

    /// The standard system font size, as `UIFont.systemFontSize`: 14 points.
    public static let systemFontSize: CGFloat = 14

    // MARK: Names

    /// The family name of the face, e.g. `DejaVu Sans`.
    public var familyName: String { face.familyName }

    /// The PostScript name of the face, e.g. `DejaVuSans-Bold`, as `UIFont.fontName`.
    public var fontName: String { face.postScriptName }

    /// The path of the font file, or nil for the built-in face used when no font can be opened.
    public var fileURL: URL? {
        face.isBuiltIn ? nil : URL(fileURLWithPath: face.key.path)
    }

    /// The PostScript name and size, e.g. `DejaVuSans 17pt`.
    public var description: String {
        "\(fontName) \(pointSize.shortDescription)pt"
    }

    // MARK: Equality

    /// Fonts are equal when they have the same face (file and index), size and weight.
    public static func == (lhs: Font, rhs: Font) -> Bool {
        lhs.face.key == rhs.face.key && lhs.pointSize == rhs.pointSize && lhs.weight == rhs.weight
    }

    /// Hashes the face, size and weight, consistently with ``==(_:_:)``.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(face.key)
        hasher.combine(pointSize)
        hasher.combine(weight)
    }
}

extension CGFloat {
    /// The number as a short decimal: `17` rather than `17.0`, `10.5` as is.
    var shortDescription: String {
        if isFinite, self == rounded(), magnitude < 1e15 { return String(Int(self)) }
        return "\(Double(self))"
    }
}
