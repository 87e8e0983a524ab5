import LayoutFormats

/// A value of a document as the interpreter reads it, whichever reader made it: JSON's
/// ``JSONValue`` is read as it is (a second tree cost a third of reading a JSON document), and
/// YAML's nodes become ``_DocumentValue``s first.
protocol _DocumentNode: Sendable {
    associatedtype Member: _DocumentMember where Member.Node == Self

    /// Where the value starts.
    var location: SourceLocation { get }
    /// The text of a string or of any YAML scalar; nil for numbers, Booleans, null and containers.
    var text: String? { get }
    /// A number, or a plain YAML scalar that reads as one.
    var number: Double? { get }
    /// A Boolean, or a plain YAML scalar that reads as one.
    var bool: Bool? { get }
    var isNull: Bool { get }
    var elements: [Self]? { get }
    var members: [Member]? { get }
    /// Whether the value is a list or a mapping (asked in place, so that walking a tree
    /// passes over its scalars without copying them).
    var isContainer: Bool { get }
    /// What kind of value this is, in the words of the document's messages: `"text"`, `12`,
    /// `nothing`, `a list`, `a mapping`.
    var documentKindDescription: String { get }
    /// The value as JSON (a conformance case's extra keys).
    var json: JSONValue { get }
    /// The place of a character of a string value, by its offset in Unicode scalars.
    var characterLocation: @Sendable (Int) -> SourceLocation { get }
}

/// A `key: value` pair of a mapping.
protocol _DocumentMember: Sendable {
    associatedtype Node: _DocumentNode

    var key: String { get }
    var keyLocation: SourceLocation { get }
    var value: Node { get }
}

extension _DocumentValue: _DocumentNode {
    var isContainer: Bool {
        switch content {
        case .sequence, .mapping: true
        case .scalar, .null: false
        }
    }
}
extension _DocumentValue.Member: _DocumentMember {}

extension JSONValue: _DocumentNode {
    var text: String? { string }
    var isNull: Bool {
        if case .null = content { return true }
        return false
    }
    var elements: [JSONValue]? { array }
    var isContainer: Bool {
        switch content {
        case .array, .object: true
        default: false
        }
    }
    var documentKindDescription: String {
        switch content {
        case .string(let text): "\"\(text)\""
        case .number(let value): _JSONWriter.number(value)
        case .bool(let value): value ? "true" : "false"
        case .null: "nothing"
        case .array: "a list"
        case .object: "a mapping"
        }
    }
    var json: JSONValue { self }
    var characterLocation: @Sendable (Int) -> SourceLocation {
        let value = self
        return { offset in value.location(ofScalarAt: offset) }
    }
}

extension JSONValue.Member: _DocumentMember {}
