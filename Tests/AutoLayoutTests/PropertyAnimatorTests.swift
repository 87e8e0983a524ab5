import AutoLayout
import Foundation
import Testing

/// `ViewPropertyAnimator`: starting, pausing, scrubbing, reversing, stopping and finishing, and
/// the positions its completions hear.
@MainActor
struct PropertyAnimatorTests {
    func makeScene() -> (Window, View, AnimationClock) {
        let window = makeRoot()
        let clock = AnimationClock.manual()
        window.animationClock = clock
        let view = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(view)
        return (window, view, clock)
    }

    @Test func runsToTheEndAndCompletesAtTheNextTurn() {
        let (window, view, clock) = makeScene()
        var positions: [ViewAnimatingPosition] = []
        let animator = ViewPropertyAnimator(duration: 2, curve: .linear) { view.frame.origin.x = 100 }
        animator.addCompletion { positions.append($0) }
        #expect(animator.state == .inactive)
        #expect(view.frame.minX == 0)  // the block waits for the start
        animator.startAnimation()
        #expect(animator.state == .active)
        #expect(animator.isRunning)
        #expect(view.frame.minX == 100)
        clock.advance(by: 0.5)
        #expect(animator.fractionComplete == 0.25)
        #expect(view.presentationFrame.minX == 25)
        clock.advance(by: 1.5)
        #expect(positions.isEmpty)
        window.flush()
        #expect(positions == [.end])
        #expect(animator.state == .inactive)
        #expect(view.presentationFrame.minX == 100)
    }

    @Test func pausesAndScrubs() {
        let (window, view, clock) = makeScene()
        defer { withExtendedLifetime(window) {} }
        let animator = ViewPropertyAnimator(duration: 1, curve: .easeInOut) { view.frame.origin.x = 200 }
        animator.pauseAnimation()
        #expect(animator.state == .active)
        #expect(!animator.isRunning)
        #expect(animator.fractionComplete == 0)
        animator.fractionComplete = 0.5
        clock.advance(by: 10)  // paused: time does not move it
        #expect(animator.fractionComplete == 0.5)
        #expect(view.presentationFrame.minX == 100)
        animator.fractionComplete = 0.25
        #expect(abs(view.presentationFrame.minX - 200 * 0.12916193104731982) < 1e-12)
        animator.startAnimation()
        clock.advance(by: 0.25)
        #expect(animator.fractionComplete == 0.5)
        animator.fractionComplete = 0.9  // running: ignored
        #expect(animator.fractionComplete == 0.5)
    }

    @Test func reversedRunsBackToTheStartValues() {
        let (window, view, clock) = makeScene()
        var positions: [ViewAnimatingPosition] = []
        let animator = ViewPropertyAnimator(duration: 1, curve: .linear) { view.frame.origin.x = 100 }
        animator.addCompletion { positions.append($0) }
        animator.startAnimation()
        clock.advance(by: 0.75)
        animator.isReversed = true
        #expect(view.presentationFrame.minX == 75)
        clock.advance(by: 0.25)
        #expect(view.presentationFrame.minX == 50)
        #expect(animator.fractionComplete == 0.5)
        clock.advance(by: 0.5)
        window.flush()
        #expect(positions == [.start])
        // Finished at the start: the model values are the start values again.
        #expect(view.frame.minX == 0)
        #expect(view.presentationFrame.minX == 0)
    }

    @Test(arguments: [(ViewAnimatingPosition.end, 100.0), (.start, 0.0), (.current, 30.0)])
    func stopsThenFinishesAt(position: ViewAnimatingPosition, expectedX: Double) {
        let (window, view, clock) = makeScene()
        var positions: [ViewAnimatingPosition] = []
        let animator = ViewPropertyAnimator(duration: 1, curve: .linear) {
            view.frame.origin.x = 100
            view.alpha = 0
        }
        animator.addCompletion { positions.append($0) }
        animator.startAnimation()
        clock.advance(by: 0.3)
        animator.stopAnimation(false)
        #expect(animator.state == .stopped)
        // Stopped where it was: the in-flight values became the model values.
        #expect(view.frame.minX == 30)
        #expect(abs(view.alpha - 0.7) < 1e-15)
        #expect(!view.hasAnimationsInFlight)
        window.flush()
        #expect(positions.isEmpty)
        animator.finishAnimation(at: position)
        #expect(positions == [position])
        #expect(animator.state == .inactive)
        #expect(view.frame.minX == CGFloat(expectedX))
    }

    @Test func stoppingWithoutFinishingRunsNoCompletion() {
        let (window, view, clock) = makeScene()
        var positions: [ViewAnimatingPosition] = []
        let animator = ViewPropertyAnimator(duration: 1, dampingRatio: 1) { view.frame.origin.x = 100 }
        animator.addCompletion { positions.append($0) }
        animator.startAnimation(afterDelay: 0.5)
        clock.advance(by: 0.5)
        #expect(view.presentationFrame.minX == 0)
        animator.stopAnimation(true)
        #expect(animator.state == .inactive)
        #expect(view.frame.minX == 0)
        clock.advance(by: 2)
        window.flush()
        #expect(positions.isEmpty)
    }

    @Test func completionsRunInTheOrderTheyWereAddedAndAnimationsAddedLateJoin() {
        let (window, view, clock) = makeScene()
        let other = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(other)
        var log: [String] = []
        let animator = ViewPropertyAnimator(
            duration: 1, controlPoint1: CGPoint(x: 0, y: 0), controlPoint2: CGPoint(x: 1, y: 1)
        ) { view.frame.origin.x = 100 }
        animator.addCompletion { _ in log.append("a") }
        animator.addCompletion { _ in log.append("b") }
        animator.startAnimation()
        clock.advance(by: 0.5)
        animator.addAnimations { other.frame.origin.y = 100 }
        // It joins the timeline where it is.
        #expect(other.presentationFrame.minY == 50)
        clock.advance(by: 0.5)
        window.flush()
        #expect(log == ["a", "b"])
        #expect(other.presentationFrame.minY == 100)
    }

    @Test func aRunningAnimatorStartsAtOnce() {
        let (window, view, clock) = makeScene()
        var position: ViewAnimatingPosition?
        let animator = ViewPropertyAnimator.runningPropertyAnimator(
            withDuration: 1, delay: 0, options: .curveLinear, animations: { view.frame.origin.x = 10 },
            completion: { position = $0 })
        #expect(animator.isRunning)
        clock.advance(by: 1)
        window.flush()
        #expect(position == .end)
    }
}
