import Foundation

/// What a list (``TableView``, ``CollectionView``) needs of its cells to reuse and size them:
/// the identifier they are reused by, the reset before reuse, and the content view with its
/// encapsulated size.
protocol _ListCell: View {
    /// The identifier the cell is reused by, or nil (a cell without one is not reused).
    var reuseIdentifier: String? { get }
    /// The content view and its `UIView-Encapsulated-Layout-` constraints.
    var encapsulatedContent: _EncapsulatedContent { get }
    /// Resets what the next item's configuration does not set.
    func prepareForReuse()
}
