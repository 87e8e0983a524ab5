/// A layout constraint as people write it: `title.leading == avatar.trailing + 8 @750`,
/// `box.width == 0.5 * superview.width`, `box.width == superview.width * 0.5`, or the seeds'
/// `RedView.Top = 1.0 x SuperView.Top + 10 (priority: 1000)`.
///
/// The one constraint grammar (``ParsedConstraint`` is its solver form): both sides are linear
/// sums (`sum relation sum priority?`, as ``ParsedConstraint`` documents them) read in a
/// ``ConstraintNotation``; a layout constraint then has the shape UIKit's `NSLayoutConstraint`
/// gives it:
///
/// ```
/// statement := item '.' attribute relation right priority?
/// right     := a sum with at most one item.attribute, whose coefficient is the multiplier:
///              8 | other.top | 0.5 * other.width | other.width * 0.5 + 8 | (other.top + 4) * 2
/// item      := a name, possibly dotted (root.safeArea); the last component is the attribute
/// ```
///
/// Attributes are UIKit's names (``attributeNames``, plus `baseline` for `lastBaseline`); in the
/// document notation in any case (`Top`). What an item names (a view, `superview`, a guide) is
/// for the reader of the statement to decide. A Visual Format Language string is not a
/// statement: ``isVisualFormat(_:)`` tells them apart.
public struct ConstraintStatement: Hashable, Sendable {
    /// One side's `item.attribute`, with where each part is written.
    public struct Operand: Hashable, Sendable {
        /// The item's name as written (`avatar`, `root.safeArea`, `SuperView`).
        public var item: String
        /// The attribute in UIKit's spelling (`Top` is read as `top`, `baseline` as `lastBaseline`).
        public var attribute: String
        /// Where the item starts, in Unicode scalars from the start of the text.
        public var itemOffset: Int
        /// Where the attribute starts, in Unicode scalars from the start of the text.
        public var attributeOffset: Int

        /// Makes an operand.
        public init(item: String, attribute: String, itemOffset: Int = 0, attributeOffset: Int = 0) {
            self.item = item
            self.attribute = attribute
            self.itemOffset = itemOffset
            self.attributeOffset = attributeOffset
        }
    }

    /// The relation of a statement.
    public enum Relation: String, Hashable, Sendable {
        /// `==` (or `=` in the document notation).
        case equal = "=="
        /// `>=`.
        case greaterThanOrEqual = ">="
        /// `<=`.
        case lessThanOrEqual = "<="
    }

    /// The left side.
    public var first: Operand
    /// How the sides relate.
    public var relation: Relation
    /// The right side's item and attribute; nil for a constant (`box.width == 30`).
    public var second: Operand?
    /// The coefficient of ``second`` (1 unless written); 0 when there is no second operand.
    public var multiplier: Double
    /// The constant of the right side.
    public var constant: Double
    /// The priority, in (0, 1000]; 1000 (required) unless written.
    public var priority: Double

    /// Makes a statement from its parts.
    public init(
        first: Operand, relation: Relation, second: Operand? = nil, multiplier: Double = 1, constant: Double = 0,
        priority: Double = 1000
    ) {
        self.first = first
        self.relation = relation
        self.second = second
        self.multiplier = second == nil ? 0 : multiplier
        self.constant = constant
        self.priority = priority
    }

    /// UIKit's attribute names, in `NSLayoutConstraint.Attribute`'s order.
    public static let attributeNames = [
        "left", "right", "top", "bottom", "leading", "trailing", "width", "height", "centerX", "centerY",
        "lastBaseline", "firstBaseline", "leftMargin", "rightMargin", "topMargin", "bottomMargin",
        "leadingMargin", "trailingMargin", "centerXWithinMargins", "centerYWithinMargins",
    ]

