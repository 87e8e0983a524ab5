import CFreeType
import Foundation
import TextMeasurement

/// A font file read with FreeType directly, independently of the modules under test, so that
/// expected sizes come from the file itself: advances, kerning and vertical metrics in font
/// units, scaled linearly to the point size (unhinted, as Core Text scales).
final class FontReference {
    private let library: FT_Library
    private let face: FT_Face

    /// Opens the file a font was resolved to; nil if there is none (no fonts installed).
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

    private var unitsPerEm: CGFloat { CGFloat(face.pointee.units_per_EM) }

    /// The width of one line of text at a size: the characters' advances plus kerning.
    func width(of text: String, size: CGFloat) -> CGFloat {
        var units = 0
        var previous: UInt32 = 0
        for character in text {
            guard let scalar = character.unicodeScalars.first else { continue }
            let glyph = UInt32(FT_Get_Char_Index(face, FT_ULong(scalar.value)))
            if FT_Load_Glyph(face, glyph, FT_Int32(1 << 0) /* FT_LOAD_NO_SCALE */) == 0 {
                units += Int(face.pointee.glyph.pointee.advance.x)
            }
            if previous != 0, glyph != 0 {
                var vector = FT_Vector()
                if FT_Get_Kerning(face, previous, glyph, FT_UInt(FT_KERNING_UNSCALED.rawValue), &vector) == 0 {
                    units += Int(vector.x)
                }
            }
            previous = glyph
        }
        return CGFloat(units) * size / unitsPerEm
    }

    /// The ascender at a size (hhea, as Core Text).
    func ascender(size: CGFloat) -> CGFloat { CGFloat(face.pointee.ascender) * size / unitsPerEm }

    /// The line height at a size: ascender - descender + line gap (hhea `height`).
    func lineHeight(size: CGFloat) -> CGFloat { CGFloat(face.pointee.height) * size / unitsPerEm }
}
