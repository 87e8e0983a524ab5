import Foundation

/// Animations that share a timeline: those of one `View.animate` block, or of one
/// `ViewPropertyAnimator`.
///
/// The timeline is a linear fraction of the duration: `anchorFraction` held at `anchorTime`
/// (the clock's time after the delay), and moves from there at one duration per second while
/// the group runs (backwards when reversed). With `autoreverses` it counts 0…2 (there and back),
/// with `repeats` without end. The animations' progress is the timing function at that fraction.
final class _AnimationGroup {
    let timing: _TimingFunction
    let duration: TimeInterval
    let repeats: Bool
    let autoreverses: Bool
    /// Whether a group with no animations is done at once (`View.animate`, whose completion then
    /// runs at the next turn, as UIKit's does), rather than after its duration (an animator).
    let endsAtOnceWhenEmpty: Bool
    var clock: AnimationClock?
    var animations: [_PropertyAnimation] = []
    var completions: [(ViewAnimatingPosition) -> Void] = []
    private(set) var isRunning = false
    private(set) var isReversed = false
    private var anchorTime: TimeInterval = 0
    private var anchorFraction: Double = 0
    /// Runs when the group finishes, before its completions (an animator becomes inactive).
    var onFinish: (() -> Void)?
    /// Whether the group is in its thread's run loop.
    var isScheduled = false

    init(timing: _TimingFunction, duration: TimeInterval, repeats: Bool = false, autoreverses: Bool = false,
         endsAtOnceWhenEmpty: Bool) {
        self.timing = timing
        self.duration = duration.isFinite ? max(duration, 0) : 0
        self.repeats = repeats
        self.autoreverses = autoreverses
        self.endsAtOnceWhenEmpty = endsAtOnceWhenEmpty
    }

    var now: TimeInterval { clock?.now ?? 0 }

    /// The end of the timeline in durations: 2 when it autoreverses, else 1.
    private var span: Double { autoreverses ? 2 : 1 }

    /// Where the timeline is, in durations, unclamped.
    private func position(at time: TimeInterval) -> Double {
        guard isRunning else { return anchorFraction }
        let elapsed = max(0, time - anchorTime)
        let step: Double = duration > 0 ? elapsed / duration : (elapsed >= 0 ? .infinity : 0)
        return isReversed ? anchorFraction - step : anchorFraction + step
    }

    /// The fraction 0…1 of the curve at `time` (there and back with `autoreverses`).
    func fraction(at time: TimeInterval) -> Double {
        var value = position(at: time)
        if repeats, value.isFinite {
            value = value.truncatingRemainder(dividingBy: span)
            if value < 0 { value += span }
        }
        value = min(max(value, 0), span)
        return value > 1 ? 2 - value : value
    }

    /// The progress of the animations at `time`: the timing function at ``fraction(at:)``.
    func progress(at time: TimeInterval) -> Double {
        timing.progress(atFraction: fraction(at: time), duration: duration)
    }

    /// Whether the timeline has run out at `time`: the group finishes at the next turn.
    func isDue(at time: TimeInterval) -> Bool {
        if animations.isEmpty && endsAtOnceWhenEmpty { return true }
        guard isRunning, !repeats else { return false }
        let value = position(at: time)
        return isReversed ? value <= 0 : value >= span
    }

    /// Where the group ends when its timeline runs out.
    var naturalEnd: ViewAnimatingPosition { isReversed ? .start : .end }

    /// Runs from the current fraction, after `delay` seconds.
    func run(after delay: TimeInterval = 0) {
        let time = now
        anchorFraction = min(max(position(at: time), 0), span)
        anchorTime = time + (delay.isFinite ? max(delay, 0) : 0)
        isRunning = true
    }

    /// Stops the timeline where it is.
    func pause() {
        anchorFraction = min(max(position(at: now), 0), span)
        isRunning = false
    }

    /// Moves the paused timeline to a fraction.
    func setFraction(_ fraction: Double) {
        let time = now
        anchorFraction = min(max(fraction, 0), 1)
        anchorTime = time
    }

    /// Turns the timeline around where it is.
    func setReversed(_ reversed: Bool) {
        guard reversed != isReversed else { return }
        if isRunning {
            let time = now
            anchorFraction = min(max(position(at: time), 0), span)
            anchorTime = max(time, anchorTime)
        }
        isReversed = reversed
    }

    /// Ends the group: its animations leave their layers and the model values go to `position`,
    /// then the completions run. The final values are the model values already, and are set
    /// again only with `setsEndValues` (after a stop): a layout since may have moved the view on.
    func finish(at position: ViewAnimatingPosition, setsEndValues: Bool = false) {
        settle(at: position, setsEndValues: setsEndValues)
        _AnimationThreadState.unschedule(self)
        isRunning = false
        onFinish?()
        onFinish = nil
        let pending = completions
        completions = []
        for completion in pending { completion(position) }
    }

    /// Puts the model values at `position` and takes the animations off their layers.
    func settle(at position: ViewAnimatingPosition, setsEndValues: Bool = false) {
        let ending = animations
        animations = []
        var targets: [(View, CGRect, CGFloat)] = []
        switch position {
        case .end:
            guard setsEndValues else { break }
            for animation in ending { if let view = animation.view { targets.append((view, animation.toFrame, animation.toAlpha)) } }
        case .start:
            // The first animation of a view holds its earliest values: set last, it wins.
            for animation in ending.reversed() {
                if let view = animation.view { targets.append((view, animation.fromFrame, animation.fromAlpha)) }
            }
        case .current:
            for animation in ending {
                if let view = animation.view { targets.append((view, view.presentationFrame, view.presentationAlpha)) }
            }
        }
        for animation in ending { animation.detach() }
        _AnimationThreadState.withoutRecording {
            for (view, frame, alpha) in targets {
                view.frame = frame
                view.alpha = alpha
            }
        }
    }
}

