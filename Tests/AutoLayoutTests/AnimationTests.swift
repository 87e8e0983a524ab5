import AutoLayout
import Foundation
import Testing

/// `View.animate`: what a block's changes do to the model and presentation values, when
/// completions run, and seed 004's experiment.
@MainActor
struct AnimationTests {
    /// Seed 004's screen: a red square centred in the root view, whose centre-Y constraint a tap
    /// moves by 200 points.
    final class RedViewController: ViewController {
        let log: CallLog
        let redView = View()
        var redViewYConstraint: LayoutConstraint!
        let animatesLayout: Bool

        init(log: CallLog, animatesLayout: Bool) {
            self.log = log
            self.animatesLayout = animatesLayout
            super.init(nibName: nil, bundle: nil)
        }

        required init?(coder: NSCoder) { nil }

        override func viewDidLoad() {
            redView.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(redView)
            redViewYConstraint = redView.centerYAnchor.constraint(equalTo: view.centerYAnchor)
            LayoutConstraint.activate([
                redView.widthAnchor.constraint(equalToConstant: 100),
                redView.heightAnchor.constraint(equalToConstant: 100),
                redView.centerXAnchor.constraint(equalTo: view.centerXAnchor),
                redViewYConstraint,
            ])
        }

        override func viewDidLayoutSubviews() {
            super.viewDidLayoutSubviews()
            log.record("recalculate")
        }

        func redViewTapped() {
            redViewYConstraint.constant = 200
            if animatesLayout {
                View.animate(withDuration: 1.5, delay: 0, options: .curveEaseInOut) {
                    self.view.layoutIfNeeded()
                } completion: { _ in
                    self.log.record("complete")
                }
            } else {
                View.animate(withDuration: 1.5, delay: 0, options: .curveEaseInOut) {
                } completion: { _ in
                    self.log.record("complete")
                }
            }
        }
    }

    func makeScreen(animatesLayout: Bool) -> (Window, RedViewController, AnimationClock, CallLog) {
        let log = CallLog()
        let window = makeRoot(width: 400, height: 800)
        let clock = AnimationClock.manual()
        window.animationClock = clock
        let controller = RedViewController(log: log, animatesLayout: animatesLayout)
        window.rootViewController = controller
        window.flush()
        return (window, controller, clock, log)
    }

    @Test func seed004WithoutLayoutIfNeededDoesNotAnimate() {
        let (window, controller, clock, log) = makeScreen(animatesLayout: false)
        #expect(controller.redView.frame == CGRect(x: 150, y: 350, width: 100, height: 100))
        controller.redViewTapped()
        #expect(log.entries == ["recalculate"])
        window.flush()
        // The completion comes first in the turn, then the layout pass the constant asked for.
        #expect(log.entries == ["recalculate", "complete", "recalculate"])
        #expect(controller.redView.frame == CGRect(x: 150, y: 550, width: 100, height: 100))
        #expect(controller.redView.presentationFrame == controller.redView.frame)
        #expect(!controller.redView.hasAnimationsInFlight)
        clock.advance(by: 2)
        window.flush()
        #expect(log.entries == ["recalculate", "complete", "recalculate"])
    }

    @Test func seed004WithLayoutIfNeededAnimates() {
        let (window, controller, clock, log) = makeScreen(animatesLayout: true)
        controller.redViewTapped()
        #expect(log.entries == ["recalculate", "recalculate"])
        let red = controller.redView
        // The model frame is the final one at once; the presentation frame starts at the old one.
        #expect(red.frame == CGRect(x: 150, y: 550, width: 100, height: 100))
        #expect(red.presentationFrame == CGRect(x: 150, y: 350, width: 100, height: 100))
        window.flush()
        #expect(log.entries == ["recalculate", "recalculate"])
        clock.advance(by: 0.375)
        // A quarter of the time: the ease-in-out curve at 0.25 is 0.12916193104731982.
        #expect(abs(red.presentationFrame.minY - (350 + 200 * 0.12916193104731982)) < 1e-12)
        clock.advance(by: 0.375)
        #expect(red.presentationFrame == CGRect(x: 150, y: 450, width: 100, height: 100))
        #expect(red.layer.presentation()?.frame == CGRect(x: 150, y: 450, width: 100, height: 100))
        #expect(red.layer.frame == red.frame)
        window.flush()
        clock.advance(by: 0.749)
        window.flush()
        #expect(log.entries == ["recalculate", "recalculate"])
        #expect(red.hasAnimationsInFlight)
        clock.advance(by: 0.001)
        window.flush()
        #expect(log.entries == ["recalculate", "recalculate", "complete"])
        #expect(red.presentationFrame == CGRect(x: 150, y: 550, width: 100, height: 100))
        #expect(!red.hasAnimationsInFlight)
    }

    @Test func framesSetDirectlyAnimateAlongTheCurveOfTheOptions() {
        let window = makeRoot()
        let clock = AnimationClock.manual(startingAt: 10)
        window.animationClock = clock
        let view = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(view)
        var finished: [Bool] = []
        View.animate(withDuration: 2, delay: 1, options: .curveLinear) {
            view.frame = CGRect(x: 100, y: 0, width: 30, height: 10)
            view.alpha = 0.5
        } completion: { finished.append($0) }
        #expect(view.frame.minX == 100)
        #expect(view.alpha == 0.5)
        clock.advance(by: 1)  // the delay
        #expect(view.presentationFrame == CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(view.presentationAlpha == 1)
        clock.advance(by: 0.5)
        #expect(view.presentationFrame == CGRect(x: 25, y: 0, width: 15, height: 10))
        #expect(view.presentationAlpha == 0.875)
        #expect(view.layer.presentation()?.opacity == 0.875)
        clock.advance(by: 1.5)
        #expect(finished.isEmpty)
        window.flush()
        #expect(finished == [true])
    }

