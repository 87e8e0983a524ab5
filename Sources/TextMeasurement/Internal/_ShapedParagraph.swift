import Foundation
import Graphics

/// A paragraph as a FreeType shaper measured it: its characters (indexed as in the whole
/// text), their clusters and their glyphs. Lines keep a reference to it (``_LineShaping``), so
/// that drawing a line does not shape its text again, and the measurer keeps the paragraphs of
/// a text, so that laying it out at another width or line limit only breaks lines again.
/// Immutable once made.
final class _ShapedParagraph: Sendable {
    let shaper: _FreeTypeShaper
    /// The whole text, and the paragraph's characters in it.
    let text: _TextSegmentation
    let range: Range<Int>
    /// One per character, from `range.lowerBound`.
    let clusters: [_ShapedCluster]
    /// The characters' glyphs, from `range.lowerBound` (``_FreeTypeShaper/glyphs(for:)``).
    let glyphs: _ShapedGlyphs

    init(
        shaper: _FreeTypeShaper, text: _TextSegmentation, range: Range<Int>, clusters: [_ShapedCluster],
        glyphs: _ShapedGlyphs
    ) {
        self.shaper = shaper
        self.text = text
        self.range = range
        self.clusters = clusters
        self.glyphs = glyphs
    }

    /// The glyph runs of the characters in `range` (a line's text), exactly as shaping that
    /// text alone gives them: a character's glyphs and advance do not depend on its neighbours,
    /// and kerning only on the neighbour within the line.
    func glyphRuns(_ range: Range<Int>) -> [GlyphRun] {
        let start = range.lowerBound - self.range.lowerBound
        let end = range.upperBound - self.range.lowerBound
        return shaper.glyphRuns(
            text.isASCII ? nil : text.characters[range], count: range.count, clusters: clusters[start..<end],
            glyphs: glyphs.slice(start..<end))
    }
}

/// What a line keeps of its measurement: the paragraph it was shaped in and the characters its
/// text is made of (nil for a line whose text is not a run of the paragraph's characters: an
/// ellipsis was added).
struct _LineShaping: Sendable {
    let paragraph: _ShapedParagraph
    let characters: Range<Int>
}

/// A shaper that measures the paragraphs of a text already shaped by reading what was kept
/// (the text and font are the same: the measurer's cache keys them), and shapes anything else
/// with the shaper that made them.
struct _KeptShaping: _ClusterShaping {
    let paragraphs: [_ShapedParagraph]
    let base: _FreeTypeShaper

    var ellipsis: _ShapedCluster { base.ellipsis }

    func kerning(_ left: _ShapedCluster, _ right: _ShapedCluster) -> CGFloat { base.kerning(left, right) }

    func shape(_ characters: ArraySlice<Character>) -> [_ShapedCluster] { base.shape(characters) }

    func shapeParagraph(_ text: _TextSegmentation, _ range: Range<Int>) -> (
        clusters: [_ShapedCluster], kept: _ShapedParagraph?
    ) {
        // Paragraphs were kept in the order of the text: a binary search by their start.
        var low = 0
        var high = paragraphs.count
        while low < high {
            let middle = (low + high) / 2
            if paragraphs[middle].range.lowerBound < range.lowerBound {
                low = middle + 1
            } else {
                high = middle
            }
        }
        if low < paragraphs.count, paragraphs[low].range == range, paragraphs[low].text === text {
            return (paragraphs[low].clusters, paragraphs[low])
        }
        return base.shapeParagraph(text, range)
    }
}
