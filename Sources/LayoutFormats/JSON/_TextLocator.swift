/// Turns byte offsets into lines and columns, columns counted in `Character`s.
///
/// A scanner reports each line break with ``startLine(at:)``; ``location(at:in:)`` then counts
/// the characters from the start of the line. It remembers where it last counted, so a scanner
/// that asks for increasing offsets pays O(length of the text) in all, even for a text on one
/// long line.
struct _TextLocator {
    let file: String
    var line = 1
    var lineStart = 0
    var countedOffset = 0
    var countedColumn = 1

    init(file: String) {
        self.file = file
    }

    /// Notes that a new line starts at `offset`.
    mutating func startLine(at offset: Int) {
        line += 1
        lineStart = offset
        countedOffset = offset
        countedColumn = 1
    }

    /// Moves the start of the first line (past a byte order mark) without counting a line.
    mutating func skipPrefix(to offset: Int) {
        lineStart = offset
        countedOffset = offset
        countedColumn = 1
    }

    /// The location of the byte at `offset`, which lies on the current line.
    mutating func location(at offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> SourceLocation {
        SourceLocation(file: file, line: line, column: column(at: offset, in: bytes))
    }

    /// The column of the byte at `offset`, which lies on the current line.
    mutating func column(at offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int {
        if offset < countedOffset {
            countedOffset = lineStart
            countedColumn = 1
        }
        countedColumn += Self.characterCount(UnsafeBufferPointer(rebasing: bytes[countedOffset..<min(offset, bytes.count)]))
        countedOffset = offset
        return countedColumn
    }

    /// The location of the byte at `offset`, found by scanning the text from its start; for
    /// reporting one error.
    ///
    /// - Complexity: O(offset).
    static func location(at offset: Int, in bytes: UnsafeBufferPointer<UInt8>, file: String) -> SourceLocation {
        var locator = _TextLocator(file: file)
        var index = 0
        while index < offset {
            if bytes[index] == UInt8(ascii: "\n") {
                locator.startLine(at: index + 1)
            } else if bytes[index] == UInt8(ascii: "\r"),
                index + 1 >= bytes.count || bytes[index + 1] != UInt8(ascii: "\n")
            {
                locator.startLine(at: index + 1)
            }
            index += 1
        }
        return locator.location(at: offset, in: bytes)
    }

    /// The number of `Character`s in UTF-8 bytes; one per byte when they are all ASCII.
    static func characterCount(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var combined: UInt8 = 0
        for byte in bytes { combined |= byte }
        if combined < 0x80 { return bytes.count }
        return String(decoding: bytes, as: UTF8.self).count
    }
}
