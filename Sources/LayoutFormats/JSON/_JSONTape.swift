/// A JSON text read into one flat array of fixed-size entries, for readers that walk a large
/// document once (layout documents): what ``JSONValue`` gives, at a fraction of its memory.
///
/// A ``JSONValue`` tree holds a location (the file's name, a line and a column) in every value
/// and key, an array per object and per array, and some 120 bytes per member: 11 MB for a
/// 1.9 MB document. Here each value and key is one 24-byte ``Entry``: its kind, its number or
/// the index of its string, or for an array or object where its elements lie (an object's keys
/// and values alternate); its place is a line and a column, made a ``SourceLocation`` (with the
/// file's name) only when asked. A container's entries are contiguous, so a member or an element
/// is found by index. The accessors are inlinable: the interpreter that reads them is generic,
/// in another module, and called them through witness tables.
package final class _JSONTape: Sendable {
    /// One value or key.
    @usableFromInline
    struct Entry {
        /// A number's bit pattern; a Boolean's 0 or 1; a string's index in ``strings``; an
        /// array's or object's first entry (low 32 bits) and entry count (high 32 bits).
        @usableFromInline var payload: UInt64
        /// The byte offset of the value's first character (a string's opening quote).
        @usableFromInline var offset: UInt32
        /// Its line, from 1.
        @usableFromInline var line: UInt32
        /// Its column in `Character`s, from 1 (counted as the text is read, a line at a time,
        /// as ``JSONValue``'s are: counting from the line's start when asked cost more).
        @usableFromInline var column: UInt32
        @usableFromInline var kind: Kind
    }

    @usableFromInline
    enum Kind: UInt8 {
        case null, bool, number, string, escapedString, array, object
    }

    /// The file's name, for locations.
    @usableFromInline let file: String
    /// The text, its UTF-8 contiguous (a string with escapes is read again from it when its
    /// characters are placed).
    let text: String
    @usableFromInline let entries: [Entry]
    /// The strings, keys and values, escapes decoded.
    @usableFromInline let strings: [String]
    /// The index of the top-level value.
    let rootIndex: Int
    /// Whether an object may hold a key twice: false when no object does, so that a reader
    /// that reports repeated keys need not walk the values to look for them. (Keys are
    /// compared within objects of up to 16 members; a larger object counts as one that may
    /// repeat a key.)
    package let mayRepeatKeys: Bool

    init(file: String, text: String, entries: [Entry], strings: [String], rootIndex: Int, mayRepeatKeys: Bool) {
        self.file = file
        self.text = text
        self.entries = entries
        self.strings = strings
        self.rootIndex = rootIndex
        self.mayRepeatKeys = mayRepeatKeys
    }

    /// Reads a JSON text (RFC 8259) that holds one value, with the errors, places and limits of
    /// ``JSONValue/parse(_:file:)``.
    ///
    /// - Complexity: O(length of the text).
    package static func parse(_ text: String, file: String) throws(FormatError) -> _JSONTape {
        var contiguous = text
        contiguous.makeContiguousUTF8()
        // The tape keeps the text (a native string: its bytes are read in place again for
        // columns); withUTF8 on a copy of it reads the same storage.
        let kept = contiguous
        let result: Result<_JSONTape, FormatError> = contiguous.withUTF8 { bytes in
            guard bytes.count < Int(UInt32.max) else {
                return .failure(FormatError(location: SourceLocation(file: file, line: 1, column: 1), message: "expected a text of less than 4 GB"))
            }
            var parser = _JSONParser(bytes: bytes, file: file)
            var builder = _JSONTapeBuilder()
            do throws(FormatError) {
                try parser.parseDocument(into: &builder)
                return .success(builder.tape(file: file, text: kept, mayRepeatKeys: parser.mayRepeatKeys))
            } catch {
                return .failure(error)
            }
        }
        return try result.get()
    }

    /// The top-level value.
    package var root: Value { Value(tape: self, index: rootIndex) }

    /// The location of an entry.
    @inlinable
    func location(of index: Int) -> SourceLocation {
        let entry = entries[index]
        return SourceLocation(file: file, line: Int(entry.line), column: Int(entry.column))
    }

    /// A string's text between its quotes as written, when it has escapes; nil otherwise.
    func escapedText(of index: Int) -> String? {
        let entry = entries[index]
        guard entry.kind == .escapedString else { return nil }
        return text.utf8.withContiguousStorageIfAvailable { bytes in
            let start = Int(entry.offset) + 1
            var end = start
            // The parser accepted the string: its closing quote is the first one not escaped.
            while bytes[end] != UInt8(ascii: "\"") { end += bytes[end] == UInt8(ascii: "\\") ? 2 : 1 }
            return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
        }
    }

    /// A value in the tape.
    package struct Value: Sendable {
        @usableFromInline let tape: _JSONTape
        @usableFromInline let index: Int

        @usableFromInline
        init(tape: _JSONTape, index: Int) {
            self.tape = tape
            self.index = index
        }

        @inlinable var entry: Entry { tape.entries[index] }

        /// Where the value starts: its first character (the opening quote of a string).
        @inlinable package var location: SourceLocation { tape.location(of: index) }

        /// The string, if the value is one.
        @inlinable package var string: String? {
            let entry = entry
            return entry.kind == .string || entry.kind == .escapedString ? tape.strings[Int(entry.payload)] : nil
        }

        /// The number, if the value is one.
        @inlinable package var number: Double? {
            let entry = entry
            return entry.kind == .number ? Double(bitPattern: entry.payload) : nil
        }

        /// The Boolean, if the value is one.
        @inlinable package var bool: Bool? {
            let entry = entry
            return entry.kind == .bool ? entry.payload != 0 : nil
        }

        /// Whether the value is `null`.
        @inlinable package var isNull: Bool { entry.kind == .null }

        /// Whether the value is an array or an object.
        @inlinable package var isContainer: Bool {
            let kind = entry.kind
            return kind == .array || kind == .object
        }

        /// The elements, if the value is an array.
        @inlinable package var elements: Elements? {
            let entry = entry
            guard entry.kind == .array else { return nil }
            return Elements(tape: tape, first: Int(entry.payload & 0xFFFF_FFFF), count: Int(entry.payload >> 32))
        }

        /// The members in written order, if the value is an object.
        @inlinable package var members: Members? {
            let entry = entry
            guard entry.kind == .object else { return nil }
            return Members(tape: tape, first: Int(entry.payload & 0xFFFF_FFFF), count: Int(entry.payload >> 32) / 2)
        }

        /// The value as a ``JSONValue``, with its locations.
        package var json: JSONValue {
            let location = location
            switch entry.kind {
            case .null: return JSONValue(.null, at: location)
            case .bool: return JSONValue(.bool(bool!), at: location)
            case .number: return JSONValue(.number(number!), at: location)
            case .string, .escapedString:
                return JSONValue(.string(string!), at: location, escapedText: tape.escapedText(of: index))
            case .array: return JSONValue(.array(elements!.map(\.json)), at: location)
            case .object:
                return JSONValue(
                    .object(members!.map { JSONValue.Member(key: $0.key, keyLocation: $0.keyLocation, value: $0.value.json) }),
                    at: location)
            }
        }

        /// What kind of value this is, in words for messages: `a string`, `an object`, …
        package var kindDescription: String {
            switch entry.kind {
            case .null: "null"
            case .bool: "a Boolean"
            case .number: "a number"
            case .string, .escapedString: "a string"
            case .array: "an array"
            case .object: "an object"
            }
        }

        /// The place of a character of a string value, by its offset in Unicode scalars (see
        /// ``JSONValue/location(ofScalarAt:)``); it keeps the string, not the tape.
        package var characterLocation: @Sendable (Int) -> SourceLocation {
            let value =
                if let string {
                    JSONValue(.string(string), at: location, escapedText: tape.escapedText(of: index))
                } else {
                    JSONValue(.null, at: location)
                }
            return { offset in value.location(ofScalarAt: offset) }
        }
    }

    /// One `"key": value` pair of an object.
    package struct Member: Sendable {
        @usableFromInline let tape: _JSONTape
        /// The key's entry; the value's is the next.
        @usableFromInline let index: Int

        @usableFromInline
        init(tape: _JSONTape, index: Int) {
            self.tape = tape
            self.index = index
        }

        /// The key, its escapes decoded.
        @inlinable package var key: String { tape.strings[Int(tape.entries[index].payload)] }
        /// Where the key's opening quote is.
        @inlinable package var keyLocation: SourceLocation { tape.location(of: index) }
        /// The value.
        @inlinable package var value: Value { Value(tape: tape, index: index + 1) }
    }

    /// An array's elements. (`Members` is the same collection with a stride of two entries: one
    /// generic collection over both measured 7.6 % slower on reading a document, D1, because the
    /// document reader's generic code could not specialise it across modules.)
    package struct Elements: RandomAccessCollection, Sendable {
        @usableFromInline let tape: _JSONTape
        @usableFromInline let first: Int
        package let count: Int

        @usableFromInline
        init(tape: _JSONTape, first: Int, count: Int) {
            self.tape = tape
            self.first = first
            self.count = count
        }

        @inlinable package var startIndex: Int { 0 }
        @inlinable package var endIndex: Int { count }
        @inlinable package subscript(position: Int) -> Value { Value(tape: tape, index: first + position) }
    }

    /// An object's members, in written order.
    package struct Members: RandomAccessCollection, Sendable {
        @usableFromInline let tape: _JSONTape
        @usableFromInline let first: Int
        package let count: Int

        @usableFromInline
        init(tape: _JSONTape, first: Int, count: Int) {
            self.tape = tape
            self.first = first
            self.count = count
        }

        @inlinable package var startIndex: Int { 0 }
        @inlinable package var endIndex: Int { count }
        @inlinable package subscript(position: Int) -> Member { Member(tape: tape, index: first + 2 * position) }
    }
}

