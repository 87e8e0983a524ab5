import Foundation

/// Manages a view and its layout, as UIKit's `UIViewController`.
///
/// Its ``view`` is made on first use by ``loadView()``, then ``viewDidLoad()`` runs. During
/// layout, the update pass calls ``updateViewConstraints()`` for the root view, and the layout
/// pass calls ``viewWillLayoutSubviews()``, the root view's `layoutSubviews()`, then
/// ``viewDidLayoutSubviews()``.
open class ViewController {
    var storedView: View?
    weak var storedParent: ViewController?
    var storedChildren: [ViewController] = []

    /// Insets added to the safe area of the root view (for bars the controller draws itself).
    /// Insets that are not finite are refused (reported as ``LayoutError/invalidValue(_:)``); the
    /// old ones stay.
    public var additionalSafeAreaInsets = EdgeInsets.zero {
        didSet {
            guard additionalSafeAreaInsets.isUsable else {
                LayoutDiagnostics.report(
                    .invalidValue("\(storedView?.debugName ?? "view controller").additionalSafeAreaInsets = "
                        + additionalSafeAreaInsets.description),
                    about: storedView)
                additionalSafeAreaInsets = oldValue
                return
            }
            guard additionalSafeAreaInsets != oldValue, let view = storedView else { return }
            view.safeAreaInsetsDidChange()
            view.marginsInputsDidChange()
            // The safe areas below add these insets too.
            view.systemGuidesMayHaveChanged()
        }
    }

    /// Whether the root view's margins are at least ``systemMinimumLayoutMargins`` (default
    /// true).
    public var viewRespectsSystemMinimumLayoutMargins = true {
        didSet { storedView?.marginsInputsDidChange() }
    }

    /// The name of the nib the controller would load its view from, as given to
    /// ``init(nibName:bundle:)``. Information only: there are no nibs here (``loadView()``
    /// makes the view; a layout document can build it).
    public let nibName: String?

    /// The bundle given to ``init(nibName:bundle:)``. Information only, as ``nibName``.
    public let nibBundle: Bundle?

    /// Whether the controller's view is in a window that shows it: between
    /// ``viewWillAppear(_:)`` and ``viewWillDisappear(_:)``.
    var isAppearing = false
    /// Whether ``viewDidAppear(_:)`` is still owed (it is called at the end of the window's next
    /// ``Window/flush()``, after the first layout and display).
    var owesDidAppear = false

    /// Makes a view controller without a nib, as UIKit's `init()`: a convenience initialiser
    /// (a subclass's own initialiser calls ``init(nibName:bundle:)``, as in UIKit, and may be
    /// named `init()` without `override`).
    public convenience init() {
        self.init(nibName: nil, bundle: nil)
    }

