import Foundation

/// A scrolling column of rows, as UIKit's `UITableView`: a ``dataSource`` says how many rows
/// there are and configures the cell of each; the table shows only the rows on screen, reusing
/// the cells of rows that scrolled away (``register(_:forCellReuseIdentifier:)``,
/// ``dequeueReusableCell(withIdentifier:for:)``).
///
/// **Self-sizing cells.** With ``rowHeight`` at ``automaticDimension`` (the default), each row is
/// as tall as its cell's content asks: the content view is measured with
/// ``View/systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)`` at
/// the table's width (width required, height at the fitting size level), plus the separator.
/// Heights are measured when a row first shows, and kept until its content (``reloadData()``,
/// ``reloadRows(at:)``, ``endUpdates()``), the table's width or its traits (the content size
/// category) change. Rows not measured yet count ``estimatedRowHeight`` in the content size;
/// with an estimate of 0, every row is measured up front.
///
/// Cells are subviews of the table placed by their frames; their content views carry UIKit's
/// `UIView-Encapsulated-Layout-Width` and `-Height` constraints at the required priority (as the
/// logs of a device print them), so content that cannot fit the row conflicts as on iOS.
/// Cells of rows that scrolled away stay in the table, hidden, until reused (as UIKit's).
open class TableView: ScrollView {
    /// The ``rowHeight`` (or ``estimatedRowHeight``) that means "from the content" (UIKit's
    /// `UITableView.automaticDimension`).
    public static let automaticDimension: CGFloat = -1

    /// The estimate of rows not measured yet when ``estimatedRowHeight`` is
    /// ``automaticDimension`` (UIKit's default row height).
    public static let defaultRowHeight: CGFloat = 44

    /// Whether rows are separated by a line, which takes 1 pixel of each row's height (as in
    /// UIKit, whose content views are that much shorter than their cells).
    public enum SeparatorStyle: Sendable, Hashable {
        /// No separator: the content view is as tall as the row.
        case none
        /// A line of 1 pixel at the bottom of each row (the default).
        case singleLine
    }

    /// Where ``scrollToRow(at:at:animated:)`` puts the row.
    public enum ScrollPosition: Sendable, Hashable {
        /// As little scrolling as shows the row.
        case none
        /// The row at the top of the visible area.
        case top
        /// The row in the middle.
        case middle
        /// The row at the bottom.
        case bottom
    }

    /// What the table shows. Setting it reloads the table.
    public weak var dataSource: TableViewDataSource? {
        didSet { reloadData() }
    }

    /// The height of every row, or ``automaticDimension`` (the default) for heights from the
    /// cells' content. A height that is negative (other than ``automaticDimension``) or not
    /// finite is refused.
    open var rowHeight: CGFloat {
        get { storedRowHeight }
        set {
            guard newValue != storedRowHeight,
                accepts(newValue.isFinite && (newValue >= 0 || newValue == Self.automaticDimension), "rowHeight",
                        formatLength(newValue))
            else { return }
            storedRowHeight = newValue
            invalidateRowHeights()
        }
    }

    /// The height counted for rows not measured yet: ``automaticDimension`` (the default) for
    /// ``defaultRowHeight``, 0 to measure every row up front. Refused as ``rowHeight``.
    open var estimatedRowHeight: CGFloat {
        get { storedEstimatedRowHeight }
        set {
            guard newValue != storedEstimatedRowHeight,
                accepts(newValue.isFinite && (newValue >= 0 || newValue == Self.automaticDimension),
                        "estimatedRowHeight", formatLength(newValue))
            else { return }
            storedEstimatedRowHeight = newValue
            invalidateRowHeights()
        }
    }

    /// Whether rows are separated by a line (``SeparatorStyle/singleLine`` by default).
    open var separatorStyle: SeparatorStyle = .singleLine {
        didSet { if separatorStyle != oldValue { invalidateRowHeights() } }
    }

    // MARK: State

    var storedRowHeight: CGFloat = TableView.automaticDimension
    var storedEstimatedRowHeight: CGFloat = TableView.automaticDimension
    /// The cells, the rows' heights and the rows on screen (shared with ``CollectionView``).
    let column = _CellColumn<TableViewCell>()

    /// How many cells the table asked its data source for, and how many rows it measured,
    /// since it was made (what tests and the benchmark count).
    package var cellRequestCount: Int { column.cellRequestCount }
    package var measurementCount: Int { column.measurementCount }

