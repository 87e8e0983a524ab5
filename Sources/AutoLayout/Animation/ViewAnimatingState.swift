/// The state of an animator, as `UIViewAnimatingState`.
public enum ViewAnimatingState: Int, Sendable {
    /// Not started, or finished: its animations are not running (the start state).
    case inactive = 0
    /// Started or paused: its animations are in flight.
    case active = 1
    /// Stopped without finishing: ``ViewPropertyAnimator/finishAnimation(at:)`` is due.
    case stopped = 2
}
