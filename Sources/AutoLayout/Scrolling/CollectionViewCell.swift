import Foundation

/// An item of a ``CollectionView``, as UIKit's `UICollectionViewCell`: put its content in
/// ``contentView`` and constrain it there; with an estimated item height, the content's
/// constraints decide the height (the cell is measured with
/// ``View/systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)``
/// at the item's width, required, the height at the fitting size level).
///
/// The collection view places the cell by its frame, and sizes the content view with the same
/// required constraints as a ``TableViewCell``'s: `UIView-Encapsulated-Layout-Width` and
/// `UIView-Encapsulated-Layout-Height` (and `-Left`, `-Top` to the cell), so that content that
/// does not fit a fixed item height conflicts, and the conflict names them.
open class CollectionViewCell: View {
    /// The identifier the cell is reused by (set by the collection view that made it), or nil.
    public internal(set) var reuseIdentifier: String?
    /// The view the cell's content goes in.
    public let contentView: View
    /// The content view and its `UIView-Encapsulated-Layout-` constraints.
    let encapsulatedContent: _EncapsulatedContent

    /// Makes a cell with its content view, as UIKit's `init(frame:)` (the collection view makes
    /// cells of a registered class with it, `.zero`). Required, so that
    /// ``CollectionView/register(_:forCellWithReuseIdentifier:)`` can make cells of a subclass:
    /// a subclass that declares its own initialiser overrides this one as `required`.
    public required override init(frame: CGRect) {
        encapsulatedContent = _EncapsulatedContent(identifier: nil)
        contentView = encapsulatedContent.view
        super.init(frame: frame)
        encapsulatedContent.attach(to: self)
    }

    /// As ``View/init(coder:)``: a cell without a reuse identifier; nothing is read from `coder`.
    /// Never fails.
    public required convenience init?(coder: NSCoder) {
        self.init(frame: .zero)
    }

    /// Called before ``CollectionView/dequeueReusableCell(withReuseIdentifier:for:)`` hands the
    /// cell out again: reset what the next item's configuration does not set. The default does
    /// nothing.
    open func prepareForReuse() {}
}

extension CollectionViewCell: _ListCell {}
