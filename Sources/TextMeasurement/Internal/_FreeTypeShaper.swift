import Foundation

/// Advances and kerning from FreeType faces: the font's face first, then its fallbacks.
struct _FreeTypeShaper: _ClusterShaping, Sendable {
    let faces: [_FontFace]
    let pointSize: CGFloat
    /// The font measured with, and the registry whose fallbacks follow it: a kept paragraph is
    /// drawn from what it kept only for the same font and registry.
    let font: Font
    let registry: ObjectIdentifier?
    private(set) var ellipsis = _ShapedCluster(advance: 0)

    init(font: Font, fallbacks: [_FontFace], registry: FontRegistry? = nil) {
        faces = [font.face] + fallbacks
        pointSize = font.pointSize
        self.font = font
        self.registry = registry.map(ObjectIdentifier.init)
        ellipsis = shape([LineBreaker.ellipsis])[0]
    }

    func scale(of face: _FontFace) -> CGFloat { pointSize / CGFloat(face.unitsPerEm) }

    /// The glyph of every spacing scalar of every character, face by face, asking each face
    /// only for what the faces before it lacked (each face is locked once); a scalar no face has
    /// gets the font's own `.notdef`. Inlined: measuring (``shape(_:)``) is a hot path, and as a
    /// call of its own it cost T1 about 8,000 instructions a measurement.
    @inline(__always)
    func glyphs(for characters: ArraySlice<Character>) -> [[(face: _FontFace, glyph: _Glyph)?]] {
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
        return found
    }

    func shape(_ characters: ArraySlice<Character>) -> [_ShapedCluster] {
        clusters(of: glyphs(for: characters))
    }

    /// Measures a paragraph and keeps its glyphs, so that its lines are drawn (and the text laid
    /// out at another width) without looking them up again.
    func shapeParagraph(_ characters: ArraySlice<Character>) -> (clusters: [_ShapedCluster], kept: _ShapedParagraph?) {
        let glyphs = glyphs(for: characters)
        let clusters = clusters(of: glyphs)
        return (clusters, _ShapedParagraph(shaper: self, characters: characters, clusters: clusters, glyphs: glyphs))
    }

    /// The clusters of characters whose glyphs are `glyphs` (``glyphs(for:)``): advances, and
    /// the kerning between neighbours.
    @inline(__always)
    func clusters(of glyphs: [[(face: _FontFace, glyph: _Glyph)?]]) -> [_ShapedCluster] {
        var clusters = glyphs.map { glyphs -> _ShapedCluster in
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
