import Foundation

// Which parts of a tree hold margins and safe area guides, so that a change of geometry looks
// for guides to update only where there are some.

extension View {
    /// Whether the view has a margins or a safe area guide, whose insets follow its geometry.
    var ownsSystemGuide: Bool { storedMarginsGuide != nil || storedSafeAreaGuide != nil }

    /// The view just made its first system guide: it and its ancestors count one more owner
    /// in their subtrees. O(depth).
    func didBecomeGuideOwner() {
        adjustGuideOwnerCounts(by: 1)
    }

    /// Adds `delta` to the count of guide owners of this view's subtree and of every
    /// ancestor's. O(depth).
    func adjustGuideOwnerCounts(by delta: Int32) {
        var current: View? = self
        while let view = current {
            view.guideOwnersInSubtree += delta
            current = view.storedSuperview
        }
    }

    /// Something the insets of the system guides of this subtree are computed from changed
    /// (the frame or bounds of this view, the window's safe area, a view controller's
    /// additional insets or minimum margins): the engine brings those guides up to date at its
    /// next settle. Nothing happens when the subtree has no such guide.
    ///
    /// Never inlined: a frame change calls it only for views with guides below, and inlined it
    /// made the layout pass's own code larger (L1: +0.08 % instructions).
    @inline(never)
    func systemGuidesMayHaveChanged() {
        guard guideOwnersInSubtree > 0, !isQueuedForGuideRefresh else { return }
        layoutRoot?.existingEngine?.queueGuideRefresh(inSubtreeOf: self)
    }
}
