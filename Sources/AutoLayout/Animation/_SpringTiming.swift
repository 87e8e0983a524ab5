import Foundation

/// A damped spring (`CASpringAnimation`): a unit mass pulled to its target, solved in closed form.
///
/// The displacement from the target starts at 1 (the whole distance) with velocity −v (v in
/// distances per second, as `initialSpringVelocity`), and follows m·x″ + c·x′ + k·x = 0; progress
/// is 1 − x(t). With ω₀ = √(k/m) and ζ = c / (2√(mk)):
/// - under-damped (ζ < 1): x = e^(−ζω₀t) (cos ω_d t + (ζω₀ − v)/ω_d · sin ω_d t), ω_d = ω₀√(1−ζ²);
/// - critically damped (ζ = 1): x = e^(−ω₀t) (1 + (ω₀ − v) t);
/// - over-damped (ζ > 1): x = c₁e^(r₁t) + c₂e^(r₂t), r₁,₂ = −ω₀(ζ ∓ √(ζ²−1)),
///   c₂ = (−v − r₁)/(r₂ − r₁), c₁ = 1 − c₂.
package struct _SpringTiming: Equatable {
    package let mass: Double
    package let stiffness: Double
    package let damping: Double
    package let initialVelocity: Double

    package init(mass: Double, stiffness: Double, damping: Double, initialVelocity: Double) {
        self.mass = mass
        self.stiffness = stiffness
        self.damping = damping
        self.initialVelocity = initialVelocity
    }

    package var undampedFrequency: Double { (stiffness / mass).squareRoot() }
    package var dampingRatio: Double { damping / (2 * (stiffness * mass).squareRoot()) }

    /// The spring UIKit runs for `animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:…)`
    /// and `UISpringTimingParameters(dampingRatio:initialVelocity:)` in an animator of a duration:
    /// mass 1, and the stiffness whose oscillation envelope has decayed to 0.001 of the distance
    /// at the duration; the damping coefficient follows from the ratio, c = 2ζ√(mk).
    ///
    /// This is Framer's reconstruction of UIKit's mapping (`computeDerivedCurveOptions` in
    /// github.com/framer/SpringsExample, checked against `UIView`'s springs side by side with
    /// `CASpringAnimation` in github.com/guillianbalisi/ios-spring-animations), with its limits:
    /// the ratio is clamped to 0.01…1 and the duration to 0.01…10 s. The envelope is
    /// ε = (ζω₀ − v)/ω_d · e^(−ζω₀d) under critical damping (for v = 0:
    /// ω₀ = −ln(ε√(1−ζ²)/ζ)/(ζd)), and ε = e^(−ω₀d)((ω₀ − v)d + 1) at it; solved for ω₀ by
    /// Newton's method from 5/d (to 1e-12 relative), which that code runs 12 times.
    package static func uiKit(duration: Double, dampingRatio: Double, initialVelocity: Double) -> _SpringTiming {
        let epsilon = 0.001
        let ratio = min(max(dampingRatio.isNaN ? 1 : dampingRatio, 0.01), 1)
        let d = min(max(duration.isNaN ? 0.01 : duration, 0.01), 10)
        let v = initialVelocity.isFinite ? initialVelocity : 0
        var omega = 5 / d
        if ratio < 1 {
            let root = (1 - ratio * ratio).squareRoot()
            if v == 0 {
                omega = -log(epsilon * root / ratio) / (ratio * d)
            } else {
                for _ in 0..<100 {
                    let decay = exp(-ratio * omega * d)
                    let f = epsilon - (ratio - v / omega) / root * decay
                    let slope = -decay / root * (v / (omega * omega) - ratio * d * (ratio - v / omega))
                    guard slope != 0, slope.isFinite else { break }
                    let next = omega - f / slope
                    if abs(next - omega) <= 1e-12 * abs(omega) { omega = next; break }
                    omega = next
                }
            }
        } else {
            for _ in 0..<100 {
                let decay = exp(-omega * d)
                let f = decay * ((omega - v) * d + 1) - epsilon
                let slope = -decay * d * d * (omega - v)
                guard slope != 0, slope.isFinite else { break }
                let next = omega - f / slope
                if abs(next - omega) <= 1e-12 * abs(omega) { omega = next; break }
                omega = next
            }
        }
        if !(omega.isFinite && omega > 0) { omega = 5 / d }
        let stiffness = omega * omega
        return _SpringTiming(
            mass: 1, stiffness: stiffness, damping: ratio * 2 * stiffness.squareRoot(), initialVelocity: v)
    }

    /// The displacement left at `t` seconds (1 at 0, tending to 0).
    package func displacement(at t: Double) -> Double {
        let omega = undampedFrequency, zeta = dampingRatio, v = initialVelocity
        if zeta < 1 {
            let omegaD = omega * (1 - zeta * zeta).squareRoot()
            return exp(-zeta * omega * t) * (cos(omegaD * t) + (zeta * omega - v) / omegaD * sin(omegaD * t))
        } else if zeta == 1 {
            return exp(-omega * t) * (1 + (omega - v) * t)
        } else {
            let root = (zeta * zeta - 1).squareRoot()
            let r1 = -omega * (zeta - root), r2 = -omega * (zeta + root)
            let c2 = (-v - r1) / (r2 - r1)
            return (1 - c2) * exp(r1 * t) + c2 * exp(r2 * t)
        }
    }

    /// Progress at `t` seconds: 1 − displacement (0 at 0; may overshoot 1).
    package func progress(atTime t: Double) -> Double {
        t <= 0 ? 0 : 1 - displacement(at: t)
    }
}
