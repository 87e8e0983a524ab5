import Foundation

extension LayoutConstraint {
    /// Activates constraints: each goes to the nearest common ancestor of its items (which holds
    /// it in ``View/constraints``) and into the layout engine. A constraint that cannot be
    /// activated (an illegal combination, items without a common ancestor) is reported to the
    /// engine's ``LayoutEngine/invalidConstraintHandler`` and stays inactive; the others go on.
    ///
    /// - Complexity: O(depth of the items) each, plus the solver's work.
    public static func activate(_ constraints: [LayoutConstraint]) {
        for constraint in constraints {
            if let error = constraint.activateOne() {
                LayoutDiagnostics.report(error, about: constraint)
            }
        }
        LayoutEngine.checkInvariantsAfterMutation(of: constraints, "activate")
    }

    /// Activates constraints, all or none: every constraint is checked first (as ``activate(_:)``
    /// checks it: its attributes, its priority, its items alive and with a common ancestor), and
    /// when one cannot be activated its error is thrown and nothing changes.
    ///
    /// - Throws: the ``LayoutError`` of the first constraint that cannot be activated.
    public static func tryActivate(_ constraints: [LayoutConstraint]) throws(LayoutError) {
        for constraint in constraints where !constraint.isHeld {
            if let error = constraint.activationError() { throw error }
        }
        var activated: [LayoutConstraint] = []
        activated.reserveCapacity(constraints.count)
        for constraint in constraints where !constraint.isHeld {
            if let error = constraint.activateOne() {
                // Only code that the activations themselves ran (a conflict handler that changed
                // the tree) can bring this about: undo them, so that nothing changes.
                deactivate(activated)
                throw error
            }
            activated.append(constraint)
        }
        LayoutEngine.checkInvariantsAfterMutation(of: constraints, "tryActivate")
    }

    /// Deactivates constraints: they leave their holder and the engine.
    public static func deactivate(_ constraints: [LayoutConstraint]) {
        for constraint in constraints { constraint.deactivateOne() }
        LayoutEngine.checkInvariantsAfterMutation(of: constraints, "deactivate")
    }

    /// Activates this constraint, or says why it cannot be (the checks of `activationError()`,
    /// in the same order).
    func activateOne() -> LayoutError? {
        if isHeld { return nil }
        if let validationError { return validationError }
        if let error = validateChangeableValues() { return error }
        if form.contains(.singleAttributes) {
            // The common case, straight-line: each item is read once (and retained) and handed
            // on to the reference lists.
            guard let first = firstHeadHandle.item else { return .deallocatedItem(description) }
            guard let secondHandle = secondHeadHandle else {
                guard let firstView = first.anchoringView else { return .noCommonAncestor(description) }
                firstView.hold(self, first: first, second: nil)
                return nil
            }
            guard let second = secondHandle.item else { return .deallocatedItem(description) }
            guard let firstView = first.anchoringView, let secondView = second.anchoringView,
                let holder = firstView === secondView ? firstView : firstView.nearestCommonAncestor(with: secondView)
            else { return .noCommonAncestor(description) }
            holder.hold(self, first: first, second: second)
            return nil
        }
        if !itemsAreAlive { return .deallocatedItem(description) }
        guard let holder = commonContainer() else { return .noCommonAncestor(description) }
        holder.hold(self)
        return nil
    }

    /// Why the constraint cannot be activated now, or nil: what `activateOne()` checks, in the
    /// same order, without activating it.
    func activationError() -> LayoutError? {
        if let validationError { return validationError }
        if let error = validateChangeableValues() { return error }
        if !itemsAreAlive { return .deallocatedItem(description) }
        return commonContainer() == nil ? .noCommonAncestor(description) : nil
    }

    /// Whether a view holds the constraint (it is active), read without loading the container
    /// (which would retain it): the slot is set and cleared with the container.
    var isHeld: Bool { containerSlot >= 0 }

    /// The engine that placed the constraint is going away: the constraint keeps nothing of it.
    func forgetEngine() {
        solverConstraint = nil
        engine = nil
        engineRecord = -1
        isBroken = false
    }

    /// The view that held the constraint is being deallocated: the constraint ends (inactive,
    /// in no reference list), without reading its items through their unowned references.
    func endWithHolder() {
        forgetEngine()
        leaveReferenceLists()
        container = nil
        containerSlot = -1
    }

    func deactivateOne() {
        guard let holder = container else { return }
        holder.release(self)
    }

    /// What may have changed since the constraint was made: its priority and its constant
    /// (an inactive constraint takes any; see ``priority`` and ``constant``).
    @inline(__always)
    func validateChangeableValues() -> LayoutError? {
        if !storedPriority.isValid { return .invalidPriority(description) }
        return storedConstant.isFinite ? nil : .invalidNumber(description)
    }

    /// The view that holds the constraint when active: the nearest common ancestor of its items
    /// (a guide counts as its owning view). Nil when they share no ancestor. The items must be
    /// alive.
    func commonContainer() -> View? {
        // Straight-line over the (at most four) terms.
        guard var holder = firstHeadItem.anchoringView else { return nil }
        if let tail = firstTail {
            guard let common = LayoutConstraint.commonAncestor(holder, tail.item) else { return nil }
            holder = common
        }
        if let second = secondHeadItem {
            guard let common = LayoutConstraint.commonAncestor(holder, second) else { return nil }
            holder = common
            if let tail = secondTail {
                guard let common = LayoutConstraint.commonAncestor(holder, tail.item) else { return nil }
                holder = common
            }
        }
        return holder
    }

    /// The nearest common ancestor of a view and an item's anchoring view, or nil.
    @inline(__always)
    private static func commonAncestor(_ holder: View, _ item: LayoutItem) -> View? {
        guard let view = item.anchoringView else { return nil }
        return holder === view ? holder : holder.nearestCommonAncestor(with: view)
    }
}
