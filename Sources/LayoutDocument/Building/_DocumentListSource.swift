import AutoLayout
import Controls
import Foundation
import LayoutFormats

/// The data source of a document's `table` or `list`: its items, each in a cell of its
/// prototype with its values bound by name. What goes wrong in a prototype or a value (an image
/// that cannot be read) is one of the document's problems, once.
final class _DocumentListSource: TableViewDataSource, CollectionViewDataSource {
    let content: ListContent
    unowned let owner: DocumentLayout
    /// The problems already passed to the owner (a prototype's are met by every cell of it).
    var reported: Set<String> = []

    init(content: ListContent, owner: DocumentLayout) {
        self.content = content
        self.owner = owner
    }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { content.items.count }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let item = content.items[indexPath.row]
        let cell = tableView.dequeueReusableCell(withIdentifier: item.cell.value, for: indexPath)
        if let content = (cell as? _DocumentTableCell)?.content { bind(item, in: content) }
        return cell
    }

    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
        content.items.count
    }

    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        let item = content.items[indexPath.item]
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: item.cell.value, for: indexPath)
        if let content = (cell as? _DocumentCollectionCell)?.content { bind(item, in: content) }
        return cell
    }

    /// A cell's content: the prototype built as a free-standing document in the owner's
    /// environment, its top view filling the cell's content view.
    func makeContent(_ prototype: CellPrototype, in contentView: View) -> _DocumentCellContent {
        let content = _DocumentCellContent(prototype: prototype, in: contentView, owner: owner)
        report(content.layout.problems)
        return content
    }

    func bind(_ item: ListItem, in content: _DocumentCellContent) {
        let before = content.layout.problems.count
        content.bind(item)
        report(content.layout.problems[before...])
    }

    func report(_ problems: some Collection<FormatError>) {
        for problem in problems where reported.insert(problem.description).inserted {
            owner.problems.append(problem)
        }
    }
}
