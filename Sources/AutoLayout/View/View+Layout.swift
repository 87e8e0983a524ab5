import Foundation

extension View {
    // MARK: Updating constraints

    /// Marks the view so that ``updateConstraints()`` runs in the next update pass.
    public func setNeedsUpdateConstraints() {
        needsUpdateConstraintsFlag = true
        markNeedsUpdateConstraintsUpward()
    }

    /// Whether ``updateConstraints()`` is due.
    public func needsUpdateConstraints() -> Bool { needsUpdateConstraintsFlag }

    func markNeedsUpdateConstraintsUpward() {
        var current = storedSuperview
        while let view = current, !view.subtreeNeedsUpdateConstraintsFlag {
            view.subtreeNeedsUpdateConstraintsFlag = true
            current = view.storedSuperview
        }
    }

    /// Runs the update pass now for the view and its subtree: ``updateConstraints()`` on every
    /// view that needs it, subviews before superviews.
    public func updateConstraintsIfNeeded() {
        if subtreeNeedsUpdateConstraintsFlag {
            subtreeNeedsUpdateConstraintsFlag = false
            for subview in storedSubviews { subview.updateConstraintsIfNeeded() }
        }
        if needsUpdateConstraintsFlag {
            needsUpdateConstraintsFlag = false
            if let controller = owningViewController {
                controller.updateViewConstraints()
            } else {
                updateConstraints()
            }
        }
    }


    // MARK: Laying out

    /// Whether a layout pass will call ``layoutSubviews()`` on this view (AppKit's name).
    public var needsLayout: Bool { needsLayoutFlag }

    /// Marks the view for layout: the next layout pass calls its ``layoutSubviews()``. Several
    /// calls before the pass cost one layout.
    public func setNeedsLayout() {
        needsLayoutFlag = true
        markSubtreeNeedsLayoutUpward()
    }

    func markSubtreeNeedsLayoutUpward() {
        var child = self
        while let parent = child.storedSuperview {
            if !child.isInParentsLayoutList {
                child.isInParentsLayoutList = true
                parent.childrenNeedingLayout.append(child, initialCapacity: 8)
            }
            if parent.subtreeNeedsLayoutFlag { return }
            parent.subtreeNeedsLayoutFlag = true
            child = parent
        }
    }

    /// The engine's frame for this view changed: its superview applies it in its next
    /// `layoutSubviews()`.
    func markEngineFrameChanged() {
        guard let parent = storedSuperview else {
            setNeedsLayout()
            return
        }
        if !hasPendingEngineFrame {
            hasPendingEngineFrame = true
            parent.childrenWithPendingFrames.append(self, initialCapacity: 8)
        }
        parent.setNeedsLayout()
    }

    /// The frame was set by hand: the superview's next `layoutSubviews()` puts the engine's
    /// back, without asking for that pass.
    func markEngineFrameOverridden() {
        guard let parent = storedSuperview, !hasPendingEngineFrame else { return }
        hasPendingEngineFrame = true
        parent.childrenWithPendingFrames.append(self)
    }

    /// Lays out the view's subtree now if anything is pending: runs the update pass over the
    /// whole tree, solves, and calls ``layoutSubviews()`` on every view that needs it, superviews
    /// before subviews. Does nothing when nothing is pending.
    ///
    /// A layout that keeps invalidating itself stops after ``LayoutEngine/maximumLayoutRounds``
    /// rounds and reports the views that still needed layout.
    public func layoutIfNeeded() {
        guard let root = layoutRoot else { return }
        let engine = root.engine
        for _ in 0..<LayoutEngine.maximumLayoutRounds {
            root.updateConstraintsIfNeeded()
            engine.settle()
            if !needsLayoutFlag && !subtreeNeedsLayoutFlag && !root.needsUpdateConstraintsFlag
                && !root.subtreeNeedsUpdateConstraintsFlag && !engine.hasPendingWork
            {
                return
            }
            layoutSubtree()
        }
        var restless: [View] = []
        forEachViewInSubtree { if $0.needsLayoutFlag { restless.append($0) } }
        engine.layoutDidNotSettle(restless)
    }

    /// One top-down pass over the views marked for layout.
    func layoutSubtree() {
        if needsLayoutFlag {
            needsLayoutFlag = false
            let controller = owningViewController
            controller?.viewWillLayoutSubviews()
            layoutSubviews()
            controller?.viewDidLayoutSubviews()
        }
        if subtreeNeedsLayoutFlag {
            subtreeNeedsLayoutFlag = false
            var children: [View] = []
            swap(&children, &childrenNeedingLayout)
            if children.count == 1 {
                children[0].isInParentsLayoutList = false
                if children[0].storedSuperview === self { children[0].layoutSubtree() }
            } else {
                // Several: in subview order (back to front), as UIKit visits them.
                for child in children where child.storedSuperview !== self { child.isInParentsLayoutList = false }
                for subview in storedSubviews where subview.isInParentsLayoutList {
                    subview.isInParentsLayoutList = false
                    subview.layoutSubtree()
                }
            }
        }
    }

}
