import Foundation

/// What the solver constraints that name a view assumed of its geometry when they were made:
/// the alignment rectangle's insets and, once a constraint resolves a baseline through the
/// view, the baseline offsets and the views that provide the baselines. Constraints fold these
/// into their constants, so when one changes (the view calls `invalidateIntrinsicContentSize()`)
/// the engine rebuilds the constraints that used it.
struct InstalledGeometry: Equatable {
    var alignmentInsets: EdgeInsets
    /// Nil until a constraint names a baseline of the view or resolves one through it: a label's
    /// baseline is a text layout of its own, and most views are never asked (asking every view
    /// at install was 16 % of a label's first layout, BENCHMARKS.md T1).
    var baselines: Baselines?

    /// The baseline offsets and the views that provide the baselines.
    struct Baselines: Equatable {
        var firstOffset: CGFloat
        var lastOffset: CGFloat
        var firstView: ObjectIdentifier
        var lastView: ObjectIdentifier

        /// The view's baselines as they are now.
        init(of view: View) {
            firstOffset = view.firstBaselineOffsetFromTop
            lastOffset = view.lastBaselineOffsetFromBottom
            firstView = ObjectIdentifier(view.forFirstBaselineLayout)
            lastView = ObjectIdentifier(view.forLastBaselineLayout)
        }
    }

    /// The geometry of the view as it is now, before any constraint used its baselines.
    init(of view: View) {
        alignmentInsets = view.alignmentRectInsets
        baselines = nil
    }

    /// The geometry of the view as it is now, with its baselines when these had them.
    func refreshed(of view: View) -> InstalledGeometry {
        var fresh = InstalledGeometry(of: view)
        if baselines != nil { fresh.baselines = Baselines(of: view) }
        return fresh
    }

    /// Whether constraints that resolve a baseline through the view need rebuilding.
    func baselinesDiffer(from other: InstalledGeometry) -> Bool {
        baselines != other.baselines
    }
}
