import Foundation

extension Window {
    /// The height of the on-screen keyboard, from the window's bottom (0, the default, while it
    /// is hidden). There is no keyboard here: set it to show one (LayoutDocument's device
    /// profiles give each device's height, `DeviceProfile.keyboardHeight(in:)`); every
    /// ``View/keyboardLayoutGuide`` in the window follows at the next layout pass. A value that
    /// is negative or not finite is refused (reported as ``LayoutError/invalidValue(_:)``) and
    /// the old one stays.
    ///
    /// - Complexity: O(views of the window) on a change.
    public var keyboardHeight: CGFloat {
        get { storedKeyboardHeight }
        set {
            guard newValue != storedKeyboardHeight,
                accepts(newValue.isFinite && newValue >= 0, "keyboardHeight", formatLength(newValue))
            else { return }
            storedKeyboardHeight = newValue
            forEachViewInSubtree { $0.keyboardHeightDidChange(to: newValue) }
        }
    }
}
