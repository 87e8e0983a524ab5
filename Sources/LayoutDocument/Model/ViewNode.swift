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
    /// A `table`'s or `list`'s prototype cells and sample items; nil for other kinds.
    public var list: ListContent?

    /// Makes a node.
    public init(
        kind: ViewKind, name: Located<String>? = nil, properties: ViewProperties = ViewProperties(),
        variants: [PropertyVariant] = [], children: [ViewNode] = [], constraints: [ConstraintEntry] = [],
        condition: Located<TraitCondition>? = nil, location: SourceLocation, list: ListContent? = nil
    ) {
        self.kind = kind
        self.name = name
        self.properties = properties
        self.variants = variants
        self.children = children
        self.constraints = constraints
        self.condition = condition
        self.location = location
        self.list = list
    }

    /// The node and every node below it, parents before children (depth first, children in
    /// order).
    ///
    /// - Complexity: O(number of nodes), as a loop: a tree of any depth.
    public var subtree: [ViewNode] {
        var result: [ViewNode] = []
        forEachInSubtree { result.append($0) }
        return result
    }

    /// Calls `body` with the node and every node below it, parents before children, without
    /// copying them (a node is a large value: reading a document of 10,000 views spent a fifth
    /// of its time copying nodes into ``subtree``).
    ///
    /// - Complexity: O(number of nodes), as a loop: a tree of any depth.
    func forEachInSubtree(_ body: (ViewNode) -> Void) {
        body(self)
        // The children lists being walked, each with the index of its next child.
        var pending: [(siblings: [ViewNode], next: Int)] = [(children, 0)]
        while let last = pending.indices.last {
            let index = pending[last].next
            guard index < pending[last].siblings.count else {
                pending.removeLast()
                continue
            }
            pending[last].next += 1
            body(pending[last].siblings[index])
            if !pending[last].siblings[index].children.isEmpty {
                pending.append((pending[last].siblings[index].children, 0))
            }
        }
    }
}
