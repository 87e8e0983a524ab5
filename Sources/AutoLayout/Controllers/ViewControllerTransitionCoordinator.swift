import Foundation

/// What a size transition (a rotation) gives ``ViewController/viewWillTransition(to:with:)``, as
/// UIKit's `UIViewControllerTransitionCoordinator`: work to run alongside the transition and when
/// it completes. There is no animation: alongside work runs once the new size is laid out, then
/// the completions, in the order they were given.
public final class ViewControllerTransitionCoordinator {
    /// The context handed to the blocks, as UIKit's `UIViewControllerTransitionCoordinatorContext`.
    public struct Context: Sendable {
        /// Whether the transition animates: always false here.
        public let isAnimated: Bool
        /// Whether the transition was cancelled: always false here.
        public let isCancelled: Bool
        /// How long the transition lasts: 0 here.
        public let transitionDuration: TimeInterval
    }

    var alongside: [(Context) -> Void] = []
    var completions: [(Context) -> Void] = []

    init() {}

    /// Whether the transition animates: false (UIKit's `isAnimated`).
    public var isAnimated: Bool { false }

    /// Adds work to run alongside the transition and when it completes; returns true (the
    /// work will run), as UIKit's method.
    @discardableResult
    public func animate(
        alongsideTransition animation: ((Context) -> Void)?, completion: ((Context) -> Void)? = nil
    ) -> Bool {
        if let animation { alongside.append(animation) }
        if let completion { completions.append(completion) }
        return true
    }

    /// Runs the work given: alongside, then completions.
    func finish() {
        let context = Context(isAnimated: false, isCancelled: false, transitionDuration: 0)
        for work in alongside { work(context) }
        for work in completions { work(context) }
        alongside = []
        completions = []
    }
}
