import Cassowary
import Foundation

// Settling: after constraints changed, bring everything the solution depends on up to date
// (intrinsic sizes, guide insets, non-negative sizes, width-dependent heights), then tell the
// views whose frames moved that their superviews need layout.

extension LayoutEngine {
    /// Rounds of re-measuring (width-dependent intrinsic sizes, non-negative sizes) one settle
    /// may take before it stops.
    static let maximumSettleRounds = 16

    /// Brings the solution up to date and marks, for layout, the superviews of every view whose
    /// variables changed.
    ///
    /// - Complexity: O(what changed): the solver reports only the variables that moved.
    func settle() {
        defer { checkInvariantsAfterMutation("settle") }
        refreshQueuedGuides()
        reinstallSuspendedConstraints()
        var roundsWithNegativeSizes = 0
        for _ in 0..<LayoutEngine.maximumSettleRounds {
            while let view = pendingIntrinsic.popLast() {
                view.hasPendingIntrinsicUpdate = false
                refreshContentSize(of: view)
                refreshGeometry(of: view)
            }
            var again = false
            var sawNegativeSize = false
            var widthChanged: [View] = []
            // The quad whose item was marked last: an item's variables usually change together
            // and arrive one after another, and marking it again would do nothing (a cast and a
            // call per variable, four times per view of a new layout).
            var markedQuad = -1
            for change in solver.changedValues() {
                let index = change.variable.index
                let quad = index / 4
                let isPosition = ItemVariables.isPosition(change.variable)
                let isWidth = !isPosition && ItemVariables.axis(of: change.variable) == .horizontal
                let negative = !isPosition && change.value < -1e-6
                if quad == markedQuad, !negative, !isWidth { continue }
                guard let item = itemsByQuad[quad]?.takeUnretainedValue() else { continue }
                markedQuad = quad
                if negative {
                    ensureNonNegativeSize(of: item, axis: ItemVariables.axis(of: change.variable))
                    again = true
                    sawNegativeSize = true
                }
                if let view = item as? View {
                    view.markEngineFrameChanged()
                    if isWidth, view.hasWidthDependentIntrinsicContentSize {
                        widthChanged.append(view)
                    }
                } else if let owner = item.layoutParent {
                    // A guide moved: views that read it in layoutSubviews may want to know.
                    owner.setNeedsLayout()
                }
            }
            // Every width is read before any content size changes: a read after a change makes
            // the solver bring its dirty values up to date, and alternating reads and changes
            // made a column of N multi-line labels O(N²).
            var widths: [(view: View, width: CGFloat)] = []
            widths.reserveCapacity(widthChanged.count)
            for view in widthChanged {
                guard let v = variables(of: view) else { continue }
                widths.append((view, value(v.width)))
            }
            for (view, width) in widths where view.layoutWidthForIntrinsicContentSize != width {
                view.layoutWidthForIntrinsicContentSize = width
                refreshContentSize(of: view)
                view.superview?.subviewIntrinsicContentSizeDidChange(view)
                again = true
            }
            if sawNegativeSize {
                roundsWithNegativeSizes += 1
                // Sizes that go below 0 one after another (a stack of thousands of views that
                // must compress passes its deficit on to the next view each round) would take a
                // round each, and the layout would stop unsettled: the second such round gives
                // every item its `size >= 0` at once (the solution UIKit's always-present
                // constraints give; O(items), once per engine).
                if roundsWithNegativeSizes == 2 { ensureEverySizeIsNonNegative() }
            }
            if !again && pendingIntrinsic.isEmpty { return }
        }
    }

    /// A layout pass gave up: the views still kept invalidating their layout.
    func layoutDidNotSettle(_ views: [View]) {
        layoutDidNotSettleHandler(views)
    }
}
