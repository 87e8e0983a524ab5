import Foundation

/// Measures text as if every character were the same width, like the Ahem-style test fonts
/// layout engines use, so that tests get exact sizes on any machine.
///
/// Only the font's point size is used, never its file. With the defaults, at 10 pt every
/// character (grapheme cluster, spaces and the ellipsis included) is 6 pt wide, the ascender is
/// 8 pt, the descender -2 pt, there is no leading, and lines are 10 pt apart. Characters that
/// take no room (control and format characters alone, e.g. a zero width space) are 0 wide.
/// There is no kerning. Lines break by exactly the same rules as ``FreeTypeTextMeasurer``.
///
/// **Drawing.** Like the Ahem font, every character that takes room (but a space) is drawn as a
/// box as wide as its advance, from the ascender to the descender; spaces leave gaps. So a test
/// can tell from a picture where each character went.
public struct FixedAdvanceTextMeasurer: TextMeasuring {
    /// Every character's advance, as a fraction of the point size.
    public let advance: CGFloat
    /// The ascender, as a fraction of the point size.
    public let ascender: CGFloat
    /// The descender, as a fraction of the point size, negative.
    public let descender: CGFloat
    /// The leading, as a fraction of the point size.
    public let leading: CGFloat

    /// The layouts measured so far.
    public let cache: TextLayoutCache

    /// Makes a measurer; all sizes are fractions of the font's point size.
    ///
    /// - Parameters:
    ///   - advance: every character's advance (0.6 em unless set); a negative or non-finite
    ///     value is 0.
    ///   - ascender: the ascender (0.8 em unless set); a negative or non-finite value is 0.
    ///   - descender: the descender (-0.2 em unless set); its sign is ignored and it is stored
    ///     negative, as UIKit's; a non-finite value is 0.
    ///   - leading: the space between lines (0 unless set); a negative or non-finite value is 0.
    ///   - cacheCapacity: the most layouts to keep (0 turns caching off).
    public init(
        advance: CGFloat = 0.6, ascender: CGFloat = 0.8, descender: CGFloat = -0.2,
        leading: CGFloat = 0, cacheCapacity: Int = 1024
    ) {
        func valid(_ value: CGFloat) -> CGFloat { value.isFinite ? max(0, value) : 0 }
        self.advance = valid(advance)
        self.ascender = valid(ascender)
        self.descender = descender.isFinite ? -abs(descender) : 0
        self.leading = valid(leading)
        self.cache = TextLayoutCache(capacity: cacheCapacity)
    }

    /// Lays out text with every character the same width; see
    /// ``TextMeasuring/layout(_:font:maxWidth:lineBreakMode:numberOfLines:)``.
    public func layout(
        _ text: String, font: Font, maxWidth: CGFloat, lineBreakMode: LineBreakMode, numberOfLines: Int
    ) -> TextLayout {
        let breaker = LineBreaker(
            maxWidth: maxWidth, mode: lineBreakMode, numberOfLines: numberOfLines, metrics: metrics(for: font))
        let key = TextLayoutCache.Key(
            text: text, font: font, maxWidth: breaker.maxWidth, lineBreakMode: lineBreakMode,
            numberOfLines: breaker.lineLimit)
        return cache.layout(for: key) {
            breaker.layout(text, shaper: _FixedAdvanceShaper(advance: advance * font.pointSize))
        }
    }

    /// Draws a line as boxes, one per character that takes room (spaces and characters without
    /// width are not drawn): each as wide as its advance, from the ascender to the descender,
    /// placed by the same advances the line was measured with. One fill of one path.
    public func draw(
        _ line: TextLine, font: Font, at origin: CGPoint, color: Color, in context: any GraphicsContext
    ) {
        let metrics = metrics(for: font)
        let shaper = _FixedAdvanceShaper(advance: advance * font.pointSize)
        let characters = Array(line.text)
        var boxes = Path()
        var x: CGFloat = 0
        for (character, cluster) in zip(characters, shaper.shape(characters[...])) {
            if cluster.advance > 0, !character.isWhitespace {
                boxes.addPath(
                    Path(rect: CGRect(
                        x: origin.x + x, y: origin.y - metrics.ascender, width: cluster.advance,
                        height: metrics.ascender - metrics.descender)))
            }
            x += cluster.advance
        }
        if !boxes.isEmpty { context.fill(boxes, with: color) }
    }

    /// The fixed metrics at the font's size: cap height 0.7 em and x-height 0.5 em, the rest as
    /// configured.
    public func metrics(for font: Font) -> FontMetrics {
        let size = font.pointSize
        return FontMetrics(
            pointSize: size, ascender: ascender * size, descender: descender * size,
            leading: leading * size, capHeight: 0.7 * size, xHeight: 0.5 * size)
    }
}

/// Every character the same advance; no kerning.
struct _FixedAdvanceShaper: _ClusterShaping {
    let advance: CGFloat

    var ellipsis: _ShapedCluster { _ShapedCluster(advance: advance) }

    func shape(_ characters: ArraySlice<Character>) -> [_ShapedCluster] {
        characters.map { _ShapedCluster(advance: $0.spacingScalars.isEmpty ? 0 : advance) }
    }

    func kerning(_ left: _ShapedCluster, _ right: _ShapedCluster) -> CGFloat { 0 }
}
