import LayoutFormats

/// A value of a document as the interpreter reads it, whichever reader made it: JSON's
/// ``_JSONTape`` is read as it is (a tree of ``JSONValue``s was 11 MB for a document of
/// 10,000 views; the tape is about a third of that by its entries' sizes), and YAML's nodes become ``_DocumentValue``s first.
protocol _DocumentNode: Sendable {
    associatedtype Member: _DocumentMember where Member.Node == Self
    /// A list's elements, by index from 0.
    associatedtype Elements: RandomAccessCollection<Self> where Elements.Index == Int
    /// A mapping's members in written order, by index from 0.
    associatedtype Members: RandomAccessCollection<Member> where Members.Index == Int

    /// Where the value starts.
    var location: SourceLocation { get }
    /// The text of a string or of any YAML scalar; nil for numbers, Booleans, null and containers.
    var text: String? { get }
    /// A number, or a plain YAML scalar that reads as one.
    var number: Double? { get }
    /// A Boolean, or a plain YAML scalar that reads as one.
    var bool: Bool? { get }
    var isNull: Bool { get }
    var elements: Elements? { get }
    var members: Members? { get }
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

extension _JSONTape.Value: _DocumentNode {
    var text: String? { string }
    var documentKindDescription: String {
        if let text = string { return "\"\(text)\"" }
        if let number { return _JSONWriter.number(number) }
        if let bool { return bool ? "true" : "false" }
        if isNull { return "nothing" }
        return elements != nil ? "a list" : "a mapping"
    }
}

extension _JSONTape.Member: _DocumentMember {}
