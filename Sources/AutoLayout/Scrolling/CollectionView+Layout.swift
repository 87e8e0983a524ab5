import Foundation

// The collection view's layout pass for its list layout: the items' width and height from the
// layout's dimensions, the items on screen asked for, measured and placed by the column of
// cells it shares with the table view, the content size.

extension CollectionView {
    /// The collection view's part of a layout pass (its `layoutSubviews()`).
    func layOutItems() {
        let layout = storedLayout
        let container = bounds.size
        let itemWidth = max(0, layout.itemSize.widthDimension.length(in: container))
        let heightDimension = layout.itemSize.heightDimension
        // A fixed height (absolute or a fraction of the container) needs no cell to measure.
        let fixedHeight = heightDimension.isEstimated ? nil : max(0, heightDimension.length(in: container))
        if column.needsReload { reloadFromDataSource(estimate: fixedHeight ?? heightDimension.dimension) }
        column.prepare(forKey: CGSize(width: itemWidth, height: fixedHeight ?? -1))
        let spacing = layout.interItemSpacing
        let column = column
        // The spacing is within a section: none after a section's last item.
        let spacingAfter = { (item: Int) -> CGFloat in column.isLastInSection(item) ? 0 : spacing }
        let request = { [unowned self] (item: Int) in requestCell(forItem: item) }
        let measure = { (item: Int, cell: CollectionViewCell) in
            cell.encapsulatedContent.height(fittingWidth: itemWidth) + spacingAfter(item)
        }
        if let fixedHeight {
            column.setUnmeasuredExtents { fixedHeight + spacingAfter($0) }
        } else if heightDimension.dimension == 0 {
            column.measureEveryItem(request: request, measure: measure)
        }
        let x = effectiveUserInterfaceLayoutDirection == .rightToLeft ? container.width - itemWidth : 0
        column.layOutVisible(
            top: contentOffset.y, bottom: contentOffset.y + container.height, request: request, measure: measure
        ) { cell, item, y, extent in
            let height = max(0, extent - spacingAfter(item))
            let frame = CGRect(x: x, y: y, width: itemWidth, height: height)
            if cell.frame != frame { cell.frame = frame }
            cell.encapsulatedContent.setSize(CGSize(width: itemWidth, height: height))
        }
        let size = CGSize(width: container.width, height: column.extents.total)
        if contentSize != size { contentSize = size }
    }

    /// Reads the counts again, every item at the estimate and the spacing after it but the last
    /// of each section; the cells on screen go back to the pool.
    func reloadFromDataSource(estimate: CGFloat) {
        var counts: [Int] = []
        if let dataSource {
            let sections = max(0, dataSource.numberOfSections(in: self))
            counts.reserveCapacity(sections)
            for section in 0..<sections {
                counts.append(dataSource.collectionView(self, numberOfItemsInSection: section))
            }
        }
        column.reload(sectionCounts: counts, estimate: estimate + storedLayout.interItemSpacing)
        for section in 0..<column.numberOfSections where column.count(inSection: section) > 0 {
            column.extents.setHeight(estimate, ofRow: column.sectionStarts[section + 1] - 1)
        }
    }

    /// An item's cell from the data source, in the collection view (traits and all) and shown.
    func requestCell(forItem item: Int) -> CollectionViewCell? {
        guard let dataSource else { return nil }
        let cell = dataSource.collectionView(self, cellForItemAt: column.indexPath(ofFlatIndex: item))
        if cell.superview !== self { addSubview(cell) }
        cell.isHidden = false
        return cell
    }
}
