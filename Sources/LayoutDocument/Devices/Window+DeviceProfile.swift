import AutoLayout
import Foundation

extension DeviceProfile {
    /// The on-screen keyboard's height in an orientation (0 when the data gives none): set a
    /// window's ``AutoLayout/Window/keyboardHeight`` to it to show the keyboard, which every
    /// ``AutoLayout/View/keyboardLayoutGuide`` follows. The values and their sources are in
    /// `devices.json` (`keyboard`).
    public func keyboardHeight(in orientation: DeviceOrientation) -> CGFloat {
        keyboardHeights[orientation] ?? 0
    }
}

extension Window {
    /// Turns the window to an orientation of a device, as rotating the device does: a
    /// ``AutoLayout/Window/transition(to:traitCollection:safeAreaInsets:)`` to the profile's
    /// size, safe area and size classes in that orientation (keeping the window's layout
    /// direction, scale and custom traits), so that the root controller hears
    /// `viewWillTransition(to:with:)` and, when size classes change, views and controllers
    /// `traitCollectionDidChange(_:)`. A keyboard that is shown takes the orientation's height.
    public func rotate(to orientation: DeviceOrientation, of profile: DeviceProfile) {
        var traits = traitCollection
        if let classes = profile.sizeClasses[orientation] {
            traits.horizontalSizeClass = classes.horizontal
            traits.verticalSizeClass = classes.vertical
        }
        traits.displayScale = profile.scale
        transition(
            to: profile.size(in: orientation), traitCollection: traits,
            safeAreaInsets: profile.safeAreaInsets[orientation] ?? .zero)
        if keyboardHeight > 0 { keyboardHeight = profile.keyboardHeight(in: orientation) }
    }
}
