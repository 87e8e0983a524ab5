/// Where an animator's animations ended, as `UIViewAnimatingPosition`: handed to its
/// completions.
public enum ViewAnimatingPosition: Int, Sendable {
    /// At their final values.
    case end = 0
    /// At their starting values.
    case start = 1
    /// Where they were when the animator was stopped.
    case current = 2
}
