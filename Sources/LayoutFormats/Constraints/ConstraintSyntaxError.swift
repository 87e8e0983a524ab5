/// Why a text is not a constraint: where in the text, and what was expected there.
public struct ConstraintSyntaxError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Where the problem is, in Unicode scalars from the start of the text (the text's length
    /// for its end). ``JSONValue/location(ofScalarAt:)`` turns it into a place in a file.
    public var offset: Int
    /// What was expected, for example `expected a relation (==, >= or <=)`.
    public var message: String

    /// Makes an error.
    public init(offset: Int, message: String) {
        self.offset = offset
        self.message = message
    }

    /// `offset N: message`.
    public var description: String { "offset \(offset): \(message)" }
}
