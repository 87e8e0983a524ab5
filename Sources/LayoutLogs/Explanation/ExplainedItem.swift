/// A view or layout guide of a report, with the readable name the explanation uses.
public struct ExplainedItem: Hashable, Sendable {
    /// The item as read from the log.
    public var item: LogItem
    /// What identifies it in the log and in `--format json`: its address, else its key or
    /// identifier; for items the log implies, what they stand for.
    public var id: String
    /// A short, unique, readable name: `UILabel 'Tech'`, `UIView (22240)`,
    /// `UITableViewCellContentView.layoutMarginsGuide`, `superview of UILabel 'Tech'`.
    public var name: String
    /// The id of its superview (or, for a guide, its owning view), when the log tells it or
    /// the explanation assumes it.
    public var superviewID: String?
    /// Why a superview was assumed rather than read: the address of the constraint that pins
    /// the item to it by the same edge or centre. Nil when read from the log or unknown.
    public var superviewAssumedFrom: String?
    /// Its frame in the re-solved layout.
    public var frame: LogRect

    /// Makes an explained item.
    public init(
        item: LogItem, id: String, name: String, superviewID: String?, superviewAssumedFrom: String?, frame: LogRect
    ) {
        self.item = item
        self.id = id
        self.name = name
        self.superviewID = superviewID
        self.superviewAssumedFrom = superviewAssumedFrom
        self.frame = frame
    }
}
