import Foundation

/// How an animation's progress follows its time: a Bézier curve over the duration, or a spring
/// run in real time (seconds since the start).
enum _TimingFunction: Equatable {
    case bezier(_CubicBezierTiming)
    case spring(_SpringTiming)

    /// The curve of a `View.AnimationCurve`.
    init(_ curve: View.AnimationCurve) {
        switch curve {
        case .easeInOut: self = .bezier(.easeInEaseOut)
        case .easeIn: self = .bezier(.easeIn)
        case .easeOut: self = .bezier(.easeOut)
        case .linear: self = .bezier(.linear)
        }
    }

    /// Progress at a fraction (0…1) of a duration: exactly 0 at 0 and 1 at 1.
    func progress(atFraction fraction: Double, duration: Double) -> Double {
        if fraction <= 0 { return 0 }
        if fraction >= 1 { return 1 }
        switch self {
        case .bezier(let curve): return curve.progress(at: fraction)
        case .spring(let spring): return spring.progress(atTime: fraction * duration)
        }
    }
}
