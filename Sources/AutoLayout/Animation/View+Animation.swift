import Foundation

extension View {
    // MARK: Animating changes

    /// Animates the changes `animations` makes to frames and alphas, as UIKit's
    /// `UIView.animate(withDuration:delay:options:animations:completion:)`.
    ///
    /// The block runs at once. Each view whose frame or alpha it changes — set directly, or by a
    /// layout pass it runs (`layoutIfNeeded()`) — keeps its new values as its model values at
    /// once, as in UIKit, and its presentation values (``presentationFrame``,
    /// ``presentationAlpha``, what ``render(in:)`` draws) move from the old values to the new
    /// over `duration` seconds after `delay`, along the curve of `options`. Changes the block
    /// only asks for (a constraint's constant set without a layout pass in the block) happen in
    /// the next turn's layout pass, unanimated.
    ///
    /// The time is the ``Window/animationClock`` of the first changed view's window (real time
    /// outside a window). `completion` runs in the first turn (``Window/flush()``, before its
    /// layout pass) at which the animations are done, with `true`; at the next turn when the
    /// block changed nothing or the duration is not positive.
    public static func animate(
        withDuration duration: TimeInterval, delay: TimeInterval, options: AnimationOptions = [],
        animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        let group = _AnimationGroup(
            timing: _TimingFunction(options.curve), duration: duration, repeats: options.contains(.repeat),
            autoreverses: options.contains(.autoreverse), endsAtOnceWhenEmpty: true)
        run(animations, in: group, delay: delay, completion: completion)
    }

    /// Animates the changes `animations` makes over `duration` seconds with the ease-in-out
    /// curve, then runs `completion` (see ``animate(withDuration:delay:options:animations:completion:)``).
    public static func animate(
        withDuration duration: TimeInterval, animations: @escaping () -> Void, completion: ((Bool) -> Void)?
    ) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: completion)
    }

    /// Animates the changes `animations` makes over `duration` seconds with the ease-in-out
    /// curve (see ``animate(withDuration:delay:options:animations:completion:)``).
    public static func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: nil)
    }

    /// Animates the changes `animations` makes with a damped spring, as UIKit's
    /// `animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:options:animations:completion:)`.
    ///
    /// The spring has mass 1 and the stiffness that lets it settle (its envelope within 0.001 of
    /// the distance) by `duration`, UIKit's mapping as Framer reconstructed it (see
    /// `_SpringTiming.uiKit`): `dampingRatio` (clamped to 0.01…1) of 1 comes to rest without
    /// overshoot, lower values oscillate; `velocity` is in distances per second (1 covers the
    /// whole change in one second). The spring is solved in closed form at each time; the
    /// animation ends at `duration`. The curve bits of `options` are ignored.
    public static func animate(
        withDuration duration: TimeInterval, delay: TimeInterval, usingSpringWithDamping dampingRatio: CGFloat,
        initialSpringVelocity velocity: CGFloat, options: AnimationOptions = [], animations: @escaping () -> Void,
        completion: ((Bool) -> Void)? = nil
    ) {
        let spring = _SpringTiming.uiKit(
            duration: duration, dampingRatio: Double(dampingRatio), initialVelocity: Double(velocity))
        let group = _AnimationGroup(
            timing: .spring(spring), duration: duration, repeats: options.contains(.repeat),
            autoreverses: options.contains(.autoreverse), endsAtOnceWhenEmpty: true)
        run(animations, in: group, delay: delay, completion: completion)
    }

    /// Runs `changes` without animating them, even inside an animation block, as UIKit's
    /// `performWithoutAnimation(_:)`.
    public static func performWithoutAnimation(_ changes: () -> Void) {
        _ = _AnimationThreadState.record(disabled: true, changes)
    }

    /// Records `animations` into `group` and starts it.
    private static func run(
        _ animations: () -> Void, in group: _AnimationGroup, delay: TimeInterval, completion: ((Bool) -> Void)?
    ) {
        let animates = group.duration > 0
        let recorder = _AnimationThreadState.record(disabled: !animates, animations)
        if animates { recorder.addAnimations(to: group) }
        if let completion { group.completions.append { _ in completion(true) } }
        group.run(after: delay)
        _AnimationThreadState.schedule(group)
    }

    // MARK: Presentation values

    /// The frame as it is drawn now, as the presentation layer's (`layer.presentation()?.frame`
    /// in UIKit): the model ``frame`` while nothing animates it, else the in-flight frame at its
    /// clock's time.
    ///
    /// - Complexity: O(animations of the view in flight).
    public var presentationFrame: CGRect {
        guard let layer = storedLayer, !layer.animations.isEmpty else { return storedFrame }
        var frame = storedFrame
        for animation in layer.animations {
            let group = animation.group
            let remaining = 1 - group.progress(at: group.now)
            frame.origin.x += (animation.fromFrame.origin.x - animation.toFrame.origin.x) * remaining
            frame.origin.y += (animation.fromFrame.origin.y - animation.toFrame.origin.y) * remaining
            frame.size.width += (animation.fromFrame.size.width - animation.toFrame.size.width) * remaining
            frame.size.height += (animation.fromFrame.size.height - animation.toFrame.size.height) * remaining
        }
        return frame
    }

    /// The alpha as it is drawn now: the model ``alpha`` while nothing animates it, else the
    /// in-flight one (clamped to 0…1).
    ///
    /// - Complexity: O(animations of the view in flight).
    public var presentationAlpha: CGFloat {
        guard let layer = storedLayer, !layer.animations.isEmpty else { return alpha }
        var value = layer.opacity
        for animation in layer.animations {
            let group = animation.group
            value += (animation.fromAlpha - animation.toAlpha) * (1 - group.progress(at: group.now))
        }
        return min(max(value, 0), 1)
    }

    /// Whether animations of the view are in flight (started and not finished).
    public var hasAnimationsInFlight: Bool { !(storedLayer?.animations.isEmpty ?? true) }

    /// Notes the frame before a change for the animation block being recorded on this thread.
    /// Out of line: the layout pass inlines `frameDidChange(from:byEngine:)`, and this would
    /// make it too large to inline.
    @inline(never)
    func noteFrameChangeForAnimation(from old: CGRect) {
        noteChangeForAnimation(frame: old, alpha: alpha)
    }

    /// Notes the values before a change for the animation block being recorded on this thread.
    func noteChangeForAnimation(frame: CGRect, alpha: CGFloat) {
        _AnimationThreadState.activeRecorder?.note(self, frame: frame, alpha: alpha)
    }
}
