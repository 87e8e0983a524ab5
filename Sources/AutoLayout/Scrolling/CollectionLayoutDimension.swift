import Foundation

/// One length of a ``CollectionLayoutSize``, as UIKit's `NSCollectionLayoutDimension` (a class
/// there, a value here): a fraction of the container's width or height, a fixed length, or an
/// estimate that the item's content replaces when it is measured (a self-sizing item).
///
/// The container of a ``CollectionViewCompositionalLayout``'s items is the collection view's
/// bounds. A dimension that is negative or not finite is refused by the collection view that
/// is given the layout.
public struct CollectionLayoutDimension: Sendable, Hashable {
    enum Kind: Sendable, Hashable {
        case fractionalWidth, fractionalHeight, absolute, estimated
    }

    let kind: Kind
    /// The fraction, the length or the estimate.
    public let dimension: CGFloat

    /// A fraction of the container's width.
    public static func fractionalWidth(_ fraction: CGFloat) -> Self { Self(kind: .fractionalWidth, dimension: fraction) }
    /// A fraction of the container's height.
    public static func fractionalHeight(_ fraction: CGFloat) -> Self { Self(kind: .fractionalHeight, dimension: fraction) }
    /// A fixed length in points.
    public static func absolute(_ length: CGFloat) -> Self { Self(kind: .absolute, dimension: length) }
    /// A length measured from the item's content, counted as `estimate` until it is.
    public static func estimated(_ estimate: CGFloat) -> Self { Self(kind: .estimated, dimension: estimate) }

    /// Whether the dimension is a fraction of the container's width.
    public var isFractionalWidth: Bool { kind == .fractionalWidth }
    /// Whether the dimension is a fraction of the container's height.
    public var isFractionalHeight: Bool { kind == .fractionalHeight }
    /// Whether the dimension is a fixed length.
    public var isAbsolute: Bool { kind == .absolute }
    /// Whether the dimension is an estimate (the item sizes itself).
    public var isEstimated: Bool { kind == .estimated }

    /// Whether the number can go into a layout: finite and not negative.
    var isUsable: Bool { dimension.isFinite && dimension >= 0 }

    /// The length in a container (an estimate counts as itself).
    func length(in container: CGSize) -> CGFloat {
        switch kind {
        case .fractionalWidth: dimension * container.width
        case .fractionalHeight: dimension * container.height
        case .absolute, .estimated: dimension
        }
    }

    /// As a document or a report writes it: `.estimated(44)`.
    var layoutDescription: String {
        let name = switch kind {
        case .fractionalWidth: "fractionalWidth"
        case .fractionalHeight: "fractionalHeight"
        case .absolute: "absolute"
        case .estimated: "estimated"
        }
        return ".\(name)(\(formatLength(dimension)))"
    }
}
