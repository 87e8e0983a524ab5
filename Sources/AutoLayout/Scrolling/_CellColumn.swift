import Foundation

/// The state and layout a vertical list of self-sizing cells needs, whether a ``TableView`` or
/// a ``CollectionView`` with a list layout: the cells by reuse identifier and the pool of hidden
/// ones, the sections' sizes, each item's extent (measured or estimated) in a
/// ``_RowHeightIndex``, and the items on screen.
///
/// Items are numbered flat, section after section. An item's *extent* is the length of the
/// column it takes: its cell's height plus what the list keeps beside it (a table's separator
/// is inside the cell, a collection's spacing after it). Only the items on screen are asked
/// for, measured and placed, each step O(log items), so that scrolling by a screen costs the
/// same at 100 items and at 10,000.
final class _CellColumn<Cell: _ListCell> {
    /// How to make a cell of each reuse identifier.
    var factories: [String: () -> Cell] = [:]
    /// The hidden cells waiting to be reused, by identifier.
    var reusePool: [String: [Cell]] = [:]
    /// The flat index of each section's first item, and the item count last (one more entry
    /// than sections).
    var sectionStarts: [Int] = [0]
    /// Each item's extent (measured or estimated) and where it starts.
    var extents = _RowHeightIndex(count: 0, height: 0)
    /// Whether each item's extent was measured (not estimated).
    var isMeasured: [Bool] = []
    /// What the measured extents are for (the width the cells were measured at, and whatever
    /// else the list's sizes depend on): when it changes, every extent is measured again.
    var measurementKey: CGSize?
    /// The items on screen and their cells.
    var visibleRange: Range<Int> = 0..<0
    var shownCells: [Int: Cell] = [:]
    /// Whether the next layout asks the data source for its counts again.
    var needsReload = true

    /// How many cells the list asked its data source for, and how many items it measured.
    var cellRequestCount = 0
    var measurementCount = 0

    // MARK: Index paths

    var numberOfSections: Int { sectionStarts.count - 1 }

    /// The number of items of a section, 0 for a section out of range. O(1).
    func count(inSection section: Int) -> Int {
        guard section >= 0, section < numberOfSections else { return 0 }
        return sectionStarts[section + 1] - sectionStarts[section]
    }

    /// The flat index of an index path (section, then row or item), nil out of range. O(1).
    func flatIndex(of indexPath: IndexPath) -> Int? {
        guard indexPath.count == 2, indexPath[0] >= 0, indexPath[0] < numberOfSections,
            indexPath[1] >= 0, indexPath[1] < count(inSection: indexPath[0])
        else { return nil }
        return sectionStarts[indexPath[0]] + indexPath[1]
    }

