import Foundation

/// A scrolling list of items, as UIKit's `UICollectionView` with a compositional list layout:
/// a ``dataSource`` says how many items each section has and configures the cell of each; the
/// ``collectionViewLayout`` says how large the items are; the collection view shows only the
/// items on screen, reusing the cells of items that scrolled away
/// (``register(_:forCellWithReuseIdentifier:)``,
/// ``dequeueReusableCell(withReuseIdentifier:for:)``).
///
/// ```swift
/// let layout = CollectionViewCompositionalLayout.list(using: .init(appearance: .plain))
/// let list = CollectionView(frame: window.bounds, collectionViewLayout: layout)
/// list.register(MessageCell.self, forCellWithReuseIdentifier: "message")
/// list.dataSource = messages
/// ```
///
/// **Self-sizing items.** With an estimated item height (the list layout's), each item is as
/// tall as its cell's content asks at the item's width, measured as a ``TableView`` measures its
/// rows (the two share their machinery): the width required, the height at the fitting size
/// level, UIKit's `UIView-Encapsulated-Layout-` constraints on the content view. Heights are
/// measured when an item first shows, and kept until its content (``reloadData()``,
/// ``reloadItems(at:)``, ``CollectionViewCompositionalLayout/invalidateLayout()``), the item's
/// width, the layout or the traits (the content size category) change. Items not measured yet
/// count the estimate in the content size; with an estimate of 0, every item is measured up front.
open class CollectionView: ScrollView {
    /// What the collection view shows. Setting it reloads the collection view.
    public weak var dataSource: CollectionViewDataSource? {
        didSet { reloadData() }
    }

    /// How the items are arranged. A layout with a dimension or a spacing that is negative or
    /// not finite, or an estimated width, is refused (reported as
    /// ``LayoutError/invalidValue(_:)``) and the old one stays. Setting one measures every item
    /// again.
    open var collectionViewLayout: CollectionViewCompositionalLayout {
        get { storedLayout }
        set {
            guard newValue !== storedLayout,
                accepts(newValue.isUsable, "collectionViewLayout", newValue.layoutDescription)
            else { return }
            storedLayout.collectionView = nil
            storedLayout = newValue
            newValue.collectionView = self
            reloadData()
        }
    }

    var storedLayout: CollectionViewCompositionalLayout
    /// The cells, the items' extents (height and the spacing after) and the items on screen
    /// (shared with ``TableView``).
    let column = _CellColumn<CollectionViewCell>()

    /// How many cells the collection view asked its data source for, and how many items it
    /// measured, since it was made (what tests count).
    package var cellRequestCount: Int { column.cellRequestCount }
    package var measurementCount: Int { column.measurementCount }

    /// Makes a collection view with a frame and a layout; it bounces vertically, as UIKit's
    /// with a vertical layout. A layout that is refused (see ``collectionViewLayout``) is
    /// reported and replaced by the plain list layout.
    public init(frame: CGRect, collectionViewLayout layout: CollectionViewCompositionalLayout) {
        storedLayout = .list(using: CollectionLayoutListConfiguration(appearance: .plain))
        super.init(frame: frame)
        alwaysBounceVertical = true
        storedLayout.collectionView = self
        collectionViewLayout = layout
    }

    /// As ``View/init(coder:)``: an empty collection view with the plain list layout; nothing is
    /// read from `coder`. Never fails.
    public required init?(coder: NSCoder) {
        storedLayout = .list(using: CollectionLayoutListConfiguration(appearance: .plain))
        super.init(coder: coder)
        alwaysBounceVertical = true
        storedLayout.collectionView = self
    }

    // MARK: Cells

    /// Makes cells of a class for a reuse identifier (with the class's `init(frame:)`).
    public func register(_ cellClass: CollectionViewCell.Type, forCellWithReuseIdentifier identifier: String) {
        register(forCellWithReuseIdentifier: identifier) { cellClass.init(frame: .zero) }
    }

