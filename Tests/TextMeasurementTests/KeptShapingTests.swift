import Foundation
import Graphics
import Testing
import TextMeasurement

/// A FreeType measurer keeps what it shaped: a line is drawn from the glyphs that measured it,
/// and a text laid out again at another width or line limit is not shaped again. Neither may
/// change a thing: the runs and layouts are exactly those made from scratch.
@Suite struct KeptShapingTests {
    let font = Font.systemFont(ofSize: 17)

    static let texts = [
        "AVATAR Typography, WAVE To", "naïve cafe\u{301} Straße", "a\tb  c   ", "first line\nAV second\n\nlast",
        "漢字 and ⌘ and 🇫🇷 flags", "", "\n", "Wrapped text with hanging spaces    at the end of lines",
    ]

    /// The line as a renderer made anew from its public values: nothing kept.
    func madeAnew(_ line: TextLine) -> TextLine {
        TextLine(
            text: line.text, characterRange: line.characterRange, rect: line.rect,
            baselineOffsetFromTop: line.baselineOffsetFromTop, isTruncated: line.isTruncated)
    }

    @Test(arguments: texts)
    func aLineIsDrawnWithTheGlyphsOfItsTextShapedAnew(text: String) {
        let measurer = FreeTypeTextMeasurer()
        for mode in [LineBreakMode.byWordWrapping, .byCharWrapping, .byClipping, .byTruncatingTail, .byTruncatingMiddle] {
            for width: CGFloat in [.infinity, 33, 90, 161.5] {
                for lines in [0, 1, 2] {
                    let layout = measurer.layout(text, font: font, maxWidth: width, lineBreakMode: mode, numberOfLines: lines)
                    for line in layout.lines {
                        let fresh = measurer.glyphRuns(for: madeAnew(line), font: font)
                        #expect(measurer.glyphRuns(for: line, font: font) == fresh, "\(mode) \(width) \(lines) \(line.text)")
                        let placed = line.placed(at: CGPoint(x: 12.5, y: 40), baselineOffsetFromTop: 53.25)
                        #expect(measurer.glyphRuns(for: placed, font: font) == fresh)
                    }
                }
            }
        }
    }

    @Test(arguments: texts)
    func aTextLaidOutAgainAtAnotherWidthIsLaidOutAsFromScratch(text: String) {
        let measurer = FreeTypeTextMeasurer()
        _ = measurer.layout(text, font: font)
        for mode in [LineBreakMode.byWordWrapping, .byClipping, .byTruncatingHead, .byTruncatingTail] {
            for width: CGFloat in [0, 25, 77.25, 140, .infinity] {
                for lines in [0, 1, 3] {
                    let again = measurer.layout(text, font: font, maxWidth: width, lineBreakMode: mode, numberOfLines: lines)
                    let scratch = FreeTypeTextMeasurer().layout(
                        text, font: font, maxWidth: width, lineBreakMode: mode, numberOfLines: lines)
                    #expect(again == scratch, "\(mode) \(width) \(lines)")
                    for (line, fresh) in zip(again.lines, scratch.lines) {
                        #expect(
                            measurer.glyphRuns(for: line, font: font)
                                == measurer.glyphRuns(for: madeAnew(fresh), font: font))
                    }
                }
            }
        }
    }

    @Test func aLineDrawnInAnotherFontIsShapedInThatFont() throws {
        let measurer = FreeTypeTextMeasurer()
        let line = try #require(measurer.layout("AVo", font: font).lines.first)
        let bigger = Font.systemFont(ofSize: 20)
        let runs = measurer.glyphRuns(for: line, font: bigger)
        #expect(runs == measurer.glyphRuns(for: madeAnew(line), font: bigger))
        #expect(runs.first?.pointSize == 20)
        // Another measurer (another registry's fallbacks) shapes the line itself too.
        let other = FreeTypeTextMeasurer(registry: FontRegistry(configuration: FontConfiguration()))
        #expect(other.glyphRuns(for: line, font: font) == other.glyphRuns(for: madeAnew(line), font: font))
    }

    @Test func whatALineKeptDoesNotMakeItDifferent() throws {
        let measurer = FreeTypeTextMeasurer()
        let line = try #require(measurer.layout("Hello", font: font).lines.first)
        #expect(line == madeAnew(line))
        #expect(line.hashValue == madeAnew(line).hashValue)
        let placed = line.placed(at: CGPoint(x: 3, y: 4), baselineOffsetFromTop: 20)
        #expect(placed.rect == CGRect(x: 3, y: 4, width: line.width, height: line.rect.height))
        #expect(placed.baselineOffsetFromTop == 20)
        #expect(placed.text == "Hello")
        #expect(placed.characterRange == 0..<5)
        #expect(!placed.isTruncated)
    }

    @Test func layingOutAgainCountsInTheStatisticsAsBefore() {
        let measurer = FreeTypeTextMeasurer()
        _ = measurer.layout("Some text to wrap", font: font)
        _ = measurer.layout("Some text to wrap", font: font, maxWidth: 40, lineBreakMode: .byWordWrapping, numberOfLines: 0)
        _ = measurer.layout("Some text to wrap", font: font, maxWidth: 40, lineBreakMode: .byWordWrapping, numberOfLines: 0)
        #expect(measurer.cache.statistics == .init(hits: 1, misses: 2, count: 2))
    }
}
