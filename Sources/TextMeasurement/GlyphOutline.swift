import Foundation
import Graphics

/// The outline of one glyph, as its font file draws it: a path in the face's font units (y
/// growing downward, the glyph's origin on the baseline at (0, 0)) and the units per em that
/// turn it into points.
///
/// Renderers that draw glyphs as shapes (SVG) read outlines from here, so that a picture needs no
/// font installed and shows the very glyphs that measured the text.
public struct GlyphOutline: Hashable, Sendable {
    /// The outline in font units, y down.
    public let path: Path
    /// The face's units per em (2048 for DejaVu Sans).
    public let unitsPerEm: Int

    /// Makes an outline.
    public init(path: Path, unitsPerEm: Int) {
        self.path = path
        self.unitsPerEm = unitsPerEm
    }

    /// The outline at a point size, in points.
    public func path(atPointSize pointSize: CGFloat) -> Path {
        let scale = pointSize / CGFloat(max(1, unitsPerEm))
        return path.applying(Transform(scaleX: scale, y: scale))
    }
}

extension FontRegistry {
    /// The outline of a glyph of a face in a font file (read with FreeType's
    /// `FT_Outline_Decompose`, unscaled and unhinted), or nil when the glyph has none (a space),
    /// is a bitmap, or the file cannot be read as a font.
    ///
    /// The face is opened once and kept, like every face the registry opens; outlines are read
    /// once per glyph.
    ///
    /// - Complexity: O(the glyph's points) the first time, O(1) after.
    public func glyphOutline(_ glyph: UInt32, fontFile: String, faceIndex: Int) -> GlyphOutline? {
        guard !fontFile.isEmpty, let face = face(at: _FaceKey(path: fontFile, index: faceIndex)),
            let path = face.outline(of: glyph)
        else { return nil }
        return GlyphOutline(path: path, unitsPerEm: face.unitsPerEm)
    }

    /// The outlines of a run's glyphs placed at their positions, in points, relative to the run's
    /// origin on the baseline: the run as one shape (empty when no glyph has an outline).
    public func outline(of run: GlyphRun) -> Path {
        var path = Path()
        for (glyph, position) in zip(run.glyphs, run.positions) {
            guard let outline = glyphOutline(glyph, fontFile: run.fontFile, faceIndex: run.faceIndex) else { continue }
            let scale = run.pointSize / CGFloat(max(1, outline.unitsPerEm))
            path.addPath(
                outline.path.applying(Transform(a: scale, b: 0, c: 0, d: scale, tx: position.x, ty: position.y)))
        }
        return path
    }
}
