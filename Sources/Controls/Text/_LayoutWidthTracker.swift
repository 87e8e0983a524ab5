import Foundation

/// Which width a view whose intrinsic height depends on its width (multi-line text) measures
/// at: UIKit's two passes on top of the engine's mechanism.
///
/// The engine sets `layoutWidthForIntrinsicContentSize` after solving and re-reads the intrinsic
/// size when the view's width changed. UIKit starts every measurement after a content change
/// without a width (the first pass), then measures at the width the solve gave (the second). Two
/// cases need more than the engine does:
/// - after a content change, the width the engine last gave belongs to the old content: a label
///   that hugged a short text would wrap a long one at that narrow width. So a restart measures
///   without a width until the engine gives a width again.
/// - when the solve then gives the same width as before (a label pinned to both edges), the
///   engine sees no change and measures no second time. The view's `layoutSubviews()` then
///   adopts its own width (see ``shouldAdopt(boundsWidth:measuredAt:)``) and invalidates
///   its intrinsic size, which takes one more layout round.
struct _LayoutWidthTracker {
    /// The engine's width when last looked at (`.none` before the first look).
    private var lastEngineWidth: CGFloat?? = .none
    /// The width to measure at; nil measures without a limit.
    private(set) var width: CGFloat?
    /// The intrinsic size last given to the engine.
    private var reported: CGSize?

    /// The width to measure at, given the engine's current `layoutWidthForIntrinsicContentSize`:
    /// a width the engine gave since the last look wins. A fitting's width
    /// (`isMeasuringForFitting`) is taken as it is, for that measurement alone: it is fresh
    /// even when it equals the live one, and the live layout's passes go on as before it.
    mutating func width(engineWidth: CGFloat?, isFitting: Bool) -> CGFloat? {
        if isFitting { return engineWidth }
        if lastEngineWidth != .some(engineWidth) {
            lastEngineWidth = .some(engineWidth)
            width = engineWidth
        }
        return width
    }

    /// Remembers `size` as the intrinsic size given to the engine, and returns it (a fitting's
    /// measurement is not the live engine's, and is not remembered).
    mutating func report(_ size: CGSize, isFitting: Bool) -> CGSize {
        if !isFitting { reported = size }
        return size
    }

    /// The content changed: the next measurement is the first pass, without a width.
    mutating func restart() {
        width = nil
    }

    /// After a layout pass: whether the view should take `boundsWidth` as its measuring width
    /// (and invalidate its intrinsic size), because the engine did not measure it at that width
    /// and the size last reported (see ``report(_:)``) differs from the size at the bounds width.
    mutating func shouldAdopt(boundsWidth: CGFloat, measuredAt: (CGFloat) -> CGSize) -> Bool {
        guard boundsWidth > 0, boundsWidth.isFinite, width != boundsWidth, let reported else { return false }
        guard measuredAt(boundsWidth) != reported else { return false }
        width = boundsWidth
        return true
    }
}
