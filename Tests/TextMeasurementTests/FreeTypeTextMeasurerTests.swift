import Foundation
import Testing
import TextMeasurement

/// Layouts with DejaVu Sans; every expected width comes from the font file, read with FreeType
/// by the test itself (``FreeTypeReference``).
@Suite struct FreeTypeTextMeasurerTests {
    let measurer = FreeTypeTextMeasurer()
    let font = Font.systemFont(ofSize: 17)

    func reference(_ font: Font) throws -> FreeTypeReference { try #require(FreeTypeReference(font)) }

    @Test func helloIsTheSumOfItsAdvancesPlusKerning() throws {
        let file = try reference(font)
        let layout = measurer.layout("Hello", font: font)
        #expect(layout.size.width == file.width(of: "Hello", size: 17))
        // DejaVu Sans: H 1540, e 1260, l 569, l 569, o 1253 units; no kerning between them.
        #expect(file.units(of: "Hello") == 5191)
        #expect(layout.size.width == CGFloat(5191 * 17) / 2048)
        #expect(layout.size.height == font.lineHeight)
        #expect(layout.firstBaselineOffsetFromTop == font.ascender)
    }

    @Test func kerningIsApplied() throws {
        let file = try reference(font)
        #expect(file.hasKerningTable)
        let a = file.glyphIndex("A")
        let v = file.glyphIndex("V")
        #expect(file.kerning(a, v) == -131)
        let width = measurer.layout("AV", font: font).size.width
        #expect(width == CGFloat(file.advance(glyph: a) + file.advance(glyph: v) - 131) * 17 / 2048)
        #expect(width < measurer.layout("A", font: font).size.width + measurer.layout("V", font: font).size.width)
        #expect(measurer.layout("To", font: font).size.width == file.width(of: "To", size: 17))
        #expect(file.units(of: "To") == 1251 + 1253 - 348)
    }

    @Test(arguments: ["Wave", "AVATAR", "Typography, yes.", "Straße", "naïve café", "1,234.50 €"])
    func widthsMatchTheFile(text: String) throws {
        let file = try reference(font)
        #expect(measurer.layout(text, font: font).size.width == file.width(of: text, size: 17))
    }

    @Test func boldIsWiderThanRegular() throws {
        let bold = Font.boldSystemFont(ofSize: 17)
        let boldFile = try reference(bold)
        let width = measurer.layout("Hello", font: bold).size.width
        #expect(width == boldFile.width(of: "Hello", size: 17))
        #expect(width > measurer.layout("Hello", font: font).size.width)
    }

    @Test func germanIsWiderThanEnglish() throws {
        let file = try reference(font)
        let pairs = [
            ("Settings", "Einstellungen"),
            ("Speed limit", "Geschwindigkeitsbegrenzung"),
            ("Cancel", "Abbrechen"),
        ]
        for (english, german) in pairs {
            let englishWidth = measurer.layout(english, font: font).size.width
            let germanWidth = measurer.layout(german, font: font).size.width
            #expect(germanWidth > englishWidth, "\(german) should be wider than \(english)")
            #expect(germanWidth == file.width(of: german, size: 17))
        }
    }

    @Test func multipleLinesForAWidth() throws {
        let file = try reference(font)
        let text = "The quick brown fox jumps over the lazy dog"
        let layout = measurer.layout(text, font: font, maxWidth: 120, lineBreakMode: .byWordWrapping, numberOfLines: 0)
        #expect(layout.lines.count > 1)
        #expect(layout.lineTexts.joined(separator: " ") == text)
        #expect(layout.size.height == CGFloat(layout.lines.count) * font.lineHeight)
        #expect(layout.lastBaselineOffsetFromTop == CGFloat(layout.lines.count - 1) * font.lineHeight + font.ascender)
        let words = text.split(separator: " ").map(String.init)
        var wordIndex = 0
        for (number, line) in layout.lines.enumerated() {
            #expect(line.width == file.width(of: line.text, size: 17))
            #expect(line.width <= 120)
            wordIndex += line.text.split(separator: " ").count
            // Greedy: the next word would not have fitted on this line.
            if number < layout.lines.count - 1 {
                #expect(file.width(of: line.text + " " + words[wordIndex], size: 17) > 120)
            }
        }
        #expect(layout.size.width == layout.lines.map(\.width).max())
        #expect(layout.lineTexts == ["The quick", "brown fox", "jumps over", "the lazy dog"])
    }

    /// DejaVu Sans has no CJK glyphs, so each ideograph is its .notdef box (1229 units); lines
    /// still break between ideographs.
    @Test func cjkTextWrapsBetweenIdeographs() throws {
        let file = try reference(font)
        let box = file.points(file.advance(glyph: 0), size: 17)
        #expect(file.advance(glyph: 0) == 1229)
        let layout = measurer.layout(
            "中文字符测试", font: font, maxWidth: 3.5 * box, lineBreakMode: .byWordWrapping, numberOfLines: 0)
        #expect(layout.lineTexts == ["中文字", "符测试"])
        #expect(layout.lines.map(\.width) == [3 * box, 3 * box])
        #expect(layout.size.height == 2 * font.lineHeight)
    }

    @Test func aMissingCharacterComesFromTheSystemFont() throws {
        // DejaVu Serif has no Hebrew; DejaVu Sans (the system font) does.
        let serif = try Font(name: "DejaVu Serif", size: 20)
        let serifFile = try reference(serif)
        let sansFile = try reference(.systemFont(ofSize: 20))
        #expect(serifFile.glyphIndex("\u{05D0}") == 0)
        #expect(sansFile.glyphIndex("\u{05D0}") != 0)
        let alef = measurer.layout("\u{05D0}", font: serif).size.width
        #expect(alef == sansFile.width(of: "\u{05D0}", size: 20))
        #expect(alef == CGFloat(1369 * 20) / 2048)
        // A character no font has is the font's own .notdef box.
        let ideograph = measurer.layout("中", font: serif).size.width
        #expect(ideograph == serifFile.points(serifFile.advance(glyph: 0), size: 20))
    }

    @Test func fallbackFamiliesAreSearchedInOrder() throws {
        // With DejaVu Serif as the system family, Hebrew is missing from both the font and the
        // system family; the configured fallback family supplies it.
        let configuration = FontConfiguration(
            systemFamily: "DejaVu Serif", fallbackFamilies: ["Not Installed", "DejaVu Sans"])
        let registry = FontRegistry(configuration: configuration)
        let withFallback = FreeTypeTextMeasurer(registry: registry)
        let serif = registry.systemFont(ofSize: 20)
        let sansFile = try reference(.systemFont(ofSize: 20))
        #expect(withFallback.layout("\u{05D0}", font: serif).size.width == sansFile.width(of: "\u{05D0}", size: 20))
        let withoutFallback = FreeTypeTextMeasurer(
            registry: FontRegistry(configuration: FontConfiguration(systemFamily: "DejaVu Serif")))
        let serifFile = try reference(serif)
        #expect(
            withoutFallback.layout("\u{05D0}", font: serif).size.width
                == serifFile.points(serifFile.advance(glyph: 0), size: 20))
    }

