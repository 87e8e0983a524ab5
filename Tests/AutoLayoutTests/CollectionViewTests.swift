import AutoLayout
import Foundation
import Testing

/// A collection cell holding a ``BoxContent``.
final class BoxItemCell: CollectionViewCell {
    private(set) var content: BoxContent!
    var box: IntrinsicView { content.box }

    required init(frame: CGRect) {
        super.init(frame: frame)
        content = BoxContent(in: contentView)
    }

    required init?(coder: NSCoder) { nil }

    override func prepareForReuse() {
        super.prepareForReuse()
        content.prepareForReuse()
    }
}

/// Items of boxes: a height each (nil: a quarter of the width), in sections.
final class BoxItemSource: CollectionViewDataSource {
    var sections: [[CGFloat?]]
    init(_ sections: [[CGFloat?]]) { self.sections = sections }
    func numberOfSections(in collectionView: CollectionView) -> Int { sections.count }
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
        sections[section].count
    }
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "box", for: indexPath) as! BoxItemCell
        cell.content.configure(height: sections[indexPath.section][indexPath.item])
        return cell
    }
}

/// Collection views with the list layout: self-sizing items with exact frames (both
/// directions), the encapsulated constraints, fixed and fractional sizes, spacing within
/// sections, only the items on screen asked for and measured, sizes kept and dropped.
@MainActor
struct CollectionViewTests {
    func list(
        in window: Window, source: BoxItemSource,
        layout: CollectionViewCompositionalLayout = .list(using: CollectionLayoutListConfiguration(appearance: .plain))
    ) -> CollectionView {
        let list = CollectionView(frame: window.bounds, collectionViewLayout: layout)
        list.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        list.register(BoxItemCell.self, forCellWithReuseIdentifier: "box")
        window.addSubview(list)
        list.dataSource = source
        return list
    }

    func cells(of list: CollectionView) -> [CollectionViewCell] { list.subviews.compactMap { $0 as? CollectionViewCell } }

