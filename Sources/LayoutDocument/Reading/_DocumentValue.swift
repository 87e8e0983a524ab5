import Foundation
import LayoutFormats

/// A value of a YAML document, made from Yams' nodes and their marks, for the interpreter (which
/// reads JSON's ``_JSONTape`` as it is: both are ``_DocumentNode``s).
struct _DocumentValue: Sendable {
    enum Content: Sendable {
        /// A scalar: its text, and whether it was written as a string (quoted, or a block
        /// scalar), which makes `"12"` a string rather than a number.
        case scalar(String, quoted: Bool)
        /// `~` or `null` (plain), or an empty value.
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

    /// The text of a scalar (a plain scalar included, whatever it looks like); nil for null and
    /// containers.
    var text: String? {
        if case .scalar(let text, _) = content { return text }
        return nil
    }

    /// A plain scalar that reads as a number.
    var number: Double? {
        if case .scalar(let text, quoted: false) = content { return Self.number(text) }
        return nil
    }

    /// A plain `true`/`false` (and `yes`/`no`, `on`/`off`).
    var bool: Bool? {
        guard case .scalar(let text, quoted: false) = content else { return nil }
        switch text.lowercased() {
        case "true", "yes", "on": return true
        case "false", "no", "off": return false
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
        case .null: return JSONValue(.null, at: location)
        case .sequence(let elements): return JSONValue(.array(elements.map(\.json)), at: location)
        case .mapping(let members):
            return JSONValue(
                .object(members.map { JSONValue.Member(key: $0.key, keyLocation: $0.keyLocation, value: $0.value.json) }),
                at: location)
        }
    }

    /// What kind of value this is, in words: `a string`, `a mapping`, …
    var documentKindDescription: String {
        switch content {
        case .scalar(let text, let quoted): quoted || number == nil ? "\"\(text)\"" : text
        case .null: "nothing"
        case .sequence: "a list"
        case .mapping: "a mapping"
        }
    }
}
