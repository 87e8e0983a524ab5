import AutoLayout
import Foundation
import Testing

/// A box 8 points inside a cell's content view, as tall as asked (intrinsic height) or a
/// quarter of its width: the content of the table's and the collection view's test cells.
final class BoxContent {
    let box = IntrinsicView(size: CGSize(width: View.noIntrinsicMetric, height: 0))
    var aspect: LayoutConstraint?

    init(in contentView: View) {
        box.identifier = "box"
        box.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(box)
        LayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 8),
            box.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -8),
            box.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 8),
            box.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -8),
        ])
    }

    /// A height, or nil for a quarter of the width.
    func configure(height: CGFloat?) {
        if let height {
            box.size.height = height
        } else {
            box.size.height = View.noIntrinsicMetric
            aspect = box.heightAnchor.constraint(equalTo: box.widthAnchor, multiplier: 0.25)
            aspect?.isActive = true
        }
    }

    func prepareForReuse() {
        aspect?.isActive = false
        aspect = nil
    }
}

/// A table cell holding a ``BoxContent``.
final class BoxCell: TableViewCell {
    private(set) var content: BoxContent!
    var box: IntrinsicView { content.box }

    required init(reuseIdentifier: String?) {
        super.init(reuseIdentifier: reuseIdentifier)
        content = BoxContent(in: contentView)
    }

    required init?(coder: NSCoder) { nil }

    override func prepareForReuse() {
        super.prepareForReuse()
        content.prepareForReuse()
    }
}

/// Rows of boxes: a height each (nil: a quarter of the width), in sections.
final class BoxSource: TableViewDataSource {
    var sections: [[CGFloat?]]
    init(_ sections: [[CGFloat?]]) { self.sections = sections }
    func numberOfSections(in tableView: TableView) -> Int { sections.count }
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { sections[section].count }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "box", for: indexPath) as! BoxCell
        cell.content.configure(height: sections[indexPath.section][indexPath.row])
        return cell
    }
}

/// Table views: self-sizing rows with exact frames, the encapsulated constraints, only the
/// rows on screen asked for and measured, heights kept and dropped.
@MainActor
struct TableViewTests {
    func table(in window: Window, source: BoxSource) -> TableView {
        let table = TableView(frame: window.bounds)
        table.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        table.register(BoxCell.self, forCellReuseIdentifier: "box")
        window.addSubview(table)
        table.dataSource = source
        return table
    }

    func cells(of table: TableView) -> [TableViewCell] { table.subviews.compactMap { $0 as? TableViewCell } }

