import Foundation

/// What a ``CollectionView`` shows, as UIKit's `UICollectionViewDataSource`: how many items
/// each section has, and the cell of each item (configured, usually dequeued with
/// ``CollectionView/dequeueReusableCell(withReuseIdentifier:for:)``).
public protocol CollectionViewDataSource: AnyObject {
    /// The number of sections (1 unless implemented).
    func numberOfSections(in collectionView: CollectionView) -> Int
    /// The number of items of a section.
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int
    /// The cell of an item, configured for it. The collection view asks only for the items it
    /// shows (all of them, once, when the layout's estimated height is 0).
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell
}

extension CollectionViewDataSource {
    /// One section.
    public func numberOfSections(in collectionView: CollectionView) -> Int { 1 }
}