    @Test func selfSizingItemsHaveExactFrames() {
        let window = makeRoot(width: 320, height: 480)
        let source = BoxItemSource([[20, 40, 60]])
        let list = list(in: window, source: source)
        window.layoutIfNeeded()
        #expect(list.collectionViewLayout.itemSize == CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)))
        // No separator in a list's height: the items are their content's height.
        #expect(list.visibleCells.map(\.frame) == [
            CGRect(x: 0, y: 0, width: 320, height: 36), CGRect(x: 0, y: 36, width: 320, height: 56),
            CGRect(x: 0, y: 92, width: 320, height: 76),
        ])
        #expect(list.contentSize == CGSize(width: 320, height: 168))
        let cell = list.visibleCells[2] as! BoxItemCell
        #expect(cell.reuseIdentifier == "box")
        #expect(cell.contentView.frame == CGRect(x: 0, y: 0, width: 320, height: 76))
        #expect(cell.box.frame == CGRect(x: 8, y: 8, width: 304, height: 60))
        #expect(list.indexPathsForVisibleItems == [IndexPath(item: 0, section: 0), IndexPath(item: 1, section: 0), IndexPath(item: 2, section: 0)])
        #expect(list.cellForItem(at: IndexPath(item: 1, section: 0))?.frame.minY == 36)
        #expect(list.cellForItem(at: IndexPath(item: 3, section: 0)) == nil)

        // UIKit's encapsulated constraints, as a table cell's: required, on the content view.
        let encapsulated = cell.contentView.constraints.filter { $0.identifier?.hasPrefix("UIView-Encapsulated-Layout-") == true }
        #expect(encapsulated.map(\.identifier) == ["UIView-Encapsulated-Layout-Width", "UIView-Encapsulated-Layout-Height"])
        #expect(encapsulated.map(\.constant) == [320, 76])
        #expect(encapsulated.allSatisfy { $0.priority == .required && $0.isActive })
        #expect(Set(cell.constraints.compactMap(\.identifier)) == ["UIView-Encapsulated-Layout-Left", "UIView-Encapsulated-Layout-Top"])
    }

    @Test func spacingIsWithinASectionAndANarrowItemIsOnTheLeadingSide() {
        for direction in [UserInterfaceLayoutDirection.leftToRight, .rightToLeft] {
            let window = makeRoot(width: 320, height: 480, direction: direction)
            let layout = CollectionViewCompositionalLayout(
                itemSize: CollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .estimated(44)),
                interItemSpacing: 10)
            let source = BoxItemSource([[20, 40], [20]])
            let list = list(in: window, source: source, layout: layout)
            window.layoutIfNeeded()
            // 36 + 10, 56 (the last of its section: no spacing after), 36.
            let x: CGFloat = direction == .leftToRight ? 0 : 160
            #expect(list.visibleCells.map(\.frame) == [
                CGRect(x: x, y: 0, width: 160, height: 36), CGRect(x: x, y: 46, width: 160, height: 56),
                CGRect(x: x, y: 102, width: 160, height: 36),
            ], "\(direction)")
            #expect(list.contentSize == CGSize(width: 320, height: 138), "\(direction)")
            #expect((list.visibleCells[0] as! BoxItemCell).box.frame == CGRect(x: 8, y: 8, width: 144, height: 20), "\(direction)")
            #expect(list.numberOfSections == 2 && list.numberOfItems(inSection: 0) == 2 && list.numberOfItems(inSection: 2) == 0)
        }
    }

    @Test func fixedAndFractionalHeightsNeedNoMeasuring() {
        let window = makeRoot(width: 320, height: 480)
        let source = BoxItemSource([[20, 20]])
        let list = list(in: window, source: source, layout: CollectionViewCompositionalLayout(
            itemSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50))))
        window.layoutIfNeeded()
        #expect(list.visibleCells.map(\.frame) == [CGRect(x: 0, y: 0, width: 320, height: 50), CGRect(x: 0, y: 50, width: 320, height: 50)])
        #expect(list.measurementCount == 0)
        // A quarter of the container's height, which follows the window.
        list.collectionViewLayout = CollectionViewCompositionalLayout(
            itemSize: CollectionLayoutSize(widthDimension: .absolute(300), heightDimension: .fractionalHeight(0.25)))
        window.layoutIfNeeded()
        #expect(list.visibleCells.map(\.frame) == [CGRect(x: 0, y: 0, width: 300, height: 120), CGRect(x: 0, y: 120, width: 300, height: 120)])
        window.frame = CGRect(x: 0, y: 0, width: 320, height: 400)
        window.layoutIfNeeded()
        #expect(list.visibleCells.map(\.frame.height) == [100, 100])
        #expect(list.contentSize == CGSize(width: 320, height: 200))
        #expect(list.measurementCount == 0)
    }

    @Test func contentTallerThanAFixedItemConflictsAsInATable() {
        let window = makeRoot(width: 320, height: 480)
        let reports = ReportCollector(window.layoutEngine)
        let source = BoxItemSource([[20]])
        let list = list(in: window, source: source, layout: CollectionViewCompositionalLayout(
            itemSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44))))
        window.layoutIfNeeded()
        #expect(reports.conflicts.isEmpty)
        (list.visibleCells[0] as! BoxItemCell).box.heightAnchor.constraint(equalToConstant: 100).isActive = true
        window.layoutIfNeeded()
        #expect(reports.conflicts.count == 1)
        let names = reports.conflicts.first.map { [$0.brokenConstraint] + $0.conflictingConstraints }?.compactMap(\.identifier) ?? []
        #expect(names.contains("UIView-Encapsulated-Layout-Height"))
    }

    @Test func onlyTheItemsOnScreenAreAskedForAndScrollingByAScreenLaysOutOnlyTheItemsThatAppear() {
        for count in [100, 10_000] {
            let window = makeRoot(width: 320, height: 480)
            // Boxes of 30: items of 46; the estimate is 44.
            let source = BoxItemSource([Array(repeating: 30, count: count)])
            let list = list(in: window, source: source)
            window.layoutIfNeeded()
            // 480 / 46: items 0 to 10 show.
            #expect(list.visibleCells.count == 11, "\(count)")
            #expect(list.cellRequestCount == 11 && list.measurementCount == 11, "\(count)")
            #expect(list.contentSize.height == 11 * 46 + CGFloat(count - 11) * 44, "\(count)")

            list.contentOffset = CGPoint(x: 0, y: 480)
            window.layoutIfNeeded()
            // Item 10 covers 480 (it starts at 460); items 10 to 20 show (21 starts at 966).
            #expect(list.indexPathsForVisibleItems.first == IndexPath(item: 10, section: 0), "\(count)")
            #expect(list.indexPathsForVisibleItems.last == IndexPath(item: 20, section: 0), "\(count)")
            #expect(list.visibleCells.first?.frame == CGRect(x: 0, y: 460, width: 320, height: 46), "\(count)")
            // Ten items appeared: ten asked for and measured, in the cells of the ten that left.
            #expect(list.cellRequestCount == 21 && list.measurementCount == 21, "\(count)")
            #expect(cells(of: list).count == 11, "\(count)")
            #expect(list.contentSize.height == 21 * 46 + CGFloat(count - 21) * 44, "\(count)")
            #expect(list.isItemMeasured(20) && !list.isItemMeasured(21), "\(count)")

            // Back up: the items are measured already; only the cells of items 0 to 9 are asked
            // for (item 10 stayed on screen).
            list.contentOffset = .zero
            window.layoutIfNeeded()
            #expect(list.cellRequestCount == 31 && list.measurementCount == 21, "\(count)")
        }
    }

    @Test func sizesAreDroppedWhenTheWidthOrTheTraitsChange() {
        let window = makeRoot(width: 320, height: 480)
        let reports = ReportCollector(window.layoutEngine)
        let source = BoxItemSource([[nil, 10]])
        let list = list(in: window, source: source)
        window.layoutIfNeeded()
        // 304 / 4 = 76: an item of 92.
        #expect(list.visibleCells.map(\.frame) == [CGRect(x: 0, y: 0, width: 320, height: 92), CGRect(x: 0, y: 92, width: 320, height: 26)])
        window.frame = CGRect(x: 0, y: 0, width: 400, height: 480)
        window.layoutIfNeeded()
        // 384 / 4 = 96.
        #expect(list.visibleCells.map(\.frame) == [CGRect(x: 0, y: 0, width: 400, height: 112), CGRect(x: 0, y: 112, width: 400, height: 26)])
        #expect((list.visibleCells[0] as! BoxItemCell).box.frame == CGRect(x: 8, y: 8, width: 384, height: 96))
        #expect(list.measurementCount == 4)
        #expect(reports.conflicts.isEmpty)
        // Any trait (the content size category above all: see ControlsTests'
        // SelfSizingItemTests) measures every item again.
        window.scale = 3
        window.layoutIfNeeded()
        #expect(list.measurementCount == 6)
        // Nothing changed: no measuring.
        window.layoutIfNeeded()
        #expect(list.measurementCount == 6)
    }

    @Test func contentChangesAreMeasuredOnReloadAndInvalidateLayout() {
        let window = makeRoot(width: 320, height: 480)
        let source = BoxItemSource([[20, 20]])
        let list = list(in: window, source: source)
        window.layoutIfNeeded()
        #expect(list.contentSize.height == 72)
        source.sections[0][1] = 50
        list.reloadItems(at: [IndexPath(item: 1, section: 0)])
        window.layoutIfNeeded()
        #expect(list.visibleCells.map(\.frame.height) == [36, 66])
        #expect(list.measurementCount == 3)
        // A cell's content changed in place: invalidating the layout measures the items on
        // screen again.
        (list.visibleCells[0] as! BoxItemCell).box.size.height = 30
        list.collectionViewLayout.invalidateLayout()
        window.layoutIfNeeded()
        #expect(list.visibleCells.map(\.frame) == [CGRect(x: 0, y: 0, width: 320, height: 46), CGRect(x: 0, y: 46, width: 320, height: 66)])
        #expect(list.contentSize.height == 112)
        // A reload asks for every count and cell again.
        source.sections = [[10]]
        list.reloadData()
        window.layoutIfNeeded()
        #expect(list.visibleCells.map(\.frame) == [CGRect(x: 0, y: 0, width: 320, height: 26)])
        #expect(cells(of: list).filter { !$0.isHidden }.count == 1)
    }

    @Test func anEstimateOfZeroMeasuresEveryItemUpFront() {
        let window = makeRoot(width: 320, height: 480)
        let layout = CollectionViewCompositionalLayout(
            itemSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(0)))
        let source = BoxItemSource([Array(repeating: 28, count: 30), Array(repeating: 8, count: 20)])
        let list = list(in: window, source: source, layout: layout)
        window.layoutIfNeeded()
        #expect(list.measurementCount == 50)
        // 30 items of 44 and 20 of 24.
        #expect(list.contentSize.height == 1800)
        #expect(list.visibleCells.count == 11)
    }

    @Test func badLayoutsAndUnregisteredIdentifiersAreReportedNotCrashes() {
        let window = makeRoot(width: 320, height: 480)
        let reports = ReportCollector(window.layoutEngine)
        let source = BoxItemSource([[20]])
        let list = list(in: window, source: source)
        let layout = list.collectionViewLayout
        #expect(layout.collectionView === list)
        for bad in [
            CollectionViewCompositionalLayout(itemSize: CollectionLayoutSize(widthDimension: .estimated(100), heightDimension: .estimated(44))),
            CollectionViewCompositionalLayout(itemSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(-1))),
            CollectionViewCompositionalLayout(itemSize: CollectionLayoutSize(widthDimension: .fractionalWidth(.nan), heightDimension: .absolute(1))),
            CollectionViewCompositionalLayout(
                itemSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(1)), interItemSpacing: -2),
        ] {
            list.collectionViewLayout = bad
        }
        #expect(list.collectionViewLayout === layout)
        #expect(reports.errors.map { "\($0)" }.count == 4)
        #expect("\(reports.errors[0])".contains("collectionViewLayout = (itemSize: .estimated(100) × .estimated(44), interItemSpacing: 0)"))
        let cell = list.dequeueReusableCell(withReuseIdentifier: "missing", for: IndexPath(item: 0, section: 0))
        #expect(cell.reuseIdentifier == "missing")
        #expect(reports.errors.count == 5)
        window.layoutIfNeeded()
        #expect(list.visibleCells.map(\.frame) == [CGRect(x: 0, y: 0, width: 320, height: 36)])
    }
}
