import Foundation

/// Advances and kerning from FreeType faces: the font's face first, then its fallbacks.
struct _FreeTypeShaper: _ClusterShaping, Sendable {
    let faces: [_FontFace]
    /// Points per font unit of each face at the size measured.
    let scales: [CGFloat]
    let pointSize: CGFloat
    /// The font measured with, and the registry whose fallbacks follow it: a kept paragraph is
    /// drawn from what it kept only for the same font and registry.
    let font: Font
    let registry: ObjectIdentifier?

    init(font: Font, fallbacks: [_FontFace], registry: FontRegistry? = nil) {
        faces = [font.face] + fallbacks
        pointSize = font.pointSize
        scales = faces.map { font.pointSize / CGFloat($0.unitsPerEm) }
        self.font = font
        self.registry = registry.map(ObjectIdentifier.init)
    }

    /// The ellipsis `…` measured alone (only truncation asks for it).
    var ellipsis: _ShapedCluster { shape([LineBreaker.ellipsis])[0] }

    func scale(of face: Int) -> CGFloat { scales[face] }

    /// The glyph of every spacing scalar of every character (``Swift/Character/spacingScalars``),
    /// face by face, asking each face only for what the faces before it lacked (each face is
    /// locked at most once); a scalar no face has gets the font's own `.notdef`. Inlined:
    /// measuring (``shape(_:)``) is a hot path.
    @inline(__always)
    func glyphs(for characters: ArraySlice<Character>) -> _ShapedGlyphs {
        var scalars: [UInt32] = []
        scalars.reserveCapacity(characters.count)
        var starts: [Int] = []
        starts.reserveCapacity(characters.count + 1)
        starts.append(0)
        for character in characters {
            character.appendSpacingScalars(to: &scalars)
            starts.append(scalars.count)
        }
        return glyphs(scalars: scalars, starts: starts)
    }

    /// The glyphs of spacing scalars, `starts` saying where each character's begin.
    @inline(__always)
    func glyphs(scalars: [UInt32], starts: [Int]) -> _ShapedGlyphs {
        let found = faces[0].glyphs(for: scalars)
        var glyphs: [_FaceGlyph] = []
        glyphs.reserveCapacity(scalars.count)
        var missing: [Int] = []
        for (slot, glyph) in found.enumerated() {
            glyphs.append(_FaceGlyph(face: 0, index: glyph.index, advance: glyph.advance))
            if glyph.index == 0 { missing.append(slot) }
        }
        var face = 1
        while !missing.isEmpty, face < faces.count {
            let more = faces[face].glyphs(for: missing.map { scalars[$0] })
            var stillMissing: [Int] = []
            for (slot, glyph) in zip(missing, more) {
                if glyph.index != 0 {
                    glyphs[slot] = _FaceGlyph(face: face, index: glyph.index, advance: glyph.advance)
                } else {
                    stillMissing.append(slot)
                }
            }
            missing = stillMissing
            face += 1
        }
        for slot in missing {
            glyphs[slot] = _FaceGlyph(face: 0, index: 0, advance: faces[0].notdefAdvance)
        }
        return _ShapedGlyphs(glyphs: glyphs, starts: starts)
    }

    func shape(_ characters: ArraySlice<Character>) -> [_ShapedCluster] {
        clusters(of: glyphs(forParagraph: characters))
    }

    /// The glyphs of a paragraph: shaped by HarfBuzz when it needs shaping (and HarfBuzz is
    /// there), otherwise glyph by glyph.
    func glyphs(forParagraph characters: ArraySlice<Character>) -> _ShapedGlyphs {
        guard Self.needsShaping(characters) else { return glyphs(for: characters) }
        guard let engine = _HarfBuzz.shared else {
            _HarfBuzz.warnMissingOnce()
            return glyphs(for: characters)
        }
        return harfBuzzGlyphs(characters, engine: engine)
    }

    /// Measures a paragraph and keeps its glyphs, so that its lines are drawn (and the text laid
    /// out at another width) without looking them up again.
    func shapeParagraph(_ text: _TextSegmentation, _ range: Range<Int>) -> (
        clusters: [_ShapedCluster], kept: _ShapedParagraph?
    ) {
        let glyphs = text.isASCII ? asciiGlyphs(text, range) : glyphs(forParagraph: text.characters[range])
        let clusters = clusters(of: glyphs)
        return (clusters, _ShapedParagraph(shaper: self, text: text, range: range, clusters: clusters, glyphs: glyphs))
    }

    /// ``glyphs(for:)`` of ASCII text, from its bytes: a tab is measured as a space, other
    /// control characters take no room.
    func asciiGlyphs(_ text: _TextSegmentation, _ range: Range<Int>) -> _ShapedGlyphs {
        var scalars: [UInt32] = []
        scalars.reserveCapacity(range.count)
        var starts: [Int] = []
        starts.reserveCapacity(range.count + 1)
        starts.append(0)
        let utf8 = text.text.utf8
        let first = utf8.index(utf8.startIndex, offsetBy: range.lowerBound)
        let last = utf8.index(first, offsetBy: range.count)
        for byte in utf8[first..<last] {
            if byte == 0x09 {
                scalars.append(0x20)
            } else if byte >= 0x20, byte != 0x7F {
                scalars.append(UInt32(byte))
            }
            starts.append(scalars.count)
        }
        return glyphs(scalars: scalars, starts: starts)
    }

    /// The clusters of characters whose glyphs are `glyphs` (``glyphs(for:)``): advances, and
    /// the kerning between neighbours from the same face.
    @inline(__always)
    func clusters(of glyphs: _ShapedGlyphs) -> [_ShapedCluster] {
        var clusters: [_ShapedCluster] = []
        clusters.reserveCapacity(glyphs.count)
        glyphs.glyphs.withUnsafeBufferPointer { all in
            glyphs.starts.withUnsafeBufferPointer { starts in
                scales.withUnsafeBufferPointer { scales in
                    for index in 0..<starts.count - 1 {
                        var cluster = _ShapedCluster(advance: 0)
                        for slot in starts[index]..<starts[index + 1] {
                            let glyph = all[slot]
                            let scale = scales[glyph.face]
                            cluster.advance += CGFloat(glyph.advance) * scale
                            let reference = _GlyphReference(face: glyph.face, glyph: glyph.index, scale: scale)
                            if cluster.leading == nil { cluster.leading = reference }
                            cluster.trailing = reference
                        }
                        clusters.append(cluster)
                    }
                }
            }
        }
        if glyphs.isShaped { return clusters }

        // Kerning between neighbours from the same face, one pass per face (nearly always the
        // first face only).
        for face in faces.indices where faces[face].hasKerning {
            faces[face].kern(&clusters, face: face, scale: scales[face])
        }
        return clusters
    }

    func kerning(_ left: _ShapedCluster, _ right: _ShapedCluster) -> CGFloat {
        guard let left = left.trailing, let right = right.leading, left.face == right.face,
            faces[left.face].hasKerning, left.glyph != 0, right.glyph != 0
        else { return 0 }
        return CGFloat(faces[left.face].kerning([(left.glyph, right.glyph)])[0]) * left.scale
    }
}
