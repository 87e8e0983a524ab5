import Foundation

/// Rounding measured sizes up to whole pixels, as UIKit does for labels: on a 2× display a
/// line 19.79 points high makes a label 20 points high, on a 3× display 19.667 + 0.333.
enum _PixelGrid {
    /// `value` rounded up to a multiple of `1 / scale`. Measured widths carry floating-point
    /// dust (51.000000001 for 51): within a millionth of a pixel of the grid counts as on it.
    /// A scale that is not a positive finite number is taken as 1; negative or non-finite
    /// values give 0.
    static func ceil(_ value: CGFloat, scale: CGFloat) -> CGFloat {
        guard value.isFinite, value > 0 else { return 0 }
        let scale = scale.isFinite && scale > 0 ? scale : 1
        return max(0, (value * scale - 1e-6).rounded(.up)) / scale
    }

    /// Both dimensions rounded up to the pixel grid.
    static func ceil(_ size: CGSize, scale: CGFloat) -> CGSize {
        CGSize(width: ceil(size.width, scale: scale), height: ceil(size.height, scale: scale))
    }
}
