import CFreeType
import Foundation
import TextMeasurement

/// A font file read with FreeType directly, independently of the module under test, so that
/// expected widths and metrics come from the file itself.
final class FreeTypeReference {
    private let library: FT_Library
    private let face: FT_Face

    /// Opens the file a font was resolved to; nil if it cannot be read.
    init?(_ font: Font) {
        var library: FT_Library?
        guard let url = font.fileURL, FT_Init_FreeType(&library) == 0, let library else { return nil }
        var face: FT_Face?
        guard FT_New_Face(library, url.path, 0, &face) == 0, let face else {
            FT_Done_FreeType(library)
            return nil
        }
        self.library = library
        self.face = face
    }

    deinit {
        FT_Done_Face(face)
        FT_Done_FreeType(library)
    }

    private var record: FT_FaceRec { face.pointee }

    var unitsPerEm: Int { Int(record.units_per_EM) }
    var ascender: Int { Int(record.ascender) }
    var descender: Int { Int(record.descender) }
    var height: Int { Int(record.height) }
    var hasKerningTable: Bool { (record.face_flags & FT_Long(1 << 6)) != 0 }

    func glyphIndex(_ scalar: Unicode.Scalar) -> UInt32 {
        UInt32(FT_Get_Char_Index(face, FT_ULong(scalar.value)))
    }

    /// The advance of a glyph in font units (unscaled, unhinted).
    func advance(glyph: UInt32) -> Int {
        guard FT_Load_Glyph(face, glyph, FT_Int32(1 << 0) /* FT_LOAD_NO_SCALE */) == 0 else { return 0 }
        return Int(face.pointee.glyph.pointee.advance.x)
    }

    /// The top of a glyph's outline in font units.
    func top(of scalar: Unicode.Scalar) -> Int {
        guard FT_Load_Glyph(face, glyphIndex(scalar), FT_Int32(1 << 0)) == 0 else { return 0 }
        return Int(face.pointee.glyph.pointee.metrics.horiBearingY)
    }

    func kerning(_ left: UInt32, _ right: UInt32) -> Int {
        var vector = FT_Vector()
        guard FT_Get_Kerning(face, left, right, FT_UInt(FT_KERNING_UNSCALED.rawValue), &vector) == 0 else {
            return 0
        }
        return Int(vector.x)
    }

    /// The advances of a string's characters (their first scalars) plus the kerning between
    /// neighbours, in font units.
    func units(of text: String) -> Int {
        var total = 0
        var previous: UInt32 = 0
        for character in text {
            guard let scalar = character.unicodeScalars.first else { continue }
            let glyph = glyphIndex(scalar)
            total += advance(glyph: glyph)
            if previous != 0, glyph != 0 { total += kerning(previous, glyph) }
            previous = glyph
        }
        return total
    }

    /// Font units in points at a size.
    func points(_ units: Int, size: CGFloat) -> CGFloat {
        CGFloat(units) * size / CGFloat(unitsPerEm)
    }

    /// A string's width in points at a size: advances plus kerning.
    func width(of text: String, size: CGFloat) -> CGFloat {
        points(units(of: text), size: size)
    }

    /// The control box of a glyph's outline in font units (FT_Outline_Get_CBox: every point,
    /// control points included), y up as in the file; nil without an outline.
    func controlBox(glyph: UInt32) -> (xMin: Int, yMin: Int, xMax: Int, yMax: Int)? {
        guard FT_Load_Glyph(face, glyph, FT_Int32(1 << 0)) == 0, face.pointee.glyph.pointee.outline.n_points > 0
        else { return nil }
        var box = FT_BBox()
        FT_Outline_Get_CBox(&face.pointee.glyph.pointee.outline, &box)
        return (Int(box.xMin), Int(box.yMin), Int(box.xMax), Int(box.yMax))
    }

    /// The number of contours of a glyph's outline.
    func contourCount(glyph: UInt32) -> Int {
        guard FT_Load_Glyph(face, glyph, FT_Int32(1 << 0)) == 0 else { return 0 }
        return Int(face.pointee.glyph.pointee.outline.n_contours)
    }
}
