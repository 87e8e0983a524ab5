import Foundation

/// A row of a ``TableView``, as UIKit's `UITableViewCell`: put its content in ``contentView``
/// and constrain it there; with ``TableView/automaticDimension`` row heights, the content's
/// constraints decide the height (the cell is measured with
/// ``View/systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)``
/// at the table's width).
///
/// The table places the cell by its frame (its autoresizing mask), and sizes the content view
/// with UIKit's required constraints `UIView-Encapsulated-Layout-Width` and
/// `UIView-Encapsulated-Layout-Height` (and `-Left`, `-Top` to the cell), so that content that
/// does not fit the height given conflicts, and the conflict reads as on iOS. The content view
/// is as tall as the row less the separator (1 pixel) unless ``TableView/separatorStyle`` is
/// `.none`, as in UIKit.
open class TableViewCell: View {
    /// The identifier the cell is reused by, or nil.
    public let reuseIdentifier: String?
    /// The view the cell's content goes in.
    public let contentView: View
    /// The content view and its `UIView-Encapsulated-Layout-` constraints.
    let encapsulatedContent: _EncapsulatedContent

    /// Makes a cell with its content view, as UIKit's `init(style:reuseIdentifier:)` (there are
    /// no built-in cell styles here: module AutoLayout has no labels). Required, so that
    /// ``TableView/register(_:forCellReuseIdentifier:)`` can make cells of a subclass: a
    /// subclass that declares its own initialiser overrides this one as `required`.
    public required init(reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        encapsulatedContent = _EncapsulatedContent(identifier: "UITableViewCellContentView")
        contentView = encapsulatedContent.view
        super.init(frame: .zero)
        encapsulatedContent.attach(to: self)
    }

    /// As ``View/init(coder:)``: a cell without a reuse identifier; nothing is read from `coder`.
    /// Never fails.
    public required convenience init?(coder: NSCoder) {
        self.init(reuseIdentifier: nil)
    }

    /// Called before ``TableView/dequeueReusableCell(withIdentifier:for:)`` hands the cell out
    /// again: reset what the next row's configuration does not set. The default does nothing.
    open func prepareForReuse() {}
}

extension TableViewCell: _ListCell {}
