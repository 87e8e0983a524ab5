import Foundation

/// What the solver constraints that name a view assumed of its geometry when they were made:
/// the alignment rectangle's insets, the baseline offsets and the views that provide the
/// baselines. Constraints fold these into their constants, so when one changes (the view calls
/// `invalidateIntrinsicContentSize()`) the engine rebuilds the constraints that used it.
struct InstalledGeometry: Equatable {
    var alignmentInsets: EdgeInsets
    var firstBaselineOffset: CGFloat
    var lastBaselineOffset: CGFloat
    var firstBaselineView: ObjectIdentifier
    var lastBaselineView: ObjectIdentifier

    /// The geometry of the view as it is now.
    init(of view: View) {
        alignmentInsets = view.alignmentRectInsets
        firstBaselineOffset = view.firstBaselineOffsetFromTop
        lastBaselineOffset = view.lastBaselineOffsetFromBottom
        firstBaselineView = ObjectIdentifier(view.forFirstBaselineLayout)
        lastBaselineView = ObjectIdentifier(view.forLastBaselineLayout)
    }

    /// Whether constraints that resolve a baseline through the view need rebuilding.
    func baselinesDiffer(from other: InstalledGeometry) -> Bool {
        firstBaselineOffset != other.firstBaselineOffset || lastBaselineOffset != other.lastBaselineOffset
            || firstBaselineView != other.firstBaselineView || lastBaselineView != other.lastBaselineView
    }
}
