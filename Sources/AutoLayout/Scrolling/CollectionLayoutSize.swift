import Foundation

/// The size of a ``CollectionViewCompositionalLayout``'s items, as UIKit's
/// `NSCollectionLayoutSize` (a class there, a value here): a width and a height, each a
/// ``CollectionLayoutDimension``.
public struct CollectionLayoutSize: Sendable, Hashable {
    /// The width: a fraction of the container or a fixed length (an estimated width is refused:
    /// the items of a vertical list are measured at a width).
    public let widthDimension: CollectionLayoutDimension
    /// The height: with ``CollectionLayoutDimension/estimated(_:)``, each item is as tall as its
    /// content asks at the item's width.
    public let heightDimension: CollectionLayoutDimension

    /// A size of two dimensions.
    public init(widthDimension: CollectionLayoutDimension, heightDimension: CollectionLayoutDimension) {
        self.widthDimension = widthDimension
        self.heightDimension = heightDimension
    }
}
