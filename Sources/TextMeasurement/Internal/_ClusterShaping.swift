import Foundation

/// A glyph of a face, for kerning look-ups between clusters. A plain value (the face by its
/// number among the shaper's faces), so that arrays of clusters are copied and freed without
/// reference counting.
struct _GlyphReference: Sendable {
    /// The face's index in the shaper's faces (``_FreeTypeShaper/faces``).
    var face: Int
    var glyph: UInt32
    /// Points per font unit of `face` at the size being measured.
    var scale: CGFloat
}

/// One character (grapheme cluster) measured in a font: its advance, and the glyphs that
/// kerning with its neighbours looks at.
struct _ShapedCluster: Sendable {
    /// The cluster's advance in points.
    var advance: CGFloat
    /// The kerning between the previous cluster of the same paragraph and this one, in points
    /// (0 for the first).
    var kerningBefore: CGFloat = 0
    /// The first spacing glyph (kerns with the cluster before).
    var leading: _GlyphReference?
    /// The last spacing glyph (kerns with the cluster after).
    var trailing: _GlyphReference?
}

/// What the line breaker needs from a measurer: character advances and kerning in one font.
protocol _ClusterShaping {
    /// Measures the characters of one paragraph, kerning each with the one before.
    func shape(_ characters: ArraySlice<Character>) -> [_ShapedCluster]

    /// The ellipsis `…` measured alone.
    var ellipsis: _ShapedCluster { get }

    /// The kerning between two clusters placed side by side (for joins an ellipsis makes).
    func kerning(_ left: _ShapedCluster, _ right: _ShapedCluster) -> CGFloat

    /// Measures the paragraph of `text` made of the characters in `range` as ``shape(_:)``
    /// does, and gives what a shaper keeps of it for drawing its lines and laying it out again
    /// (nil when it keeps nothing).
    func shapeParagraph(_ text: _TextSegmentation, _ range: Range<Int>) -> (
        clusters: [_ShapedCluster], kept: _ShapedParagraph?
    )
}

extension _ClusterShaping {
    /// The clusters alone: this shaper keeps nothing.
    func shapeParagraph(_ text: _TextSegmentation, _ range: Range<Int>) -> (
        clusters: [_ShapedCluster], kept: _ShapedParagraph?
    ) {
        (shape(text.characters(range)), nil)
    }
}

extension Character {
    /// Appends the code points of ``spacingScalars`` to `scalars`, without making an array for
    /// the character: ASCII is decided from its byte.
    @inline(__always)
    func appendSpacingScalars(to scalars: inout [UInt32]) {
        let utf8 = self.utf8
        if utf8.count == 1, let byte = utf8.first {
            if byte == 0x09 {
                scalars.append(0x20)
            } else if byte >= 0x20, byte != 0x7F {
                scalars.append(UInt32(byte))
            }
            return
        }
        for scalar in spacingScalars { scalars.append(scalar.value) }
    }
}

extension Unicode.Scalar {
    /// Scalars after a cluster's first that add their own advance: spacing combining marks
    /// (e.g. Devanagari vowel signs).
    var isSpacingMark: Bool { properties.generalCategory == .spacingMark }
}

extension Character {
    /// The scalars whose advances make up the cluster's advance, as a shaper without
    /// ligatures sees it: the first scalar (a tab measured as a space), then any spacing marks.
    /// Empty when the cluster takes no room (a control or format character alone). Everything
    /// else in a cluster — accents, joiners, variation selectors, the second half of a flag or
    /// of an emoji sequence — is drawn over or merged into the first glyph.
    var spacingScalars: [Unicode.Scalar] {
        var scalars = unicodeScalars.makeIterator()
        guard let first = scalars.next() else { return [] }
        var result: [Unicode.Scalar] = []
        if first.value == 0x09 {
            result.append(" ")
        } else if first.properties.generalCategory == .control || first.properties.generalCategory == .format {
            return []
        } else {
            result.append(first)
        }
        while let scalar = scalars.next() {
            if scalar.isSpacingMark { result.append(scalar) }
        }
        return result
    }
}
