import Foundation

// The table's layout pass: which rows are on screen, their cells, their heights, the content
// size. Only the rows on screen are asked for, measured and placed; finding the first of them
// and where each starts costs O(log rows) (`_RowHeightIndex`), so scrolling by a screen costs
// the same at 100 rows and at 10,000.

extension TableView {
    /// The table's part of a layout pass (its `layoutSubviews()`): counts read again after a
    /// reload, heights dropped after a width change, the rows on screen laid out, the content
    /// size set to the rows' total height.
    func layOutRows() {
        if needsReload { reloadFromDataSource() }
        let width = bounds.width
        if width != measuredWidth {
            measuredWidth = width
            for row in isMeasured.indices { isMeasured[row] = false }
        }
        if rowHeight == Self.automaticDimension, estimatedRowHeight == 0 { measureEveryRow(width: width) }
        if rowHeight != Self.automaticDimension {
            for row in isMeasured.indices where !isMeasured[row] {
                rows.setHeight(rowHeight, ofRow: row)
                isMeasured[row] = true
            }
        }
        layOutVisibleRows(width: width)
        let size = CGSize(width: width, height: rows.total)
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
        needsReload = false
        for cell in shownCells.values { recycle(cell) }
        shownCells = [:]
        visibleRange = 0..<0
        var starts = [0]
        if let dataSource {
            let sections = max(0, dataSource.numberOfSections(in: self))
            starts.reserveCapacity(sections + 1)
            for section in 0..<sections {
                starts.append(starts[section] + max(0, dataSource.tableView(self, numberOfRowsInSection: section)))
            }
        }
        sectionStarts = starts
        let count = starts[starts.count - 1]
        rows = _RowHeightIndex(count: count, height: estimate)
        isMeasured = Array(repeating: false, count: count)
    }

    /// A row's cell from the data source, in the table (traits and all) and shown.
    func requestCell(forRow row: Int) -> TableViewCell? {
        guard let dataSource else { return nil }
        cellRequestCount += 1
        let cell = dataSource.tableView(self, cellForRowAt: indexPath(ofFlatRow: row))
        if cell.superview !== self { addSubview(cell) }
        cell.isHidden = false
        return cell
    }

    /// Measures a row with its cell, if it is not measured.
    func measureIfNeeded(row: Int, cell: TableViewCell, width: CGFloat) {
        guard !isMeasured[row] else { return }
        measurementCount += 1
        let height = cell.contentHeight(fittingWidth: width) + separatorHeight
        rows.setHeight(height, ofRow: row)
        isMeasured[row] = true
    }

    /// With an estimate of 0, every row is measured before any shows (UIKit's behaviour without
    /// estimates): each with a cell from the data source, put back in the pool at once.
    func measureEveryRow(width: CGFloat) {
        for row in isMeasured.indices where !isMeasured[row] {
            if let cell = shownCells[row] {
                measureIfNeeded(row: row, cell: cell, width: width)
            } else if let cell = requestCell(forRow: row) {
                measureIfNeeded(row: row, cell: cell, width: width)
                recycle(cell)
            }
        }
    }

    /// Finds the rows that cover the visible part of the content, asks for the cells of those
    /// that were not on screen, measures those not measured, and places them; the cells of rows
    /// that left go back to the pool.
    func layOutVisibleRows(width: CGFloat) {
        let count = rows.count
        let top = contentOffset.y
        let bottom = top + bounds.height
        var shown: [Int: TableViewCell] = [:]
        var first = count
        var end = count
        if count > 0, bounds.height > 0 {
            var row = rows.row(at: max(0, top))
            var start = rows.start(ofRow: row)
            first = row
            // The cells of rows that left go back to the pool first, so that the rows that
            // appear reuse them (a screen's scroll makes no new cell once the pool is full).
            for (shownRow, cell) in shownCells where shownRow < first || rows.start(ofRow: shownRow) >= bottom {
                shownCells[shownRow] = nil
                recycle(cell)
            }
            while row < count, start < bottom {
                guard let cell = shownCells.removeValue(forKey: row) ?? requestCell(forRow: row) else { break }
                shown[row] = cell
                measureIfNeeded(row: row, cell: cell, width: width)
                let height = rows.heights[row]
                place(cell, at: start, width: width, height: height)
                start += height
                row += 1
            }
            end = row
        }
        for cell in shownCells.values { recycle(cell) }
        shownCells = shown
        visibleRange = first..<max(first, end)
    }

    /// Sets a cell's frame and its content view's encapsulated size.
    func place(_ cell: TableViewCell, at y: CGFloat, width: CGFloat, height: CGFloat) {
        let frame = CGRect(x: 0, y: y, width: width, height: height)
        if cell.frame != frame { cell.frame = frame }
        cell.setEncapsulatedSize(CGSize(width: width, height: max(0, height - separatorHeight)))
    }
}
