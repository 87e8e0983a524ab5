import Foundation
import Graphics
import Testing
import TextMeasurement

/// Right-to-left and complex scripts, shaped by HarfBuzz (loaded at run time), measured and
/// drawn from the same glyphs. DejaVu Sans (the system font) has Arabic and Hebrew; Devanagari
/// comes from Lohit Devanagari, bundled in Fixtures/Fonts (SIL Open Font License); no font on
/// our machines has Thai, which is measured with the `.notdef` glyph (its breaking is what is
/// tested).
@Suite struct ShapingTests {
    let measurer = FreeTypeTextMeasurer(cacheCapacity: 0)
    let font = Font.systemFont(ofSize: 20)

    static let devanagari = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures/Fonts/Lohit-Devanagari.ttf")

    func reference(_ font: Font) throws -> FreeTypeReference { try #require(FreeTypeReference(font)) }

    func points(_ units: Int, _ reference: FreeTypeReference, size: CGFloat = 20) -> CGFloat {
        CGFloat(units) * size / CGFloat(reference.unitsPerEm)
    }

    @Test func harfBuzzIsLoaded() throws {
        // libharfbuzz0b (6.0.0 on Debian 12) is on every machine we build on.
        let version = try #require(FreeTypeTextMeasurer.shapingEngineVersion)
        #expect(version.split(separator: ".").count == 3)
    }

    @Test func arabicLettersJoin() throws {
        let sans = try reference(font)
        // س three times: initial, medial and final forms (the presentation forms U+FEB3, U+FEB4,
        // U+FEB2 are the same glyphs in DejaVu Sans), narrower than three isolated ones.
        let joined = ["\u{FEB3}", "\u{FEB4}", "\u{FEB2}"].map { sans.advance(glyph: sans.glyphIndex($0)) }
        let layout = measurer.layout("\u{0633}\u{0633}\u{0633}", font: font)
        #expect(layout.size.width == points(joined.reduce(0, +), sans))
        let isolated = measurer.layout("\u{0633}", font: font).size.width
        #expect(layout.size.width != 3 * isolated)

        // Drawn right to left: the final form on the left.
        let line = try #require(layout.lines.first)
        let runs = measurer.glyphRuns(for: line, font: font)
        #expect(runs.count == 1)
        #expect(runs[0].glyphs == ["\u{FEB2}", "\u{FEB4}", "\u{FEB3}"].map { sans.glyphIndex($0) })
        #expect(runs[0].positions.map(\.x) == [0, points(joined[2], sans), points(joined[2] + joined[1], sans)])
        #expect(runs[0].advance == layout.size.width)
    }

    @Test func hebrewIsDrawnRightToLeft() throws {
        let sans = try reference(font)
        let text = "\u{05E9}\u{05DC}\u{05D5}\u{05DD}"  // שלום
        let layout = measurer.layout(text, font: font)
        let advances = text.unicodeScalars.map { sans.advance(glyph: sans.glyphIndex($0)) }
        #expect(layout.size.width == points(advances.reduce(0, +), sans))
        let runs = measurer.glyphRuns(for: try #require(layout.lines.first), font: font)
        #expect(runs.flatMap(\.glyphs) == text.unicodeScalars.reversed().map { sans.glyphIndex($0) })
    }

    @Test func aRightToLeftParagraphKeepsALatinWordLeftToRight() throws {
        let sans = try reference(font)
        // שלום abc: the Hebrew word on the right, "abc" on its left, read left to right.
        let layout = measurer.layout("\u{05E9}\u{05DC}\u{05D5}\u{05DD} abc", font: font)
        let glyphs = measurer.glyphRuns(for: try #require(layout.lines.first), font: font).flatMap(\.glyphs)
        let expected = "abc \u{05DD}\u{05D5}\u{05DC}\u{05E9}".unicodeScalars.map { sans.glyphIndex($0) }
        #expect(glyphs == expected)
    }

    @Test func hindiClustersAreShaped() throws {
        let hindi = try Font(contentsOf: Self.devanagari, size: 20)
        let lohit = try reference(hindi)
        // कि: the vowel sign i is written before the consonant it follows.
        let layout = measurer.layout("\u{0915}\u{093F}", font: hindi)
        let runs = measurer.glyphRuns(for: try #require(layout.lines.first), font: hindi)
        #expect(runs.count == 1)
        #expect(runs[0].glyphs.count == 2)
        #expect(runs[0].glyphs.last == lohit.glyphIndex("\u{0915}"))
        #expect(runs[0].glyphs.first != lohit.glyphIndex("\u{0915}"))
        #expect(runs[0].advance == layout.size.width)
        // क्ष (ka, virama, ssa) is one conjunct glyph, narrower than its parts.
        let conjunct = measurer.layout("\u{0915}\u{094D}\u{0937}", font: hindi)
        let parts = ["\u{0915}", "\u{094D}", "\u{0937}"].map { lohit.advance(glyph: lohit.glyphIndex($0)) }
        let conjunctRuns = measurer.glyphRuns(for: try #require(conjunct.lines.first), font: hindi)
        #expect(conjunctRuns.flatMap(\.glyphs).count == 1)
        #expect(conjunct.size.width < points(parts.reduce(0, +), lohit))
        #expect(conjunctRuns.last?.advance == conjunct.size.width)
    }

    @Test func thaiWithoutSpacesBreaksWhereAWordNoLongerFits() throws {
        // UAX #14 gives Thai (class SA, resolved to AL without a dictionary) no opportunity
        // between letters: a line breaks at the spaces, and a word wider than the line is cut
        // where it no longer fits.
        let notdef = measurer.layout("\u{0E01}", font: font).size.width
        let text = "\u{0E01}\u{0E02}\u{0E04} \u{0E07}\u{0E08}\u{0E09}\u{0E0A}"
        let wrapped = measurer.layout(
            text, font: font, maxWidth: 3.5 * notdef, lineBreakMode: .byWordWrapping, numberOfLines: 0)
        #expect(wrapped.lineTexts == ["\u{0E01}\u{0E02}\u{0E04}", "\u{0E07}\u{0E08}\u{0E09}", "\u{0E0A}"])
    }

    @Test func emojiSequencesStayOneCharacter() throws {
        let family = "\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}"
        let one = measurer.layout(family, font: font)
        let man = measurer.layout("\u{1F468}", font: font)
        #expect(one.size.width == man.size.width)
        #expect(one.lines.count == 1)
    }
}
