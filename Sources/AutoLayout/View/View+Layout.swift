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
    ///
    /// - Complexity: O(views marked, and the paths to them).
    public func updateConstraintsIfNeeded() {
        guard subtreeNeedsUpdateConstraintsFlag else { return updateOwnConstraintsIfNeeded() }
        // Post-order over an explicit list, not a recursion (a tree may be deeper than the
        // stack): a view is visited once to queue its marked subviews after it, and once more,
        // when they are done, to update itself.
        var pending: [(view: View, subviewsDone: Bool)] = [(self, false)]
        while let (view, subviewsDone) = pending.popLast() {
            if subviewsDone {
                view.updateOwnConstraintsIfNeeded()
                continue
            }
            pending.append((view, true))
            guard view.subtreeNeedsUpdateConstraintsFlag else { continue }
            view.subtreeNeedsUpdateConstraintsFlag = false
            // Reversed, so that the first subview is updated first.
            for subview in view.storedSubviews.reversed() { pending.append((subview, false)) }
        }
    }

    /// Runs the view's own ``updateConstraints()`` (or its controller's) if it is marked.
    private func updateOwnConstraintsIfNeeded() {
        guard needsUpdateConstraintsFlag else { return }
        needsUpdateConstraintsFlag = false
        if let controller = owningViewController {
            controller.updateViewConstraints()
        } else {
            updateConstraints()
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
    /// rounds and reports the views of the tree that still needed layout or a constraint update.
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
            layoutSubtree(engine: engine)
        }
        // The whole tree: a view outside this subtree (or one whose constraints keep changing)
        // can be what kept the rounds going.
        var restless: [View] = []
        root.forEachViewInSubtree {
            if $0.needsLayoutFlag || $0.needsUpdateConstraintsFlag { restless.append($0) }
        }
        engine.layoutDidNotSettle(restless)
    }

    /// One top-down pass over the views marked for layout.
    ///
    /// A view's `layoutSubviews()` may change what the engine solves (a table adds a cell whose
    /// label takes a new font as it joins the window): the engine settles before the next view
    /// is laid out, so that no view is given frames solved with sizes that were already stale.
    ///
    /// A loop, not a recursion (a tree may be deeper than the stack): the views whose subviews
    /// are being visited are kept in a list, each with the subviews it had and how far it got.
    /// A view with one marked subview goes straight on to it, and needs no place in the list.
    func layoutSubtree(engine: LayoutEngine) {
        var visiting: [(subviews: [View], next: Int)] = []
        var current: View? = self
        while true {
            if let view = current {
                current = nil
                if view.needsLayoutFlag, engine.hasPendingWork { engine.settle() }
                view.layoutOwnSubviewsIfNeeded()
                if view.subtreeNeedsLayoutFlag {
                    view.subtreeNeedsLayoutFlag = false
                    var children: [View] = []
                    swap(&children, &view.childrenNeedingLayout)
                    if children.count == 1 {
                        children[0].isInParentsLayoutList = false
                        if children[0].storedSuperview === view { current = children[0] }
                    } else {
                        // Several: in subview order (back to front), as UIKit visits them.
                        for child in children where child.storedSuperview !== view { child.isInParentsLayoutList = false }
                        visiting.append((view.storedSubviews, 0))
                    }
                }
                if current != nil { continue }
            }
            // The next marked subview of the innermost view being visited. Marks are read as
            // the visit reaches each subview: laying out one may mark a later one.
            guard !visiting.isEmpty else { return }
            let last = visiting.count - 1
            while visiting[last].next < visiting[last].subviews.count {
                let subview = visiting[last].subviews[visiting[last].next]
                visiting[last].next += 1
                if subview.isInParentsLayoutList {
                    subview.isInParentsLayoutList = false
                    current = subview
                    break
                }
            }
            if current == nil { visiting.removeLast() }
        }
    }

    /// Calls ``layoutSubviews()`` (between its controller's notifications) if the view is marked.
    private func layoutOwnSubviewsIfNeeded() {
        guard needsLayoutFlag else { return }
        needsLayoutFlag = false
        let controller = owningViewController
        controller?.viewWillLayoutSubviews()
        layoutSubviews()
        controller?.viewDidLayoutSubviews()
    }

}
