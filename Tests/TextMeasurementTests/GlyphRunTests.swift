import Foundation
import Graphics
import Testing
import TextMeasurement

/// Drawing text: the glyph runs of laid-out lines, placed by the advances that measured them,
/// and glyph outlines; expected glyphs and outlines come from the font file, read with FreeType
/// by the test itself (``FreeTypeReference``).
@Suite struct GlyphRunTests {
    let measurer = FreeTypeTextMeasurer()
    let font = Font.systemFont(ofSize: 17)

    func reference(_ font: Font) throws -> FreeTypeReference { try #require(FreeTypeReference(font)) }

    /// The end of the last run: where the pen stands after the line.
    func drawnWidth(_ runs: [GlyphRun]) -> CGFloat? { runs.last?.advance }

    @Test func aLineIsOneRunOfTheFontsGlyphsAtTheirAdvancesAndKerning() throws {
        let file = try reference(font)
        let line = try #require(measurer.layout("AVo", font: font).lines.first)
        let runs = measurer.glyphRuns(for: line, font: font)
        #expect(runs.count == 1)
        let run = try #require(runs.first)
        #expect(run.fontFile == font.fileURL?.path)
        #expect(run.faceIndex == 0)
        #expect(run.pointSize == 17)
        let (a, v, o) = (file.glyphIndex("A"), file.glyphIndex("V"), file.glyphIndex("o"))
        #expect(run.glyphs == [a, v, o])
        // A's advance, then V kerned by -131 units after it, then o (kerned after V).
        let scale = CGFloat(17) / 2048
        let xV = CGFloat(file.advance(glyph: a)) * scale + CGFloat(file.kerning(a, v)) * scale
        #expect(run.positions[0] == .zero)
        #expect(run.positions[1] == CGPoint(x: xV, y: 0))
        #expect(run.positions.allSatisfy { $0.y == 0 })
        #expect(run.advance == line.width)
        #expect(run.advance == file.width(of: "AVo", size: 17))
    }

    @Test(arguments: [
        "Hello", "AVATAR", "Typography, yes.", "Straße", "naïve café", "1,234.50 €", "To Wave AV", "a\tb",
    ])
    func theRunsAdvanceIsTheMeasuredWidth(text: String) {
        let layout = measurer.layout(text, font: font)
        for line in layout.lines {
            #expect(drawnWidth(measurer.glyphRuns(for: line, font: font)) == line.width)
        }
    }

    @Test(arguments: [LineBreakMode.byWordWrapping, .byCharWrapping, .byTruncatingTail, .byTruncatingHead, .byTruncatingMiddle])
    func wrappedAndTruncatedLinesAreDrawnAsWideAsMeasured(mode: LineBreakMode) {
        let text = "The quick brown fox jumps over the lazy dog; AVATAR Typography WAVE"
        for width: CGFloat in [40, 97.5, 150, 233] {
            for lines in [0, 1, 2] {
                let layout = measurer.layout(text, font: font, maxWidth: width, lineBreakMode: mode, numberOfLines: lines)
                for line in layout.lines {
                    let drawn = drawnWidth(measurer.glyphRuns(for: line, font: font))
                    #expect(drawn == line.width, "\(mode) \(width) \(lines): \(line.text)")
                    #expect(line.width <= width + 1e-6)
                }
                if mode.truncates, lines > 0 { #expect(layout.lines.last?.text.contains("…") == true) }
            }
        }
    }

    @Test func aClippedLineIsDrawnWholeAndWiderThanItsWidth() throws {
        let layout = measurer.layout(
            "Clipped text", font: font, maxWidth: 40, lineBreakMode: .byClipping, numberOfLines: 1)
        let line = try #require(layout.lines.first)
        #expect(line.width == 40)
        let drawn = try #require(drawnWidth(measurer.glyphRuns(for: line, font: font)))
        #expect(drawn == measurer.layout("Clipped text", font: font).size.width)
    }

    @Test func aFallbackCharacterStartsARunOfItsFace() throws {
        let serif = try Font(name: "DejaVu Serif", size: 20)
        let sans = try reference(.systemFont(ofSize: 20))
        let line = try #require(measurer.layout("a\u{05D0}b", font: serif).lines.first)
        let runs = measurer.glyphRuns(for: line, font: serif)
        #expect(runs.map(\.fontFile) == [serif.fileURL?.path, Font.systemFont(ofSize: 20).fileURL?.path, serif.fileURL?.path])
        #expect(runs[1].glyphs == [sans.glyphIndex("\u{05D0}")])
        #expect(runs.map(\.glyphs.count) == [1, 1, 1])
        // Each run ends where the next starts.
        #expect(runs[0].advance == runs[1].positions[0].x)
        #expect(runs[1].advance == runs[2].positions[0].x)
        #expect(drawnWidth(runs) == line.width)
    }

    @Test func aCharacterNoFaceHasIsTheNotdefGlyph() throws {
        let serif = try Font(name: "DejaVu Serif", size: 20)
        let line = try #require(measurer.layout("中", font: serif).lines.first)
        let runs = measurer.glyphRuns(for: line, font: serif)
        #expect(runs.map(\.glyphs) == [[0]])
        #expect(drawnWidth(runs) == line.width)
    }

    @Test func accentsAreDrawnOverTheirBaseWithoutAdvance() throws {
        let file = try reference(font)
        let line = try #require(measurer.layout("e\u{301}x", font: font).lines.first)
        let run = try #require(measurer.glyphRuns(for: line, font: font).first)
        let afterE = CGFloat(file.advance(glyph: file.glyphIndex("e"))) * 17 / 2048
        #expect(run.glyphs == [file.glyphIndex("e"), file.glyphIndex("\u{301}"), file.glyphIndex("x")])
        #expect(run.positions.map(\.x) == [0, afterE, afterE + CGFloat(file.kerning(file.glyphIndex("e"), file.glyphIndex("x"))) * 17 / 2048])
        #expect(run.advance == line.width)
    }

    @Test func anEmptyLineHasNoRuns() {
        let line = TextLine(text: "", characterRange: 0..<0, rect: .zero, baselineOffsetFromTop: 0, isTruncated: false)
        #expect(measurer.glyphRuns(for: line, font: font).isEmpty)
    }

    @Test func drawingALineDrawsItsRunsAtTheOrigin() throws {
        let line = try #require(measurer.layout("Hi", font: font).lines.first)
        let recorder = RecordingContext()
        measurer.draw(line, font: font, at: CGPoint(x: 3, y: 20), color: .systemBlue, in: recorder)
        let run = try #require(measurer.glyphRuns(for: line, font: font).first)
        #expect(recorder.commands == [.drawGlyphs(run, at: CGPoint(x: 3, y: 20), color: .systemBlue)])
    }

    @Test func theFixedAdvanceMeasurerDrawsBoxes() throws {
        let fixed = FixedAdvanceTextMeasurer()
        let tenPoint = Font.systemFont(ofSize: 10)
        let line = try #require(fixed.layout("ab c\u{200B}d", font: tenPoint).lines.first)
        let recorder = RecordingContext()
        fixed.draw(line, font: tenPoint, at: CGPoint(x: 1, y: 8), color: .label, in: recorder)
        var boxes = Path()
        // a, b, (space), c, (zero width space: no width), d: 6 wide each, ascender 8, descender 2.
        for x: CGFloat in [1, 7, 19, 25] { boxes.addPath(Path(rect: CGRect(x: x, y: 0, width: 6, height: 10))) }
        #expect(recorder.commands == [.fill(boxes, .label)])
        #expect(line.width == 30)
    }

    @Test func theFixedAdvanceMeasurerDrawsNothingForSpaces() throws {
        let fixed = FixedAdvanceTextMeasurer()
        let line = try #require(fixed.layout("   ", font: .systemFont(ofSize: 10)).lines.first)
        let recorder = RecordingContext()
        fixed.draw(line, font: .systemFont(ofSize: 10), at: .zero, color: .label, in: recorder)
        #expect(recorder.commands.isEmpty)
    }
}

/// Glyph outlines, read with FT_Outline_Decompose.
@Suite struct GlyphOutlineTests {
    let font = Font.systemFont(ofSize: 17)

    @Test func anOutlineHasTheFilesControlBoxFlippedDownward() throws {
        let file = try #require(FreeTypeReference(font))
        let path = try #require(font.fileURL?.path)
        for character: Unicode.Scalar in ["H", "o", "g", "é", "&"] {
            let glyph = file.glyphIndex(character)
            let outline = try #require(FontRegistry.default.glyphOutline(glyph, fontFile: path, faceIndex: 0))
            let box = try #require(file.controlBox(glyph: glyph))
            #expect(outline.unitsPerEm == 2048)
            #expect(
                outline.path.bounds
                    == CGRect(x: box.xMin, y: -box.yMax, width: box.xMax - box.xMin, height: box.yMax - box.yMin))
            let closes = outline.path.elements.filter { $0 == .close }.count
            #expect(closes == file.contourCount(glyph: glyph), "\(character)")
        }
    }

    @Test func aSpaceAndAMissingFileHaveNoOutline() throws {
        let file = try #require(FreeTypeReference(font))
        let path = try #require(font.fileURL?.path)
        #expect(FontRegistry.default.glyphOutline(file.glyphIndex(" "), fontFile: path, faceIndex: 0) == nil)
        #expect(FontRegistry.default.glyphOutline(36, fontFile: "/no/such/font.ttf", faceIndex: 0) == nil)
        #expect(FontRegistry.default.glyphOutline(36, fontFile: "", faceIndex: 0) == nil)
        #expect(FontRegistry.default.glyphOutline(999_999, fontFile: path, faceIndex: 0) == nil)
    }

    @Test func anOutlineAtAPointSizeIsScaled() throws {
        let file = try #require(FreeTypeReference(font))
        let path = try #require(font.fileURL?.path)
        let outline = try #require(FontRegistry.default.glyphOutline(file.glyphIndex("H"), fontFile: path, faceIndex: 0))
        let box = try #require(file.controlBox(glyph: file.glyphIndex("H")))
        let scaled = outline.path(atPointSize: 2048)
        #expect(scaled.bounds.maxY == 0)
        #expect(scaled.bounds.minY == -CGFloat(box.yMax))
    }

    @Test func aRunsOutlineIsItsGlyphsPlaced() throws {
        let measurer = FreeTypeTextMeasurer()
        let line = try #require(measurer.layout("HH", font: font).lines.first)
        let run = try #require(measurer.glyphRuns(for: line, font: font).first)
        let one = try #require(FontRegistry.default.glyphOutline(run.glyphs[0], fontFile: run.fontFile, faceIndex: 0))
        var expected = one.path(atPointSize: 17)
        expected.addPath(one.path.applying(Transform(
            a: 17.0 / 2048, b: 0, c: 0, d: 17.0 / 2048, tx: run.positions[1].x, ty: 0)))
        #expect(FontRegistry.default.outline(of: run) == expected)
    }
}
