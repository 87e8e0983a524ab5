/// A recursive-descent JSON parser over UTF-8 bytes that records where each value starts.
///
/// Works on bytes rather than `Character`s: grapheme breaking is slow, and a combining mark
/// after a quote would otherwise hide the quote. Columns are still counted in `Character`s, by
/// ``_TextLocator``.
struct _JSONParser {
    /// The text's bytes in place (copying a document's text into an array was a megabyte
    /// more to touch at 10,000 views), valid while ``parse(_:file:)`` runs.
    let bytes: UnsafeBufferPointer<UInt8>
    var position = 0
    var depth = 0
    var locator: _TextLocator
    /// Whether an object read so far has a key twice, or more than 16 members (not compared);
    /// noted for a ``_JSONTape``.
    var mayRepeatKeys = false

    /// Parses a JSON text (see ``JSONValue/parse(_:file:)``).
    static func parse(_ text: String, file: String) throws(FormatError) -> JSONValue {
        var text = text
        let result: Result<JSONValue, FormatError> = text.withUTF8 { bytes in
            var parser = _JSONParser(bytes: bytes, file: file)
            do throws(FormatError) {
                return .success(try parser.parseDocument())
            } catch {
                return .failure(error)
            }
        }
        return try result.get()
    }

    init(bytes: UnsafeBufferPointer<UInt8>, file: String) {
        self.bytes = bytes
        locator = _TextLocator(file: file)
        // A byte order mark is not content: skip it so that it is not counted as a column.
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
            position = 3
            locator.skipPrefix(to: 3)
        }
    }

    mutating func parseDocument() throws(FormatError) -> JSONValue {
        skipWhitespace()
        let value = try parseValue()
        skipWhitespace()
        guard position == bytes.count else { throw error("expected the end of the input") }
        return value
    }

    // MARK: Values

    mutating func parseValue() throws(FormatError) -> JSONValue {
        let location = here()
        guard position < bytes.count else { throw error("expected a value") }
        switch bytes[position] {
        case UInt8(ascii: "{"): return try parseObject(at: location)
        case UInt8(ascii: "["): return try parseArray(at: location)
        case UInt8(ascii: "\""):
            let (string, escaped) = try parseString()
            return JSONValue(.string(string), at: location, escapedText: escaped)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return JSONValue(.number(try parseNumber()), at: location)
        case UInt8(ascii: "t") where matches("true"):
            position += 4
            return JSONValue(.bool(true), at: location)
        case UInt8(ascii: "f") where matches("false"):
            position += 5
            return JSONValue(.bool(false), at: location)
        case UInt8(ascii: "n") where matches("null"):
            position += 4
            return JSONValue(.null, at: location)
        default:
            throw error("expected a value")
        }
    }

    mutating func parseObject(at location: SourceLocation) throws(FormatError) -> JSONValue {
        var members: [JSONValue.Member] = []
        guard try opensContainer(closedBy: "}") else { return JSONValue(.object(members), at: location) }
        // Most objects of a document have a few members: one buffer rather than growing
        // through one, two and four.
        members.reserveCapacity(4)
        while true {
            guard peek(is: "\"") else {
                throw error(members.isEmpty ? "expected a string key or '}'" : "expected a string key")
            }
            let keyLocation = here()
            let (key, _) = try parseString()
            skipWhitespace()
            guard peek(is: ":") else { throw error("expected ':'") }
            position += 1
            skipWhitespace()
            let value = try parseValue()
            members.append(JSONValue.Member(key: key, keyLocation: keyLocation, value: value))
            if try !continuesContainer(closedBy: "}") { return JSONValue(.object(members), at: location) }
        }
    }

    mutating func parseArray(at location: SourceLocation) throws(FormatError) -> JSONValue {
        var elements: [JSONValue] = []
        guard try opensContainer(closedBy: "]") else { return JSONValue(.array(elements), at: location) }
        elements.reserveCapacity(4)
        while true {
            guard startsValue() else {
                throw error(elements.isEmpty ? "expected a value or ']'" : "expected a value")
            }
            elements.append(try parseValue())
            if try !continuesContainer(closedBy: "]") { return JSONValue(.array(elements), at: location) }
        }
    }

    /// After a member or an element (both readers, tree and tape): a `,` says another follows
    /// (true), the closing character ends the container (false, its depth left), anything else
    /// is the error "expected ',' or `close`".
    @inline(__always)
    mutating func continuesContainer(closedBy close: Unicode.Scalar) throws(FormatError) -> Bool {
        skipWhitespace()
        if peek(is: ",") {
            position += 1
            skipWhitespace()
            return true
        }
        guard peek(is: close) else { throw error("expected ',' or '\(close)'") }
        position += 1
        depth -= 1
        return false
    }

    /// At a container's opening character (both readers, tree and tape): goes one level deeper
    /// and past the character; an empty container (`{}`, `[]`) is closed at once and false is
    /// returned, its depth left. The mirror of `continuesContainer(closedBy:)`.
    @inline(__always)
    mutating func opensContainer(closedBy close: Unicode.Scalar) throws(FormatError) -> Bool {
        depth += 1
        guard depth <= JSONValue.maximumDepth else {
            throw error("expected at most \(JSONValue.maximumDepth) nested arrays and objects")
        }
        position += 1
        skipWhitespace()
        guard peek(is: close) else { return true }
        position += 1
        depth -= 1
        return false
    }

    /// Reads a number as RFC 8259 writes it: `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`.
    mutating func parseNumber() throws(FormatError) -> Double {
        let start = position
        if peek(is: "-") { position += 1 }
        if peek(is: "0") {
            position += 1
        } else {
            guard skipDigits() else { throw error("expected a digit") }
        }
        if peek(is: ".") {
            position += 1
            guard skipDigits() else { throw error("expected a digit after '.'") }
        }
        if peek(is: "e") || peek(is: "E") {
            position += 1
            if peek(is: "+") || peek(is: "-") { position += 1 }
            guard skipDigits() else { throw error("expected a digit in the exponent") }
        }
        // The grammar above is a subset of what Double(_:) accepts, so this cannot fail; a
        // number beyond Double's range reads as infinity.
        return Double(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<position]), as: UTF8.self)) ?? .nan
    }

    /// Reads a string from its opening quote; returns its value and, when it has escapes, the
    /// text between the quotes as written.
    mutating func parseString() throws(FormatError) -> (String, escaped: String?) {
        position += 1
        let contentStart = position
        var decoded: [UInt8] = []
        var hasEscapes = false
        while true {
            // Copy the run of plain bytes in one go; only quotes, backslashes and control
            // characters need a look.
            let runStart = position
            var index = runStart
            while index < bytes.count {
                let byte = bytes[index]
                if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte < 0x20 { break }
                index += 1
            }
            position = index
            // A string without escapes (nearly every one) is made from its bytes directly,
            // with no buffer between: the buffer was half of reading a string.
            if !hasEscapes, position < bytes.count, bytes[position] == UInt8(ascii: "\"") {
                position += 1
                return (String(decoding: UnsafeBufferPointer(rebasing: bytes[contentStart..<position - 1]), as: UTF8.self), nil)
            }
            decoded.append(contentsOf: bytes[runStart..<position])
            guard position < bytes.count else { throw error("expected '\"' to end the string") }
            switch bytes[position] {
            case UInt8(ascii: "\""):
                let escaped =
                    hasEscapes ? String(decoding: UnsafeBufferPointer(rebasing: bytes[contentStart..<position]), as: UTF8.self) : nil
                position += 1
                return (String(decoding: decoded, as: UTF8.self), escaped)
            case UInt8(ascii: "\\"):
                hasEscapes = true
                try decodeEscape(into: &decoded)
            case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                throw error("expected '\"' before the end of the line")
            default:
                throw error("expected an escape sequence instead of a control character")
            }
        }
    }

    mutating func decodeEscape(into decoded: inout [UInt8]) throws(FormatError) {
        let escapeStart = position
        guard position + 1 < bytes.count else {
            throw error("expected an escape sequence (\\\" \\\\ \\/ \\b \\f \\n \\r \\t or \\uXXXX)")
        }
        let simple: UInt8? =
            switch bytes[position + 1] {
            case UInt8(ascii: "\""): UInt8(ascii: "\"")
            case UInt8(ascii: "\\"): UInt8(ascii: "\\")
            case UInt8(ascii: "/"): UInt8(ascii: "/")
            case UInt8(ascii: "b"): 0x08
            case UInt8(ascii: "f"): 0x0C
            case UInt8(ascii: "n"): 0x0A
            case UInt8(ascii: "r"): 0x0D
            case UInt8(ascii: "t"): 0x09
            default: nil
            }
        if let simple {
            decoded.append(simple)
            position += 2
            return
        }
        guard bytes[position + 1] == UInt8(ascii: "u") else {
            throw error("expected an escape sequence (\\\" \\\\ \\/ \\b \\f \\n \\r \\t or \\uXXXX)")
        }
        let first = try readUnicodeEscape()
        var scalarValue = first
        if (0xD800...0xDBFF).contains(first) {
            // A character beyond the Basic Multilingual Plane is written as a surrogate pair.
            guard peek(is: "\\"), position + 1 < bytes.count, bytes[position + 1] == UInt8(ascii: "u")
            else {
                throw error("expected a low surrogate (\\uDC00 to \\uDFFF) after a high surrogate")
            }
            let secondStart = position
            let second = try readUnicodeEscape()
            guard (0xDC00...0xDFFF).contains(second) else {
                position = secondStart
                throw error("expected a low surrogate (\\uDC00 to \\uDFFF) after a high surrogate")
            }
            scalarValue = 0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00)
        } else if (0xDC00...0xDFFF).contains(first) {
            position = escapeStart
            throw error("expected a high surrogate (\\uD800 to \\uDBFF) before a low surrogate")
        }
        // Surrogates were handled above, so the value is a valid scalar.
        let scalar = Unicode.Scalar(scalarValue) ?? "\u{FFFD}"
        decoded.append(contentsOf: UTF8.encode(scalar)!)
    }

    /// Reads `\uXXXX` at `position` and returns the code unit.
    mutating func readUnicodeEscape() throws(FormatError) -> UInt32 {
        var value: UInt32 = 0
        for i in 2..<6 {
            guard position + i < bytes.count, let digit = hexadecimalValue(bytes[position + i]) else {
                throw error("expected four hexadecimal digits after \\u")
            }
            value = value << 4 | digit
        }
        position += 6
        return value
    }

    /// How many written scalars of a string's text, starting at `offset`, decode to one scalar:
    /// 1 for a plain character, 2 for `\n`, 6 for `\u00E9`, 12 for a surrogate pair. For
    /// text that this parser accepted.
    static func writtenLength(of scalars: [Unicode.Scalar], at offset: Int) -> Int {
        guard scalars[offset] == "\\", offset + 1 < scalars.count else { return 1 }
        guard scalars[offset + 1] == "u" else { return 2 }
        let code = scalars.dropFirst(offset + 2).prefix(4).reduce(UInt32(0)) { value, scalar in
            value << 4 | (scalar.isASCII ? hexadecimalValue(UInt8(scalar.value)) ?? 0 : 0)
        }
        return (0xD800...0xDBFF).contains(code) ? 12 : 6
    }

    // MARK: Bytes

    /// Skips JSON's whitespace (space, tab, line feed, carriage return), counting lines.
    mutating func skipWhitespace() {
        while position < bytes.count {
            switch bytes[position] {
            case UInt8(ascii: " "), UInt8(ascii: "\t"):
                // A run of indentation at once.
                var index = position + 1
                while index < bytes.count, bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "\t") {
                    index += 1
                }
                position = index
            case UInt8(ascii: "\n"):
                position += 1
                locator.startLine(at: position)
            case UInt8(ascii: "\r"):
                position += 1
                // \r\n is one line break: the \n ends the line.
                if !peek(is: "\n") { locator.startLine(at: position) }
            default:
                return
            }
        }
    }

    /// Whether a value can start at `position`, judged by its first byte.
    func startsValue() -> Bool {
        guard position < bytes.count else { return false }
        return switch bytes[position] {
        case UInt8(ascii: "{"), UInt8(ascii: "["), UInt8(ascii: "\""), UInt8(ascii: "-"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "t"), UInt8(ascii: "f"), UInt8(ascii: "n"):
            true
        default: false
        }
    }

    mutating func skipDigits() -> Bool {
        let start = position
        while position < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[position]) {
            position += 1
        }
        return position > start
    }

    func peek(is character: Unicode.Scalar) -> Bool {
        position < bytes.count && bytes[position] == UInt8(ascii: character)
    }

    func matches(_ word: StaticString) -> Bool {
        let count = word.utf8CodeUnitCount
        guard position + count <= bytes.count else { return false }
        return word.withUTF8Buffer { bytes[position..<position + count].elementsEqual($0) }
    }

    mutating func here() -> SourceLocation {
        locator.location(at: position, in: bytes)
    }

    mutating func error(_ message: String) -> FormatError {
        FormatError(location: here(), message: message)
    }
}

/// The value of a hexadecimal digit, or nil.
func hexadecimalValue(_ byte: UInt8) -> UInt32? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
    case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
    case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
    default: nil
    }
}
