import AutoLayout

/// A collection cell of a document's prototype.
final class _DocumentCollectionCell: CollectionViewCell {
    var content: _DocumentCellContent?
}