    /// Parses a statement.
    ///
    /// - Parameters:
    ///   - text: the statement.
    ///   - notation: what the text may write besides the conformance notation's forms.
    ///   - attributeNames: the attributes an operand may name; UIKit's by default. A reader with
    ///     a vocabulary of its own passes it (the log reader adds `minX`, `midY`, … of
    ///     autoresizing constraints); a name is kept as written when it is in the list.
    /// - Throws: a ``ConstraintSyntaxError`` at the first place the text does not follow the
    ///   grammar: the sum's errors (``ParsedConstraint/init(parsing:)``), then a left side that
    ///   is not one `item.attribute`, a right side with more than one, a name without an
    ///   attribute, and an attribute UIKit does not have (with the nearest name).
    /// - Complexity: O(length of the text).
    public init(
        parsing text: String, notation: ConstraintNotation = .document,
        attributeNames: [String] = ConstraintStatement.attributeNames
    ) throws(ConstraintSyntaxError) {
        // The plain form documents nearly always write is read without the grammar, which
        // gives the same statement for it (ConstraintStatementPlainTests compares them).
        if notation == .document, attributeNames == ConstraintStatement.attributeNames, let plain = Self.plain(text) {
            self = plain
            return
        }
        try self.init(grammar: text, notation: notation, attributeNames: attributeNames)
    }

    /// Parses a statement with the general grammar (what ``init(parsing:notation:attributeNames:)``
    /// does for anything but the plain form).
    init(grammar text: String, notation: ConstraintNotation, attributeNames: [String]) throws(ConstraintSyntaxError) {
        var parser = _ConstraintParser(text, notation: notation)
        let parts = try parser.parseParts()
        let lhs = parts.lhs
        guard lhs.terms.count == 1, lhs.terms[0].coefficient == 1, lhs.constant == 0 else {
            throw parser.error("expected item.attribute alone on the left", at: parts.lhsStart)
        }
        guard parts.rhs.terms.count <= 1 else {
            throw parser.error(
                "expected at most one item.attribute on the right", at: parts.rhs.terms[1].offset)
        }
        let first = try Self.operand(lhs.terms[0], parser, attributeNames)
        let second = try parts.rhs.terms.first.map { term throws(ConstraintSyntaxError) in
            try Self.operand(term, parser, attributeNames)
        }
        let relation: Relation =
            switch parts.relation {
            case .equal: .equal
            case .greaterThanOrEqual: .greaterThanOrEqual
            case .lessThanOrEqual: .lessThanOrEqual
            }
        self.init(
            first: first, relation: relation, second: second, multiplier: parts.rhs.terms.first?.coefficient ?? 0,
            constant: parts.rhs.constant, priority: parts.priority)
    }

    /// Splits a term's dotted name into item and attribute, from the text's bytes (a statement
    /// of a document is read thousands of times: no `String` index arithmetic, and UIKit's
    /// attribute names matched as bytes).
    static func operand(
        _ term: _LinearSum.Term, _ parser: _ConstraintParser, _ known: [String]
    ) throws(ConstraintSyntaxError) -> Operand {
        let start = term.offset
        let end = start + parser.names[term.name].utf8.count
        var dot = end - 1
        while dot >= start, parser.bytes[dot] != UInt8(ascii: ".") { dot -= 1 }
        guard dot >= start else {
            throw parser.error("expected item.attribute, found \(parser.names[term.name])", at: term.offset)
        }
        let item = String(decoding: parser.bytes[start..<dot], as: UTF8.self)
        let attributeByte = dot + 1
        let attribute: String?
        if let index = Self.defaultAttributeIndex(parser.bytes[attributeByte..<end]), known == attributeNames {
            attribute = attributeNames[index]
        } else {
            let written = String(decoding: parser.bytes[attributeByte..<end], as: UTF8.self)
            attribute = attributeName(written, anyCase: parser.notation.isRelaxed, known: known)
            guard attribute != nil else {
                throw parser.error(
                    NearestName.message(expected: "an attribute", found: written, known: known), at: attributeByte,
                    .attribute)
            }
        }
        return Operand(
            item: item, attribute: attribute!, itemOffset: parser.scalarOffset(start),
            attributeOffset: parser.scalarOffset(attributeByte))
    }

