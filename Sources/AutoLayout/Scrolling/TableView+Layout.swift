import Foundation

// The table's layout pass: which rows are on screen, their cells, their heights, the content
// size. The column of cells (`_CellColumn`, shared with the collection view's list) asks only
// for the rows on screen, measures and places them.

extension TableView {
    /// The table's part of a layout pass (its `layoutSubviews()`): counts read again after a
    /// reload, heights dropped after a width change, the rows on screen laid out, the content
    /// size set to the rows' total height.
    func layOutRows() {
        if column.needsReload { reloadFromDataSource() }
        let width = bounds.width
        column.prepare(forKey: CGSize(width: width, height: 0))
        let separator = separatorHeight
        let request = { [unowned self] (row: Int) in requestCell(forRow: row) }
        let measure = { (_: Int, cell: TableViewCell) in
            cell.encapsulatedContent.height(fittingWidth: width) + separator
        }
        if rowHeight == Self.automaticDimension, estimatedRowHeight == 0 {
            column.measureEveryItem(request: request, measure: measure)
        }
        if rowHeight != Self.automaticDimension {
            let height = rowHeight
            column.setUnmeasuredExtents { _ in height }
        }
        column.layOutVisible(
            top: contentOffset.y, bottom: contentOffset.y + bounds.height, request: request, measure: measure
        ) { cell, _, y, height in
            let frame = CGRect(x: 0, y: y, width: width, height: height)
            if cell.frame != frame { cell.frame = frame }
            cell.encapsulatedContent.setSize(CGSize(width: width, height: max(0, height - separator)))
        }
        let size = CGSize(width: width, height: column.extents.total)
        if contentSize != size { contentSize = size }
    }

    /// The height a row not measured yet counts.
    var estimate: CGFloat {
        if rowHeight != Self.automaticDimension { return rowHeight }
        return estimatedRowHeight == Self.automaticDimension ? Self.defaultRowHeight : estimatedRowHeight
    }

    /// The height of the separator, taken from each row: 1 pixel.
    var separatorHeight: CGFloat {
        separatorStyle == .none ? 0 : 1 / max(1, traitCollection.displayScale)
    }

    /// Reads the counts again; the cells on screen go back to the pool.
    func reloadFromDataSource() {
        var counts: [Int] = []
        if let dataSource {
            let sections = max(0, dataSource.numberOfSections(in: self))
            counts.reserveCapacity(sections)
            for section in 0..<sections { counts.append(dataSource.tableView(self, numberOfRowsInSection: section)) }
        }
        column.reload(sectionCounts: counts, estimate: estimate)
    }

    /// A row's cell from the data source, in the table (traits and all) and shown.
    func requestCell(forRow row: Int) -> TableViewCell? {
        guard let dataSource else { return nil }
        let cell = dataSource.tableView(self, cellForRowAt: column.indexPath(ofFlatIndex: row))
        if cell.superview !== self { addSubview(cell) }
        cell.isHidden = false
        return cell
    }
}
