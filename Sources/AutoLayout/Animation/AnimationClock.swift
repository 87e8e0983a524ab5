import Foundation

/// The time animations run on: real time, or a clock a test moves by hand.
///
/// A window reads its ``Window/animationClock`` (real time unless set): animations of its views
/// start at the clock's ``now``, their presentation values are read at it, and each
/// ``Window/flush()`` (the run loop's turn) runs the completions that are due at it. With a
/// manual clock, time stands still between calls to ``advance(by:)``, so what a test sees is
/// the same on every run:
///
/// ```swift
/// let clock = AnimationClock.manual()
/// window.animationClock = clock
/// View.animate(withDuration: 1) { view.frame.origin.x = 100 }
/// clock.advance(by: 0.5)
/// view.presentationFrame.origin.x      // 50, on the ease-in-out curve's midpoint
/// ```
public final class AnimationClock {
    /// Where the time comes from.
    private enum Source {
        case system
        case manual(TimeInterval)
    }

    private var source: Source

    private init(source: Source) {
        self.source = source
    }

    /// A clock on real time (the system's monotonic clock, in seconds since an unspecified
    /// moment). Every system clock reads the same time.
    public static var system: AnimationClock { AnimationClock(source: .system) }

    /// A clock that stands at `time` (0 unless given) and moves only by ``advance(by:)`` or
    /// ``now`` being set.
    public static func manual(startingAt time: TimeInterval = 0) -> AnimationClock {
        AnimationClock(source: .manual(time))
    }

    /// Whether the clock is moved by hand.
    public var isManual: Bool {
        if case .manual = source { return true }
        return false
    }

    /// The time, in seconds. Setting it moves a manual clock (backwards too); a real-time clock
    /// ignores it.
    public var now: TimeInterval {
        get {
            switch source {
            case .system: ProcessInfo.processInfo.systemUptime
            case .manual(let time): time
            }
        }
        set {
            guard isManual, newValue.isFinite else { return }
            source = .manual(newValue)
        }
    }

    /// Moves a manual clock forward by `seconds` (a real-time clock ignores it; so is a
    /// negative or non-finite step). Nothing runs until the next turn (``Window/flush()``).
    public func advance(by seconds: TimeInterval) {
        guard case .manual(let time) = source, seconds >= 0, seconds.isFinite else { return }
        source = .manual(time + seconds)
    }
}