    @Test func selfSizingRowsHaveExactFrames() {
        // Scale 2: the separator takes half a point of each row.
        let window = makeRoot(width: 320, height: 480)
        let source = BoxSource([[20, 40, 60]])
        let table = table(in: window, source: source)
        window.layoutIfNeeded()
        #expect(table.rowHeight == TableView.automaticDimension)
        let frames = table.visibleCells.map(\.frame)
        #expect(frames == [
            CGRect(x: 0, y: 0, width: 320, height: 36.5), CGRect(x: 0, y: 36.5, width: 320, height: 56.5),
            CGRect(x: 0, y: 93, width: 320, height: 76.5),
        ])
        #expect(table.contentSize == CGSize(width: 320, height: 169.5))
        let cell = table.visibleCells[2] as! BoxCell
        #expect(cell.contentView.frame == CGRect(x: 0, y: 0, width: 320, height: 76))
        #expect(cell.box.frame == CGRect(x: 8, y: 8, width: 304, height: 60))
        #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)) == CGRect(x: 0, y: 36.5, width: 320, height: 56.5))
        #expect(table.indexPathsForVisibleRows == [IndexPath(row: 0, section: 0), IndexPath(row: 1, section: 0), IndexPath(row: 2, section: 0)])

        // UIKit's encapsulated constraints: required, on the content view.
        let encapsulated = cell.contentView.constraints.filter { $0.identifier?.hasPrefix("UIView-Encapsulated-Layout-") == true }
        #expect(encapsulated.map(\.identifier) == ["UIView-Encapsulated-Layout-Width", "UIView-Encapsulated-Layout-Height"])
        #expect(encapsulated.map(\.constant) == [320, 76])
        #expect(encapsulated.allSatisfy { $0.priority == .required && $0.isActive })
        #expect(Set(cell.constraints.compactMap(\.identifier)) == ["UIView-Encapsulated-Layout-Left", "UIView-Encapsulated-Layout-Top"])

        // No separator: the rows are the content's height.
        table.separatorStyle = .none
        window.layoutIfNeeded()
        #expect(table.visibleCells.map(\.frame.height) == [36, 56, 76])
        #expect(table.contentSize == CGSize(width: 320, height: 168))
    }

    @Test func aFixedRowHeight() {
        let window = makeRoot(width: 320, height: 480)
        let source = BoxSource([[20, 20]])
        let table = table(in: window, source: source)
        table.rowHeight = 44
        window.layoutIfNeeded()
        #expect(table.visibleCells.map(\.frame) == [CGRect(x: 0, y: 0, width: 320, height: 44), CGRect(x: 0, y: 44, width: 320, height: 44)])
        #expect(table.measurementCount == 0)
        #expect((table.visibleCells[0] as! BoxCell).contentView.frame.height == 43.5)
    }

    @Test func contentTallerThanAFixedRowConflictsAsOnIOS() {
        let window = makeRoot(width: 320, height: 480)
        let reports = ReportCollector(window.layoutEngine)
        let source = BoxSource([[20]])
        let table = table(in: window, source: source)
        table.rowHeight = 44
        window.layoutIfNeeded()
        #expect(reports.conflicts.isEmpty)
        // A required height the row cannot give.
        (table.visibleCells[0] as! BoxCell).box.heightAnchor.constraint(equalToConstant: 100).isActive = true
        window.layoutIfNeeded()
        #expect(reports.conflicts.count == 1)
        let names = reports.conflicts.first.map { [$0.brokenConstraint] + $0.conflictingConstraints }?.compactMap(\.identifier) ?? []
        #expect(names.contains("UIView-Encapsulated-Layout-Height"))
    }

    @Test func onlyTheRowsOnScreenAreAskedForAndScrollingByAScreenLaysOutOnlyTheRowsThatAppear() {
        for count in [100, 10_000] {
            let window = makeRoot(width: 320, height: 480)
            // Boxes of 28: rows of 44.5; the estimate is 44.
            let source = BoxSource([Array(repeating: 28, count: count)])
            let table = table(in: window, source: source)
            window.layoutIfNeeded()
            // 480 / 44.5: rows 0 to 10 show.
            #expect(table.visibleCells.count == 11, "\(count)")
            #expect(table.cellRequestCount == 11 && table.measurementCount == 11, "\(count)")
            #expect(table.contentSize.height == 11 * 44.5 + CGFloat(count - 11) * 44, "\(count)")

            table.contentOffset = CGPoint(x: 0, y: 480)
            window.layoutIfNeeded()
            // Row 10 covers 480 (it starts at 445); rows 10 to 21 show (21 starts at 934.5).
            #expect(table.indexPathsForVisibleRows.first == IndexPath(row: 10, section: 0), "\(count)")
            #expect(table.indexPathsForVisibleRows.last == IndexPath(row: 21, section: 0), "\(count)")
            #expect(table.visibleCells.first?.frame == CGRect(x: 0, y: 445, width: 320, height: 44.5), "\(count)")
            // Eleven rows appeared: eleven asked for and measured; the ten that left were reused.
            #expect(table.cellRequestCount == 22 && table.measurementCount == 22, "\(count)")
            #expect(cells(of: table).count == 12, "\(count)")
            #expect(cells(of: table).filter(\.isHidden).count == 0, "\(count)")
            #expect(table.contentSize.height == 22 * 44.5 + CGFloat(count - 22) * 44, "\(count)")

            // Back up: the rows are measured already; only the cells are asked for.
            table.contentOffset = .zero
            window.layoutIfNeeded()
            #expect(table.cellRequestCount == 32 && table.measurementCount == 22, "\(count)")
        }
    }

    @Test func heightsAreDroppedWhenTheWidthChanges() {
        let window = makeRoot(width: 320, height: 480)
        let reports = ReportCollector(window.layoutEngine)
        let source = BoxSource([[nil, 10]])
        let table = table(in: window, source: source)
        window.layoutIfNeeded()
        // 304 / 4 = 76: a row of 92.5.
        #expect(table.visibleCells.map(\.frame) == [CGRect(x: 0, y: 0, width: 320, height: 92.5), CGRect(x: 0, y: 92.5, width: 320, height: 26.5)])
        window.frame = CGRect(x: 0, y: 0, width: 400, height: 480)
        window.layoutIfNeeded()
        // 384 / 4 = 96.
        #expect(table.visibleCells.map(\.frame) == [CGRect(x: 0, y: 0, width: 400, height: 112.5), CGRect(x: 0, y: 112.5, width: 400, height: 26.5)])
        #expect((table.visibleCells[0] as! BoxCell).box.frame == CGRect(x: 8, y: 8, width: 384, height: 96))
        #expect(table.measurementCount == 4)
        // The content view's new width and height arrive together: no moment at the new width
        // and the old height, which the box's aspect ratio cannot meet.
        #expect(reports.conflicts.isEmpty)
    }

    @Test func contentChangesAreMeasuredOnReloadAndEndUpdates() {
        let window = makeRoot(width: 320, height: 480)
        let source = BoxSource([[20, 20]])
        let table = table(in: window, source: source)
        window.layoutIfNeeded()
        #expect(table.contentSize.height == 73)
        source.sections[0][1] = 50
        table.reloadRows(at: [IndexPath(row: 1, section: 0)])
        window.layoutIfNeeded()
        #expect(table.visibleCells.map(\.frame.height) == [36.5, 66.5])
        #expect(table.measurementCount == 3)
        // A cell's content changed in place: endUpdates measures the rows on screen again.
        (table.visibleCells[0] as! BoxCell).box.size.height = 30
        table.beginUpdates()
        table.endUpdates()
        window.layoutIfNeeded()
        #expect(table.visibleCells.map(\.frame) == [CGRect(x: 0, y: 0, width: 320, height: 46.5), CGRect(x: 0, y: 46.5, width: 320, height: 66.5)])
        #expect(table.contentSize.height == 113)
    }

    @Test func anEstimateOfZeroMeasuresEveryRowUpFront() {
        let window = makeRoot(width: 320, height: 480)
        let table = TableView(frame: window.bounds)
        table.register(BoxCell.self, forCellReuseIdentifier: "box")
        table.estimatedRowHeight = 0
        window.addSubview(table)
        let source = BoxSource([Array(repeating: 28, count: 30), Array(repeating: 8, count: 20)])
        table.dataSource = source
        window.layoutIfNeeded()
        #expect(table.measurementCount == 50)
        // 30 rows of 44.5 and 20 of 24.5.
        #expect(table.contentSize.height == 1825)
        #expect(table.numberOfSections == 2 && table.numberOfRows(inSection: 1) == 20)
        table.scrollToRow(at: IndexPath(row: 20, section: 0), at: .top, animated: false)
        #expect(table.contentOffset.y == 20 * 44.5)
        window.layoutIfNeeded()
        #expect(table.indexPathsForVisibleRows.first == IndexPath(row: 20, section: 0))
        #expect(table.indexPathsForVisibleRows.last == IndexPath(row: 1, section: 1))
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 1))?.frame == CGRect(x: 0, y: 1359.5, width: 320, height: 24.5))
        // The last offset: the bottom of the content at the bottom of the table.
        table.scrollToRow(at: IndexPath(row: 19, section: 1), at: .bottom, animated: false)
        #expect(table.contentOffset.y == table.contentSize.height - 480)
    }

    @Test func anUnregisteredIdentifierIsReportedNotACrash() {
        let window = makeRoot(width: 320, height: 480)
        let reports = ReportCollector(window.layoutEngine)
        let table = TableView(frame: window.bounds)
        window.addSubview(table)
        let cell = table.dequeueReusableCell(withIdentifier: "missing", for: IndexPath(row: 0, section: 0))
        #expect(cell.reuseIdentifier == "missing")
        #expect(reports.errors.count == 1)
        #expect(table.dequeueReusableCell(withIdentifier: "missing") == nil)
    }
}