    @Test func accentsAndEmojiSequencesAreOneAdvance() throws {
        let file = try reference(font)
        #expect(measurer.layout("e\u{301}", font: font).size.width == file.width(of: "e", size: 17))
        #expect(measurer.layout("😀", font: font).size.width == CGFloat(2135 * 17) / 2048)
        #expect(measurer.layout("👍🏽", font: font).size.width == file.width(of: "👍", size: 17))
        #expect(measurer.layout("a\tb", font: font).size.width == file.width(of: "a b", size: 17))
    }

    @Test func tailTruncationWithRealAdvances() throws {
        let file = try reference(font)
        let fits = file.width(of: "Hello…", size: 17)
        let layout = measurer.layout(
            "Hello, World", font: font, maxWidth: fits, lineBreakMode: .byTruncatingTail, numberOfLines: 1)
        #expect(layout.lineTexts == ["Hello…"])
        #expect(layout.size.width == fits)
        #expect(file.advance(glyph: file.glyphIndex("…")) == 2048)
    }

    @Test func truncationInEveryModeFits() {
        let text = "Grapheme clusters are never split by truncation"
        for mode in [LineBreakMode.byTruncatingHead, .byTruncatingMiddle, .byTruncatingTail] {
            let layout = measurer.layout(text, font: font, maxWidth: 150, lineBreakMode: mode, numberOfLines: 1)
            #expect(layout.lines.count == 1)
            #expect(layout.size.width <= 150)
            #expect(layout.lineTexts[0].contains("…"))
            #expect(layout.isTruncated)
        }
    }

    @Test func layoutsAreCached() {
        let measurer = FreeTypeTextMeasurer()
        let first = measurer.layout(
            "Cached", font: font, maxWidth: 50, lineBreakMode: .byWordWrapping, numberOfLines: 0)
        let second = measurer.layout(
            "Cached", font: font, maxWidth: 50, lineBreakMode: .byWordWrapping, numberOfLines: 0)
        #expect(first == second)
        #expect(measurer.cache.statistics == .init(hits: 1, misses: 1, count: 1))
    }

    @Test func theMeasurersMetricsAreTheFonts() {
        #expect(measurer.metrics(for: font) == font.metrics)
    }
}
