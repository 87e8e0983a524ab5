extension _JSONParser {
    /// Parses the text into a ``_JSONTape``'s entries, with the same grammar, errors and
    /// places as ``parseDocument()``; the top-level value's entry is the last.
    mutating func parseDocument(into builder: inout _JSONTapeBuilder) throws(FormatError) {
        skipWhitespace()
        let root = try parseValue(into: &builder)
        skipWhitespace()
        guard position == bytes.count else { throw error("expected the end of the input") }
        builder.entries.append(root)
    }

    /// An entry for the value at `position`, of no kind yet: its place.
    mutating func place() -> _JSONTape.Entry {
        let column = locator.column(at: position, in: bytes)
        return _JSONTape.Entry(
            payload: 0, offset: UInt32(truncatingIfNeeded: position), line: UInt32(truncatingIfNeeded: locator.line),
            column: UInt32(truncatingIfNeeded: column), kind: .null)
    }

    /// Reads a value; a container's elements or members go to `builder`, the value's own
    /// entry is returned for its container to push.
    mutating func parseValue(into builder: inout _JSONTapeBuilder) throws(FormatError) -> _JSONTape.Entry {
        var entry = place()
        guard position < bytes.count else { throw error("expected a value") }
        switch bytes[position] {
        case UInt8(ascii: "{"): return try parseObject(at: entry, into: &builder)
        case UInt8(ascii: "["): return try parseArray(at: entry, into: &builder)
        case UInt8(ascii: "\""):
            let (string, escaped) = try parseString()
            return builder.string(string, escaped: escaped != nil, at: entry)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            entry.kind = .number
            entry.payload = try parseNumber().bitPattern
        case UInt8(ascii: "t") where matches("true"):
            position += 4
            entry.kind = .bool
            entry.payload = 1
        case UInt8(ascii: "f") where matches("false"):
            position += 5
            entry.kind = .bool
        case UInt8(ascii: "n") where matches("null"):
            position += 4
        default:
            throw error("expected a value")
        }
        return entry
    }

    mutating func parseObject(at place: _JSONTape.Entry, into builder: inout _JSONTapeBuilder) throws(FormatError) -> _JSONTape.Entry {
        let start = builder.open.count
        guard try opensContainer(closedBy: "}") else { return builder.close(.object, from: start, at: place) }
        while true {
            guard peek(is: "\"") else {
                throw error(builder.open.count == start ? "expected a string key or '}'" : "expected a string key")
            }
            let keyPlace = self.place()
            let (key, escaped) = try parseString()
            if !mayRepeatKeys {
                let count = (builder.open.count - start) / 2
                mayRepeatKeys =
                    count >= 16
                    || stride(from: start, to: builder.open.count, by: 2).contains {
                        builder.strings[Int(builder.open[$0].payload)] == key
                    }
            }
            builder.open.append(builder.string(key, escaped: escaped != nil, at: keyPlace))
            skipWhitespace()
            guard peek(is: ":") else { throw error("expected ':'") }
            position += 1
            skipWhitespace()
            let value = try parseValue(into: &builder)
            builder.open.append(value)
            if try !continuesContainer(closedBy: "}") { return builder.close(.object, from: start, at: place) }
        }
    }

    mutating func parseArray(at place: _JSONTape.Entry, into builder: inout _JSONTapeBuilder) throws(FormatError) -> _JSONTape.Entry {
        let start = builder.open.count
        guard try opensContainer(closedBy: "]") else { return builder.close(.array, from: start, at: place) }
        while true {
            guard startsValue() else {
                throw error(builder.open.count == start ? "expected a value or ']'" : "expected a value")
            }
            let value = try parseValue(into: &builder)
            builder.open.append(value)
            if try !continuesContainer(closedBy: "]") { return builder.close(.array, from: start, at: place) }
        }
    }
}
