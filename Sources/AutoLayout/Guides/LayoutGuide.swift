import Foundation

/// A rectangle that takes part in layout without drawing, as UIKit's `UILayoutGuide`: add one to
/// a view with ``View/addLayoutGuide(_:)`` and constrain it like a view (to make equal gaps,
/// or to group views). Its ``layoutFrame`` is in the owning view's coordinate space.
///
/// Views also have system guides: ``View/layoutMarginsGuide`` and ``View/safeAreaLayoutGuide``.
open class LayoutGuide: LayoutItem {
    /// The owner keeps its guides alive; a guide does not keep its owner alive (the owner clears
    /// this when it goes away).
    @exclusivity(unchecked) unowned(unsafe) var storedOwningView: View?
    /// What the guide is when the system made it.
    let systemRole: SystemGuideRole?

    /// Makes a guide; add it to a view before constraining it.
    public override init() {
        systemRole = nil
        super.init()
    }

    init(systemRole: SystemGuideRole) {
        self.systemRole = systemRole
        super.init()
        identifier = systemRole.identifier
    }

    /// The view the guide belongs to.
    public var owningView: View? { storedOwningView }

    override var layoutParent: View? { storedOwningView }
    override var anchoringView: View? { storedOwningView }

    override var layoutDirection: UserInterfaceLayoutDirection {
        storedOwningView?.effectiveUserInterfaceLayoutDirection ?? .leftToRight
    }

    /// The guide's rectangle in its owning view's coordinate space, as the last layout computed
    /// it (zero before the owning view's tree has been laid out).
    public var layoutFrame: CGRect {
        guard let root = layoutRoot, let engine = root.existingEngine else { return .zero }
        engine.refreshValues()
        return engine.frame(of: self) ?? .zero
    }
}

/// The guides a view makes for itself.
enum SystemGuideRole {
    case layoutMargins
    case safeArea

    /// UIKit's identifiers, which conflict reports print.
    var identifier: String {
        switch self {
        case .layoutMargins: "UIViewLayoutMarginsGuide"
        case .safeArea: "UIViewSafeAreaLayoutGuide"
        }
    }
}

extension View {
    /// The guides added to the view (its system guides included once they exist).
    public var layoutGuides: [LayoutGuide] { storedLayoutGuides }

    /// Adds a guide to the view.
    public func addLayoutGuide(_ guide: LayoutGuide) {
        if guide.storedOwningView === self { return }
        guide.storedOwningView?.removeLayoutGuide(guide)
        guide.storedOwningView = self
        storedLayoutGuides.append(guide)
        layoutRoot?.existingEngine?.installGuide(guide)
        checkEngineInvariants(after: "addLayoutGuide")
    }

    /// Removes a guide and deactivates its constraints.
    public func removeLayoutGuide(_ guide: LayoutGuide) {
        guard guide.storedOwningView === self else { return }
        LayoutConstraint.deactivate(guide.referencingConstraints.filter { $0.systemKind == nil })
        layoutRoot?.existingEngine?.uninstallItem(guide)
        storedLayoutGuides.removeAll { $0 === guide }
        guide.storedOwningView = nil
        checkEngineInvariants(after: "removeLayoutGuide")
    }
}
