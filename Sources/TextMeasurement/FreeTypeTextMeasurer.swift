import Foundation

/// Measures text with the glyphs of real fonts, read with FreeType.
///
/// ```swift
/// let measurer = FreeTypeTextMeasurer()
/// let layout = measurer.layout(
///     "The quick brown fox", font: .systemFont(ofSize: 17), maxWidth: 100,
///     lineBreakMode: .byWordWrapping, numberOfLines: 0)
/// layout.lineTexts    // ["The quick", "brown fox"]
/// layout.size         // widest line × 2 × 19.79
/// ```
///
/// **Advances.** Each character (grapheme cluster) is as wide as the advance of its first
/// scalar's glyph plus the advances of any spacing marks; accents, joiners, variation selectors
/// and the rest of an emoji sequence or flag add nothing. A tab is as wide as a space; control
/// and format characters have no width. Advances are the font's, in font units, scaled linearly
/// to the point size: unhinted and unrounded, like Core Text's. Each face keeps the glyphs of
/// U+0000 to U+024F in a flat table read when it opens, and the rest as they are met.
///
/// **Shaping.** A paragraph with right-to-left or complex script (Hebrew, Arabic, the Indic
/// scripts, Thai, Tibetan, Myanmar, Khmer, …) is shaped by HarfBuzz, loaded at run time from
/// `libharfbuzz.so.0` (see ``shapingEngineVersion``): contextual forms and ligatures (Arabic
/// joining), reordered and combined clusters (Devanagari), marks placed by the font's `GPOS`.
/// Its lines are drawn in visual order: a right-to-left paragraph from the right, runs of the
/// other direction inside a line kept in their own order (UAX #9's reordering for two levels;
/// explicit embeddings and numbers' rules are not applied). Where HarfBuzz is missing, one line
/// on standard error says so and such text is measured glyph by glyph. Other text is measured
/// glyph by glyph, which is what a shaping engine gives for it.
///
/// **Kerning** between neighbouring characters of unshaped text is applied when both glyphs
/// come from the same face and that face has a `kern` table (FreeType's `FT_HAS_KERNING`);
/// DejaVu Sans has one. Shaped text is kerned by HarfBuzz.
///
/// **Line breaking** follows Unicode's line breaking algorithm (UAX #14, Unicode 15.0; see
/// ``LineBreakMode/byWordWrapping``).
///
/// **Missing characters.** A character the font lacks is taken from the registry's system font
/// of the same weight, then from its ``FontConfiguration/fallbackFamilies`` in order; if none
/// has it, the font's own `.notdef` glyph (the “missing glyph” box, 1229/2048 em in DejaVu
/// Sans) is measured. The ellipsis of the truncating modes is measured the same way.
///
/// **Drawing.** ``glyphRuns(for:font:)`` gives a line's glyphs placed by the same advances and
/// kerning that measured it; ``draw(_:font:at:color:in:)`` draws them. The glyphs are the faces'
/// own (fallback faces included), so a renderer draws exactly the text that was measured.
///
/// Layouts are cached in ``cache``. The measurer is a value that is safe to share between
/// threads; copies share the cache.
public struct FreeTypeTextMeasurer: TextMeasuring {
    /// Where fallback faces for missing characters come from.
    public let registry: FontRegistry

    /// The layouts measured so far.
    public let cache: TextLayoutCache

    /// Makes a measurer.
    ///
    /// - Parameters:
    ///   - registry: the registry whose configuration supplies fallback faces.
    ///   - cacheCapacity: the most layouts to keep (0 turns caching off).
    public init(registry: FontRegistry = .default, cacheCapacity: Int = 1024) {
        self.registry = registry
        self.cache = TextLayoutCache(capacity: cacheCapacity)
    }