/// A cell whose box has a required height: reused for a row of another height, the box's new
/// height must not meet the old row's encapsulated height.
final class RequiredHeightCell: TableViewCell {
    let box = View()
    let height: LayoutConstraint

    required init(reuseIdentifier: String?) {
        height = box.heightAnchor.constraint(equalToConstant: 0)
        super.init(reuseIdentifier: reuseIdentifier)
        box.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(box)
        LayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
            box.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
            box.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 8),
            box.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -8),
            height,
        ])
    }

    required init?(coder: NSCoder) { nil }
}

/// Rows of required heights 20, 40, 60, 20, …
final class RequiredHeightSource: TableViewDataSource {
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 1000 }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "fixed", for: indexPath) as! RequiredHeightCell
        cell.height.constant = CGFloat(20 + indexPath.row % 3 * 20)
        return cell
    }
}

@MainActor
struct TableViewReuseTests {
    @Test func aReusedCellTakesItsNewRowsHeightWithoutAConflict() {
        let window = makeRoot(width: 320, height: 480)
        let reports = ReportCollector(window.layoutEngine)
        let table = TableView(frame: window.bounds)
        table.register(RequiredHeightCell.self, forCellReuseIdentifier: "fixed")
        window.addSubview(table)
        let source = RequiredHeightSource()
        table.dataSource = source
        window.layoutIfNeeded()
        // Rows of 36.5, 56.5 and 76.5: three make 169.5.
        table.contentOffset = CGPoint(x: 0, y: 480)
        window.layoutIfNeeded()
        table.contentOffset = CGPoint(x: 0, y: 1000)
        window.layoutIfNeeded()
        #expect(reports.conflicts.isEmpty)
        // Five rounds of three rows end at 847.5; rows 15 and 16 at 940.5; row 17 covers 1000.
        let first = table.visibleCells[0] as! RequiredHeightCell
        #expect(table.indexPathsForVisibleRows.first == IndexPath(row: 17, section: 0))
        #expect(first.frame == CGRect(x: 0, y: 940.5, width: 320, height: 76.5))
        #expect(first.box.frame == CGRect(x: 0, y: 8, width: 320, height: 60))
    }
}
