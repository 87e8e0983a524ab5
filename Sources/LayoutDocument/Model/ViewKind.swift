/// What a node of a document makes: a view, one of the controls, a stack view, a layout guide,
/// or a custom view by class name (made by a factory of a ``ViewRegistry``).
///
/// Each kind is written as the key that names the node: `label: title` makes a label named
/// `title` (``keyword``).
public enum ViewKind: Hashable, Sendable, CustomStringConvertible {
    /// `UIView`.
    case view
    /// `UILabel`.
    case label
    /// `UIButton`.
    case button
    /// `UIImageView`.
    case imageView
    /// `UISwitch`.
    case `switch`
    /// `UISlider`.
    case slider
    /// `UITextField`.
    case textField
    /// `UITextView`.
    case textView
    /// `UIStackView`: its children are its arranged subviews, in order.
    case stackView
    /// `UITableView`: its ``ViewNode/list`` says its prototype cells and sample rows.
    case tableView
    /// `UICollectionView` with the list layout: its ``ViewNode/list`` says its prototype cells
    /// and sample items.
    case collectionView
    /// `UILayoutGuide`: a rectangle for constraints, not a view; it has no children.
    case layoutGuide
    /// A view of a class the document names (`view: avatar` with `class: AvatarView`).
    case custom(className: String)

    /// The kinds and the keys that introduce them.
    public static let keywords: [(keyword: String, kind: ViewKind)] = [
        ("view", .view), ("label", .label), ("button", .button), ("imageView", .imageView),
        ("switch", .switch), ("slider", .slider), ("textField", .textField), ("textView", .textView),
        ("stack", .stackView), ("table", .tableView), ("list", .collectionView), ("guide", .layoutGuide),
    ]

    /// The kind a key introduces (`label` → ``label``), or nil for a key that names no kind.
    ///
    /// - Complexity: O(1): a node's every key is looked up, so lengths are compared before text.
    static func kind(forKeyword key: String) -> ViewKind? {
        let count = key.utf8.count
        for entry in keywords where entry.keyword.utf8.count == count && entry.keyword == key { return entry.kind }
        return nil
    }

    /// Whether the kind shows a list of cells (`table`, `list`).
    public var isList: Bool { self == .tableView || self == .collectionView }

    /// The key that introduces the kind (`view` for a custom class).
    public var keyword: String {
        if case .custom = self { return "view" }
        return Self.keywords.first { $0.kind == self }?.keyword ?? "view"
    }

    /// The keyword, or the class name of a custom view.
    public var description: String {
        if case .custom(let className) = self { return className }
        return keyword
    }
}
