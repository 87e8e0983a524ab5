/// What a constraint keeps of an item it names: the item, until the item is deallocated.
///
/// Constraints do not keep their items alive (a view holds its constraints: a strong reference
/// back would be a cycle), and a constraint may outlive its items: UIKit's `firstItem` and
/// `secondItem` are weak and turn nil. Each item makes one handle, which points back to it
/// without retaining it, and clears it in its deinit; constraints hold the handle strongly. A
/// constraint whose item is gone so reads nil, describes itself, and is refused when activated,
/// instead of reading freed memory or trapping.
///
/// Not a `weak` reference: the first weak reference to an object gives it a side table, which
/// every later retain and release of it goes through, and loading one is an atomic operation.
/// The handle costs one small allocation per item and one load more per read; measured in
/// BENCHMARKS.md ("A constraint whose item is gone").
final class _LayoutItemHandle {
    /// The item; nil once it is deallocated. Not retained: the item owns the handle.
    unowned(unsafe) var item: LayoutItem?

    init() {}

    /// The item, where the caller knows it is alive: the items of an active constraint are in
    /// its container's tree, and the library reads the items of an inactive one only after
    /// checking them (a programmer error otherwise).
    var liveItem: LayoutItem {
        guard let item else { preconditionFailure("a constraint's item was read after it was deallocated") }
        return item
    }
}