    /// Makes a table with a frame; it bounces vertically, as UIKit's.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        alwaysBounceVertical = true
    }

    /// As ``View/init(coder:)``: an empty table; nothing is read from `coder`. Never fails.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        alwaysBounceVertical = true
    }

    // MARK: Cells

    /// Makes cells of a class for a reuse identifier (with the class's
    /// `init(reuseIdentifier:)`).
    public func register(_ cellClass: TableViewCell.Type, forCellReuseIdentifier identifier: String) {
        column.factories[identifier] = { cellClass.init(reuseIdentifier: identifier) }
    }

    /// Makes cells with a closure for a reuse identifier (a cell whose initialiser needs more
    /// than its identifier).
    public func register(forCellReuseIdentifier identifier: String, _ makeCell: @escaping () -> TableViewCell) {
        column.factories[identifier] = makeCell
    }

    /// A cell for a row: a hidden one of the identifier waiting to be reused (after its
    /// ``TableViewCell/prepareForReuse()``), or a new one from the registration. An identifier
    /// that was never registered is reported (``LayoutError/invalidValue(_:)``) and gives a
    /// plain cell, where UIKit raises.
    public func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> TableViewCell {
        if let cell = dequeueReusableCell(withIdentifier: identifier) { return cell }
        _ = accepts(false, "dequeueReusableCell(withIdentifier:for:)", "\"\(identifier)\" (no cell registered)")
        return TableViewCell(reuseIdentifier: identifier)
    }

    /// A cell of the identifier waiting to be reused, or a new one if the identifier is
    /// registered, or nil.
    public func dequeueReusableCell(withIdentifier identifier: String) -> TableViewCell? {
        column.dequeue(identifier)
    }

    /// The cells on screen, top to bottom.
    public var visibleCells: [TableViewCell] { column.visibleCells }

    /// The index paths of the rows on screen, top to bottom.
    public var indexPathsForVisibleRows: [IndexPath] { column.visibleRange.map(column.indexPath(ofFlatIndex:)) }

    /// The cell of a row if it is on screen, or nil.
    public func cellForRow(at indexPath: IndexPath) -> TableViewCell? {
        guard let row = column.flatIndex(of: indexPath), column.visibleRange.contains(row) else { return nil }
        return column.shownCells[row]
    }

    /// The number of sections (as the data source last said).
    public var numberOfSections: Int { column.numberOfSections }

    /// The number of rows of a section (as the data source last said), 0 for a section out of range.
    public func numberOfRows(inSection section: Int) -> Int {
        column.count(inSection: section)
    }

    /// A row's rectangle in the table's content (its height measured, or estimated if it has
    /// not shown yet), or `.zero` for a row out of range.
    ///
    /// - Complexity: O(log rows).
    public func rectForRow(at indexPath: IndexPath) -> CGRect {
        guard let row = column.flatIndex(of: indexPath) else { return .zero }
        return CGRect(x: 0, y: column.extents.start(ofRow: row), width: bounds.width, height: column.extents.heights[row])
    }

    /// Scrolls so that the row is at the position (within the ``ScrollView/contentOffsetRange``).
    public func scrollToRow(at indexPath: IndexPath, at position: ScrollPosition, animated: Bool) {
        let rect = rectForRow(at: indexPath)
        let inset = adjustedContentInset
        let visible = bounds.height - inset.top - inset.bottom
        let y: CGFloat
        switch position {
        case .none: return scrollRectToVisible(rect, animated: animated)
        case .top: y = rect.minY - inset.top
        case .middle: y = rect.midY - inset.top - visible / 2
        case .bottom: y = rect.maxY - inset.top - visible
        }
        let range = contentOffsetRange
        setContentOffset(
            CGPoint(x: contentOffset.x, y: min(max(y, range.minimum.y), range.maximum.y)), animated: animated)
    }

    // MARK: Changes

    /// Asks the data source again for everything: counts, cells, heights (at the next layout).
    /// The cells on screen go back to the reuse pool.
    public func reloadData() {
        column.needsReload = true
        setNeedsLayout()
    }

    /// Asks the data source again for the cells of rows, and measures them again.
    public func reloadRows(at indexPaths: [IndexPath]) {
        // The next layout asks the data source for new cells.
        for indexPath in indexPaths {
            if let row = column.flatIndex(of: indexPath) { column.reloadItem(row) }
        }
        setNeedsLayout()
    }

    /// Starts a group of changes (nothing to do here: the group ends with ``endUpdates()``).
    public func beginUpdates() {}

    /// Ends a group of changes: the rows on screen are measured again (their cells' content
    /// changed), as UIKit's `beginUpdates()`/`endUpdates()` pair makes self-sizing rows follow
    /// their content.
    public func endUpdates() {
        column.invalidateVisible()
        setNeedsLayout()
    }

    /// Every height is measured again (the width, the traits, or a row height setting changed).
    func invalidateRowHeights() {
        column.invalidateAll()
        setNeedsLayout()
    }

    /// A change of traits (the content size category above all) changes the cells' content:
    /// every row is measured again.
    open override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if previousTraitCollection != traitCollection { invalidateRowHeights() }
    }

    /// The size of the rows: the table's width, and the sum of the rows' heights (measured, or
    /// estimated for rows not shown yet). The table sets it at each layout pass (its
    /// ``ScrollView/contentLayoutGuide`` follows); a size set in code lasts until then.
    open override var contentSize: CGSize {
        get { storedContentSize }
        set { super.contentSize = newValue }
    }

    /// Lays out the rows on screen (see `TableView+Layout.swift`).
    ///
    /// - Complexity: O(rows on screen × log rows), plus the measuring of rows that show for
    ///   the first time since their heights were dropped.
    open override func layoutSubviews() {
        super.layoutSubviews()
        layOutRows()
    }

    // MARK: Rows

    /// Whether a row's height (by its flat index, section after section) was measured since it
    /// was last dropped, rather than estimated.
    package func isRowMeasured(_ row: Int) -> Bool { column.isMeasured.indices.contains(row) && column.isMeasured[row] }
}
