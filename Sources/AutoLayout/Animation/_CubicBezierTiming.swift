import Foundation

/// A Core Animation timing curve (`CAMediaTimingFunction`): the cubic Bézier from (0, 0) to
/// (1, 1) through two control points, read as progress (y) against time (x).
///
/// The curve is given as a function of its parameter s, so a time x is turned into progress by
/// solving x(s) = x for s (Newton's method from s = x, then bisection where Newton strays; both
/// to 1e-14), then evaluating y(s). On x(s) the polynomial form is used,
/// `((a·s + b)·s + c)·s`, whose coefficients come from the control points.
package struct _CubicBezierTiming: Equatable {
    package let ax, bx, cx: Double
    package let ay, by, cy: Double
    /// Whether progress is time itself (the control points on the diagonal, as linear's).
    let isIdentity: Bool

    /// Makes the curve through the control points (x1, y1) and (x2, y2); x1 and x2 are clamped
    /// to 0…1, as Core Animation clamps them, so that the curve is a function of time.
    package init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
        let x1 = min(max(x1, 0), 1), x2 = min(max(x2, 0), 1)
        isIdentity = x1 == y1 && x2 == y2
        cx = 3 * x1
        bx = 3 * (x2 - x1) - cx
        ax = 1 - cx - bx
        cy = 3 * y1
        by = 3 * (y2 - y1) - cy
        ay = 1 - cy - by
    }

    /// `kCAMediaTimingFunctionLinear`: (0, 0), (1, 1).
    package static let linear = _CubicBezierTiming(0, 0, 1, 1)
    /// `kCAMediaTimingFunctionEaseIn`: (0.42, 0), (1, 1).
    package static let easeIn = _CubicBezierTiming(0.42, 0, 1, 1)
    /// `kCAMediaTimingFunctionEaseOut`: (0, 0), (0.58, 1).
    package static let easeOut = _CubicBezierTiming(0, 0, 0.58, 1)
    /// `kCAMediaTimingFunctionEaseInEaseOut`: (0.42, 0), (0.58, 1).
    package static let easeInEaseOut = _CubicBezierTiming(0.42, 0, 0.58, 1)

    package func x(_ s: Double) -> Double { ((ax * s + bx) * s + cx) * s }
    package func y(_ s: Double) -> Double { ((ay * s + by) * s + cy) * s }
    package func dx(_ s: Double) -> Double { (3 * ax * s + 2 * bx) * s + cx }

    /// The parameter s at which the curve reaches time `x` (0…1).
    package func parameter(forTime x: Double) -> Double {
        let tolerance = 1e-14
        var s = x
        for _ in 0..<16 {
            let error = self.x(s) - x
            if abs(error) < tolerance { return s }
            let slope = dx(s)
            if abs(slope) < 1e-12 { break }
            s -= error / slope
        }
        // Bisection: x(s) is increasing on 0…1 (control points' x in 0…1).
        var low = 0.0, high = 1.0
        s = x
        for _ in 0..<200 {
            let value = self.x(s)
            if abs(value - x) < tolerance { return s }
            if value < x { low = s } else { high = s }
            s = (low + high) / 2
            if high - low < 1e-16 { break }
        }
        return s
    }

    /// Progress at time `x` (0…1, clamped): 0 at 0, 1 at 1.
    package func progress(at x: Double) -> Double {
        if x <= 0 { return 0 }
        if x >= 1 { return 1 }
        // y(s) = x(s): no need to solve (and no rounding on the way).
        if isIdentity { return x }
        return y(parameter(forTime: x))
    }
}
