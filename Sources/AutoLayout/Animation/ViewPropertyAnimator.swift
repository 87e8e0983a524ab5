import Foundation

/// An animation that can be paused, scrubbed, reversed and stopped, as UIKit's
/// `UIViewPropertyAnimator`.
///
/// Its animation blocks run when it becomes active (``startAnimation()``, ``pauseAnimation()``,
/// or setting ``fractionComplete``); blocks added while it is active run at once and join its
/// timeline where it is. As with ``View/animate(withDuration:delay:options:animations:completion:)``,
/// the changes they make to frames and alphas are the model values at once, and the presentation
/// values follow the timeline. Its time is the ``Window/animationClock`` of the first changed
/// view's window (real time outside a window).
///
/// When the timeline runs out (at the end, or at the start when reversed), the next turn
/// (``Window/flush()``) finishes it: the animator becomes ``ViewAnimatingState/inactive`` and its
/// completions run with the position it ended at (the model values are put back to the start
/// ones for ``ViewAnimatingPosition/start``).
open class ViewPropertyAnimator {
    /// The length of the timeline, in seconds.
    public let duration: TimeInterval
    /// The wait before the animations start, from ``startAnimation(afterDelay:)``.
    public private(set) var delay: TimeInterval = 0
    /// Whether the animator can be paused, reversed and stopped (kept; always honoured).
    public var isInterruptible = true
    /// Whether the animated views take touches while they animate (kept; there are no touches).
    public var isUserInteractionEnabled = true

    let group: _AnimationGroup
    private var pendingAnimations: [() -> Void] = []
    private var storedState = ViewAnimatingState.inactive

    private init(duration: TimeInterval, timing: _TimingFunction, animations: (() -> Void)?) {
        self.duration = duration.isFinite ? max(duration, 0) : 0
        group = _AnimationGroup(timing: timing, duration: self.duration, endsAtOnceWhenEmpty: false)
        if let animations { pendingAnimations.append(animations) }
    }

    /// Makes an animator along one of UIKit's curves.
    public convenience init(duration: TimeInterval, curve: View.AnimationCurve, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timing: _TimingFunction(curve), animations: animations)
    }

    /// Makes an animator along the cubic Bézier curve from (0, 0) to (1, 1) through two control
    /// points (their x clamped to 0…1).
    public convenience init(
        duration: TimeInterval, controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint,
        animations: (() -> Void)? = nil
    ) {
        let curve = _CubicBezierTiming(
            Double(point1.x), Double(point1.y), Double(point2.x), Double(point2.y))
        self.init(duration: duration, timing: .bezier(curve), animations: animations)
    }

    /// Makes an animator on a damped spring that settles by `duration` (UIKit's mapping, as in
    /// ``View/animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:options:animations:completion:)``,
    /// with no initial velocity).
    public convenience init(duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil) {
        let spring = _SpringTiming.uiKit(duration: duration, dampingRatio: Double(ratio), initialVelocity: 0)
        self.init(duration: duration, timing: .spring(spring), animations: animations)
    }

    /// Makes an animator and starts it, as UIKit's
    /// `runningPropertyAnimator(withDuration:delay:options:animations:completion:)`.
    public static func runningPropertyAnimator(
        withDuration duration: TimeInterval, delay: TimeInterval, options: View.AnimationOptions = [],
        animations: @escaping () -> Void, completion: ((ViewAnimatingPosition) -> Void)? = nil
    ) -> ViewPropertyAnimator {
        let animator = ViewPropertyAnimator(duration: duration, curve: options.curve, animations: animations)
        if let completion { animator.addCompletion(completion) }
        animator.startAnimation(afterDelay: delay)
        return animator
    }

    // MARK: State

    /// Whether the animator is inactive, active (running or paused) or stopped.
    public var state: ViewAnimatingState { storedState }

    /// Whether the animator is active and its timeline moves.
    public var isRunning: Bool { storedState == .active && group.isRunning }

    /// Whether the timeline runs backwards, to the start values. Settable while the animator is
    /// not stopped; a running animator turns around where it is.
    public var isReversed: Bool {
        get { group.isReversed }
        set {
            guard storedState != .stopped else { return }
            group.setReversed(newValue)
        }
    }

    /// How far along its timeline the animator is, 0…1 (time, before the curve). Setting it
    /// moves a paused animator there (an inactive one becomes active and paused first); a
    /// running or stopped animator ignores it.
    public var fractionComplete: CGFloat {
        get { CGFloat(group.fraction(at: group.now)) }
        set {
            guard newValue.isFinite else { return }
            if storedState == .inactive { pauseAnimation() }
            guard storedState == .active, !group.isRunning else { return }
            group.setFraction(Double(newValue))
        }
    }

    // MARK: Animations and completions

    /// Adds an animation block: it runs when the animator becomes active, or at once if it is.
    public func addAnimations(_ animation: @escaping () -> Void) {
        switch storedState {
        case .inactive: pendingAnimations.append(animation)
        case .active: record(animation)
        case .stopped: break
        }
    }

    /// Adds a block that runs when the animations end, with the position they ended at.
    public func addCompletion(_ completion: @escaping (ViewAnimatingPosition) -> Void) {
        group.completions.append(completion)
    }

    // MARK: Driving

    /// Starts the animations (or resumes them where they were paused).
    public func startAnimation() {
        startAnimation(afterDelay: 0)
    }

    /// Starts the animations after `delay` seconds (or resumes them after it).
    public func startAnimation(afterDelay delay: TimeInterval) {
        guard storedState != .stopped else { return }
        if storedState == .inactive { activate() }
        self.delay = delay
        group.run(after: delay)
    }

    /// Pauses the animations where they are (an inactive animator becomes active, paused at 0).
    public func pauseAnimation() {
        guard storedState != .stopped else { return }
        if storedState == .inactive { activate() }
        group.pause()
    }

    /// Stops the animations where they are: the model values become the values in flight.
    /// With `withoutFinishing`, the animator becomes inactive and no completion runs; otherwise
    /// it is ``ViewAnimatingState/stopped`` until ``finishAnimation(at:)``.
    public func stopAnimation(_ withoutFinishing: Bool) {
        guard storedState == .active else { return }
        group.pause()
        stoppedAnimations = group.animations
        group.settle(at: .current)
        _AnimationThreadState.unschedule(group)
        if withoutFinishing {
            storedState = .inactive
            stoppedAnimations = []
            group.completions = []
        } else {
            storedState = .stopped
        }
    }

    /// Finishes a stopped animator: the model values go to `position` (the start or end values
    /// of its animations, or stay where they stopped), it becomes inactive, and its completions
    /// run with `position`.
    public func finishAnimation(at position: ViewAnimatingPosition) {
        guard storedState == .stopped else { return }
        storedState = .inactive
        group.animations = stoppedAnimations
        stoppedAnimations = []
        group.finish(at: position, setsEndValues: true)
    }

    // MARK: Internals

    private var stoppedAnimations: [_PropertyAnimation] = []

    private func activate() {
        storedState = .active
        let blocks = pendingAnimations
        pendingAnimations = []
        for block in blocks { record(block) }
        group.onFinish = { [weak self] in self?.storedState = .inactive }
        _AnimationThreadState.schedule(group)
    }

    private func record(_ block: () -> Void) {
        let recorder = _AnimationThreadState.record(block)
        recorder.addAnimations(to: group)
        if group.clock == nil { group.clock = .system }
    }
}
