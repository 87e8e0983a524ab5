import Foundation
import Testing
import TextMeasurement

/// Exact layouts with the fixed-advance measurer at 10 pt: every character 6 pt wide, ascender
/// 8, descender -2, no leading, lines 10 pt apart.
@Suite struct FixedAdvanceTextMeasurerTests {
    let measurer = FixedAdvanceTextMeasurer()
    let font = Font.systemFont(ofSize: 10)

    func layout(
        _ text: String, width: CGFloat = .greatestFiniteMagnitude, mode: LineBreakMode = .byWordWrapping,
        lines: Int = 0
    ) -> TextLayout {
        measurer.layout(text, font: font, maxWidth: width, lineBreakMode: mode, numberOfLines: lines)
    }

    // MARK: Metrics and single lines

    @Test func metricsAreFixedFractionsOfThePointSize() {
        let metrics = measurer.metrics(for: font)
        #expect(metrics.ascender == 8)
        #expect(metrics.descender == -2)
        #expect(metrics.leading == 0)
        #expect(metrics.lineHeight == 10)
        #expect(metrics.capHeight == 7)
        #expect(metrics.xHeight == 5)
    }

    @Test func oneLine() {
        let result = layout("Hello")
        #expect(result.lineTexts == ["Hello"])
        #expect(result.size == CGSize(width: 30, height: 10))
        #expect(result.firstBaselineOffsetFromTop == 8)
        #expect(result.lastBaselineOffsetFromTop == 8)
        #expect(result.lastBaselineOffsetFromBottom == 2)
        #expect(!result.isTruncated)
        #expect(result.lines[0].rect == CGRect(x: 0, y: 0, width: 30, height: 10))
        #expect(result.lines[0].characterRange == 0..<5)
    }

    @Test func emptyTextHasNoLines() {
        let result = layout("")
        #expect(result.lines.isEmpty)
        #expect(result.size == .zero)
        #expect(result.firstBaselineOffsetFromTop == 8)
        #expect(result.lastBaselineOffsetFromBottom == 0)
    }

    @Test func customFractions() {
        let ahem = FixedAdvanceTextMeasurer(advance: 1, ascender: 0.8, descender: 0.2)
        let result = ahem.layout("ab", font: .systemFont(ofSize: 16))
        #expect(result.size == CGSize(width: 32, height: 16))
        #expect(ahem.metrics(for: .systemFont(ofSize: 16)).descender == -3.2)
        let bad = FixedAdvanceTextMeasurer(advance: -1, ascender: .nan, descender: .infinity, leading: -4)
        #expect(bad.layout("abc", font: font).size == .zero)
    }

    // MARK: Explicit newlines

    @Test(arguments: [
        ("a\nb", ["a", "b"]),
        ("a\r\nb", ["a", "b"]),
        ("a\rb", ["a", "b"]),
        ("a\u{2028}b", ["a", "b"]),
        ("a\u{2029}b", ["a", "b"]),
        ("a\n\nb", ["a", "", "b"]),
        ("a\n", ["a"]),
        ("\n", [""]),
        ("\n\n", ["", ""]),
    ])
    func newlinesEndLines(text: String, lines: [String]) {
        let result = layout(text)
        #expect(result.lineTexts == lines)
        #expect(result.size.height == CGFloat(lines.count) * 10)
    }

    @Test func characterRangesCountGraphemesAcrossNewlines() {
        let result = layout("ab\r\ncd\nef")
        #expect(result.lines.map(\.characterRange) == [0..<2, 3..<5, 6..<8])
    }

    // MARK: Word wrapping

    @Test func wordWrapping() {
        let result = layout("aaa bbb ccc", width: 45)
        #expect(result.lineTexts == ["aaa bbb", "ccc"])
        #expect(result.lines.map(\.width) == [42, 18])
        #expect(result.size == CGSize(width: 42, height: 20))
        #expect(result.firstBaselineOffsetFromTop == 8)
        #expect(result.lastBaselineOffsetFromTop == 18)
        #expect(result.lines.map(\.rect.minY) == [0, 10])
        #expect(result.lines.map(\.characterRange) == [0..<8, 8..<11])
    }

    @Test func aLineThatFitsExactlyDoesNotWrap() {
        #expect(layout("aaaaa", width: 30).lineTexts == ["aaaaa"])
        #expect(layout("aaaaaa", width: 30).lineTexts == ["aaaaa", "a"])
    }

    @Test func aWordLongerThanTheLineBreaksByCharacter() {
        #expect(layout("abcdefghij", width: 25).lineTexts == ["abcd", "efgh", "ij"])
        #expect(layout("ab abcdefghij", width: 25).lineTexts == ["ab", "abcd", "efgh", "ij"])
    }

