import Foundation

/// Glyphs of one font face placed along a baseline: how a line of measured text is drawn.
///
/// A text measurer makes runs from the very advances and kerning it measured the line with, so
/// that the drawn text is exactly as wide as its frame says. A run names its face by file and
/// index rather than holding it, so that it is a plain value that any renderer can use: the SVG
/// renderer reads the glyphs' outlines from the file, Cairo draws them with FreeType.
///
/// Colour is not part of a run; ``GraphicsContext/draw(_:at:color:)`` gives it.
public struct GlyphRun: Hashable, Sendable {
    /// The path of the font file the glyphs belong to.
    public var fontFile: String
    /// The face's index in the file (0 for a file of one face).
    public var faceIndex: Int
    /// The size in points: one em.
    public var pointSize: CGFloat
    /// The glyph indices in the face (not characters: what the face's `cmap` maps them to).
    public var glyphs: [UInt32]
    /// Where each glyph's origin sits, relative to the run's origin on the baseline (y down;
    /// glyphs on the baseline have y 0). As many as ``glyphs``.
    public var positions: [CGPoint]
    /// Where the pen stands after the run, relative to its origin: the run's width, kerning
    /// included. For a line drawn as one run, the line's measured width.
    public var advance: CGFloat

    /// Makes a run.
    public init(
        fontFile: String, faceIndex: Int, pointSize: CGFloat, glyphs: [UInt32], positions: [CGPoint],
        advance: CGFloat
    ) {
        self.fontFile = fontFile
        self.faceIndex = faceIndex
        self.pointSize = pointSize
        self.glyphs = glyphs
        self.positions = positions
        self.advance = advance
    }
}
