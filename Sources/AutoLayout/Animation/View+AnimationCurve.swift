import Foundation

extension View {
    /// The timing curves of UIKit's animations (`UIView.AnimationCurve`), with UIKit's raw
    /// values; each is a Core Animation Bézier curve.
    public enum AnimationCurve: Int, Sendable, CaseIterable {
        /// Slow at both ends: control points (0.42, 0) and (0.58, 1).
        case easeInOut = 0
        /// Slow at the start: (0.42, 0) and (1, 1).
        case easeIn = 1
        /// Slow at the end: (0, 0) and (0.58, 1).
        case easeOut = 2
        /// Even: (0, 0) and (1, 1).
        case linear = 3
    }
}
