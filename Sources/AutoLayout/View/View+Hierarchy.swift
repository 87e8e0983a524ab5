import Foundation

extension View {
    /// The view that contains this one, or nil.
    public var superview: View? { storedSuperview }

    /// The views this one contains, back to front.
    public var subviews: [View] { storedSubviews }

    /// The window at the root of the view's tree, or nil.
    ///
    /// - Complexity: O(1) for a view in a layout engine, O(depth) otherwise.
    public var window: Window? { layoutRoot as? Window }

    /// Adds a view on top of the others (moving it from its current superview).
    public func addSubview(_ view: View) {
        insertSubview(view, at: storedSubviews.count)
    }

    /// Inserts a view at an index of ``subviews`` (moving it from its current superview).
    /// An index out of range is clamped. Adding the view itself or one of its ancestors is
    /// refused (reported as ``LayoutError/hierarchyCycle(_:)``; UIKit raises).
    public func insertSubview(_ view: View, at index: Int) {
        // A view without subviews has no descendant (this one included): no walk up the tree.
        guard view !== self, view.storedSubviews.isEmpty || !isDescendant(of: view) else {
            refuseCycle(adding: view, call: "addSubview")
            return
        }
        if view.storedSuperview === self {
            guard let current = storedSubviews.firstIndex(where: { $0 === view }) else { return }
            storedSubviews.remove(at: current)
            storedSubviews.insert(view, at: min(max(0, index), storedSubviews.count))
            return
        }
        view.willMove(toSuperview: self)
        let oldWindow = view.window
        view.removeFromSuperview()
        // A tree that had its own engine joins this one: its engine goes away.
        view.dissolveEngine()
        let position = min(max(0, index), storedSubviews.count)
        // Adding on top is the common case: an append, not the general insertion.
        if position == storedSubviews.count {
            storedSubviews.append(view, initialCapacity: 8)
        } else {
            storedSubviews.insert(view, at: position)
        }
        view.storedSuperview = self
        if view.guideOwnersInSubtree > 0 { adjustGuideOwnerCounts(by: view.guideOwnersInSubtree) }
        if let engine = layoutRoot?.existingEngine {
            engine.installTree(view)
        }
        view.setNeedsLayout()
        view.markNeedsUpdateConstraintsUpward()
        if let window, oldWindow !== window {
            view.forEachViewInSubtree { $0.traitCollectionDidChange(oldWindow?.storedTraits) }
            if view.guideOwnersInSubtree > 0 { view.readableContentWidthMayHaveChanged() }
        }
        setNeedsLayout()
        didAddSubview(view)
        view.didMoveToSuperview()
        checkEngineInvariants(after: "addSubview")
    }

    /// Inserts a view just above another subview.
    public func insertSubview(_ view: View, aboveSubview sibling: View) {
        guard let index = storedSubviews.firstIndex(where: { $0 === sibling }) else {
            addSubview(view)
            return
        }
        insertSubview(view, at: index + 1)
    }

    /// Inserts a view just below another subview.
    public func insertSubview(_ view: View, belowSubview sibling: View) {
        guard let index = storedSubviews.firstIndex(where: { $0 === sibling }) else {
            insertSubview(view, at: 0)
            return
        }
        insertSubview(view, at: index)
    }

    /// Moves a subview to the front.
    public func bringSubviewToFront(_ view: View) {
        guard view.storedSuperview === self else { return }
        insertSubview(view, at: storedSubviews.count)
    }

    /// Moves a subview to the back.
    public func sendSubviewToBack(_ view: View) {
        guard view.storedSuperview === self else { return }
        insertSubview(view, at: 0)
    }

    /// Takes the view out of its superview. As in UIKit, every active constraint that relates a
    /// view of this subtree to a view outside it is deactivated; constraints within the subtree
    /// stay active.
    public func removeFromSuperview() {
        guard let parent = storedSuperview else { return }
        parent.willRemoveSubview(self)
        willMove(toSuperview: nil)
        deactivateConstraintsCrossingOutOfSubtree()
        parent.layoutRoot?.existingEngine?.uninstallTree(self)
        parent.storedSubviews.removeAll { $0 === self }
        if guideOwnersInSubtree > 0 { parent.adjustGuideOwnerCounts(by: -guideOwnersInSubtree) }
        storedSuperview = nil
        parent.setNeedsLayout()
        didMoveToSuperview()
        parent.checkEngineInvariants(after: "removeFromSuperview")
    }

    /// Reports that making `view` a child of this view (or arranging it) would make `view` its
    /// own ancestor, naming the cycle: `view → self → … → view`.
    func refuseCycle(adding view: View, call: String) {
        var chain = [view.debugName]
        var current: View? = self
        while let ancestor = current {
            chain.append(ancestor.debugName)
            if ancestor === view { break }
            current = ancestor.storedSuperview
        }
        LayoutDiagnostics.report(
            .hierarchyCycle(
                "\(debugName).\(call)(\(view.debugName)): \(view.debugName) would be its own ancestor: "
                    + chain.joined(separator: " → ")),
            about: self)
    }

