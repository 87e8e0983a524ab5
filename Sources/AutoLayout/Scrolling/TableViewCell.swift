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
    /// The content view's `UIView-Encapsulated-Layout-` constraints: active while the table
    /// shows the cell, inactive before it first places it and while it waits to be reused (a
    /// cell takes its row's measured size at once, without a moment at a size its new content
    /// does not fit).
    let encapsulatedSize: (width: LayoutConstraint, height: LayoutConstraint)

    /// The identifiers of the content view's sizes.
    static let encapsulatedWidthIdentifier = "UIView-Encapsulated-Layout-Width"
    static let encapsulatedHeightIdentifier = "UIView-Encapsulated-Layout-Height"

    /// Makes a cell with its content view, as UIKit's `init(style:reuseIdentifier:)` (there are
    /// no built-in cell styles here: module AutoLayout has no labels). Required, so that
    /// ``TableView/register(_:forCellReuseIdentifier:)`` can make cells of a subclass: a
    /// subclass that declares its own initialiser overrides this one as `required`.
    public required init(reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        let content = View()
        content.identifier = "UITableViewCellContentView"
        content.translatesAutoresizingMaskIntoConstraints = false
        contentView = content
        let width = content.widthAnchor.constraint(equalToConstant: 0)
        width.identifier = Self.encapsulatedWidthIdentifier
        let height = content.heightAnchor.constraint(equalToConstant: 0)
        height.identifier = Self.encapsulatedHeightIdentifier
        encapsulatedSize = (width, height)
        super.init(frame: .zero)
        addSubview(content)
        let left = content.leftAnchor.constraint(equalTo: leftAnchor)
        left.identifier = "UIView-Encapsulated-Layout-Left"
        let top = content.topAnchor.constraint(equalTo: topAnchor)
        top.identifier = "UIView-Encapsulated-Layout-Top"
        LayoutConstraint.activate([left, top])
    }

    /// As ``View/init(coder:)``: a cell without a reuse identifier; nothing is read from `coder`.
    /// Never fails.
    public required convenience init?(coder: NSCoder) {
        self.init(reuseIdentifier: nil)
    }

    /// Called before ``TableView/dequeueReusableCell(withIdentifier:for:)`` hands the cell out
    /// again: reset what the next row's configuration does not set. The default does nothing.
    open func prepareForReuse() {}

    /// Gives the content view its size (the row's, less the separator).
    func setEncapsulatedSize(_ size: CGSize) {
        let (width, height) = encapsulatedSize
        if width.constant != size.width { width.constant = size.width }
        if height.constant != size.height { height.constant = size.height }
        if !width.isActive { LayoutConstraint.activate([width, height]) }
    }

    /// Deactivates the content view's size (the cell waits to be reused).
    func releaseEncapsulatedSize() {
        if encapsulatedSize.width.isActive { LayoutConstraint.deactivate([encapsulatedSize.width, encapsulatedSize.height]) }
    }

    /// The height the content view asks for at a width: its fitting size with the width
    /// required and the height as small as the content allows (the fitting size level, 50).
    func contentHeight(fittingWidth width: CGFloat) -> CGFloat {
        contentView.systemLayoutSizeFitting(
            CGSize(width: width, height: View.layoutFittingCompressedSize.height),
            withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel
        ).height
    }
}
