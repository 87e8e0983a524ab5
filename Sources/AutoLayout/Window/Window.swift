import Foundation

/// The root of a view hierarchy, as UIKit's `UIWindow`: it owns the layout engine of its
/// tree, has a size and a scale, and gives its views their traits and safe area.
///
/// ``flush()`` is the run loop's turn: the completions of the animations that are done (on the
/// window's ``animationClock``), the update pass, the solve, the layout pass, then the display
/// phase; ``layoutIfNeeded()`` stops after the layout pass, as in UIKit.
open class Window: View {
    var storedSafeAreaInsets = EdgeInsets.zero
    var storedTraits: TraitCollection
    var storedRootViewController: ViewController?
    var storedAnimationClock: AnimationClock?

    /// Makes a window of a size, with traits (left to right, scale 2 by default).
    public init(frame: CGRect, traitCollection: TraitCollection = TraitCollection()) {
        storedTraits = traitCollection
        super.init(frame: frame)
        translatesAutoresizingMaskIntoConstraints = true
    }

    /// Makes an empty window.
    public convenience init() {
        self.init(frame: .zero)
    }

    /// The window's traits; views inherit the layout direction from here.
    open override var traitCollection: TraitCollection {
        get { storedTraits }
        set {
            let old = storedTraits
            storedTraits = newValue
            if old.layoutDirection != newValue.layoutDirection {
                forEachViewInSubtree { view in
                    if view.storedSemanticContentAttribute.forcedDirection == nil { view.setNeedsLayout() }
                }
                layoutDirectionDidChange()
            }
            if old.horizontalSizeClass != newValue.horizontalSizeClass {
                storedRootViewController?.view.marginsInputsDidChange()
                // Every view controller's minimum margins follow the size class.
                systemGuidesMayHaveChanged()
            }
            if old != newValue {
                forEachViewInSubtree { $0.traitCollectionDidChange(old) }
            }
        }
    }

    /// Points to pixels (the trait collection's display scale). Setting it changes the traits,
    /// so views hear of it through `traitCollectionDidChange(_:)` like any other trait.
    public var scale: CGFloat {
        get { storedTraits.displayScale }
        set {
            var traits = storedTraits
            traits.displayScale = newValue
            traitCollection = traits
        }
    }

    override var ownLayoutDirection: UserInterfaceLayoutDirection? { storedTraits.layoutDirection }

    /// The window's safe area insets: where bars, the notch and the home indicator are. Set
    /// them from a device profile; views below derive theirs from these. Insets that are not
    /// finite are refused (reported as ``LayoutError/invalidValue(_:)``); the old ones stay.
    open override var safeAreaInsets: EdgeInsets {
        get { storedSafeAreaInsets }
        set {
            guard newValue != storedSafeAreaInsets, accepts(newValue.isUsable, "safeAreaInsets", newValue.description)
            else { return }
            storedSafeAreaInsets = newValue
            forEachViewInSubtree { view in
                if view.storedSafeAreaGuide != nil || view.storedMarginsGuide != nil {
                    view.safeAreaInsetsDidChange()
                    view.setNeedsLayout()
                }
            }
            systemGuidesMayHaveChanged()
            setNeedsLayout()
        }
    }

    /// The view controller whose view fills the window.
    public var rootViewController: ViewController? {
        get { storedRootViewController }
        set {
            if let old = storedRootViewController, old !== newValue, old.isViewLoaded {
                old.view.removeFromSuperview()
            }
            storedRootViewController = newValue
            guard let controller = newValue else { return }
            let view = controller.view!
            view.translatesAutoresizingMaskIntoConstraints = true
            view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            view.frame = bounds
            addSubview(view)
        }
    }

    /// The time the animations of the window's views run on (see ``AnimationClock``): real
    /// time unless set; set ``AnimationClock/manual(startingAt:)`` to step it by hand.
    public var animationClock: AnimationClock {
        get {
            if let clock = storedAnimationClock { return clock }
            let clock = AnimationClock.system
            storedAnimationClock = clock
            return clock
        }
        set { storedAnimationClock = newValue }
    }

    /// Runs the layout cycle now, like the run loop's turn: first the completions of the
    /// animations that are done at their clocks' time (of this thread, in the order they
    /// started), then the update pass, the solve and the layout pass (``layoutIfNeeded()``),
    /// then the display phase (``displayIfNeeded()``), in which the views that need display
    /// record their drawing.
    public func flush() {
        _AnimationThreadState.finishDueGroups()
        layoutIfNeeded()
        displayIfNeeded()
    }
}
