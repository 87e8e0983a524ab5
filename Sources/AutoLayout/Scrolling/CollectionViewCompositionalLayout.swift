import Foundation

/// How a ``CollectionView`` arranges its items, as UIKit's `UICollectionViewCompositionalLayout`
/// for a list: one column of items, each of ``itemSize``, section after section,
/// ``interItemSpacing`` apart within a section. With an estimated height
/// (``CollectionLayoutDimension/estimated(_:)``, as ``list(using:)`` makes), items size
/// themselves: each cell is measured with
/// ``View/systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)`` at
/// the item's width.
///
/// This is the one-column case of UIKit's items, groups and sections: a vertical group of one
/// item, its width the item's, and the section's `interGroupSpacing`. Grids (several items
/// across), orthogonal scrolling and supplementary views are not here. An item narrower than
/// the collection view is at its leading edge (the right one in right-to-left layouts).
public final class CollectionViewCompositionalLayout {
    /// The size of every item.
    public let itemSize: CollectionLayoutSize
    /// The space between two items of a section (UIKit's `interGroupSpacing`).
    public let interItemSpacing: CGFloat
    /// The collection view the layout arranges (set when it is given one).
    public internal(set) weak var collectionView: CollectionView?

    /// The estimate of a list's items (UIKit's list layout counts 44 points an item).
    public static let estimatedListItemHeight: CGFloat = 44

    /// A layout of items of one size, `interItemSpacing` apart.
    public init(itemSize: CollectionLayoutSize, interItemSpacing: CGFloat = 0) {
        self.itemSize = itemSize
        self.interItemSpacing = interItemSpacing
    }

    /// UIKit's list layout: items as wide as the collection view, each as tall as its content
    /// asks (estimated at ``estimatedListItemHeight``), without spacing.
    public static func list(using configuration: CollectionLayoutListConfiguration) -> CollectionViewCompositionalLayout {
        CollectionViewCompositionalLayout(
            itemSize: CollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .estimated(estimatedListItemHeight)))
    }

    /// Has the collection view measure the items on screen again and lay them out, as UIKit's
    /// `invalidateLayout()` does for self-sizing items (after a cell's content changed in place).
    public func invalidateLayout() {
        collectionView?.invalidateVisibleItems()
    }

    /// Whether every number can go into a layout: dimensions finite and not negative, a width
    /// that is not estimated, a spacing finite and not negative.
    var isUsable: Bool {
        itemSize.widthDimension.isUsable && !itemSize.widthDimension.isEstimated && itemSize.heightDimension.isUsable
            && interItemSpacing.isFinite && interItemSpacing >= 0
    }

    /// As a report writes it.
    var layoutDescription: String {
        "(itemSize: \(itemSize.widthDimension.layoutDescription) × \(itemSize.heightDimension.layoutDescription), "
            + "interItemSpacing: \(formatLength(interItemSpacing)))"
    }
}
