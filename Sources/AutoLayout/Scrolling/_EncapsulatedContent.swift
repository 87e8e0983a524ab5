import Foundation

/// The content view of a list's cell (a ``TableViewCell`` or a ``CollectionViewCell``) and
/// UIKit's constraints that give it the size its list measured: `UIView-Encapsulated-Layout-Width`
/// and `-Height` on the content view (required, as the logs of a device print them), `-Left` and
/// `-Top` to the cell. The size constraints are active while the list shows the cell, and
/// inactive before it is first placed and while it waits to be reused, so that a cell's new
/// content is never laid out at its old item's size.
struct _EncapsulatedContent {
    /// The view the cell's content goes in.
    let view: View
    let width: LayoutConstraint
    let height: LayoutConstraint

    /// The identifiers of the content view's sizes.
    static let widthIdentifier = "UIView-Encapsulated-Layout-Width"
    static let heightIdentifier = "UIView-Encapsulated-Layout-Height"

    /// A content view (identified as `identifier`, UIKit's class name for it, in reports) and its
    /// size constraints; ``attach(to:)`` puts it in its cell.
    init(identifier: String?) {
        let content = View()
        content.identifier = identifier
        content.translatesAutoresizingMaskIntoConstraints = false
        view = content
        width = content.widthAnchor.constraint(equalToConstant: 0)
        width.identifier = Self.widthIdentifier
        height = content.heightAnchor.constraint(equalToConstant: 0)
        height.identifier = Self.heightIdentifier
    }

    /// Adds the content view to its cell, its top-left corner at the cell's.
    func attach(to cell: View) {
        cell.addSubview(view)
        let left = view.leftAnchor.constraint(equalTo: cell.leftAnchor)
        left.identifier = "UIView-Encapsulated-Layout-Left"
        let top = view.topAnchor.constraint(equalTo: cell.topAnchor)
        top.identifier = "UIView-Encapsulated-Layout-Top"
        LayoutConstraint.activate([left, top])
    }

    /// Gives the content view its size (the item's, less what the list keeps of it). The two
    /// constants change while the constraints are out of the engine: changed one at a time, the
    /// content would meet a moment at the new width and the old height, which content with an
    /// aspect ratio cannot, and the engine would report a conflict that never was.
    func setSize(_ size: CGSize) {
        let changed = width.constant != size.width || height.constant != size.height
        if changed, width.isActive { LayoutConstraint.deactivate([width, height]) }
        if width.constant != size.width { width.constant = size.width }
        if height.constant != size.height { height.constant = size.height }
        if !width.isActive { LayoutConstraint.activate([width, height]) }
    }

    /// Deactivates the content view's size (the cell waits to be reused).
    func releaseSize() {
        if width.isActive { LayoutConstraint.deactivate([width, height]) }
    }

    /// The height the content view asks for at a width: its fitting size with the width
    /// required and the height as small as the content allows (the fitting size level, 50).
    func height(fittingWidth width: CGFloat) -> CGFloat {
        view.systemLayoutSizeFitting(
            CGSize(width: width, height: View.layoutFittingCompressedSize.height),
            withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel
        ).height
    }
}
