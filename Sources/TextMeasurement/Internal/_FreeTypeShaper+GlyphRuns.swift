import Foundation
import Graphics

extension _FreeTypeShaper {
    /// The glyphs that draw `text` (one laid-out line), grouped in runs of one face each, placed
    /// from the line's start on its baseline.
    ///
    /// The pen moves exactly as the line breaker measured the line: each character by its
    /// advance and the kerning before it, summed in the same order (``_Paragraph/width(of:)``),
    /// so that the last run's ``GlyphRun/advance`` is the width the line was measured at. A
    /// character's nonspacing marks (accents, written after their base) are drawn at the pen
    /// after the base glyphs, from the base's face, taking no room — where fonts without mark
    /// positioning expect them; marks the face lacks, variation selectors and the rest of an
    /// emoji sequence are not drawn, as they were not measured.
    func glyphRuns(for text: String) -> [GlyphRun] {
        let characters = Array(text)
        let glyphs = glyphs(forParagraph: characters[...])
        return glyphRuns(characters[...], count: characters.count, clusters: clusters(of: glyphs)[...], glyphs: glyphs)
    }

    /// The glyph runs of `count` characters already shaped: their clusters and glyphs (as
    /// ``shape(_:)`` and ``glyphs(for:)`` give them), in the characters' order. The characters
    /// themselves are read only for the marks drawn over their glyphs: nil for ASCII text.
    func glyphRuns(
        _ characters: ArraySlice<Character>?, count: Int, clusters: ArraySlice<_ShapedCluster>,
        glyphs: _ShapedGlyphs
    ) -> [GlyphRun] {
        var runs: [GlyphRun] = []
        var face: Int?
        var ids: [UInt32] = []
        var positions: [CGPoint] = []
        var pen: CGFloat = 0

        func finishRun(advance: CGFloat) {
            guard let face, !ids.isEmpty else { return }
            let file = faces[face].key
            runs.append(
                GlyphRun(
                    fontFile: file.path, faceIndex: file.index, pointSize: pointSize, glyphs: ids,
                    positions: positions, advance: advance))
            ids.removeAll()
            positions.removeAll()
        }
        func place(_ glyph: UInt32, of glyphFace: Int, at position: CGPoint) {
            if let face, face != glyphFace { finishRun(advance: pen) }
            face = glyphFace
            ids.append(glyph)
            positions.append(position)
        }

        var width: CGFloat = 0
        // Left to right as drawn: a right-to-left line from its last character.
        let order = glyphs.levels.isEmpty ? nil : glyphs.visualOrder()
        for position in 0..<count {
            let offset = order?[position] ?? position
            let cluster = clusters[clusters.startIndex + offset]
            let kerning = offset > 0 ? cluster.kerningBefore : 0
            let characterGlyphs = glyphs[offset]
            pen = width + kerning
            for glyph in characterGlyphs {
                let scale = scales[glyph.face]
                place(
                    glyph.index, of: glyph.face,
                    at: CGPoint(x: pen + CGFloat(glyph.xOffset) * scale, y: -CGFloat(glyph.yOffset) * scale))
                pen += CGFloat(glyph.advance) * scale
            }
            if !glyphs.isShaped, let characters, let base = characterGlyphs.last, base.index != 0 {
                let marks = characters[characters.startIndex + offset].drawnMarks
                if !marks.isEmpty {
                    for mark in faces[base.face].glyphs(for: marks) where mark.index != 0 {
                        place(mark.index, of: base.face, at: CGPoint(x: pen, y: 0))
                    }
                }
            }
            // The same sum as the line breaker's width: advance and kerning added together.
            width += cluster.advance + kerning
            pen = width
        }
        finishRun(advance: width)
        return runs
    }
}

extension Character {
    /// The nonspacing and enclosing marks after the first scalar (accents written as their own
    /// scalars), without variation selectors: what is drawn over the base glyph.
    var drawnMarks: [UInt32] {
        var marks: [UInt32] = []
        for scalar in unicodeScalars.dropFirst() {
            let category = scalar.properties.generalCategory
            guard category == .nonspacingMark || category == .enclosingMark else { continue }
            if (0xFE00...0xFE0F).contains(scalar.value) || (0xE0100...0xE01EF).contains(scalar.value) { continue }
            marks.append(scalar.value)
        }
        return marks
    }
}
