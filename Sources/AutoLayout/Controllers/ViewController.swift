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

    /// Makes a view controller.
    public init() {}

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
