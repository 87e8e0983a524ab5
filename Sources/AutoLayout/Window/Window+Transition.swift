import Foundation

extension Window {
    /// Changes the window's size (and traits and safe area) as a rotation or a resize does,
    /// with UIKit's calls: the root controller's (and its children's)
    /// `viewWillTransition(to:with:)` with the new size first; then the new frame, safe area and
    /// traits (views, then controllers, hear `traitCollectionDidChange(_:)` when the traits
    /// changed); then the layout pass; then the work given to the coordinator (alongside, then
    /// completions). A device profile's other orientation is a transition to its size, insets
    /// and size classes (LayoutDocument's `Window.rotate(to:of:)`).
    ///
    /// A size that is not finite or negative is refused (reported as
    /// ``LayoutError/invalidValue(_:)``) and nothing changes.
    public func transition(
        to size: CGSize, traitCollection newTraits: TraitCollection? = nil, safeAreaInsets newInsets: EdgeInsets? = nil
    ) {
        guard accepts(size.isUsable && size.width >= 0 && size.height >= 0, "transition(to:)", "\(size)") else { return }
        let coordinator = ViewControllerTransitionCoordinator()
        storedRootViewController?.viewWillTransition(to: size, with: coordinator)
        frame = CGRect(origin: frame.origin, size: size)
        if let newInsets { safeAreaInsets = newInsets }
        if let newTraits { traitCollection = newTraits }
        layoutIfNeeded()
        coordinator.finish()
    }
}
