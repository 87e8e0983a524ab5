import Foundation

extension StackView {
    /// The views the stack lays out, in order. Each is also a subview of the stack (though not
    /// every subview need be arranged); their order here, not in ``View/subviews``, is the order
    /// along the axis.
    public var arrangedSubviews: [View] { storedArrangedSubviews }

    /// Adds a view at the end of the arrangement, as a subview too if it is not one already
    /// (an existing subview keeps its place among the subviews). A view that is already arranged
    /// moves to the end. The view's ``View/translatesAutoresizingMaskIntoConstraints`` becomes
    /// false: the stack places it.
    ///
    /// Adding the stack itself or one of its ancestors is ignored.
    public func addArrangedSubview(_ view: View) {
        insertArrangedSubview(view, at: storedArrangedSubviews.count)
    }

    /// Inserts a view into the arrangement at `stackIndex`, as a subview too if it is not one
    /// already (an existing subview keeps its place among the subviews). A view that is already
    /// arranged moves to `stackIndex` (counted without it).
    ///
    /// An index out of range is clamped to `0...arrangedSubviews.count`; inserting the stack
    /// itself or one of its ancestors is refused (reported as ``LayoutError/hierarchyCycle(_:)``).
    ///
    /// - Complexity: O(number of arranged subviews); the constraints follow in the next update
    ///   pass.
    public func insertArrangedSubview(_ view: View, at stackIndex: Int) {
        // A view without subviews has no descendant (the stack included): no walk up the tree.
        guard view !== self, view.subviews.isEmpty || !isDescendant(of: view) else {
            refuseCycle(adding: view, call: "addArrangedSubview")
            return
        }
        // Only a subview can be arranged already: a new view skips the search.
        if view.superview === self, let current = storedArrangedSubviews.firstIndex(where: { $0 === view }) {
            storedArrangedSubviews.remove(at: current)
        }
        if view.translatesAutoresizingMaskIntoConstraints {
            view.translatesAutoresizingMaskIntoConstraints = false
        }
        if view.superview !== self {
            // Leaving another stack removes it from that arrangement first.
            addSubview(view)
        }
        let index = min(max(0, stackIndex), storedArrangedSubviews.count)
        if index == storedArrangedSubviews.count {
            // Appending, the common case: `insert` at the end goes through the general (slower)
            // replacement of a subrange.
            storedArrangedSubviews.append(view, initialCapacity: 8)
        } else {
            storedArrangedSubviews.insert(view, at: index)
        }
        // The tie-break the next update pass will most likely give the view, now: a view that
        // enters the layout engine before then (a stack built before it is placed) brings it
        // into the solver with its content-size constraints, instead of in a second step.
        setOrderingCost(expectedOrderingCost(of: view, at: index), of: view)
        arrangementDidChange()
    }

    /// Takes a view out of the arrangement; it stays a subview (and visible), as in UIKit: call
    /// ``View/removeFromSuperview()`` to take it away. Its custom spacing is forgotten. A view
    /// that is not arranged is ignored.
    public func removeArrangedSubview(_ view: View) {
        guard storedArrangedSubviews.contains(where: { $0 === view }) else { return }
        removeFromArrangement(view)
    }

    /// Drops a view from the arrangement and deactivates, at once, the stack's constraints that
    /// name it, so that the view is free (or may leave the tree) before the next update pass.
    func removeFromArrangement(_ view: View) {
        storedArrangedSubviews.removeAll { $0 === view }
        customSpacings[ObjectIdentifier(view)] = nil
        setOrderingCost(nil, of: view)
        dropGeneratedConstraints { constraint in constraint.items.contains { $0 === view } }
        arrangementDidChange()
    }

    /// Something the constraints depend on changed: they are described again in the next update
    /// pass.
    func arrangementDidChange() {
        needsFullUpdate()
        setNeedsLayout()
    }

    /// Every constraint is described again in the next update pass.
    func needsFullUpdate() {
        pendingUpdate = .everything
        setNeedsUpdateConstraints()
    }

    /// An arranged view was shown or hidden, or its intrinsic size changed: the next update pass
    /// describes again the constraints near it (see `StackView+Update.swift`).
    func arrangedViewDidChange(_ view: View) {
        pendingUpdate = pendingUpdate.adding(view)
        setNeedsUpdateConstraints()
    }
}
