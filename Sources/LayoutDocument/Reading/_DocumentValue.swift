import Foundation
import LayoutFormats

/// A value of a document as either reader gives it: YAML (through Yams' nodes and their marks)
/// and JSON (through LayoutFormats' ``JSONValue``) become this one tree, which one interpreter
/// reads into the model.
struct _DocumentValue: Sendable {
    enum Content: Sendable {
        /// A scalar: its text, and whether it was written as a string (quoted YAML, any JSON
        /// string), which makes `"12"` a string rather than a number.
        case scalar(String, quoted: Bool)
        /// A JSON number.
        case number(Double)
        /// A JSON Boolean.
        case bool(Bool)
        /// `null` (JSON), `~` or `null` (plain YAML), or an empty YAML value.
        case null
        case sequence([_DocumentValue])
        case mapping([Member])
    }

    struct Member: Sendable {
        var key: String
        var keyLocation: SourceLocation
        var value: _DocumentValue
    }

    var content: Content
    var location: SourceLocation
    /// How the reader places a character of this string value; nil for the default (columns
    /// after ``location``), so that the values without one allocate no closure.
    var stringLocation: (@Sendable (Int) -> SourceLocation)?

    /// The place of a character of a string value, by its offset in Unicode scalars.
    var characterLocation: @Sendable (Int) -> SourceLocation {
        if let stringLocation { return stringLocation }
        let location = location
        return { offset in SourceLocation(file: location.file, line: location.line, column: location.column + offset) }
    }

    init(_ content: Content, at location: SourceLocation, characterLocation: (@Sendable (Int) -> SourceLocation)? = nil) {
        self.content = content
        self.location = location
        self.stringLocation = characterLocation
    }

    // MARK: Reading

    /// The text of a scalar (a plain YAML scalar included, whatever it looks like) or of a
    /// JSON string; nil for numbers, Booleans, null and containers.
    var text: String? {
        if case .scalar(let text, _) = content { return text }
        return nil
    }

    /// A number: a JSON number, or a plain YAML scalar that reads as one.
    var number: Double? {
        switch content {
        case .number(let value): return value
        case .scalar(let text, quoted: false): return Self.number(text)
        default: return nil
        }
    }

    /// A Boolean: JSON's, or YAML's `true`/`false` (and `yes`/`no`, `on`/`off`).
    var bool: Bool? {
        switch content {
        case .bool(let value): return value
        case .scalar(let text, quoted: false):
            switch text.lowercased() {
            case "true", "yes", "on": return true
            case "false", "no", "off": return false
            default: return nil
            }
        default: return nil
        }
    }

    var isNull: Bool {
        if case .null = content { return true }
        return false
    }

    var elements: [_DocumentValue]? {
        if case .sequence(let elements) = content { return elements }
        return nil
    }

    var members: [Member]? {
        if case .mapping(let members) = content { return members }
        return nil
    }

    /// A decimal number as YAML and JSON write it (`12`, `-0.5`, `1e3`, `.5`); nil otherwise.
    static func number(_ text: String) -> Double? {
        guard let first = text.utf8.first,
            first == UInt8(ascii: "-") || first == UInt8(ascii: "+") || first == UInt8(ascii: ".")
                || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(first)
        else { return nil }
        guard let value = Double(text), value.isFinite else { return nil }
        return value
    }

    /// The value as JSON: a plain YAML scalar that reads as a number, a Boolean or null becomes
    /// one; every other scalar a string.
    var json: JSONValue {
        switch content {
        case .scalar(let text, let quoted):
            if !quoted, let number = number { return JSONValue(.number(number), at: location) }
            if !quoted, let flag = bool { return JSONValue(.bool(flag), at: location) }
            return JSONValue(.string(text), at: location)
        case .number(let value): return JSONValue(.number(value), at: location)
        case .bool(let value): return JSONValue(.bool(value), at: location)
        case .null: return JSONValue(.null, at: location)
        case .sequence(let elements): return JSONValue(.array(elements.map(\.json)), at: location)
        case .mapping(let members):
            return JSONValue(
                .object(members.map { JSONValue.Member(key: $0.key, keyLocation: $0.keyLocation, value: $0.value.json) }),
                at: location)
        }
    }

    /// What kind of value this is, in words: `a string`, `a mapping`, …
    var kindDescription: String {
        switch content {
        case .scalar(let text, let quoted): quoted || number == nil ? "\"\(text)\"" : text
        case .number(let value): _JSONWriter.number(value)
        case .bool(let value): value ? "true" : "false"
        case .null: "nothing"
        case .sequence: "a list"
        case .mapping: "a mapping"
        }
    }
}
