import LayoutFormats

/// A node of a document's view tree: a view, a control, a stack view or a layout guide, with its
/// properties, children, the constraints written beside it, and the size classes it is
/// installed for.
public struct ViewNode: Sendable {
    /// What the node makes.
    public var kind: ViewKind
    /// The node's name, unique in the document: constraints and visual formats name it, and it
    /// becomes the view's `identifier`. Nil for an anonymous node.
    public var name: Located<String>?
    /// The properties.
    public var properties: ViewProperties
    /// Properties for some size classes.
    public var variants: [PropertyVariant]
    /// The children, in order: subviews, or a stack's arranged subviews; layout guides are
    /// added to the node as guides.
    public var children: [ViewNode]
    /// The constraints written beside the node.
    public var constraints: [ConstraintEntry]
    /// The size classes the node is installed for (IB's "installed" checkbox per trait); nil for all.
    public var condition: Located<TraitCondition>?
    /// Where the node starts in the file.
    public var location: SourceLocation

    /// Makes a node.
    public init(
        kind: ViewKind, name: Located<String>? = nil, properties: ViewProperties = ViewProperties(),
        variants: [PropertyVariant] = [], children: [ViewNode] = [], constraints: [ConstraintEntry] = [],
        condition: Located<TraitCondition>? = nil, location: SourceLocation
    ) {
        self.kind = kind
        self.name = name
        self.properties = properties
        self.variants = variants
        self.children = children
        self.constraints = constraints
        self.condition = condition
        self.location = location
    }

    /// The node and every node below it, parents before children.
    public var subtree: [ViewNode] {
        // A loop, not recursion: no array per level, and no stack depth for a deep document.
        var result: [ViewNode] = []
        var pending = [self]
        while let node = pending.popLast() {
            result.append(node)
            pending.append(contentsOf: node.children.reversed())
        }
        return result
    }
}
