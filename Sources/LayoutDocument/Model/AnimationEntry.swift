import AutoLayout
import Foundation
import LayoutFormats

/// A change a document animates (its `animations:` list, docs/layout-documents.md): a
/// constraint's constant, named by the constraint's `identifier`, or a view's alpha, over a
/// duration after a delay, along a curve or a spring.
///
/// ```yaml
/// animations:
///   - constraint: redY        # {constraint: "…", identifier: redY} in a view's constraints
///     constant: 200
///     duration: 1.5
///     curve: easeInOut        # easeInOut (default), easeIn, easeOut, linear, or spring
///   - view: badge
///     alpha: 0
///     duration: 0.5
///     delay: 1
///     curve: spring
///     damping: 0.5            # the spring's damping ratio (1 unless given)
///     velocity: 0             # its initial velocity, in distances per second (0 unless given)
/// ```
public struct AnimationEntry: Sendable {
    /// What an entry changes.
    public enum Change: Sendable {
        /// The constant of the constraint with this identifier.
        case constant(identifier: Located<String>, value: Double)
        /// The alpha of the named view.
        case alpha(view: Located<String>, value: Double)
    }

    /// How progress follows time.
    public enum Timing: Sendable, Equatable {
        /// One of UIKit's curves.
        case curve(View.AnimationCurve)
        /// UIKit's spring of a damping ratio and an initial velocity (settling by the duration).
        case spring(dampingRatio: Double, initialVelocity: Double)
    }

    /// What changes.
    public var change: Change
    /// Seconds the change takes (≥ 0).
    public var duration: Double
    /// Seconds before it starts (≥ 0).
    public var delay: Double
    /// The curve or spring.
    public var timing: Timing
    /// Where the entry is written.
    public var location: SourceLocation

    /// Makes an entry.
    public init(change: Change, duration: Double, delay: Double = 0, timing: Timing = .curve(.easeInOut), location: SourceLocation) {
        self.change = change
        self.duration = duration
        self.delay = delay
        self.timing = timing
        self.location = location
    }
}
