import Foundation

/// One laid-out line of text.
///
/// Two lines are equal when their text, range, box, baseline and truncation are: what a
/// measurer kept of the line's shaping (so that drawing it need not shape its text again; see
/// ``placed(at:baselineOffsetFromTop:)``) does not count.
public struct TextLine: Hashable, Sendable {
    /// The text the line shows: its characters without the spaces that hang at a wrap, with
    /// `…` where it was truncated.
    public let text: String

    /// The range of the measured string the line stands for, in characters (grapheme
    /// clusters) from the start of the string; it includes spaces hanging at the end, and the
    /// characters a truncation replaced with `…`.
    public let characterRange: Range<Int>

    /// The line's box: at x 0, one line height tall, as wide as the line's text (see
    /// ``TextLayout`` for how widths are counted).
    public let rect: CGRect

    /// The distance from the top of the text to this line's baseline.
    public let baselineOffsetFromTop: CGFloat

    /// Whether this line was cut: an ellipsis replaced some of its characters, or it was
    /// clipped at the width.
    public let isTruncated: Bool

    /// What the measurer kept of the line's shaping, or nil.
    let shaping: _LineShaping?

    /// The line's width.
    public var width: CGFloat { rect.width }

    /// Makes a line.
    public init(
        text: String, characterRange: Range<Int>, rect: CGRect, baselineOffsetFromTop: CGFloat,
        isTruncated: Bool
    ) {
        self.text = text
        self.characterRange = characterRange
        self.rect = rect
        self.baselineOffsetFromTop = baselineOffsetFromTop
        self.isTruncated = isTruncated
        self.shaping = nil
    }

    init(
        text: String, characterRange: Range<Int>, rect: CGRect, baselineOffsetFromTop: CGFloat,
        isTruncated: Bool, shaping: _LineShaping?
    ) {
        self.text = text
        self.characterRange = characterRange
        self.rect = rect
        self.baselineOffsetFromTop = baselineOffsetFromTop
        self.isTruncated = isTruncated
        self.shaping = shaping
    }

    /// The same line with its box moved to `origin` (its size unchanged) and its baseline at
    /// `baselineOffsetFromTop`: a line placed where a view shows it. Unlike a line made anew
    /// with ``init(text:characterRange:rect:baselineOffsetFromTop:isTruncated:)``, it keeps
    /// what its measurer kept of its shaping, so that drawing it does not shape the text again.
    public func placed(at origin: CGPoint, baselineOffsetFromTop: CGFloat) -> TextLine {
        TextLine(
            text: text, characterRange: characterRange,
            rect: CGRect(x: origin.x, y: origin.y, width: rect.width, height: rect.height),
            baselineOffsetFromTop: baselineOffsetFromTop, isTruncated: isTruncated, shaping: shaping)
    }

    /// Whether the lines' text, range, box, baseline and truncation are equal.
    public static func == (lhs: TextLine, rhs: TextLine) -> Bool {
        lhs.text == rhs.text && lhs.characterRange == rhs.characterRange && lhs.rect == rhs.rect
            && lhs.baselineOffsetFromTop == rhs.baselineOffsetFromTop && lhs.isTruncated == rhs.isTruncated
    }

    /// Hashes what ``==(_:_:)`` compares.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(text)
        hasher.combine(characterRange)
        hasher.combine(rect)
        hasher.combine(baselineOffsetFromTop)
        hasher.combine(isTruncated)
    }
}
