import LayoutFormats

/// A prototype cell of a list: a small view tree (the cell's content, filling its content
/// view) with its constraints, and the identifier cells are reused by.
///
/// The tree's top node is a view named after the identifier; its names are the cell's own (they
/// may repeat the document's or another prototype's), and its constraints name only its views
/// (`superview` of the top is the cell's content view's stand-in, the top itself).
public struct CellPrototype: Sendable {
    /// The reuse identifier, also the name of the top view.
    public var identifier: Located<String>
    /// The top view: the cell's content.
    public var node: ViewNode

    /// Makes a prototype.
    public init(identifier: Located<String>, node: ViewNode) {
        self.identifier = identifier
        self.node = node
    }
}
