import Testing
import TextMeasurement

/// Two neighbouring characters and whether a line may break between them.
struct BreakCase: Sendable, CustomTestStringConvertible {
    var a: Character
    var b: Character
    var allowed: Bool

    init(_ a: Character, _ b: Character, _ allowed: Bool) {
        self.a = a
        self.b = b
        self.allowed = allowed
    }

    var testDescription: String {
        let scalars = String([a, b]).unicodeScalars.map { "U+" + String($0.value, radix: 16, uppercase: true) }
        return scalars.joined(separator: " ") + (allowed ? " break" : " no break")
    }
}

@Suite struct LineBreakOpportunityTests {
    @Test(arguments: [
        // after spaces, never before them
        BreakCase("a", " ", false),
        BreakCase(" ", "b", true),
        BreakCase(" ", " ", false),
        BreakCase("\t", "b", true),
        BreakCase("\u{3000}", "中", true),
        // no-break spaces glue
        BreakCase("\u{A0}", "b", false),
        BreakCase("a", "\u{A0}", false),
        // letters and digits stay together
        BreakCase("a", "b", false),
        BreakCase("1", "2", false),
        // hyphens and dashes, but not before a digit
        BreakCase("-", "b", true),
        BreakCase("-", "5", false),
        BreakCase("\u{2013}", "b", true),
        BreakCase("\u{2014}", "b", true),
        BreakCase("\u{200B}", "b", true),
        // ideographs, kana, Hangul, emoji
        BreakCase("中", "文", true),
        BreakCase("中", "a", true),
        BreakCase("a", "中", true),
        BreakCase("あ", "い", true),
        BreakCase("한", "국", true),
        BreakCase("😀", "😀", true),
        // kinsoku: no break before closing punctuation or small kana, none after opening
        BreakCase("中", "。", false),
        BreakCase("中", "、", false),
        BreakCase("文", "」", false),
        BreakCase("「", "文", false),
        BreakCase("キ", "ャ", false),
        BreakCase("ス", "ー", false),
        BreakCase("d", ".", false),
        BreakCase("(", "a", false),
        BreakCase("中", "…", false),
    ])
    func opportunities(_ pair: BreakCase) {
        #expect(isLineBreakOpportunity(between: pair.a, and: pair.b) == pair.allowed)
    }

    @Test func hangingSpaces() {
        #expect(Character(" ").isHangingSpace)
        #expect(Character("\t").isHangingSpace)
        #expect(Character("\u{3000}").isHangingSpace)
        #expect(!Character("\u{A0}").isHangingSpace)
        #expect(!Character("\n").isHangingSpace)
        #expect(!Character("a").isHangingSpace)
    }
}
