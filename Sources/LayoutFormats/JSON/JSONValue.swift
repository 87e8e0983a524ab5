/// A JSON value with the place it was written: every value and every object key knows its
/// line and column, and objects keep their keys in the order they were written (repeated keys
/// included), so that a format read from JSON can point at the offending text.
///
/// Foundation's `JSONSerialization` forgets positions and key order; this type is why the
/// command-line tool can say `form.json:12:9: expected a number`.
///
/// ```swift
/// let value = try JSONValue.parse(#"{"width": 320}"#, file: "size.json")
/// value.members?.first?.keyLocation   // size.json:1:2
/// ```
///
/// Equality compares locations too: two values are equal when they were written alike at the
/// same places.
public struct JSONValue: Equatable, Sendable {
    /// What a JSON value holds.
    public enum Content: Equatable, Sendable {
        /// `null`
        case null
        /// `true` or `false`
        case bool(Bool)
        /// A number. Numbers too large for a `Double` become infinite; the format reading the
        /// value decides whether that is an error.
        case number(Double)
        /// A string, its escapes decoded.
        case string(String)
        /// An array.
        case array([JSONValue])
        /// An object's members in the order they were written; a key may occur more than once.
        case object([Member])
    }

    /// One `"key": value` pair of an object.
    public struct Member: Equatable, Sendable {
        /// The key, its escapes decoded.
        public var key: String
        /// Where the key's opening quote is.
        public var keyLocation: SourceLocation
        /// The value.
        public var value: JSONValue

        /// Makes a member.
        public init(key: String, keyLocation: SourceLocation, value: JSONValue) {
            self.key = key
            self.keyLocation = keyLocation
            self.value = value
        }
    }

    /// What the value holds.
    public var content: Content
    /// Where the value starts: its first character (the opening quote of a string).
    public var location: SourceLocation
    /// For a string written with escapes, the text between its quotes as written; nil when the
    /// string was written without escapes (then it reads the same as its value).
    var escapedText: String?

    /// Makes a value, for building JSON in code. A string made this way counts as written
    /// without escapes.
    public init(_ content: Content, at location: SourceLocation) {
        self.content = content
        self.location = location
        self.escapedText = nil
    }

    init(_ content: Content, at location: SourceLocation, escapedText: String?) {
        self.content = content
        self.location = location
        self.escapedText = escapedText
    }

    /// Parses a JSON text (RFC 8259) that holds one value.
    ///
    /// - Parameters:
    ///   - text: the JSON text. A leading byte order mark is skipped.
    ///   - file: the file's name, for the locations.
    /// - Throws: a ``FormatError`` at the first place the text is not JSON, saying what was
    ///   expected there; also when arrays and objects nest deeper than ``maximumDepth``.
    /// - Complexity: O(length of the text).
    public static func parse(_ text: String, file: String) throws(FormatError) -> JSONValue {
        try _JSONParser.parse(text, file: file)
    }

    /// How deeply arrays and objects may nest. Deeper input is refused with an error rather
    /// than risking the stack.
    public static let maximumDepth = 256

    // MARK: Reading

    /// The string, if the value is one.
    public var string: String? {
        if case .string(let string) = content { string } else { nil }
    }

    /// The number, if the value is one.
    public var number: Double? {
        if case .number(let number) = content { number } else { nil }
    }

    /// The Boolean, if the value is one.
    public var bool: Bool? {
        if case .bool(let bool) = content { bool } else { nil }
    }

    /// The elements, if the value is an array.
    public var array: [JSONValue]? {
        if case .array(let array) = content { array } else { nil }
    }

    /// The members in written order, if the value is an object.
    public var members: [Member]? {
        if case .object(let members) = content { members } else { nil }
    }

    /// What kind of value this is, in words for messages: `a string`, `an object`, …
    public var kindDescription: String {
        switch content {
        case .null: "null"
        case .bool: "a Boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }

    /// Where a character of a string value is in the file, so that a language written inside
    /// JSON strings (such as constraints) can report its own errors at the right column.
    ///
    /// - Parameter offset: a position in the decoded string, counted in Unicode scalars from its
    ///   start; the string's length means the closing quote.
    /// - Returns: the location of the written character that decodes to that scalar (the
    ///   backslash of an escape); ``location`` for a value that is not a string.
    /// - Complexity: O(length of the string).
    public func location(ofScalarAt offset: Int) -> SourceLocation {
        guard let value = string else { return location }
        let written = escapedText ?? value
        let scalars = Array(written.unicodeScalars)
        var writtenOffset = 0
        var decoded = 0
        // Strings in JSON never span lines, so only the column moves; escapes are walked to
        // find how much written text each decoded scalar took.
        while decoded < offset, writtenOffset < scalars.count {
            writtenOffset +=
                escapedText == nil ? 1 : _JSONParser.writtenLength(of: scalars, at: writtenOffset)
            decoded += 1
        }
        var text = String.UnicodeScalarView()
        text.append(contentsOf: scalars[..<writtenOffset])
        return SourceLocation(
            file: location.file, line: location.line, column: location.column + 1 + String(text).count)
    }
}
