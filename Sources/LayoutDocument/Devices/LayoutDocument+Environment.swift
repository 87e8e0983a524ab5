import AutoLayout
import Foundation
import LayoutFormats

extension LayoutDocument {
    /// The window the document asks to be shown in: its `device` in its `orientation` (or the
    /// one given) and `direction`; without a device, its `size` (375 × 667 without one) and
    /// `safeAreaInsets`, with size classes by ``LayoutEnvironment/sizeClasses(for:)``.
    ///
    /// - Parameters:
    ///   - orientation: the device's orientation instead of the document's.
    ///   - size: the window's size instead of the document's (without a device); the size
    ///     classes follow it.
    /// - Throws: a ``FormatError`` at the `device` value when no profile has its name.
    public func environment(
        orientation: DeviceOrientation? = nil, size: CGSize? = nil
    ) throws(FormatError) -> LayoutEnvironment {
        let direction = layoutDirection?.value ?? .leftToRight
        if let device {
            do {
                return try DeviceProfile.named(device.value).environment(
                    orientation: orientation ?? self.orientation?.value ?? .portrait, layoutDirection: direction)
            } catch {
                throw FormatError(location: device.location, message: error.description)
            }
        }
        let size = size ?? self.size?.value ?? CGSize(width: 375, height: 667)
        let classes = LayoutEnvironment.sizeClasses(for: size)
        return LayoutEnvironment(
            size: size, safeAreaInsets: safeAreaInsets?.value ?? .zero,
            traitCollection: TraitCollection(
                layoutDirection: direction, horizontalSizeClass: classes.horizontal, verticalSizeClass: classes.vertical))
    }
}