    /// Makes a view controller, as UIKit's designated initialiser. `nibName` and `bundle` are
    /// kept (``nibName``, ``nibBundle``) but nothing is loaded from them: there are no nib files
    /// on this platform (docs/porting-from-uikit.md), so ``loadView()`` makes the view as for a
    /// controller without a nib.
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        nibName = nibNameOrNil
        nibBundle = nibBundleOrNil
    }

    /// Makes a view controller, as UIKit's `init?(coder:)` from a storyboard. Nothing is read
    /// from `coder` (there are no storyboard archives here); the initialiser exists, required
    /// as in UIKit, so that subclasses written for UIKit compile unchanged. It never fails.
    public required init?(coder: NSCoder) {
        nibName = nil
        nibBundle = nil
    }

    /// The root view, loaded on first access.
    public var view: View! {
        get {
            loadViewIfNeeded()
            return storedView
        }
        set {
            storedView?.owningViewController = nil
            // A controller adds its safe area insets and minimum margins to its view.
            storedView?.systemGuidesMayHaveChanged()
            storedView = newValue
            newValue?.owningViewController = self
            newValue?.systemGuidesMayHaveChanged()
        }
    }

    /// Whether the view was loaded.
    public var isViewLoaded: Bool { storedView != nil }

    /// Loads the view now if it was not.
    public func loadViewIfNeeded() {
        guard storedView == nil else { return }
        loadView()
        if storedView == nil { view = View() }
        viewDidLoad()
    }

    /// Makes the root view; override to make your own (assign ``view``, do not call `super`).
    open func loadView() {
        view = View()
    }

    /// Called after the view was loaded.
    open func viewDidLoad() {}

    // MARK: Appearance (see Window.rootViewController and Window.flush())

    /// Called when the view is about to be shown: when it becomes the root of a window that is
    /// visible (``Window/makeKeyAndVisible()``), or when the window with it as root is made
    /// visible. Before the layout pass that first places the view, as in UIKit. `animated` is
    /// false (no transition animates here). Call `super`.
    open func viewWillAppear(_ animated: Bool) {}

    /// Called after the view was shown: at the end of the window's next ``Window/flush()`` (the
    /// run loop's turn) after ``viewWillAppear(_:)``, once it was laid out and drawn, as UIKit
    /// calls it after the first commit. Call `super`.
    open func viewDidAppear(_ animated: Bool) {}

    /// Called when the view is about to leave the screen: its window's root controller is being
    /// replaced. Call `super`.
    open func viewWillDisappear(_ animated: Bool) {}

    /// Called after the view left the screen (removed from the window). Call `super`.
    open func viewDidDisappear(_ animated: Bool) {}

    // MARK: Traits and transitions (see Window+Transition.swift)

    /// The traits of the controller's window (the default traits outside one), as UIKit's
    /// `traitCollection`.
    open var traitCollection: TraitCollection { storedView?.traitCollection ?? TraitCollection() }

    /// Called when the traits of the controller's window changed (a rotation, a size class or
    /// content size change), after the views heard of it, as UIKit's `traitCollectionDidChange(_:)`.
    /// Call `super`.
    open func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {}

    /// Called before the window's size changes in ``Window/transition(to:traitCollection:safeAreaInsets:)``
    /// (a rotation), as UIKit's `viewWillTransition(to:with:)`: `size` is the new size of the root
    /// view. Work given to the coordinator's `animate(alongsideTransition:completion:)` runs
    /// once the new size is laid out. Call `super`: it passes the call to the children.
    open func viewWillTransition(to size: CGSize, with coordinator: ViewControllerTransitionCoordinator) {
        for child in storedChildren { child.viewWillTransition(to: size, with: coordinator) }
    }

    /// The controller's part of the update pass; the default updates the root view's
    /// constraints. Call `super` as the last step.
    open func updateViewConstraints() {
        storedView?.updateConstraints()
    }

    /// Called before the root view lays out its subviews.
    open func viewWillLayoutSubviews() {}

    /// Called after the root view laid out its subviews.
    open func viewDidLayoutSubviews() {}

    /// The least margins of the root view: 16 points leading and trailing in a compact width,
    /// 20 in a regular one, 0 top and bottom (UIKit's iPhone values).
    public var systemMinimumLayoutMargins: DirectionalEdgeInsets {
        let regular = storedView?.window?.traitCollection.horizontalSizeClass == .regular
        let side: CGFloat = regular ? 20 : 16
        return DirectionalEdgeInsets(top: 0, leading: side, bottom: 0, trailing: side)
    }

    // MARK: Containment

    /// The controller that contains this one.
    public var parent: ViewController? { storedParent }

    /// The controllers this one contains.
    public var children: [ViewController] { storedChildren }

    /// Adds a child controller (then add its view where it belongs, and call
    /// `didMove(toParent:)` on it).
    public func addChild(_ child: ViewController) {
        guard child.storedParent !== self else { return }
        child.removeFromParent()
        child.willMove(toParent: self)
        storedChildren.append(child)
        child.storedParent = self
    }

    /// Removes the controller from its parent (call `willMove(toParent: nil)` and remove its
    /// view first).
    public func removeFromParent() {
        guard let parent = storedParent else { return }
        parent.storedChildren.removeAll { $0 === self }
        storedParent = nil
        didMove(toParent: nil)
    }

    /// Called before the controller moves to another parent (or nil).
    open func willMove(toParent parent: ViewController?) {}

    /// Called after the controller moved to another parent (or nil).
    open func didMove(toParent parent: ViewController?) {}
}
