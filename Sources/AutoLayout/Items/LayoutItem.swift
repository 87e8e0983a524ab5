import Foundation

/// Something constraints can relate: a ``View`` or a ``LayoutGuide``.
///
/// UIKit types constraint items as `AnyObject`; a common base class lets the compiler check that
/// an item really is one, and holds what the layout engine keeps per item.
open class LayoutItem: CustomStringConvertible {
    /// A name for debugging: descriptions, conflict reports and traces print it instead of the
    /// type and address.
    open var identifier: String?

    /// The active constraints that name this item, so that removing a view from its superview
    /// can find the constraints that cross out of its subtree.
    @exclusivity(unchecked) var referencingConstraints: [LayoutConstraint] = []
    /// The constraints the engine made for this item (see `LayoutEngine.systemConstraints`).
    @exclusivity(unchecked) var storedSystemConstraints: [LayoutConstraint] = []
    /// What constraints keep of the item: it points back here until the item is deallocated
    /// (see `_LayoutItemHandle`).
    let handle: _LayoutItemHandle
    /// The engine the item is installed in (the engine of its tree's root), nil while it is in
    /// none: finds the engine and the root in O(1) where a walk up the tree takes O(depth). Not
    /// retained: the engine clears it when the item leaves (`LayoutEngine.uninstallItem`), or
    /// when it goes away itself (`View.forgetEngine()`).
    @exclusivity(unchecked) unowned(unsafe) var installedEngine: LayoutEngine?
    /// The item's variables in its tree's engine (nil while it is in none). Last: its optional
    /// tag leaves room that a view's first flags fill.
    @exclusivity(unchecked) var engineVariables: ItemVariables?

    /// Makes an item; make a ``View`` or a ``LayoutGuide`` (an item of any other kind has no
    /// place in a layout, and its constraints cannot be activated).
    public init() {
        handle = _LayoutItemHandle()
        handle.item = self
    }

    deinit {
        // Constraints that outlive the item read nil from here on.
        handle.item = nil
    }

    /// The view whose bounds the item's position is measured in: a view's superview, a guide's
    /// owning view.
    var layoutParent: View? { nil }

    /// The view an item's locations are reckoned from when it takes part in a constraint: a
    /// view itself, a guide's owning view (a virtual call instead of a dynamic cast).
    var anchoringView: View? { nil }

    /// The insets of the alignment rectangle inside the frame (zero for guides).
    var layoutAlignmentInsets: EdgeInsets { .zero }

    /// The layout direction that leading and trailing follow for this item.
    var layoutDirection: UserInterfaceLayoutDirection { .leftToRight }

    /// The item's name in descriptions: its identifier, or its type and an address.
    public var debugName: String {
        if let identifier, !identifier.isEmpty { return identifier }
        return "\(type(of: self)):0x\(String(UInt(bitPattern: ObjectIdentifier(self)) & 0xFFFFFF, radix: 16))"
    }

    /// The item's debug name.
    open var description: String { debugName }

    /// The root of the item's tree (the topmost view above it, or the item's own view).
    ///
    /// - Complexity: O(1) for an item in an engine (the engine's host is the root); O(depth)
    ///   otherwise.
    @inline(__always)
    var layoutRoot: View? {
        if let engine = installedEngine { return engine.host }
        // The anchoring view is the item's own view (a virtual call instead of a dynamic cast).
        guard var current = anchoringView else { return nil }
        while let parent = current.storedSuperview { current = parent }
        return current
    }

    // MARK: Anchors
    //
    // Final and inlinable: an anchor made in the caller's expression and only read there (by
    // the inlinable constraint methods) is kept on the stack by the optimizer.

    /// The item's left edge (never flips).
    @inlinable public final var leftAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: self, attribute: .left) }
    /// The item's right edge (never flips).
    @inlinable public final var rightAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: self, attribute: .right) }
    /// The item's leading edge: left in left-to-right layouts, right in right-to-left ones.
    @inlinable public final var leadingAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: self, attribute: .leading) }
    /// The item's trailing edge: right in left-to-right layouts, left in right-to-left ones.
    @inlinable public final var trailingAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: self, attribute: .trailing) }
    /// The item's horizontal center.
    @inlinable public final var centerXAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: self, attribute: .centerX) }
    /// The item's top edge.
    @inlinable public final var topAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(item: self, attribute: .top) }
    /// The item's bottom edge.
    @inlinable public final var bottomAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(item: self, attribute: .bottom) }
    /// The item's vertical center.
    @inlinable public final var centerYAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(item: self, attribute: .centerY) }
    /// The item's width.
    @inlinable public final var widthAnchor: LayoutDimension { LayoutDimension(item: self, attribute: .width) }
    /// The item's height.
    @inlinable public final var heightAnchor: LayoutDimension { LayoutDimension(item: self, attribute: .height) }
}