    /// UIKit's attribute names as bytes, for ``defaultAttributeIndex(_:)``.
    static let attributeNameBytes: [[UInt8]] = attributeNames.map { Array($0.utf8) }

    /// Each attribute name's length and first byte, for ``defaultAttributeIndex(_:)``.
    static let attributeNameStarts: [(count: Int, first: UInt8)] = attributeNames.map { ($0.utf8.count, $0.utf8.first!) }

    /// The index in ``attributeNames`` of the name written exactly in `bytes`, or nil.
    static func defaultAttributeIndex<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> Int? {
        // The length and the first byte, kept flat (no array retained per name), rule out
        // nearly every other name before the bytes are compared.
        let count = bytes.count
        guard let first = bytes.first else { return nil }
        // The tables in locals: a static's accessor is called at each use otherwise.
        let starts = attributeNameStarts
        for index in starts.indices where starts[index].count == count && starts[index].first == first {
            let name = attributeNameBytes[index]
            var matches = true
            var position = 0
            for byte in bytes {
                if name[position] != byte {
                    matches = false
                    break
                }
                position += 1
            }
            if matches { return index }
        }
        return nil
    }

    /// The attribute `name` stands for in UIKit's spelling, or nil.
    static func attributeName(_ name: String, anyCase: Bool, known: [String] = attributeNames) -> String? {
        if known.contains(name) { return name }
        if name == "baseline" { return "lastBaseline" }
        guard anyCase else { return nil }
        let lowered = name.lowercased()
        if lowered == "baseline" { return "lastBaseline" }
        return known.first { $0.lowercased() == lowered }
    }

    /// Whether `name` can name an item in a statement: a word of letters, digits and `_` that
    /// does not start with a digit (`avatar`, `größe`, `row_2`).
    public static func isItemName(_ name: String) -> Bool {
        // ASCII names (nearly all) are checked byte by byte; others by the grammar.
        var bytes = name.utf8.makeIterator()
        guard let first = bytes.next() else { return false }
        var isASCII = first < 0x80 && _ConstraintParser.startsWord(first)
        while isASCII, let byte = bytes.next() {
            guard byte < 0x80 else {
                isASCII = false
                break
            }
            if !_ConstraintParser.continuesWord(byte) { return false }
        }
        if isASCII { return true }
        return !name.contains(".") && ParsedConstraint.isVariableName(name)
    }

    /// Whether `text` is a Visual Format Language string rather than a statement: it starts
    /// (after spaces) with `H:`, `V:`, `|` or `[`.
    public static func isVisualFormat(_ text: String) -> Bool {
        var bytes = text.utf8.makeIterator()
        var first = bytes.next()
        while first == UInt8(ascii: " ") || first == UInt8(ascii: "\t") { first = bytes.next() }
        guard let first else { return false }
        if first == UInt8(ascii: "|") || first == UInt8(ascii: "[") { return true }
        return (first == UInt8(ascii: "H") || first == UInt8(ascii: "V")) && bytes.next() == UInt8(ascii: ":")
    }

    /// The statement as the conformance and document notations write it:
    /// `a.width == 0.5 * root.width + 8 @750` — the multiplier only when not 1, the constant
    /// only when not 0 (or alone), the priority only when not required; numbers in their
    /// shortest form.
    public var description: String {
        var text = "\(first.item).\(first.attribute) \(relation.rawValue) "
        if let second {
            if multiplier != 1 { text += "\(_JSONWriter.number(multiplier)) * " }
            text += "\(second.item).\(second.attribute)"
            if constant > 0 { text += " + \(_JSONWriter.number(constant))" }
            if constant < 0 { text += " - \(_JSONWriter.number(-constant))" }
        } else {
            text += _JSONWriter.number(constant)
        }
        if priority < 1000 { text += " @\(_JSONWriter.number(priority))" }
        return text
    }
}