    /// The index path of a flat index. O(log sections).
    func indexPath(ofFlatIndex index: Int) -> IndexPath {
        var low = 0
        var high = numberOfSections - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if sectionStarts[middle] <= index { low = middle } else { high = middle - 1 }
        }
        return IndexPath(indexes: [low, index - sectionStarts[low]])
    }

    /// Whether an item is the last of its section. O(log sections).
    func isLastInSection(_ index: Int) -> Bool {
        let section = indexPath(ofFlatIndex: index)[0]
        return index == sectionStarts[section + 1] - 1
    }

    /// The cells on screen, in order.
    var visibleCells: [Cell] { visibleRange.compactMap { shownCells[$0] } }

    // MARK: Cells

    /// A hidden cell of the identifier (after its `prepareForReuse()`), or a new one if the
    /// identifier is registered, or nil.
    func dequeue(_ identifier: String) -> Cell? {
        if let cell = reusePool[identifier]?.popLast() {
            cell.prepareForReuse()
            return cell
        }
        return factories[identifier]?()
    }

    /// Hides a cell and puts it in the reuse pool. Its content view's encapsulated size goes
    /// until the list places it again: the next item configures the content before it is
    /// measured, and content of another height must not meet the old item's.
    func recycle(_ cell: Cell) {
        cell.isHidden = true
        cell.encapsulatedContent.releaseSize()
        guard let identifier = cell.reuseIdentifier else {
            cell.removeFromSuperview()
            return
        }
        reusePool[identifier, default: []].append(cell)
    }

    // MARK: Changes

    /// Takes new counts, every item at the estimate; the cells on screen go back to the pool.
    func reload(sectionCounts: [Int], estimate: CGFloat) {
        needsReload = false
        for cell in shownCells.values { recycle(cell) }
        shownCells = [:]
        visibleRange = 0..<0
        var starts = [0]
        starts.reserveCapacity(sectionCounts.count + 1)
        for count in sectionCounts { starts.append(starts[starts.count - 1] + max(0, count)) }
        sectionStarts = starts
        let count = starts[starts.count - 1]
        extents = _RowHeightIndex(count: count, height: estimate)
        isMeasured = Array(repeating: false, count: count)
    }

    /// Every extent is measured again at the next layout.
    func invalidateAll() {
        for index in isMeasured.indices { isMeasured[index] = false }
    }

    /// An item's cell is asked for again and measured again at the next layout.
    func reloadItem(_ index: Int) {
        isMeasured[index] = false
        if let cell = shownCells.removeValue(forKey: index) { recycle(cell) }
    }

    /// The items on screen are measured again (their cells' content changed in place).
    func invalidateVisible() {
        for index in visibleRange { isMeasured[index] = false }
    }

    // MARK: Layout

    /// Drops every measurement if the key changed (the width, above all).
    func prepare(forKey key: CGSize) {
        guard key != measurementKey else { return }
        measurementKey = key
        invalidateAll()
    }

    /// Gives every item not measured its extent without a cell (a fixed height).
    func setUnmeasuredExtents(_ extent: (Int) -> CGFloat) {
        for index in isMeasured.indices where !isMeasured[index] {
            extents.setHeight(extent(index), ofRow: index)
            isMeasured[index] = true
        }
    }

    /// Measures an item with its cell, if it is not measured.
    func measureIfNeeded(_ index: Int, cell: Cell, measure: (Int, Cell) -> CGFloat) {
        guard !isMeasured[index] else { return }
        measurementCount += 1
        extents.setHeight(measure(index, cell), ofRow: index)
        isMeasured[index] = true
    }

    /// Measures every item not measured (UIKit's behaviour without estimates): each with a cell
    /// from the data source (`request`), put back in the pool at once.
    func measureEveryItem(request: (Int) -> Cell?, measure: (Int, Cell) -> CGFloat) {
        for index in isMeasured.indices where !isMeasured[index] {
            if let cell = shownCells[index] {
                measureIfNeeded(index, cell: cell, measure: measure)
            } else if let cell = requestCell(index, request) {
                measureIfNeeded(index, cell: cell, measure: measure)
                recycle(cell)
            }
        }
    }

    /// Finds the items that cover `top ..< bottom` (in the content), asks for the cells of
    /// those that were not on screen, measures those not measured, and places them (`place`
    /// gets the cell, its item, where the item starts and its extent); the cells of items that
    /// left go back to the pool first, so that the items that appear reuse them (a screen's
    /// scroll makes no new cell once the pool is full).
    ///
    /// - Complexity: O(items on screen × log items), plus the measuring.
    func layOutVisible(
        top: CGFloat, bottom: CGFloat, request: (Int) -> Cell?, measure: (Int, Cell) -> CGFloat,
        place: (Cell, Int, CGFloat, CGFloat) -> Void
    ) {
        let count = extents.count
        var shown: [Int: Cell] = [:]
        var first = count
        var end = count
        if count > 0, bottom > top {
            var index = extents.row(at: max(0, top))
            var start = extents.start(ofRow: index)
            first = index
            for (shownIndex, cell) in shownCells where shownIndex < first || extents.start(ofRow: shownIndex) >= bottom {
                shownCells[shownIndex] = nil
                recycle(cell)
            }
            while index < count, start < bottom {
                guard let cell = shownCells.removeValue(forKey: index) ?? requestCell(index, request) else { break }
                shown[index] = cell
                measureIfNeeded(index, cell: cell, measure: measure)
                let extent = extents.heights[index]
                place(cell, index, start, extent)
                start += extent
                index += 1
            }
            end = index
        }
        for cell in shownCells.values { recycle(cell) }
        shownCells = shown
        visibleRange = first..<max(first, end)
    }

    private func requestCell(_ index: Int, _ request: (Int) -> Cell?) -> Cell? {
        cellRequestCount += 1
        return request(index)
    }
}
