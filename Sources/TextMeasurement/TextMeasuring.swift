import Foundation

/// Something that lays text out in lines with a font: the interface views measure through.
///
/// Two implementations: ``FreeTypeTextMeasurer`` measures with the glyphs of real font files;
/// ``FixedAdvanceTextMeasurer`` gives every character the same advance, for tests that must not
/// depend on the fonts installed. Both break lines with the same rules (``LineBreakMode``), so
/// they differ only in widths and vertical metrics.
public protocol TextMeasuring: Sendable {
    /// Lays out text.
    ///
    /// - Parameters:
    ///   - text: the text; `\n`, `\r\n`, `\r`, U+2028 and U+2029 end a line.
    ///   - font: the font.
    ///   - maxWidth: the width lines must fit in. `.greatestFiniteMagnitude`, `.infinity` or
    ///     NaN mean unlimited (lines end only at newlines). A line always holds at least one
    ///     character, so a width of 0 or less gives one character per line.
    ///   - lineBreakMode: how lines wrap and how the last allowed line is cut.
    ///   - numberOfLines: the most lines to show; 0 (or less) means no limit.
    /// - Returns: the lines, the size, and the baselines; see ``TextLayout`` for the rules.
    /// - Complexity: O(n) in the length of the text (truncation adds O(n) for the last line).
    func layout(
        _ text: String, font: Font, maxWidth: CGFloat, lineBreakMode: LineBreakMode, numberOfLines: Int
    ) -> TextLayout

    /// The vertical metrics this measurer lays text out with for a font.
    func metrics(for font: Font) -> FontMetrics

    /// Draws one line of a layout this measurer made, with the same advances it was measured
    /// with, so that the drawing is exactly as wide as ``TextLine/width`` (a line clipped at its
    /// width by ``LineBreakMode/byClipping`` is drawn whole: clip it to its rectangle).
    ///
    /// - Parameters:
    ///   - line: a line of a ``TextLayout`` made by this measurer with `font`.
    ///   - font: the font the layout was made with.
    ///   - origin: where the line starts on its baseline, in the context's coordinates.
    ///   - color: the text colour.
    ///   - context: what to draw into.
    func draw(_ line: TextLine, font: Font, at origin: CGPoint, color: Color, in context: any GraphicsContext)
}

extension TextMeasuring {
    /// Lays out text without a width limit: one line per paragraph.
    public func layout(_ text: String, font: Font) -> TextLayout {
        layout(text, font: font, maxWidth: .infinity, lineBreakMode: .byWordWrapping, numberOfLines: 0)
    }

    /// The size of text laid out in a width, as `sizeThatFits(_:)` wants it (unrounded).
    ///
    /// - Parameters: see ``layout(_:font:maxWidth:lineBreakMode:numberOfLines:)``.
    public func size(
        of text: String, font: Font, maxWidth: CGFloat = .infinity,
        lineBreakMode: LineBreakMode = .byWordWrapping, numberOfLines: Int = 0
    ) -> CGSize {
        layout(text, font: font, maxWidth: maxWidth, lineBreakMode: lineBreakMode, numberOfLines: numberOfLines)
            .size
    }
}