    /// Lays out text with the font's own advances and kerning, from the cache when it was laid
    /// out before; see ``TextMeasuring/layout(_:font:maxWidth:lineBreakMode:numberOfLines:)``.
    public func layout(
        _ text: String, font: Font, maxWidth: CGFloat, lineBreakMode: LineBreakMode, numberOfLines: Int
    ) -> TextLayout {
        let breaker = LineBreaker(
            maxWidth: maxWidth, mode: lineBreakMode, numberOfLines: numberOfLines, metrics: font.metrics)
        let key = TextLayoutCache.Key(
            text: text, font: font, maxWidth: breaker.maxWidth, lineBreakMode: lineBreakMode,
            numberOfLines: breaker.lineLimit)
        return cache.layout(for: key) {
            // The same text in the same font laid out before (at another width or line limit):
            // its paragraphs' shaping is kept, and only the lines are broken again.
            let shapingKey = TextLayoutCache.ShapingKey(text: text, font: font)
            var kept: [_ShapedParagraph] = []
            if let earlier = cache.shaping(for: shapingKey), let base = earlier.paragraphs.first?.shaper {
                return breaker.layout(
                    earlier.segmentation, shaper: _KeptShaping(paragraphs: earlier.paragraphs, base: base), keeping: &kept)
            }
            let segmentation = _TextSegmentation(text)
            let shaper = _FreeTypeShaper(font: font, fallbacks: registry.fallbackFaces(for: font), registry: registry)
            let layout = breaker.layout(segmentation, shaper: shaper, keeping: &kept)
            if !kept.isEmpty { cache.insertShaping(_KeptText(segmentation: segmentation, paragraphs: kept), for: shapingKey) }
            return layout
        }
    }

    /// The version of HarfBuzz that shapes right-to-left and complex scripts (e.g. `6.0.0`), or
    /// nil when `libharfbuzz.so.0` cannot be loaded (such text is then measured unshaped).
    public static var shapingEngineVersion: String? { _HarfBuzz.shared?.version }

    /// The font's own metrics, read from its file (``Font/metrics``).
    public func metrics(for font: Font) -> FontMetrics { font.metrics }

    /// The glyphs that draw a line of a layout made with `font`, in runs of one face each, placed
    /// from the line's start on its baseline by the advances and kerning the line was measured
    /// with: the last run's ``GlyphRun/advance`` is the line's width (for a line not clipped by
    /// ``LineBreakMode/byClipping``, whose width is the clip's). Characters no face has are drawn
    /// with the font's `.notdef` glyph, as they were measured.
    ///
    /// Runs of the built-in face (used when no font file can be opened) have an empty
    /// ``GlyphRun/fontFile``: there are no outlines to draw; ``draw(_:font:at:color:in:)`` draws
    /// their glyphs as boxes.
    ///
    /// A line of a layout this measurer made with `font` (kept through
    /// ``TextLine/placed(at:baselineOffsetFromTop:)`` where it is moved) is drawn from the glyphs
    /// that measured it, without shaping its text again.
    ///
    /// - Complexity: O(characters in the line).
    public func glyphRuns(for line: TextLine, font: Font) -> [GlyphRun] {
        if let kept = line.shaping, kept.paragraph.shaper.font == font,
            kept.paragraph.shaper.registry == ObjectIdentifier(registry)
        {
            return kept.paragraph.glyphRuns(kept.characters)
        }
        let shaper = _FreeTypeShaper(font: font, fallbacks: registry.fallbackFaces(for: font))
        return shaper.glyphRuns(for: line.text)
    }

    /// Draws a line's glyph runs (see ``glyphRuns(for:font:)``) at `origin` on the baseline;
    /// glyphs of the built-in face are drawn as boxes 0.6 em wide from the ascender to the
    /// descender.
    public func draw(
        _ line: TextLine, font: Font, at origin: CGPoint, color: Color, in context: any GraphicsContext
    ) {
        for run in glyphRuns(for: line, font: font) {
            if !run.fontFile.isEmpty {
                context.draw(run, at: origin, color: color)
                continue
            }
            let em = run.pointSize
            var boxes = Path()
            for position in run.positions {
                boxes.addPath(
                    Path(rect: CGRect(x: origin.x + position.x, y: origin.y - 0.8 * em, width: 0.6 * em, height: em)))
            }
            context.fill(boxes, with: color)
        }
    }
}
