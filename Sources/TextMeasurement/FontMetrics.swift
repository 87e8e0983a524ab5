import Foundation

/// The vertical metrics of a font at its point size, with `UIFont`'s names and signs.
///
/// A line of text is ``lineHeight`` tall: ``ascender`` above the baseline, `-descender` below
/// it, then ``leading``. A text measurer places each line's baseline ``ascender`` below the
/// line's top.
public struct FontMetrics: Hashable, Sendable {
    /// The point size the metrics are scaled to.
    public var pointSize: CGFloat
    /// The distance from the baseline to the top of the line, positive.
    public var ascender: CGFloat
    /// The distance from the baseline to the bottom of the glyphs, negative (as in UIKit).
    public var descender: CGFloat
    /// Extra space between lines (the font's line gap), not negative.
    public var leading: CGFloat
    /// The height of capital letters above the baseline.
    public var capHeight: CGFloat
    /// The height of lowercase `x` above the baseline.
    public var xHeight: CGFloat

    /// The distance from one baseline to the next: `ascender - descender + leading`.
    public var lineHeight: CGFloat { ascender - descender + leading }

    /// Makes metrics from values in points.
    public init(
        pointSize: CGFloat, ascender: CGFloat, descender: CGFloat, leading: CGFloat,
        capHeight: CGFloat, xHeight: CGFloat
    ) {
        self.pointSize = pointSize
        self.ascender = ascender
        self.descender = descender
        self.leading = leading
        self.capHeight = capHeight
        self.xHeight = xHeight
    }
}
