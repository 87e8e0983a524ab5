#if !canImport(UIKit)
import AutoLayoutKit
import LayoutDocument

/// A device's screen, as UIKit's `UIScreen`, from a device profile (LayoutDocument's
/// `devices.json`): its bounds in portrait, its scale and traits.
public final class UIScreen: Sendable {
    /// The device profile the screen is.
    public let profile: DeviceProfile

    /// The screen of a device profile.
    public init(profile: DeviceProfile) {
        self.profile = profile
    }

    /// The screen apps run on, as `UIScreen.main`: there is no device here, so it is the
    /// iPhone 15 profile (393 × 852 points, scale 3). Make a ``UIScreen`` of another profile
    /// for another device.
    public static let main = UIScreen(profile: DeviceProfile.all.first { $0.name == "iPhone 15" } ?? DeviceProfile.all[0])

    /// The screen's rectangle in points, in portrait.
    public var bounds: CGRect { CGRect(origin: .zero, size: profile.portraitSize) }

    /// Pixels per point.
    public var scale: CGFloat { profile.scale }

    /// Pixels per point of the panel (the same as ``scale`` here).
    public var nativeScale: CGFloat { profile.scale }

    /// The screen's traits in portrait.
    public var traitCollection: TraitCollection { profile.traitCollection(orientation: .portrait) }

    /// A window the size of the screen, in portrait, with the device's safe area and traits
    /// (as `UIWindow(frame: UIScreen.main.bounds)` shows on the device).
    public func makeWindow() -> Window {
        profile.makeWindow()
    }
}
#endif
