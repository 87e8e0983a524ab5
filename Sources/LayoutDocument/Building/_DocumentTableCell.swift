import AutoLayout

/// A table cell of a document's prototype.
final class _DocumentTableCell: TableViewCell {
    var content: _DocumentCellContent?
}
