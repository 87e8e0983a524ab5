import AutoLayout
import Foundation
import Testing

/// The timing curves: Core Animation's Bézier curves solved for time, and the damped spring in
/// closed form, with UIKit's duration-to-stiffness mapping.
struct TimingCurveTests {
    /// Reference values: each curve solved by bisection in exact rational arithmetic (80 halvings)
    /// on the same binary control points.
    @Test(arguments: [
        (_CubicBezierTiming.easeIn, [0.09346465071882486, 0.31535681257253934, 0.6218618691748902]),
        (_CubicBezierTiming.easeOut, [0.37813813082510983, 0.6846431874274607, 0.9065353492811752]),
        (_CubicBezierTiming.easeInEaseOut, [0.12916193104731982, 0.5, 0.8708380689526802]),
        (_CubicBezierTiming.linear, [0.25, 0.5, 0.75]),
    ])
    func bezierCurvesAreSolvedForTime(curve: _CubicBezierTiming, expected: [Double]) {
        for (time, value) in zip([0.25, 0.5, 0.75], expected) {
            #expect(abs(curve.progress(at: time) - value) < 1e-14, "at \(time)")
        }
        #expect(curve.progress(at: 0) == 0)
        #expect(curve.progress(at: 1) == 1)
    }

    @Test func theEaseInOutMidpointIsExactlyHalfway() {
        #expect(_CubicBezierTiming.easeInEaseOut.progress(at: 0.5) == 0.5)
        #expect(_CubicBezierTiming.linear.progress(at: 0.3) == 0.3)
    }

    @Test func theControlPointsMatchCoreAnimation() {
        #expect(_CubicBezierTiming.easeInEaseOut == _CubicBezierTiming(0.42, 0, 0.58, 1))
        #expect(_CubicBezierTiming.easeIn == _CubicBezierTiming(0.42, 0, 1, 1))
        #expect(_CubicBezierTiming.easeOut == _CubicBezierTiming(0, 0, 0.58, 1))
        #expect(_CubicBezierTiming.linear == _CubicBezierTiming(0, 0, 1, 1))
    }

    @Test func uiKitsSpringSettlesByTheDuration() {
        // Without initial velocity the mapping has a closed form.
        let zeta = 0.5, duration = 2.0
        let spring = _SpringTiming.uiKit(duration: duration, dampingRatio: zeta, initialVelocity: 0)
        let omega = -log(0.001 * (1 - zeta * zeta).squareRoot() / zeta) / (zeta * duration)
        #expect(spring.mass == 1)
        #expect(spring.stiffness == omega * omega)
        #expect(abs(spring.dampingRatio - zeta) < 1e-15)
        // The envelope has decayed to 0.001 at the duration.
        let envelope = zeta / (1 - zeta * zeta).squareRoot() * exp(-zeta * spring.undampedFrequency * duration)
        #expect(abs(envelope - 0.001) < 1e-15)
    }

    @Test func aCriticallyDampedSpringMeetsItsEnvelopeEquation() {
        for velocity in [0.0, 2.0] {
            let spring = _SpringTiming.uiKit(duration: 1.5, dampingRatio: 1, initialVelocity: velocity)
            let omega = spring.undampedFrequency
            #expect(abs(exp(-omega * 1.5) * ((omega - velocity) * 1.5 + 1) - 0.001) < 1e-14)
            #expect(spring.dampingRatio == 1)
        }
    }

    @Test func anUnderDampedSpringWithVelocityMeetsItsEnvelopeEquation() {
        let zeta = 0.3, v = 3.0, d = 0.8
        let spring = _SpringTiming.uiKit(duration: d, dampingRatio: zeta, initialVelocity: v)
        let omega = spring.undampedFrequency
        let envelope = (zeta * omega - v) / (omega * (1 - zeta * zeta).squareRoot()) * exp(-zeta * omega * d)
        #expect(abs(envelope - 0.001) < 1e-14)
    }

    /// Each regime against its closed form, and against the equation itself: x(0) = 1,
    /// x'(0) = −v, and m·x'' + c·x' + k·x = 0 (by central differences).
    @Test(arguments: [
        _SpringTiming(mass: 1, stiffness: 100, damping: 4, initialVelocity: 0),  // ζ = 0.2
        _SpringTiming(mass: 1, stiffness: 100, damping: 20, initialVelocity: 1.5),  // ζ = 1
        _SpringTiming(mass: 2, stiffness: 50, damping: 40, initialVelocity: -1),  // ζ = 2
    ])
    func springsSolveTheirEquation(spring: _SpringTiming) {
        #expect(spring.displacement(at: 0) == 1)
        let h = 1e-5
        let slope = (spring.displacement(at: h) - spring.displacement(at: -h)) / (2 * h)
        #expect(abs(slope + spring.initialVelocity) < 1e-6)
        for t in [0.1, 0.37, 0.9] {
            let x = spring.displacement(at: t)
            let x1 = (spring.displacement(at: t + h) - spring.displacement(at: t - h)) / (2 * h)
            let x2 = (spring.displacement(at: t + h) - 2 * x + spring.displacement(at: t - h)) / (h * h)
            let residual = spring.mass * x2 + spring.damping * x1 + spring.stiffness * x
            #expect(abs(residual) < 1e-3, "at \(t): \(residual)")
        }
    }

    @Test func anUnderDampedSpringAtChosenTimes() {
        // ζ = 0.2, ω0 = 10: x = e^(−2t)(cos(ω_d t) + 2/ω_d · sin(ω_d t)), ω_d = √96.
        let spring = _SpringTiming(mass: 1, stiffness: 100, damping: 4, initialVelocity: 0)
        let omegaD = 96.0.squareRoot()
        for t in [0.1, 0.5, 1.0] {
            let expected = exp(-2 * t) * (cos(omegaD * t) + 2 / omegaD * sin(omegaD * t))
            #expect(abs(spring.displacement(at: t) - expected) < 1e-15)
            #expect(abs(spring.progress(atTime: t) - (1 - expected)) < 1e-15)
        }
    }
}
