import AutoLayout
import Foundation

/// A view of a conformance case: its intrinsic size, baselines and alignment insets are data.
final class ConformanceView: View {
    var intrinsic = CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)
    /// Offsets from the top of the alignment rect, as the format gives them.
    var baselineFromTop: (first: CGFloat, last: CGFloat)?
    var insets = EdgeInsets.zero

    override var intrinsicContentSize: CGSize { intrinsic }
    override var alignmentRectInsets: EdgeInsets { insets }
    override var firstBaselineOffsetFromTop: CGFloat { baselineFromTop?.first ?? 0 }

    /// The format gives the last baseline from the top; at the view's intrinsic height (where
    /// baseline alignment is meant to be used) that is this far from the bottom.
    override var lastBaselineOffsetFromBottom: CGFloat {
        guard let last = baselineFromTop?.last else { return 0 }
        let height = intrinsic.height >= 0 ? intrinsic.height : last
        return height - last
    }
}
