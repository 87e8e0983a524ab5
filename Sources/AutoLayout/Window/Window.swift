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
    var storedKeyboardHeight: CGFloat = 0
    var storedIsKeyWindow = false

    /// Makes a window of a size, with traits (left to right, scale 2 by default).
    public init(frame: CGRect, traitCollection: TraitCollection = TraitCollection()) {
        storedTraits = traitCollection
        super.init(frame: frame)
        translatesAutoresizingMaskIntoConstraints = true
    }

    /// As ``View/init(coder:)``: an empty window with the default traits; nothing is read from
    /// `coder`. Never fails.
    public required init?(coder: NSCoder) {
        storedTraits = TraitCollection()
        super.init(coder: coder)
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
            if old.readableContentWidth != newValue.readableContentWidth { readableContentWidthMayHaveChanged() }
            if old != newValue {
                forEachViewInSubtree { $0.traitCollectionDidChange(old) }
                // Controllers hear of it after their views, as in UIKit.
                storedRootViewController?.forEachInTree { $0.traitCollectionDidChange(old) }
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
    ///
    /// In a window made visible (``makeKeyAndVisible()``), replacing it runs UIKit's appearance
    /// callbacks: the new controller's view loads (`loadView`, `viewDidLoad`), the old one's
    /// `viewWillDisappear(_:)`, the new one's `viewWillAppear(_:)`, the old view leaves
    /// (`viewDidDisappear(_:)`), and the new one's `viewDidAppear(_:)` comes at the end of the
    /// next ``flush()``, after its first layout and display.
    public var rootViewController: ViewController? {
        get { storedRootViewController }
        set {
            let old = storedRootViewController
            let replaced = old.flatMap { $0 !== newValue && $0.isViewLoaded ? $0 : nil }
            // The new view loads first, as UIKit loads it when it is assigned.
            let view = newValue?.view
            if let replaced, replaced.isAppearing { replaced.viewWillDisappear(false) }
            storedRootViewController = newValue
            if let controller = newValue, let view {
                view.translatesAutoresizingMaskIntoConstraints = true
                view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
                view.frame = bounds
                if storedIsKeyWindow, !controller.isAppearing { controller.beginAppearance() }
            }
            if let replaced {
                replaced.view.removeFromSuperview()
                if replaced.isAppearing { replaced.endAppearance() }
            }
            if let view { addSubview(view) }
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

    /// Whether ``makeKeyAndVisible()`` was called: the window shows its root controller.
    public var isKeyWindow: Bool { storedIsKeyWindow }

    /// Shows the window, as UIKit's method: the root controller's `viewWillAppear(_:)` now, its
    /// `viewDidAppear(_:)` at the end of the next ``flush()``.
    public func makeKeyAndVisible() {
        isHidden = false
        guard !storedIsKeyWindow else { return }
        storedIsKeyWindow = true
        if let controller = storedRootViewController, !controller.isAppearing { controller.beginAppearance() }
    }

    /// Runs the layout cycle now, like the run loop's turn: first the completions of the
    /// animations that are done at their clocks' time (of this thread, in the order they
    /// started), then the update pass, the solve and the layout pass (``layoutIfNeeded()``),
    /// then the display phase (``displayIfNeeded()``), in which the views that need display
    /// record their drawing; then a root controller shown since the last turn hears
    /// `viewDidAppear(_:)`.
    public func flush() {
        _AnimationThreadState.finishDueGroups()
        layoutIfNeeded()
        displayIfNeeded()
        if let controller = storedRootViewController, controller.owesDidAppear {
            controller.owesDidAppear = false
            controller.viewDidAppear(false)
        }
    }
}
