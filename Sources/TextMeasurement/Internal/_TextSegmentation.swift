/// A text split into characters (grapheme clusters) and paragraphs, with what line breaking
/// needs of each character: made once per text (the measurer keeps it with the text's shaping,
/// so that laying the text out at another width starts from it), immutable.
///
/// ASCII text without carriage returns, nearly every label, is split byte by byte: each byte is
/// a character and a code point, and its line breaking class comes straight from the table.
final class _TextSegmentation: Sendable {
    let text: String
    /// Whether the text is ASCII without carriage returns: each byte is a character, and
    /// ``characters`` and ``offsets`` are left empty.
    let isASCII: Bool
    /// The characters (empty for ASCII text: see ``character(at:)``).
    let characters: [Character]
    /// Where each character starts in `text.utf8`, and the text's end: `characters.count + 1`
    /// offsets (empty for ASCII text, where a character's offset is its index).
    let offsets: [Int]
    /// How many characters the text has.
    let count: Int
    /// For each character: ``breakBefore``, ``hangingSpace``.
    let flags: [UInt8]
    /// The paragraphs' character ranges: the text split at every newline character (`\n`,
    /// `\r\n`, `\r`, U+000B, U+000C, U+0085, U+2028, U+2029); a newline at the very end starts
    /// no new paragraph.
    let paragraphs: [Range<Int>]

    /// A line may start with this character: UAX #14 allows a break right before it.
    static let breakBefore: UInt8 = 1
    /// White space that hangs at a wrap (``Swift/UInt32/isHangingSpace``).
    static let hangingSpace: UInt8 = 2

    init(_ text: String) {
        self.text = text
        var characters: [Character] = []
        var offsets: [Int] = []
        var classes: [_LineBreakClass] = []
        // Hanging spaces first; the break opportunities are added below.
        var flags: [UInt8] = []
        var newlines: [Int] = []
        // The code point index where each character starts (text that is not ASCII).
        var scalarStarts: [Int] = []
        var isASCII = true
        for byte in text.utf8 where byte >= 0x80 || byte == 0x0D {
            isASCII = false
            break
        }
        var count = 0
        if isASCII {
            count = text.utf8.count
            classes.reserveCapacity(count)
            flags.reserveCapacity(count)
            var index = 0
            for byte in text.utf8 {
                classes.append(_LineBreakClass(ascii: byte))
                flags.append(byte == 0x20 || byte == 0x09 ? Self.hangingSpace : 0)
                if byte == 0x0A || byte == 0x0B || byte == 0x0C { newlines.append(index) }
                index += 1
            }
            classes.withUnsafeBufferPointer { all in
                flags.withUnsafeMutableBufferPointer { flags in
                    _LineBreakOpportunities.forEachBoundary(all) { index, boundary in
                        if boundary != .prohibited { flags[index] |= Self.breakBefore }
                    }
                }
            }
        } else {
            var offset = 0
            for character in text {
                offsets.append(offset)
                offset += character.utf8.count
                scalarStarts.append(classes.count)
                if character.isNewline { newlines.append(characters.count) }
                var first = true
                for scalar in character.unicodeScalars {
                    if first { flags.append(scalar.value.isHangingSpace ? Self.hangingSpace : 0) }
                    first = false
                    classes.append(_LineBreakClass(scalar.value))
                }
                characters.append(character)
            }
            offsets.append(offset)
            count = characters.count
            // The opportunity before a character is the one where its first code point starts.
            var character = 1
            classes.withUnsafeBufferPointer { all in
                _LineBreakOpportunities.forEachBoundary(all) { index, boundary in
                    guard character < count, scalarStarts[character] == index else { return }
                    if boundary != .prohibited { flags[character] |= Self.breakBefore }
                    character += 1
                }
            }
        }
        var paragraphs: [Range<Int>] = []
        var start = 0
        for index in newlines {
            paragraphs.append(start..<index)
            start = index + 1
        }
        if start < count { paragraphs.append(start..<count) }

        self.isASCII = isASCII
        self.count = count
        self.characters = characters
        self.offsets = offsets
        self.flags = flags
        self.paragraphs = paragraphs
    }

    /// The text of the characters in `range`.
    func text(_ range: Range<Int>) -> String {
        let utf8 = text.utf8
        let lower = isASCII ? range.lowerBound : offsets[range.lowerBound]
        let upper = isASCII ? range.upperBound : offsets[range.upperBound]
        let start = utf8.index(utf8.startIndex, offsetBy: lower)
        let end = utf8.index(start, offsetBy: upper - lower)
        return String(text[start..<end])
    }

    /// The character at `index`.
    func character(at index: Int) -> Character {
        if isASCII {
            let utf8 = text.utf8
            return Character(Unicode.Scalar(utf8[utf8.index(utf8.startIndex, offsetBy: index)]))
        }
        return characters[index]
    }

    /// The characters in `range` (indexed as in the whole text for text that is not ASCII,
    /// from 0 for ASCII text: callers count from the slice's `startIndex`).
    func characters(_ range: Range<Int>) -> ArraySlice<Character> {
        if !isASCII { return characters[range] }
        return ArraySlice(range.map { character(at: $0) })
    }

    func isHangingSpace(_ index: Int) -> Bool { flags[index] & Self.hangingSpace != 0 }

    func allowsBreak(before index: Int) -> Bool { flags[index] & Self.breakBefore != 0 }
}
