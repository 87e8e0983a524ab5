import AutoLayout
import Controls
import Foundation
import TextMeasurement

/// C1 and C2, the table views of issue 19: self-sizing cells with two multi-line labels each
/// (`Controls.Label`, DejaVu Sans 17 and 13 measured by FreeType, T1's words), in a
/// `TableView` the size of a 375 × 667 window.
///
/// - **C1 self-sizing cells**: N rows with an estimated height of 0, so that the table measures
///   every row up front (each with a cell from the data source, reused: one cell sizes them
///   all). Timed: the first layout at 375 points (every row measured), then the window narrowed
///   to 320 and laid out (every row measured again). The floor beside it: one cell configured
///   and sized with `systemLayoutSizeFitting` N times, without a table.
/// - **C2 scrolling**: N rows with estimated heights; the table is built and laid out untimed;
///   then 6 × (the offset one screen further, `layoutIfNeeded()`): each scroll asks for,
///   measures and places only the rows that appear, reusing the cells of the rows that left.
///   Per scroll; it must cost the same at N = 100 and 10,000.
///
/// Checks: every 97th row's height is the height of a cell configured for it and sized directly
/// (plus the half-point separator), rows follow each other without gaps, and the rows on
/// screen cover the screen.
enum TableWorkload {
    /// C1's sizes and C2's.
    static let cellSizes = [10000]
    static let scrollSizes = [100, 10000]
    /// Scrolls a C2 run makes.
    static let scrollCount = 6

    final class Cell: TableViewCell {
        let title = Label()
        let body = Label()

        required init(reuseIdentifier: String?) {
            super.init(reuseIdentifier: reuseIdentifier)
            for (label, size) in [(title, 17.0), (body, 13.0)] {
                label.translatesAutoresizingMaskIntoConstraints = false
                label.font = Font.systemFont(ofSize: CGFloat(size))
                label.numberOfLines = 0
                contentView.addSubview(label)
            }
            LayoutConstraint.activate([
                title.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
                title.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16),
                title.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 8),
                body.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
                body.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16),
                body.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 4),
                body.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -8),
            ])
        }

        required init?(coder: NSCoder) { nil }

        func configure(_ texts: (String, String)) {
            title.text = texts.0
            body.text = texts.1
        }
    }

    final class Source: TableViewDataSource {
        let texts: [(String, String)]
        init(_ texts: [(String, String)]) { self.texts = texts }
        func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { texts.count }
        func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath) as! Cell
            cell.configure(texts[indexPath.row])
            return cell
        }
    }

    /// A title and a body per row, from T1's words (a fixed seed).
    static func texts(count: Int) -> [(String, String)] {
        let all = LabelsWorkload.texts(count: 2 * count)
        return (0..<count).map { (all[2 * $0], all[2 * $0 + 1]) }
    }

    static func makeTable(count: Int, estimate: CGFloat) -> (Window, TableView, Source) {
        var traits = TraitCollection()
        traits.textMeasurer = FreeTypeTextMeasurer(cacheCapacity: 8 * count)
        let window = Window(frame: CGRect(x: 0, y: 0, width: 375, height: 667), traitCollection: traits)
        let table = TableView(frame: window.bounds)
        table.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        table.estimatedRowHeight = estimate
        table.register(Cell.self, forCellReuseIdentifier: "cell")
        window.addSubview(table)
        let source = Source(texts(count: count))
        table.dataSource = source
        return (window, table, source)
    }

    /// C1: one run, both phases timed and checked.
    static func runCells(count: Int) throws -> [Phase: Double] {
        let (window, table, source) = makeTable(count: count, estimate: 0)
        let buildStart = monotonicNanoseconds()
        window.layoutIfNeeded()
        let build = seconds(since: buildStart)
        try check(table, source: source, width: 375, "C1 build")
        let resizeStart = monotonicNanoseconds()
        window.frame = CGRect(x: 0, y: 0, width: 320, height: 667)
        window.layoutIfNeeded()
        let resize = seconds(since: resizeStart)
        try check(table, source: source, width: 320, "C1 resize")
        if table.measurementCount != 2 * count {
            throw BenchmarkFailure("C1: \(table.measurementCount) measurements for \(2 * count)")
        }
        return [.build: build, .resize: resize]
    }

    /// C1's floor: one cell, in a window, configured and sized N times at 375.
    static func sizingOneCell(count: Int) -> Double {
        // The table's window and measurer (its cache as large as C1's), never laid out.
        let (window, table, source) = makeTable(count: count, estimate: 0)
        let cell = Cell(reuseIdentifier: "cell")
        table.addSubview(cell)
        let texts = Self.texts(count: count)
        _ = source
        var sink: CGFloat = 0
        let start = monotonicNanoseconds()
        for text in texts {
            cell.configure(text)
            sink += cell.contentView.systemLayoutSizeFitting(
                CGSize(width: 375, height: 0), withHorizontalFittingPriority: .required,
                verticalFittingPriority: .fittingSizeLevel
            ).height
        }
        let elapsed = seconds(since: start)
        if sink < 0 { printError("impossible") }
        _ = window
        return elapsed
    }

    /// C2: the table built untimed, then `scrollCount` scrolls by a screen, timed together.
    static func runScroll(count: Int) throws -> [Phase: Double] {
        let (window, table, source) = makeTable(count: count, estimate: TableView.automaticDimension)
        window.layoutIfNeeded()
        let requestsBefore = table.cellRequestCount
        let start = monotonicNanoseconds()
        for _ in 0..<scrollCount {
            table.contentOffset.y += 667
            window.layoutIfNeeded()
        }
        let elapsed = seconds(since: start)
        try check(table, source: source, width: 375, "C2 scroll")
        let screen = table.visibleCells
        guard let first = screen.first, let last = screen.last,
            first.frame.minY <= table.contentOffset.y, last.frame.maxY >= table.contentOffset.y + 667
        else { throw BenchmarkFailure("C2: the rows on screen do not cover it") }
        // About a screen of rows a scroll, never the whole list.
        if table.cellRequestCount - requestsBefore > scrollCount * 20 {
            throw BenchmarkFailure("C2: \(table.cellRequestCount - requestsBefore) cells asked for in \(scrollCount) scrolls")
        }
        return [.scroll: elapsed]
    }

    /// Every 97th measured row against a cell sized directly; rows without gaps.
    private static func check(_ table: TableView, source: Source, width: CGFloat, _ what: String) throws {
        let probe = Cell(reuseIdentifier: nil)
        table.addSubview(probe)
        defer { probe.removeFromSuperview() }
        var previousEnd: CGFloat = 0
        let rows = table.numberOfRows(inSection: 0)
        for row in 0..<rows {
            let rect = table.rectForRow(at: IndexPath(row: row, section: 0))
            try expectClose(Double(rect.minY), Double(previousEnd), "\(what): row \(row) top")
            previousEnd = rect.maxY
            guard row % 97 == 0, table.isRowMeasured(row) else { continue }
            probe.configure(source.texts[row])
            let height = probe.contentView.systemLayoutSizeFitting(
                CGSize(width: width, height: 0), withHorizontalFittingPriority: .required,
                verticalFittingPriority: .fittingSizeLevel
            ).height + 0.5
            try expectClose(Double(rect.height), Double(height), "\(what): row \(row) height")
        }
        try expectClose(Double(table.contentSize.height), Double(previousEnd), "\(what): content height")
    }
}
