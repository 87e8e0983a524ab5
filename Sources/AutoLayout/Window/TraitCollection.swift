import Foundation

/// The environment a window gives its views, as a small part of UIKit's `UITraitCollection`:
/// layout direction, size classes and display scale.
public struct TraitCollection: Hashable, Sendable {
    /// Which way leading-to-trailing layouts run.
    public var layoutDirection: UserInterfaceLayoutDirection
    /// Compact for iPhone-sized widths, regular for larger ones.
    public var horizontalSizeClass: SizeClass
    /// Compact for short heights (an iPhone in landscape), regular otherwise.
    public var verticalSizeClass: SizeClass
    /// Points to pixels.
    public var displayScale: CGFloat

    /// Makes a trait collection.
    public init(
        layoutDirection: UserInterfaceLayoutDirection = .leftToRight,
        horizontalSizeClass: SizeClass = .compact, verticalSizeClass: SizeClass = .regular,
        displayScale: CGFloat = 2
    ) {
        self.layoutDirection = layoutDirection
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
        self.displayScale = displayScale
    }

    /// A size class, as UIKit's `UIUserInterfaceSizeClass`.
    public enum SizeClass: Int, Hashable, Sendable {
        case unspecified = 0
        case compact = 1
        case regular = 2
    }
}
