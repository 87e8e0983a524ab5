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
        heldConstraints.append(constraint)
        for item in constraint.items where !item.referencingConstraints.contains(where: { $0 === constraint }) {
            item.referencingConstraints.append(constraint)
        }
        if let engine = layoutRoot?.existingEngine {
            engine.install(constraint)
        }
        setNeedsLayout()
    }

    /// Lets a deactivated constraint go.
    func release(_ constraint: LayoutConstraint) {
        constraint.engine?.uninstall(constraint)
        heldConstraints.removeAll { $0 === constraint }
        for item in constraint.items {
            item.referencingConstraints.removeAll { $0 === constraint }
        }
        constraint.container = nil
        setNeedsLayout()
    }

    // MARK: Anchors of views only

    /// The baseline of the first line of text (the top edge for a view without text).
    public var firstBaselineAnchor: LayoutYAxisAnchor {
        LayoutYAxisAnchor(item: self, attribute: .firstBaseline)
    }

    /// The baseline of the last line of text (the bottom edge for a view without text).
    public var lastBaselineAnchor: LayoutYAxisAnchor {
        LayoutYAxisAnchor(item: self, attribute: .lastBaseline)
    }
}
