/// A glyph of one of a shaper's faces, placed: its advance and offset in that face's font
/// units.
struct _FaceGlyph: Sendable {
    /// The face's index in the shaper's faces.
    var face: Int
    /// The glyph's index in the face (0 is `.notdef`).
    var index: UInt32
    /// The pen's move after the glyph, in font units.
    var advance: Int32
    /// Where the glyph is drawn from the pen, in font units (y up), as a shaping engine places
    /// marks; 0 for glyphs placed by their advances alone.
    var xOffset: Int32 = 0
    var yOffset: Int32 = 0
}

/// The glyphs of a run of characters in one flat store: each character's glyphs are a slice of
/// ``glyphs`` (empty for a character that takes no room, or whose glyphs a shaping engine
/// merged into an earlier character's).
struct _ShapedGlyphs: Sendable {
    /// Every character's glyphs, in the characters' order.
    var glyphs: [_FaceGlyph] = []
    /// Where each character's glyphs start in ``glyphs``, then the end: characters + 1.
    var starts: [Int] = [0]
    /// Whether the glyphs came from a shaping engine (HarfBuzz), which placed every mark: they
    /// are drawn as they are, with no marks added.
    var isShaped = false
    /// For shaped glyphs, each character's direction: 1 right to left, 0 left to right (empty
    /// otherwise: all left to right).
    var levels: [UInt8] = []
    /// Whether the paragraph reads right to left (its first strong character's direction).
    var isRightToLeft = false

    var count: Int { starts.count - 1 }

    /// The characters in the order they are drawn, left to right: runs of one direction in the
    /// paragraph's order (reversed for a right-to-left paragraph), the characters of
    /// right-to-left runs reversed (UAX #9's rule L2 for two levels).
    func visualOrder() -> [Int] {
        var order = Array(0..<count)
        guard !levels.isEmpty else { return order }
        var runs: [Range<Int>] = []
        var start = 0
        while start < count {
            var end = start + 1
            while end < count, levels[end] == levels[start] { end += 1 }
            runs.append(start..<end)
            start = end
        }
        if isRightToLeft { runs.reverse() }
        order.removeAll(keepingCapacity: true)
        for run in runs {
            if levels[run.lowerBound] == 1 { order.append(contentsOf: run.reversed()) } else { order.append(contentsOf: run) }
        }
        return order
    }

    /// The glyphs of character `index` (counted from this store's first).
    @inline(__always)
    subscript(index: Int) -> ArraySlice<_FaceGlyph> { glyphs[starts[index]..<starts[index + 1]] }

    /// The glyphs of the characters in `range` (counted from this store's first), as a store of
    /// their own.
    func slice(_ range: Range<Int>) -> _ShapedGlyphs {
        let base = starts[range.lowerBound]
        return _ShapedGlyphs(
            glyphs: Array(glyphs[base..<starts[range.upperBound]]),
            starts: starts[range.lowerBound...range.upperBound].map { $0 - base }, isShaped: isShaped,
            levels: levels.isEmpty ? [] : Array(levels[range]), isRightToLeft: isRightToLeft)
    }
}
