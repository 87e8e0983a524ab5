import Foundation

extension StackView {
    /// Vertical stacks: whether gaps run from the last baseline of the view above to the first
    /// baseline of the view below (for views with text; a view without a baseline uses its top
    /// and bottom edges, as Auto Layout does). Ignored by horizontal stacks, which align
    /// baselines with ``alignment`` instead. Default false.
    public var isBaselineRelativeArrangement: Bool {
        get { storedBaselineRelativeArrangement }
        set {
            guard newValue != storedBaselineRelativeArrangement else { return }
            storedBaselineRelativeArrangement = newValue
            arrangementDidChange()
        }
    }

    /// The view whose baseline is the stack's (UIStackView.h): for a horizontal stack the
    /// tallest visible arranged view (by intrinsic height, or the current height of a view
    /// without one; the first of equals), for a vertical stack the first (last) visible one;
    /// a nested stack answers in turn. The stack itself when no arranged view is visible.
    ///
    /// Constraints on the stack's baselines are resolved to this view when they are installed;
    /// a stack that is arranged in another stack tells it when its answer changes.
    ///
    /// - Complexity: O(arranged views) at each level of nested stacks.
    func baselineView(first: Bool) -> View {
        // Nested stacks are followed in a loop, not by a recursion through the property (a
        // tree of stacks may be deeper than the stack); a subclass of StackView, which may
        // override the property, is asked.
        var stack = self
        while let chosen = stack.baselineArrangedView(first: first) {
            if type(of: chosen) == StackView.self, let nested = chosen as? StackView {
                stack = nested
                continue
            }
            return first ? chosen.forFirstBaselineLayout : chosen.forLastBaselineLayout
        }
        return stack
    }

    /// The arranged view whose baseline is the stack's (see ``baselineView(first:)``), nil when
    /// none is visible.
    private func baselineArrangedView(first: Bool) -> View? {
        let views = storedArrangedSubviews
        let chosen: View?
        if storedAxis == .horizontal {
            var tallest: View?
            var tallestHeight = -CGFloat.infinity
            for view in views where !view.isHidden {
                let intrinsic = view.intrinsicContentSize.height
                let height = intrinsic >= 0 ? intrinsic : view.bounds.height
                if height > tallestHeight {
                    tallest = view
                    tallestHeight = height
                }
            }
            chosen = tallest
        } else {
            chosen = first ? views.first { !$0.isHidden } : views.last { !$0.isHidden }
        }
        return chosen
    }

    /// After an update: if the views that provide this stack's baselines changed, a stack that
    /// arranges this one remakes its baseline constraints (the update pass reaches it after this
    /// one, subviews coming first).
    func reportBaselineChanges() {
        let current = (
            first: ObjectIdentifier(baselineView(first: true)), last: ObjectIdentifier(baselineView(first: false))
        )
        defer { reportedBaselineViews = current }
        guard let previous = reportedBaselineViews, previous != current else { return }
        if let parent = superview as? StackView, parent.storedArrangedSubviews.contains(where: { $0 === self }) {
            // Keys name baseline views: every constraint of the parent is described again.
            parent.pendingUpdate = .everything
            parent.setNeedsUpdateConstraints()
        }
    }
}