    /// Whether the view is `view` or one of its descendants.
    public func isDescendant(of view: View) -> Bool {
        var current: View? = self
        while let candidate = current {
            if candidate === view { return true }
            current = candidate.storedSuperview
        }
        return false
    }

    /// The nearest view that is an ancestor of (or equal to) both views.
    func nearestCommonAncestor(with other: View) -> View? {
        if other === self { return self }
        // The common shapes first: parent and child, siblings.
        let parent = storedSuperview
        if parent === other { return other }
        let otherParent = other.storedSuperview
        if otherParent === self { return self }
        if let parent, parent === otherParent { return parent }
        var depthSelf = 0
        var depthOther = 0
        var a: View? = self
        var b: View? = other
        while let view = a?.storedSuperview {
            depthSelf += 1
            a = view
        }
        while let view = b?.storedSuperview {
            depthOther += 1
            b = view
        }
        guard a === b else { return nil }
        a = self
        b = other
        while depthSelf > depthOther {
            a = a?.storedSuperview
            depthSelf -= 1
        }
        while depthOther > depthSelf {
            b = b?.storedSuperview
            depthOther -= 1
        }
        while a !== b {
            a = a?.storedSuperview
            b = b?.storedSuperview
        }
        return a
    }

    /// Every view of the subtree, this one first (pre-order). `body` sees each view's subviews
    /// as they are after it returns.
    ///
    /// A loop, not a recursion: a tree may be deeper than the stack. The lists of subviews being
    /// visited are kept with how far the visit got in each; a view without subviews adds none.
    func forEachViewInSubtree(_ body: (View) -> Void) {
        body(self)
        guard !storedSubviews.isEmpty else { return }
        var visiting: [(subviews: [View], next: Int)] = [(storedSubviews, 0)]
        while let last = visiting.indices.last {
            guard visiting[last].next < visiting[last].subviews.count else {
                visiting.removeLast()
                continue
            }
            let view = visiting[last].subviews[visiting[last].next]
            visiting[last].next += 1
            body(view)
            if !view.storedSubviews.isEmpty { visiting.append((view.storedSubviews, 0)) }
        }
    }

    /// Every view of the subtree, by identity.
    ///
    /// - Complexity: O(views of the subtree).
    func viewsInSubtree() -> Set<ObjectIdentifier> {
        var views = Set<ObjectIdentifier>()
        forEachViewInSubtree { views.insert(ObjectIdentifier($0)) }
        return views
    }

    /// Deactivates the active constraints that name both an item of this subtree and an item
    /// outside it (their holder is above this view).
    ///
    /// - Complexity: O(views of the subtree + the constraints that name them).
    func deactivateConstraintsCrossingOutOfSubtree() {
        var crossing: [LayoutConstraint] = []
        // Whether a holder is in the subtree, by a set rather than a walk up from each holder
        // (which made removing a deep subtree quadratic in its depth).
        let inside = storedSubviews.isEmpty ? [ObjectIdentifier(self)] : viewsInSubtree()
        forEachViewInSubtree { view in
            for item in [view as LayoutItem] + view.storedLayoutGuides.map({ $0 as LayoutItem }) {
                for constraint in item.referencingConstraints where constraint.systemKind == nil {
                    if let holder = constraint.container, !inside.contains(ObjectIdentifier(holder)) {
                        crossing.append(constraint)
                    }
                }
            }
        }
        LayoutConstraint.deactivate(crossing)
    }

    /// The engine of the tree is going away without solver work: the subtree's items and
    /// constraints forget their variables and solver constraints (they stay active).
    func forgetEngine() {
        forEachViewInSubtree { view in
            for constraint in view.heldConstraints { constraint.forgetEngine() }
            for guide in view.storedLayoutGuides {
                guide.engineVariables = nil
                guide.installedEngine = nil
                guide.storedSystemConstraints.removeAll()
            }
            view.engineVariables = nil
            view.installedEngine = nil
            view.storedSystemConstraints.removeAll()
            view.installedGeometry = nil
            view.baselineDependents.removeAll()
            view.layoutWidthForIntrinsicContentSize = nil
        }
    }

    /// Drops the engine of a tree that is joining another one.
    func dissolveEngine() {
        guard let engine = existingEngine else { return }
        engine.uninstallTree(self)
        existingEngine = nil
    }

    /// In the checked configuration, checks the engine of the view's tree after a mutation (see
    /// `LayoutEngine.checkInvariantsAfterMutation(_:)`); nothing otherwise.
    @inline(__always)
    func checkEngineInvariants(after operation: StaticString) {
        #if AUTOLAYOUT_INTERNAL_CHECKS
            layoutRoot?.existingEngine?.checkInvariantsAfterMutation("\(operation)")
        #endif
    }
}