    @Test func linesBreakAfterHyphens() {
        #expect(layout("well-known fact", width: 40).lineTexts == ["well-", "known", "fact"])
        // No break between a hyphen and a digit: "10-20" stays together.
        #expect(layout("a 10-20", width: 30).lineTexts == ["a", "10-20"])
    }

    @Test func spacesHangAtAWrap() {
        let result = layout("ab   cd", width: 24)
        #expect(result.lineTexts == ["ab", "cd"])
        #expect(result.lines.map(\.width) == [12, 12])
        #expect(result.lines.map(\.characterRange) == [0..<5, 5..<7])
    }

    @Test func spacesAtTheEndOfAParagraphCountUpToTheWidth() {
        #expect(layout("ab  ").size.width == 24)
        #expect(layout("ab  \ncd").lines[0].width == 24)
        let result = layout("ab      ", width: 24)
        #expect(result.lineTexts == ["ab      "])
        #expect(result.size.width == 24)
    }

    @Test func cjkTextWrapsBetweenIdeographs() {
        #expect(layout("中文字符测试", width: 20).lineTexts == ["中文字", "符测试"])
        #expect(layout("日本語のテキスト", width: 30).lineTexts == ["日本語のテ", "キスト"])
    }

    @Test func cjkPunctuationNeverStartsALine() {
        // "。" cannot start a line, so "文" moves down with it.
        #expect(layout("中文。中文", width: 15).lineTexts == ["中", "文。", "中文"])
        // "「" cannot end a line.
        #expect(layout("中「文」", width: 15).lineTexts == ["中", "「文", "」"])
    }

    @Test func aWidthOfZeroGivesOneCharacterPerLine() {
        #expect(layout("abc", width: 0).lineTexts == ["a", "b", "c"])
        #expect(layout("abc", width: -5).lineTexts == ["a", "b", "c"])
    }

    @Test func unlimitedWidths() {
        for width in [CGFloat.greatestFiniteMagnitude, .infinity, .nan] {
            #expect(layout("aaa bbb ccc", width: width).lineTexts == ["aaa bbb ccc"])
        }
        #expect(measurer.size(of: "aaa bbb ccc", font: font) == CGSize(width: 66, height: 10))
    }

    @Test func graphemeClustersAreNeverSplit() {
        let decomposed = "e\u{301}e\u{301}e\u{301}"  // three characters, six scalars
        let result = layout(decomposed, width: 12, mode: .byCharWrapping)
        #expect(result.lineTexts == ["e\u{301}e\u{301}", "e\u{301}"])
        #expect(result.lines.map(\.width) == [12, 6])
        let flagsAndFamily = layout("🇩🇪🇫🇷👨‍👩‍👧", width: 12, mode: .byCharWrapping)
        #expect(flagsAndFamily.lineTexts == ["🇩🇪🇫🇷", "👨‍👩‍👧"])
    }

    @Test func zeroWidthCharactersTakeNoRoom() {
        #expect(layout("ab\u{200B}cd").size.width == 24)
        // The zero width space is a break opportunity.
        #expect(layout("abc\u{200B}def", width: 30).lineTexts == ["abc\u{200B}", "def"])
    }

    // MARK: Character wrapping

    @Test func characterWrapping() {
        let result = layout("aaa bbb ccc", width: 30, mode: .byCharWrapping)
        #expect(result.lineTexts == ["aaa b", "bb cc", "c"])
        #expect(result.lines.map(\.width) == [30, 30, 6])
        #expect(result.size == CGSize(width: 30, height: 30))
    }

    // MARK: The number of lines

    @Test(arguments: [LineBreakMode.byWordWrapping, .byCharWrapping])
    func wrappingModesDropLinesPastTheLimit(mode: LineBreakMode) {
        let result = layout("aaa bbb ccc", width: 30, mode: mode, lines: 2)
        #expect(result.lines.count == 2)
        #expect(result.isTruncated)
        #expect(result.size.height == 20)
        #expect(result.lines.allSatisfy { !$0.isTruncated })
    }

    @Test func aNegativeNumberOfLinesMeansNoLimit() {
        #expect(layout("aaa bbb ccc", width: 30, lines: -1).lines.count == 3)
    }

    @Test func textThatFitsTheLimitIsNotTruncated() {
        for mode in LineBreakMode.allCases where mode != .byCharWrapping {
            let result = layout("aaa bbb", width: 30, mode: mode, lines: 2)
            #expect(result.lineTexts == ["aaa", "bbb"])
            #expect(!result.isTruncated)
        }
        let characters = layout("aaa bbb", width: 30, mode: .byCharWrapping, lines: 2)
        #expect(characters.lineTexts == ["aaa b", "bb"])
        #expect(!characters.isTruncated)
    }

