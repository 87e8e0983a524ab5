import LayoutFormats

/// An item of a list's sample data: the prototype it shows in and the values bound into the
/// prototype's views by name.
public struct ListItem: Sendable {
    /// The prototype's reuse identifier.
    public var cell: Located<String>
    /// The values, in written order.
    public var values: [ListValue]
    /// Where the item is written.
    public var location: SourceLocation

    /// Makes an item.
    public init(cell: Located<String>, values: [ListValue] = [], location: SourceLocation) {
        self.cell = cell
        self.values = values
        self.location = location
    }
}
