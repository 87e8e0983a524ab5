/// One side of a printed constraint: an item and one of its attributes.
public struct LogTerm: Hashable, Sendable {
    /// The item.
    public var item: LogItem
    /// The attribute.
    public var attribute: LogAttribute

    /// Makes a term.
    public init(item: LogItem, attribute: LogAttribute) {
        self.item = item
        self.attribute = attribute
    }
}