    @Test func aSecondAnimationStartsFromWhereTheFirstHasTheView() {
        let window = makeRoot()
        let clock = AnimationClock.manual()
        window.animationClock = clock
        let view = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(view)
        var log: [String] = []
        View.animate(withDuration: 1, delay: 0, options: .curveLinear) { view.frame.origin.x = 100 } completion: { _ in
            log.append("first")
        }
        clock.advance(by: 0.5)
        View.animate(withDuration: 1, delay: 0, options: .curveLinear) { view.frame.origin.x = 0 } completion: { _ in
            log.append("second")
        }
        // Additive: 0 + (0 − 100)(1 − 0.5) + (100 − 0)(1 − 0) = 50, no jump.
        #expect(view.presentationFrame.minX == 50)
        clock.advance(by: 0.25)
        // 0 + (−100)(0.25) + 100(0.75) = 50.
        #expect(view.presentationFrame.minX == 50)
        clock.advance(by: 0.25)
        window.flush()
        #expect(log == ["first"])
        #expect(view.presentationFrame.minX == 50)
        clock.advance(by: 0.5)
        window.flush()
        #expect(log == ["first", "second"])
        #expect(view.presentationFrame.minX == 0)
    }

    @Test func aBlockWithoutChangesOrWithoutDurationCompletesAtTheNextTurn() {
        let window = makeRoot()
        window.animationClock = .manual()
        let view = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(view)
        var log: [String] = []
        View.animate(withDuration: 0) { view.frame.origin.x = 40 } completion: { _ in log.append("zero") }
        View.animate(withDuration: 1) {} completion: { _ in log.append("empty") }
        #expect(!view.hasAnimationsInFlight)
        #expect(view.presentationFrame.minX == 40)
        #expect(log.isEmpty)
        window.flush()
        #expect(log == ["zero", "empty"])
    }

    @Test func performWithoutAnimationIsNotRecorded() {
        let window = makeRoot()
        window.animationClock = .manual()
        let view = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let other = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(view)
        window.addSubview(other)
        View.animate(withDuration: 1) {
            view.frame.origin.x = 10
            View.performWithoutAnimation { other.frame.origin.x = 10 }
        }
        #expect(view.hasAnimationsInFlight)
        #expect(!other.hasAnimationsInFlight)
        #expect(other.presentationFrame.minX == 10)
        window.flush()
    }

    @Test func autoreverseGoesThereAndBackThenLandsOnTheModel() {
        let window = makeRoot()
        let clock = AnimationClock.manual()
        window.animationClock = clock
        let view = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(view)
        var done = false
        View.animate(withDuration: 1, delay: 0, options: [.curveLinear, .autoreverse]) {
            view.frame.origin.x = 100
        } completion: { _ in done = true }
        clock.advance(by: 0.5)
        #expect(view.presentationFrame.minX == 50)
        clock.advance(by: 1)
        #expect(view.presentationFrame.minX == 50)
        window.flush()
        #expect(!done)
        clock.advance(by: 0.5)
        window.flush()
        #expect(done)
        #expect(view.presentationFrame.minX == 100)
    }

    @Test func repeatNeverCompletes() {
        let window = makeRoot()
        let clock = AnimationClock.manual()
        window.animationClock = clock
        let view = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(view)
        var done = false
        View.animate(withDuration: 1, delay: 0, options: [.curveLinear, .repeat]) {
            view.frame.origin.x = 100
        } completion: { _ in done = true }
        clock.advance(by: 3.25)
        window.flush()
        #expect(!done)
        #expect(view.presentationFrame.minX == 25)
    }

    @Test func aSpringOvershootsAndSettles() {
        let window = makeRoot()
        let clock = AnimationClock.manual()
        window.animationClock = clock
        let view = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(view)
        View.animate(
            withDuration: 1, delay: 0, usingSpringWithDamping: 0.3, initialSpringVelocity: 0, options: [],
            animations: { view.frame.origin.x = 100 })
        let spring = _SpringTiming.uiKit(duration: 1, dampingRatio: 0.3, initialVelocity: 0)
        clock.advance(by: 0.2)
        #expect(abs(view.presentationFrame.minX - (100 - 100 * (1 - spring.progress(atTime: 0.2)))) < 1e-12)
        var highest = 0.0
        for _ in 0..<40 {
            clock.advance(by: 0.02)
            highest = max(highest, view.presentationFrame.minX)
        }
        #expect(highest > 100)
        clock.advance(by: 1)
        window.flush()
        #expect(view.presentationFrame.minX == 100)
    }

    @Test func optionsKeepUIKitsRawValues() {
        #expect(View.AnimationOptions.curveEaseInOut.rawValue == 0)
        #expect(View.AnimationOptions.curveEaseIn.rawValue == 0x10000)
        #expect(View.AnimationOptions.curveEaseOut.rawValue == 0x20000)
        #expect(View.AnimationOptions.curveLinear.rawValue == 0x30000)
        #expect(View.AnimationOptions.beginFromCurrentState.rawValue == 4)
        #expect(View.AnimationOptions.allowUserInteraction.rawValue == 2)
        #expect(View.AnimationOptions.repeat.rawValue == 8)
        #expect(View.AnimationOptions.autoreverse.rawValue == 16)
        #expect(View.AnimationOptions.transitionCrossDissolve.rawValue == 5 << 20)
        #expect(View.AnimationOptions([.curveEaseOut, .repeat]).curve == .easeOut)
        #expect(View.AnimationCurve.linear.rawValue == 3)
    }
}
