/// Why a text is not a constraint: where in the text, and what was expected there.
public struct ConstraintSyntaxError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What the grammar expected where it stopped, for a reader that words its own messages
    /// (the log reader says "expected '==', '>=' or '<='" in UIKit's terms).
    public enum Expected: Hashable, Sendable {
        /// A relation (`==`, `>=`, `<=`).
        case relation
        /// A number or an operand (an item, a variable, a name) where one must start.
        case operand
        /// An attribute name after an item's dot.
        case attribute
        /// The end of the constraint (after a complete one, something more is written).
        case end
        /// A priority.
        case priority
        /// The rest of a number (a digit after `.` or in the exponent).
        case number
        /// Anything else: a parenthesis, a linear product, the shape of a layout statement.
        case other
    }

    /// Where the problem is, in Unicode scalars from the start of the text (the text's length
    /// for its end). ``JSONValue/location(ofScalarAt:)`` turns it into a place in a file.
    public var offset: Int
    /// What was expected, for example `expected a relation (==, >= or <=)`.
    public var message: String
    /// What was expected, as a kind; not part of equality (``message`` says it).
    public var expected: Expected

    /// Makes an error.
    public init(offset: Int, message: String, expected: Expected = .other) {
        self.offset = offset
        self.message = message
        self.expected = expected
    }

    /// `offset N: message`.
    public var description: String { "offset \(offset): \(message)" }

    /// Errors are equal when they are at the same place with the same message.
    public static func == (a: ConstraintSyntaxError, b: ConstraintSyntaxError) -> Bool {
        a.offset == b.offset && a.message == b.message
    }

    /// Hashes the place and the message.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(offset)
        hasher.combine(message)
    }
}
