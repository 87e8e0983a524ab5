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
    public var effectiveLayoutMargins: EdgeInsets {
        var margins = layoutMargins
        if let controller = owningViewController, controller.viewRespectsSystemMinimumLayoutMargins {
            let minimum = controller.systemMinimumLayoutMargins.absolute(in: effectiveUserInterfaceLayoutDirection)
            margins = margins.union(minimum)
        }
        if insetsLayoutMarginsFromSafeArea {
            margins = margins + safeAreaInsets
        }
        if preservesSuperviewLayoutMargins, let parent = superview {
            let outer = parent.effectiveLayoutMargins
            let size = parent.bounds.size
            let reach = EdgeInsets(
                top: outer.top - frame.minY, left: outer.left - frame.minX,
                bottom: outer.bottom - (size.height - frame.maxY),
                right: outer.right - (size.width - frame.maxX))
            margins = margins.union(reach)
        }
        return margins
    }


    /// The margins or an input of the effective margins changed: the guide follows.
    func marginsInputsDidChange() {
        if storedMarginsGuide != nil { layoutRoot?.existingEngine?.guideInsetsDidChange(self) }
        layoutMarginsDidChange()
        setNeedsLayout()
        for subview in storedSubviews where subview.preservesSuperviewLayoutMargins {
            subview.marginsInputsDidChange()
        }
    }
}
