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
/// and the rest of an emoji sequence or flag add nothing (there is no shaping engine: no
/// ligatures, no contextual forms, left-to-right only). A tab is as wide as a space; control and
/// format characters have no width. Advances are the font's, in font units, scaled linearly to
/// the point size: unhinted and unrounded, like Core Text's.
///
/// **Kerning** between neighbouring characters is applied when both glyphs come from the same
/// face and that face has a `kern` table (FreeType's `FT_HAS_KERNING`); DejaVu Sans has one.
/// `GPOS` kerning is not read.
///
/// **Missing characters.** A character the font lacks is taken from the registry's system font
/// of the same weight, then from its ``FontConfiguration/fallbackFamilies`` in order; if none
/// has it, the font's own `.notdef` glyph (the “missing glyph” box, 1229/2048 em in DejaVu
/// Sans) is measured. The ellipsis of the truncating modes is measured the same way.
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
            let shaper = _FreeTypeShaper(font: font, fallbacks: registry.fallbackFaces(for: font))
            return breaker.layout(text, shaper: shaper)
        }
    }

    /// The font's own metrics, read from its file (``Font/metrics``).
    public func metrics(for font: Font) -> FontMetrics { font.metrics }
}

/// Advances and kerning from FreeType faces: the font's face first, then its fallbacks.
struct _FreeTypeShaper: _ClusterShaping {
    let faces: [_FontFace]
    let pointSize: CGFloat
    private(set) var ellipsis = _ShapedCluster(advance: 0)

    init(font: Font, fallbacks: [_FontFace]) {
        faces = [font.face] + fallbacks
        pointSize = font.pointSize
        ellipsis = shape([LineBreaker.ellipsis])[0]
    }

    private func scale(of face: _FontFace) -> CGFloat { pointSize / CGFloat(face.unitsPerEm) }

    func shape(_ characters: ArraySlice<Character>) -> [_ShapedCluster] {
        // Find every spacing scalar's glyph, face by face, asking each face only for what the
        // faces before it lacked; each face is locked once.
        let scalars = characters.map(\.spacingScalars)
        var found: [[(face: _FontFace, glyph: _Glyph)?]] = scalars.map { Array(repeating: nil, count: $0.count) }
        var missing: [(cluster: Int, slot: Int)] = []
        for (cluster, list) in scalars.enumerated() {
            for slot in list.indices { missing.append((cluster, slot)) }
        }
        for face in faces where !missing.isEmpty {
            let glyphs = face.glyphs(for: missing.map { scalars[$0.cluster][$0.slot].value })
            var stillMissing: [(cluster: Int, slot: Int)] = []
            for (position, glyph) in zip(missing, glyphs) {
                if glyph.index != 0 {
                    found[position.cluster][position.slot] = (face, glyph)
                } else {
                    stillMissing.append(position)
                }
            }
            missing = stillMissing
        }
        let primary = faces[0]
        for position in missing {
            found[position.cluster][position.slot] = (primary, _Glyph(index: 0, advance: primary.notdefAdvance))
        }

        var clusters = found.map { glyphs -> _ShapedCluster in
            var cluster = _ShapedCluster(advance: 0)
            for case let (face, glyph)? in glyphs {
                let scale = scale(of: face)
                cluster.advance += CGFloat(glyph.advance) * scale
                let reference = _GlyphReference(face: face, glyph: glyph.index, scale: scale)
                if cluster.leading == nil { cluster.leading = reference }
                cluster.trailing = reference
            }
            return cluster
        }

        // Kerning between neighbours from the same face, one batch per face.
        typealias Batch = (face: _FontFace, clusters: [Int], pairs: [(left: UInt32, right: UInt32)])
        var pairsByFace: [ObjectIdentifier: Batch] = [:]
        for index in clusters.indices.dropFirst() {
            guard let left = clusters[index - 1].trailing, let right = clusters[index].leading,
                left.face === right.face, left.face.hasKerning, left.glyph != 0, right.glyph != 0
            else { continue }
            let id = ObjectIdentifier(left.face)
            pairsByFace[id, default: (left.face, [], [])].clusters.append(index)
            pairsByFace[id, default: (left.face, [], [])].pairs.append((left.glyph, right.glyph))
        }
        for batch in pairsByFace.values {
            let scale = scale(of: batch.face)
            for (index, kerning) in zip(batch.clusters, batch.face.kerning(batch.pairs)) {
                clusters[index].kerningBefore = CGFloat(kerning) * scale
            }
        }
        return clusters
    }

    func kerning(_ left: _ShapedCluster, _ right: _ShapedCluster) -> CGFloat {
        guard let left = left.trailing, let right = right.leading, left.face === right.face,
            left.face.hasKerning, left.glyph != 0, right.glyph != 0
        else { return 0 }
        return CGFloat(left.face.kerning([(left.glyph, right.glyph)])[0]) * left.scale
    }
}
