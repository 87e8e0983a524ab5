import Foundation

extension View {
    /// The default margins of a view: 8 points on each edge.
    public static let defaultLayoutMargins = DirectionalEdgeInsets(all: 8)





    /// The guide whose edges sit at the view's margins; the margin attributes (`leadingMargin`,
    /// …) of constraints refer to it.
    public var layoutMarginsGuide: LayoutGuide {
        if let guide = storedMarginsGuide { return guide }
        if !ownsSystemGuide { didBecomeGuideOwner() }
        let guide = LayoutGuide(systemRole: .layoutMargins)
        storedMarginsGuide = guide
        addLayoutGuide(guide)
        return guide
    }

    /// The margins the layout uses: the view's own (with the system minimum of a view
    /// controller's root view), added to the safe area insets when
    /// ``insetsLayoutMarginsFromSafeArea`` is true, and raised to the superview's margins where
    /// the view reaches into them when ``preservesSuperviewLayoutMargins`` is true.
    ///
    /// Decision (UIKit does not document the arithmetic): safe area insets are added, so that a
    /// margin is measured from the safe area's edge.
    ///
    /// - Complexity: O(the views up the tree that preserve their superview's margins).
    public var effectiveLayoutMargins: EdgeInsets {
        // The views whose margins reach down to this one, nearest first; then their margins
        // from the farthest down, in a loop rather than a recursion (a tree may be deeper than
        // the stack).
        var chain: [View] = [self]
        while let view = chain.last, view.preservesSuperviewLayoutMargins, let parent = view.storedSuperview {
            chain.append(parent)
        }
        var outer: EdgeInsets?
        for view in chain.reversed() {
            var margins = view.ownEffectiveLayoutMargins
            if let outer, let parent = view.storedSuperview {
                let size = parent.bounds.size
                let frame = view.frame
                let reach = EdgeInsets(
                    top: outer.top - frame.minY, left: outer.left - frame.minX,
                    bottom: outer.bottom - (size.height - frame.maxY),
                    right: outer.right - (size.width - frame.maxX))
                margins = margins.union(reach)
            }
            outer = margins
        }
        return outer ?? .zero
    }

    /// The effective margins before the superview's reach in: the view's own, with its
    /// controller's minimum and its safe area.
    private var ownEffectiveLayoutMargins: EdgeInsets {
        var margins = layoutMargins
        if let controller = owningViewController, controller.viewRespectsSystemMinimumLayoutMargins {
            let minimum = controller.systemMinimumLayoutMargins.absolute(in: effectiveUserInterfaceLayoutDirection)
            margins = margins.union(minimum)
        }
        if insetsLayoutMarginsFromSafeArea {
            margins = margins + safeAreaInsets
        }
        return margins
    }

    /// The margins or an input of the effective margins changed: the guide follows, in this
    /// view and in the subviews that preserve its margins (and theirs, down the tree).
    func marginsInputsDidChange() {
        // A loop over a list of views, not a recursion: a tree may be deeper than the stack.
        var pending: [View] = [self]
        while let view = pending.popLast() {
            if view.storedMarginsGuide != nil { view.layoutRoot?.existingEngine?.guideInsetsDidChange(view) }
            view.layoutMarginsDidChange()
            view.setNeedsLayout()
            for subview in view.storedSubviews.reversed() where subview.preservesSuperviewLayoutMargins {
                pending.append(subview)
            }
        }
    }
}
