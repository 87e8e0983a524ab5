import Foundation

extension View {
    /// The identifier of the keyboard layout guide.
    static let keyboardLayoutGuideIdentifier = "UIViewKeyboardLayoutGuide"
    /// The identifier of the guide's constraint while the keyboard is hidden.
    static let keyboardHiddenIdentifier = "UIViewKeyboardLayoutGuide-hidden"
    /// The identifier of the guide's height while the keyboard is shown.
    static let keyboardHeightIdentifier = "UIViewKeyboardLayoutGuide-height"

    /// The space the keyboard takes, as UIKit's `keyboardLayoutGuide` (iOS 15): as wide as the
    /// view, its bottom at the view's bottom; its top follows the window's
    /// ``Window/keyboardHeight``: with the keyboard hidden (0) it is the safe area's bottom, as
    /// in UIKit; with it shown, the keyboard's height above the view's bottom. Pin content's
    /// bottom to its top to keep it above the keyboard.
    ///
    /// Made on first use, with ordinary constraints the view holds (identifiers starting with
    /// `UIViewKeyboardLayoutGuide`); the window updates them when its keyboard height changes
    /// (a view that moves to another window takes that window's height at its next change).
    /// The keyboard is measured from the bottom of this view: use the guide of a view that
    /// reaches the window's bottom (a root view), as UIKit's is.
    ///
    /// - Complexity: O(layout guides of the view).
    public var keyboardLayoutGuide: LayoutGuide {
        let identifier = Self.keyboardLayoutGuideIdentifier
        if let guide = storedLayoutGuides.first(where: { $0 is _KeyboardLayoutGuide }) { return guide }
        let guide = _KeyboardLayoutGuide()
        guide.identifier = identifier
        addLayoutGuide(guide)
        let hidden = guide.topAnchor.constraint(equalTo: safeAreaLayoutGuide.bottomAnchor)
        hidden.identifier = Self.keyboardHiddenIdentifier
        let height = guide.heightAnchor.constraint(equalToConstant: 0)
        height.identifier = Self.keyboardHeightIdentifier
        let edges = [
            guide.leadingAnchor.constraint(equalTo: leadingAnchor),
            guide.trailingAnchor.constraint(equalTo: trailingAnchor),
            guide.bottomAnchor.constraint(equalTo: bottomAnchor),
        ]
        for constraint in edges { constraint.identifier = identifier }
        LayoutConstraint.activate(edges)
        guide.keyboardConstraints = (hidden, height)
        keyboardHeightDidChange(to: window?.keyboardHeight ?? 0)
        return guide
    }

    /// Follows a new keyboard height, if the view has a keyboard guide: one of the guide's two
    /// constraints is active, the height's constant is the keyboard's.
    func keyboardHeightDidChange(to keyboardHeight: CGFloat) {
        guard let guide = storedLayoutGuides.first(where: { $0 is _KeyboardLayoutGuide }) as? _KeyboardLayoutGuide,
            let (hidden, height) = guide.keyboardConstraints
        else { return }
        height.constant = keyboardHeight
        if keyboardHeight > 0 {
            LayoutConstraint.deactivate([hidden])
            LayoutConstraint.activate([height])
        } else {
            LayoutConstraint.deactivate([height])
            LayoutConstraint.activate([hidden])
        }
    }
}