    /// Makes cells with a closure for a reuse identifier (a cell whose initialiser needs more
    /// than a frame); the collection view gives each its ``CollectionViewCell/reuseIdentifier``.
    public func register(forCellWithReuseIdentifier identifier: String, _ makeCell: @escaping () -> CollectionViewCell) {
        column.factories[identifier] = {
            let cell = makeCell()
            cell.reuseIdentifier = identifier
            return cell
        }
    }

    /// A cell for an item: a hidden one of the identifier waiting to be reused (after its
    /// ``CollectionViewCell/prepareForReuse()``), or a new one from the registration. An
    /// identifier that was never registered is reported (``LayoutError/invalidValue(_:)``) and
    /// gives a plain cell, where UIKit raises.
    public func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> CollectionViewCell {
        if let cell = column.dequeue(identifier) { return cell }
        _ = accepts(false, "dequeueReusableCell(withReuseIdentifier:for:)", "\"\(identifier)\" (no cell registered)")
        let cell = CollectionViewCell(frame: .zero)
        cell.reuseIdentifier = identifier
        return cell
    }

    /// The cells on screen, top to bottom.
    public var visibleCells: [CollectionViewCell] { column.visibleCells }

    /// The index paths of the items on screen, top to bottom.
    public var indexPathsForVisibleItems: [IndexPath] { column.visibleRange.map(column.indexPath(ofFlatIndex:)) }

    /// The cell of an item if it is on screen, or nil.
    public func cellForItem(at indexPath: IndexPath) -> CollectionViewCell? {
        guard let item = column.flatIndex(of: indexPath), column.visibleRange.contains(item) else { return nil }
        return column.shownCells[item]
    }

    /// The number of sections (as the data source last said).
    public var numberOfSections: Int { column.numberOfSections }

    /// The number of items of a section (as the data source last said), 0 for a section out of
    /// range.
    public func numberOfItems(inSection section: Int) -> Int { column.count(inSection: section) }

    // MARK: Changes

    /// Asks the data source again for everything: counts, cells, heights (at the next layout).
    /// The cells on screen go back to the reuse pool.
    public func reloadData() {
        column.needsReload = true
        setNeedsLayout()
    }

    /// Asks the data source again for the cells of items, and measures them again.
    public func reloadItems(at indexPaths: [IndexPath]) {
        for indexPath in indexPaths {
            if let item = column.flatIndex(of: indexPath) { column.reloadItem(item) }
        }
        setNeedsLayout()
    }

    /// The items on screen are measured again (``CollectionViewCompositionalLayout/invalidateLayout()``).
    func invalidateVisibleItems() {
        column.invalidateVisible()
        setNeedsLayout()
    }

    /// A change of traits (the content size category above all) changes the cells' content:
    /// every item is measured again.
    open override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if previousTraitCollection != traitCollection {
            column.invalidateAll()
            setNeedsLayout()
        }
    }

    /// The size of the items: the collection view's width, and the sum of the items' heights
    /// and spacings (measured, or estimated for items not shown yet). The collection view sets
    /// it at each layout pass (its ``ScrollView/contentLayoutGuide`` follows); a size set in
    /// code lasts until then.
    open override var contentSize: CGSize {
        get { storedContentSize }
        set { super.contentSize = newValue }
    }

    /// Lays out the items on screen (see `CollectionView+Layout.swift`).
    ///
    /// - Complexity: O(items on screen × log items), plus the measuring of items that show for
    ///   the first time since their heights were dropped.
    open override func layoutSubviews() {
        super.layoutSubviews()
        layOutItems()
    }

    /// Whether an item's height (by its flat index, section after section) was measured since
    /// it was last dropped, rather than estimated.
    package func isItemMeasured(_ item: Int) -> Bool { column.isMeasured.indices.contains(item) && column.isMeasured[item] }
}
