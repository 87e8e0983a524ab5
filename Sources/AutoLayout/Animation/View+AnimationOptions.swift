import Foundation

extension View {
    /// Options of ``View/animate(withDuration:delay:options:animations:completion:)``, as
    /// `UIView.AnimationOptions`, with UIKit's raw values.
    ///
    /// What this library acts on: the curve (the bits 16…19; ``curveEaseInOut``, the default, is
    /// 0), ``repeat`` and ``autoreverse``. The others are kept and have no effect: there is no
    /// touch handling to allow or block, animations are additive (each starts from where the
    /// in-flight ones put the view, as in UIKit since iOS 8), so ``beginFromCurrentState`` is
    /// what always happens, and no transitions are drawn.
    public struct AnimationOptions: OptionSet, Sendable, Hashable {
        /// The bits, as UIKit's.
        public let rawValue: UInt

        /// Makes options from UIKit's bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Lays out subviews at commit time so that they animate with their parent (kept).
        public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
        /// Lets the user interact with views while they animate (kept).
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
        /// Starts from the current presentation values (what additive animations always do).
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        /// Repeats the animation forever; its completion runs only if it is stopped.
        public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
        /// Runs the animation forward, then backward (each over the duration); with ``repeat``,
        /// back and forth forever. The model values are the final ones throughout, so the view
        /// lands on them at the end, as in UIKit.
        public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
        /// Uses this duration over an enclosing animation's (kept).
        public static let overrideInheritedDuration = AnimationOptions(rawValue: 1 << 5)
        /// Uses this curve over an enclosing animation's (kept).
        public static let overrideInheritedCurve = AnimationOptions(rawValue: 1 << 6)
        /// Redraws the content as it animates (kept).
        public static let allowAnimatedContent = AnimationOptions(rawValue: 1 << 7)
        /// Hides and shows views in transitions instead of removing them (kept).
        public static let showHideTransitionViews = AnimationOptions(rawValue: 1 << 8)
        /// Uses these options over an enclosing animation's (kept).
        public static let overrideInheritedOptions = AnimationOptions(rawValue: 1 << 9)

        /// Slow at both ends (the default; 0).
        public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
        /// Slow at the start.
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        /// Slow at the end.
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        /// Even.
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)

        /// No transition (0; kept).
        public static let transitionNone = AnimationOptions(rawValue: 0 << 20)
        /// A flip from the left (kept; not drawn).
        public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 20)
        /// A flip from the right (kept; not drawn).
        public static let transitionFlipFromRight = AnimationOptions(rawValue: 2 << 20)
        /// A page curl up (kept; not drawn).
        public static let transitionCurlUp = AnimationOptions(rawValue: 3 << 20)
        /// A page curl down (kept; not drawn).
        public static let transitionCurlDown = AnimationOptions(rawValue: 4 << 20)
        /// A cross-dissolve (kept; not drawn).
        public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
        /// A flip from the top (kept; not drawn).
        public static let transitionFlipFromTop = AnimationOptions(rawValue: 6 << 20)
        /// A flip from the bottom (kept; not drawn).
        public static let transitionFlipFromBottom = AnimationOptions(rawValue: 7 << 20)

        /// The display's frame rate (0; kept).
        public static let preferredFramesPerSecondDefault = AnimationOptions(rawValue: 0 << 24)
        /// 60 frames a second (kept).
        public static let preferredFramesPerSecond60 = AnimationOptions(rawValue: 3 << 24)
        /// 30 frames a second (kept).
        public static let preferredFramesPerSecond30 = AnimationOptions(rawValue: 7 << 24)

        /// The curve the options name (bits 16…19; ease in-out when 0).
        public var curve: AnimationCurve {
            AnimationCurve(rawValue: Int((rawValue >> 16) & 0xF)) ?? .easeInOut
        }
    }
}
