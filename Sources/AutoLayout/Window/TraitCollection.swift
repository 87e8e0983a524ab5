import Foundation

/// The environment a window gives its views, as UIKit's `UITraitCollection`: layout direction,
/// size classes, display scale, and any custom trait (UIKit's `UITraitDefinition`, iOS 17) —
/// the controls module defines the preferred content size category that way, so that this
/// module needs to know nothing about text.
public struct TraitCollection: Hashable, Sendable {
    /// Which way leading-to-trailing layouts run.
    public var layoutDirection: UserInterfaceLayoutDirection
    /// Compact for iPhone-sized widths, regular for larger ones.
    public var horizontalSizeClass: SizeClass
    /// Compact for short heights (an iPhone in landscape), regular otherwise.
    public var verticalSizeClass: SizeClass
    /// Points to pixels.
    public var displayScale: CGFloat
    /// Custom traits by definition.
    var custom: [ObjectIdentifier: TraitValue] = [:]

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

    /// The value of a custom trait (its default when never set).
    public subscript<Trait: TraitDefinition>(trait: Trait.Type) -> Trait.Value {
        get { custom[ObjectIdentifier(trait)]?.value.base as? Trait.Value ?? Trait.defaultValue }
        set { custom[ObjectIdentifier(trait)] = TraitValue(value: AnyHashable(newValue)) }
    }
}

/// A custom trait, as UIKit's `UITraitDefinition`: a type that names a value of the trait
/// collection, with its default.
public protocol TraitDefinition {
    /// The trait's value.
    associatedtype Value: Hashable & Sendable
    /// The value where none was set.
    static var defaultValue: Value { get }
}

/// A custom trait's value, type-erased. Only `Sendable` values are ever stored (the trait
/// definition requires it), which `AnyHashable` cannot state.
struct TraitValue: Hashable, @unchecked Sendable {
    let value: AnyHashable
}
