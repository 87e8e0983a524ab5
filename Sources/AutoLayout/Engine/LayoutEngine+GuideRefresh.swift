import Foundation

// The insets of margins and safe area guides depend on geometry: a view's safe area is the part
// of its superview's that its frame overlaps, and its margins may add the safe area or reach
// into its superview's margins. When a frame or bounds changes, the views below it may need new
// guide constants. The views that changed are queued; the next settle walks their subtrees,
// only into the branches that hold guides, and recomputes those guides' constants (those that
// did not change do not reach the solver).

extension LayoutEngine {
    /// Queues a subtree whose system guides may need new constants (see
    /// `View.systemGuidesMayHaveChanged()`).
    func queueGuideRefresh(inSubtreeOf view: View) {
        guard !isFitting, !view.isQueuedForGuideRefresh else { return }
        view.isQueuedForGuideRefresh = true
        pendingGuideRefreshes.append(view)
    }

    /// Brings the constants of the system guides in the queued subtrees up to date.
    ///
    /// - Complexity: O(v × depth) for the v views with guides below the queued views: a
    ///   queued view below another queued one is walked once, and a view's insets are read
    ///   through its ancestors.
    func refreshQueuedGuides() {
        guard !pendingGuideRefreshes.isEmpty else { return }
        var queued: [View] = []
        swap(&queued, &pendingGuideRefreshes)
        // The roots to walk: the queued views with no queued ancestor (a view below one is
        // walked with it). Every queued view is in this tree (one that leaves it leaves the
        // queue). The flags are read before any is cleared.
        var roots: [View] = []
        for view in queued {
            var ancestor = view.storedSuperview
            var isCovered = false
            while let current = ancestor, !isCovered {
                isCovered = current.isQueuedForGuideRefresh
                ancestor = current.storedSuperview
            }
            if !isCovered { roots.append(view) }
        }
        for view in queued { view.isQueuedForGuideRefresh = false }
        var stack: [View] = []
        for root in roots {
            stack.append(root)
            while let view = stack.popLast() {
                if view.ownsSystemGuide {
                    guideRefreshCount += 1
                    guideInsetsDidChange(view)
                }
                for subview in view.storedSubviews where subview.guideOwnersInSubtree > 0 { stack.append(subview) }
            }
        }
    }
}