/// What ``_JSONParser`` builds a ``_JSONTape`` with: the finished entries, and a stack of the
/// entries of the containers still open (a container's are moved to the finished ones, together,
/// when it closes, so that they are contiguous).
struct _JSONTapeBuilder {
    var entries: [_JSONTape.Entry] = []
    var open: [_JSONTape.Entry] = []
    var strings: [String] = []

    /// Moves the entries pushed since `start` to the finished ones, and returns the container
    /// entry that refers to them.
    mutating func close(_ kind: _JSONTape.Kind, from start: Int, at place: _JSONTape.Entry) -> _JSONTape.Entry {
        let first = entries.count
        let count = open.count - start
        entries.append(contentsOf: open[start...])
        open.removeSubrange(start...)
        var entry = place
        entry.kind = kind
        entry.payload = UInt64(first) | UInt64(count) << 32
        return entry
    }

    mutating func string(_ string: String, escaped: Bool, at place: _JSONTape.Entry) -> _JSONTape.Entry {
        var entry = place
        entry.kind = escaped ? .escapedString : .string
        entry.payload = UInt64(strings.count)
        strings.append(string)
        return entry
    }

    func tape(file: String, text: String, mayRepeatKeys: Bool) -> _JSONTape {
        _JSONTape(
            file: file, text: text, entries: entries, strings: strings, rootIndex: entries.count - 1,
            mayRepeatKeys: mayRepeatKeys)
    }
}
