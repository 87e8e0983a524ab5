import LayoutFormats

/// A value of a document with the place it is written, so that anything done with it later
/// (building, checking) can point at the file, line and column.
public struct Located<Value> {
    /// The value.
    public var value: Value
    /// Where the value is written (its first character; a key's value, not the key).
    public var location: SourceLocation

    /// Makes a located value.
    public init(_ value: Value, at location: SourceLocation) {
        self.value = value
        self.location = location
    }
}

extension Located: Equatable where Value: Equatable {}
extension Located: Hashable where Value: Hashable {}
extension Located: Sendable where Value: Sendable {}
