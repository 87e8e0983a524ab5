import LayoutFormats

/// A position in one line of a log, counting columns in `Character`s from 1.
struct _LineCursor {
    let characters: [Character]
    let file: String
    let line: Int
    var position: Int

    init(_ text: Substring, file: String, line: Int, position: Int = 0) {
        characters = Array(text)
        self.file = file
        self.line = line
        self.position = position
    }

    var isAtEnd: Bool { position >= characters.count }

    func peek(_ offset: Int = 0) -> Character? {
        let index = position + offset
        return index < characters.count ? characters[index] : nil
    }

    /// Whether the text at the cursor starts with `prefix`.
    func starts(with prefix: String) -> Bool {
        var index = position
        for character in prefix {
            guard index < characters.count, characters[index] == character else { return false }
            index += 1
        }
        return true
    }

    mutating func advance(_ count: Int = 1) { position = min(position + count, characters.count) }

    mutating func skipSpaces() {
        while let character = peek(), character == " " || character == "\t" { advance() }
    }

    /// Reads the longest run of characters that satisfy `accepts`.
    mutating func read(while accepts: (Character) -> Bool) -> String {
        let start = position
        while let character = peek(), accepts(character) { advance() }
        return String(characters[start..<position])
    }

    func location(at position: Int? = nil) -> SourceLocation {
        SourceLocation(file: file, line: line, column: (position ?? self.position) + 1)
    }

    /// An error at the cursor (or at `position`): "expected …", followed by what was found.
    func error(_ expected: String, at position: Int? = nil) -> FormatError {
        let at = position ?? self.position
        var message = "expected " + expected
        if at >= characters.count {
            message += ", found the end of the line"
        } else {
            var found = ""
            var index = at
            while index < characters.count, found.count < 16, characters[index] != " " {
                found.append(characters[index])
                index += 1
            }
            if found.isEmpty { found = " " }
            message += ", found '\(found)'"
        }
        return FormatError(location: location(at: at), message: message)
    }

    mutating func expect(_ character: Character, _ expected: String) throws(FormatError) {
        guard peek() == character else { throw error(expected) }
        advance()
    }

    // MARK: Character classes

    static func isItemCharacter(_ character: Character) -> Bool {
        character.isLetter || character.isNumber || character == "_" || character == "." || character == "$"
    }

    static func isKeyCharacter(_ character: Character) -> Bool {
        character.isLetter || character.isNumber || character == "_"
    }
}
