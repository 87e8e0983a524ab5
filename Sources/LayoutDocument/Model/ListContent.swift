import LayoutFormats

/// What a `table` or `list` node shows: its prototype cells and its sample items, in one
/// section.
///
/// ```yaml
/// - list: messages
///   spacing: 8                     # a list's space between items
///   cells:                         # prototype cells, by reuse identifier
///     - cell: incoming
///       children:
///         - label: text
///           lines: 0
///       constraints: ["H:|-12-[text]-12-|", "V:|-8-[text]-8-|"]
///   items:                         # sample data: each item's cell and its values by name
///     - {cell: incoming, text: Chào anh!}
/// ```
public struct ListContent: Sendable {
    /// The prototype cells, in written order.
    public var prototypes: [CellPrototype]
    /// The items, in order.
    public var items: [ListItem]

    /// Makes a list's content.
    public init(prototypes: [CellPrototype] = [], items: [ListItem] = []) {
        self.prototypes = prototypes
        self.items = items
    }

    /// The prototype of a reuse identifier, or nil.
    public func prototype(_ identifier: String) -> CellPrototype? {
        prototypes.first { $0.identifier.value == identifier }
    }
}
