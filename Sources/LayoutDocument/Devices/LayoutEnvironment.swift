import AutoLayout
import Controls
import Foundation

/// What a window takes from where it is shown: its size, safe-area insets and traits (size
/// classes, scale, layout direction, content size category). A device profile in an orientation
/// gives one (``DeviceProfile/environment(orientation:layoutDirection:contentSizeCategory:)``);
/// a document without a device gives its own `size`.
public struct LayoutEnvironment: Hashable, Sendable {
    /// The window's size in points.
    public var size: CGSize
    /// The window's safe-area insets.
    public var safeAreaInsets: EdgeInsets
    /// The window's traits.
    public var traitCollection: TraitCollection

    /// Makes an environment.
    public init(size: CGSize, safeAreaInsets: EdgeInsets = .zero, traitCollection: TraitCollection = TraitCollection()) {
        self.size = size
        self.safeAreaInsets = safeAreaInsets
        self.traitCollection = traitCollection
    }

    /// Size classes for a window of a size when no device says: compact width below 600 points,
    /// compact height below 500. Devices decide by their tables, not by this: an iPhone 15 in
    /// landscape is 852 points wide and compact (``DeviceProfile/sizeClasses``); the rule only
    /// gives a document without a device the classes of the iPhone portraits (compact width,
    /// regular height) and of the full-screen iPads (regular, regular) it resembles.
    public static func sizeClasses(for size: CGSize) -> DeviceProfile.SizeClasses {
        DeviceProfile.SizeClasses(
            horizontal: size.width < 600 ? .compact : .regular, vertical: size.height < 500 ? .compact : .regular)
    }

    /// A window of this size, safe area and traits.
    public func makeWindow() -> Window {
        let window = Window(frame: CGRect(origin: .zero, size: size), traitCollection: traitCollection)
        window.safeAreaInsets = safeAreaInsets
        return window
    }
}
