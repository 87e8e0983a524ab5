import Foundation

/// Text laid out in lines: what a ``TextMeasuring`` returns.
///
/// **Size.** The width is the widest line's; the height is the number of lines times the
/// font's line height (`ascender - descender + leading`), with no extra space above the first
/// line or below the last. Nothing is rounded: rounding to pixels is the view's business.
/// Empty text has no lines and size zero; `"\n"` is one empty line; a newline at the very end
/// adds no line.
///
/// **Widths.** A line is as wide as the advances of its characters plus the kerning between
/// them. Spaces where a line wraps hang past the edge and do not count; spaces before an
/// explicit newline or the end of the text do count, up to the maximum width.
///
/// **Baselines.** Line *i* (from 0) has its baseline `i × lineHeight + ascender` below the top:
/// the font's leading goes below each line. For text without lines both baselines are at the
/// ascender, where a first line's would be.
public struct TextLayout: Hashable, Sendable {
    /// The lines, top to bottom.
    public let lines: [TextLine]

    /// The size of the text: the widest line by the number of lines times ``lineHeight``.
    public let size: CGSize

    /// The vertical metrics the text was laid out with (the measurer's view of the font).
    public let metrics: FontMetrics

    /// Whether some of the text is not shown: lines were dropped at `numberOfLines`, an
    /// ellipsis replaced characters, or a line was clipped.
    public let isTruncated: Bool

    /// The distance between consecutive baselines.
    public var lineHeight: CGFloat { metrics.lineHeight }

    /// The distance from the top of the text to the first line's baseline (the ascender).
    public var firstBaselineOffsetFromTop: CGFloat {
        lines.first?.baselineOffsetFromTop ?? metrics.ascender
    }

    /// The distance from the top of the text to the last line's baseline.
    public var lastBaselineOffsetFromTop: CGFloat {
        lines.last?.baselineOffsetFromTop ?? metrics.ascender
    }

    /// The distance from the last line's baseline to the bottom of the text (`-descender +
    /// leading`, or 0 without lines).
    public var lastBaselineOffsetFromBottom: CGFloat {
        lines.isEmpty ? 0 : size.height - lastBaselineOffsetFromTop
    }

    /// The lines' texts, handy in tests and logs.
    public var lineTexts: [String] { lines.map(\.text) }

    /// Makes a layout.
    public init(lines: [TextLine], size: CGSize, metrics: FontMetrics, isTruncated: Bool) {
        self.lines = lines
        self.size = size
        self.metrics = metrics
        self.isTruncated = isTruncated
    }
}