    // MARK: Truncation and clipping

    @Test func truncatingTail() {
        let result = layout("Hello World", width: 40, mode: .byTruncatingTail, lines: 1)
        #expect(result.lineTexts == ["Hello…"])
        #expect(result.size == CGSize(width: 36, height: 10))
        #expect(result.isTruncated)
        #expect(result.lines[0].isTruncated)
        #expect(result.lines[0].characterRange == 0..<11)
    }

    @Test func truncatingHead() {
        let result = layout("Hello World", width: 40, mode: .byTruncatingHead, lines: 1)
        #expect(result.lineTexts == ["…World"])
        #expect(result.size.width == 36)
    }

    @Test func truncatingMiddle() {
        let result = layout("Hello World", width: 40, mode: .byTruncatingMiddle, lines: 1)
        #expect(result.lineTexts == ["Hel…ld"])
        #expect(result.size.width == 36)
        // Spaces beside the ellipsis are dropped.
        #expect(layout("ab cd ef", width: 34, mode: .byTruncatingMiddle, lines: 1).lineTexts == ["ab…ef"])
    }

    @Test func truncationHappensOnTheLastAllowedLine() {
        let tail = layout("aaa bbb ccc ddd eee", width: 45, mode: .byTruncatingTail, lines: 2)
        #expect(tail.lineTexts == ["aaa bbb", "ccc dd…"])
        #expect(tail.lines.map(\.isTruncated) == [false, true])
        #expect(tail.size == CGSize(width: 42, height: 20))
        let head = layout("aaa bbb ccc ddd eee", width: 45, mode: .byTruncatingHead, lines: 2)
        #expect(head.lineTexts == ["aaa bbb", "…dd eee"])
        let middle = layout("aaa bbb ccc ddd eee", width: 45, mode: .byTruncatingMiddle, lines: 2)
        #expect(middle.lineTexts == ["aaa bbb", "ccc…eee"])
    }

    @Test func truncatingModesWrapByWordWithoutALimit() {
        for mode in [LineBreakMode.byTruncatingHead, .byTruncatingTail, .byTruncatingMiddle, .byClipping] {
            let result = layout("aaa bbb ccc", width: 45, mode: mode, lines: 0)
            #expect(result.lineTexts == ["aaa bbb", "ccc"])
            #expect(!result.isTruncated)
        }
    }

    @Test(arguments: [LineBreakMode.byTruncatingHead, .byTruncatingTail, .byTruncatingMiddle])
    func hiddenParagraphsEndTheLastLineWithAnEllipsis(mode: LineBreakMode) {
        let result = layout("first\nsecond", width: 100, mode: mode, lines: 1)
        #expect(result.lineTexts == ["first…"])
        #expect(result.isTruncated)
        #expect(layout("one\n\nthree", width: 100, mode: mode, lines: 2).lineTexts == ["one", "…"])
    }

    @Test func onlyTheEllipsisFits() {
        let result = layout("Hello", width: 8, mode: .byTruncatingTail, lines: 1)
        #expect(result.lineTexts == ["…"])
        #expect(result.size.width == 6)
        let narrower = layout("Hello", width: 5, mode: .byTruncatingHead, lines: 1)
        #expect(narrower.lineTexts == ["…"])
        #expect(narrower.size.width == 5)
    }

    @Test func truncationWithoutAWidthLimitOnlyMarksHiddenText() {
        let result = layout("a long line\nmore", mode: .byTruncatingTail, lines: 1)
        #expect(result.lineTexts == ["a long line…"])
        #expect(result.size.width == 72)
    }

    @Test func clipping() {
        let result = layout("Hello World", width: 40, mode: .byClipping, lines: 1)
        #expect(result.lineTexts == ["Hello World"])
        #expect(result.size == CGSize(width: 40, height: 10))
        #expect(result.isTruncated)
        #expect(result.lines[0].isTruncated)
        let fits = layout("Hello", width: 40, mode: .byClipping, lines: 1)
        #expect(fits.size.width == 30)
        #expect(!fits.isTruncated)
        let twoLines = layout("aaa bbb ccc ddd", width: 45, mode: .byClipping, lines: 2)
        #expect(twoLines.lineTexts == ["aaa bbb", "ccc ddd"])
        let clipped = layout("aaa bbb ccc ddd eee", width: 45, mode: .byClipping, lines: 2)
        #expect(clipped.lineTexts == ["aaa bbb", "ccc ddd eee"])
        #expect(clipped.size.width == 45)
    }
}
