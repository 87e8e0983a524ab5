/// The stand-in that the anchors of a constraint name where an item of the constraint was
/// deallocated (``LayoutConstraint/firstAnchor``, ``LayoutConstraint/secondAnchor``), so that the
/// constraint still describes itself: `<(deallocated item).width == 100 (App/Form.swift:12)>`.
/// An anchor's ``AnyLayoutAnchor/item`` is nil for it, and a constraint made with its anchors
/// cannot be activated (it belongs to no view).
final class _DeallocatedItem: LayoutItem {
    override init() {
        super.init()
        identifier = "(deallocated item)"
    }
}
