import Foundation

extension View {
    /// The constraints this view holds: the active constraints whose nearest common ancestor is
    /// this view.
    public var constraints: [LayoutConstraint] { heldConstraints }

    /// Activates a constraint (UIKit's older API; the view it ends up on is the items' nearest
    /// common ancestor, which need not be this view).
    public func addConstraint(_ constraint: LayoutConstraint) {
        LayoutConstraint.activate([constraint])
    }

    /// Activates constraints.
    public func addConstraints(_ constraints: [LayoutConstraint]) {
        LayoutConstraint.activate(constraints)
    }

    /// Deactivates a constraint.
    public func removeConstraint(_ constraint: LayoutConstraint) {
        LayoutConstraint.deactivate([constraint])
    }

    /// Deactivates constraints.
    public func removeConstraints(_ constraints: [LayoutConstraint]) {
        LayoutConstraint.deactivate(constraints)
    }

    /// Takes an activated constraint: records it, and puts it into the engine when the tree
    /// has one.
    func hold(_ constraint: LayoutConstraint) {
        constraint.container = self
        constraint.containerSlot = heldConstraints.count
        heldConstraints.append(constraint)
        constraint.enterReferenceLists()
        didHold(constraint)
    }

    /// ``hold(_:)`` for a constraint of one attribute a side, whose items the caller has read.
    func hold(_ constraint: LayoutConstraint, first: LayoutItem, second: LayoutItem?) {
        constraint.container = self
        constraint.containerSlot = heldConstraints.count
        heldConstraints.append(constraint, initialCapacity: 8)
        constraint.enterReferenceLists(first: first, second: second)
        didHold(constraint)
    }

    private func didHold(_ constraint: LayoutConstraint) {
        if let engine = layoutRoot?.existingEngine {
            engine.install(constraint)
        }
        setNeedsLayout()
    }

    /// Lets a deactivated constraint go.
    ///
    /// - Complexity: O(1) besides the solver: lists are left by swapping the last entry in.
    func release(_ constraint: LayoutConstraint) {
        constraint.engine?.uninstall(constraint)
        let slot = constraint.containerSlot
        if slot >= 0, slot < heldConstraints.count, heldConstraints[slot] === constraint {
            let last = heldConstraints.removeLast()
            if slot < heldConstraints.count {
                heldConstraints[slot] = last
                last.containerSlot = slot
            }
        } else {
            heldConstraints.removeAll { $0 === constraint }
        }
        constraint.leaveReferenceLists()
        constraint.container = nil
        constraint.containerSlot = -1
        setNeedsLayout()
    }

    // MARK: Anchors of views only

    /// The baseline of the first line of text (the top edge for a view without text).
    @inlinable public final var firstBaselineAnchor: LayoutYAxisAnchor {
        LayoutYAxisAnchor(item: self, attribute: .firstBaseline)
    }

    /// The baseline of the last line of text (the bottom edge for a view without text).
    @inlinable public final var lastBaselineAnchor: LayoutYAxisAnchor {
        LayoutYAxisAnchor(item: self, attribute: .lastBaseline)
    }
}
