import AutoLayout
import Foundation

// A `table` or `list` node: the view, its data source over the sample items, and a cell
// factory per prototype.

extension DocumentLayout {
    /// The space a `list`'s items are apart unless it says (`spacing`).
    static let defaultListSpacing: CGFloat = 0

    /// A table view or a collection view with the list layout, showing the node's items in
    /// cells made from its prototypes. Both clip to their bounds, as UIKit's scroll views do.
    func makeList(_ node: ViewNode) -> View {
        let source = _DocumentListSource(content: node.list ?? ListContent(), owner: self)
        listSources.append(source)
        let view: ScrollView
        if node.kind == .tableView {
            let table = TableView(frame: .zero)
            for prototype in source.content.prototypes {
                let identifier = prototype.identifier.value
                table.register(forCellReuseIdentifier: identifier) { [unowned source] in
                    let cell = _DocumentTableCell(reuseIdentifier: identifier)
                    cell.content = source.makeContent(prototype, in: cell.contentView)
                    return cell
                }
            }
            table.dataSource = source
            view = table
        } else {
            let spacing = node.properties.spacing.map { CGFloat($0.value) } ?? Self.defaultListSpacing
            let layout = CollectionViewCompositionalLayout(
                itemSize: CollectionLayoutSize(
                    widthDimension: .fractionalWidth(1),
                    heightDimension: .estimated(CollectionViewCompositionalLayout.estimatedListItemHeight)),
                interItemSpacing: spacing)
            let list = CollectionView(frame: .zero, collectionViewLayout: layout)
            for prototype in source.content.prototypes {
                list.register(forCellWithReuseIdentifier: prototype.identifier.value) { [unowned source] in
                    let cell = _DocumentCollectionCell(frame: .zero)
                    cell.content = source.makeContent(prototype, in: cell.contentView)
                    return cell
                }
            }
            list.dataSource = source
            view = list
        }
        view.clipsToBounds = true
        return view
    }
}
