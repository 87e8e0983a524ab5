import Foundation

/// One laid-out line of text.
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
    }
}
