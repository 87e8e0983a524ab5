import AutoLayout
import Foundation

/// L1 and L2 of `docs/benchmark-workloads.md`, through the whole engine (module `AutoLayout`).
///
/// - **L1 list**: a window 375 points wide holding N views with an intrinsic height of 44,
///   each pinned 8 points from both sides, the first 8 below the top, each next 8 below the
///   previous (built with anchors). **build**: making the views and their 3N constraints and
///   the first layout pass (frames set). **resize**: the window narrows to 320 points and is
///   laid out again (per view).
/// - **L2 local change**: the same N views, each pinned to the window's top instead of to the
///   previous view (independent); one view in the middle changes its intrinsic height (44 ↔ 60)
///   and the window is laid out again, ``changeCount`` times per run (per change).
///
/// Every frame is checked (untimed) against straight arithmetic.
enum EngineListWorkload {
    /// L2's changes per run.
    static let changeCount = 200

    /// A view with an intrinsic height and no intrinsic width: the "label" stand-in of `docs/benchmark-workloads.md`.
    final class Cell: View {
        var height: CGFloat = 44 {
            didSet { invalidateIntrinsicContentSize() }
        }
        override var intrinsicContentSize: CGSize { CGSize(width: View.noIntrinsicMetric, height: height) }
    }

    /// Makes the window and its N cells, chained (L1) or independent (L2), with their
    /// constraints active (not laid out yet).
    static func makeList(count: Int, chained: Bool) -> (window: Window, cells: [Cell]) {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        var cells: [Cell] = []
        cells.reserveCapacity(count)
        var constraints: [LayoutConstraint] = []
        constraints.reserveCapacity(3 * count)
        var previous: Cell?
        for index in 0..<count {
            let cell = Cell()
            cell.translatesAutoresizingMaskIntoConstraints = false
            window.addSubview(cell)
            constraints.append(cell.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 8))
            constraints.append(cell.trailingAnchor.constraint(equalTo: window.trailingAnchor, constant: -8))
            if chained {
                constraints.append(
                    cell.topAnchor.constraint(equalTo: previous?.bottomAnchor ?? window.topAnchor, constant: 8))
            } else {
                constraints.append(cell.topAnchor.constraint(equalTo: window.topAnchor, constant: CGFloat(8 + 52 * index)))
            }
            cells.append(cell)
            previous = cell
        }
        LayoutConstraint.activate(constraints)
        return (window, cells)
    }

    /// One L1 run: build and first layout, then a width change and relayout; both checked.
    static func runList(count: Int) throws -> [Phase: Double] {
        let buildStart = monotonicNanoseconds()
        let (window, cells) = makeList(count: count, chained: true)
        window.layoutIfNeeded()
        let build = seconds(since: buildStart)
        try check(cells, width: 375, "L1 build")

        let resizeStart = monotonicNanoseconds()
        window.frame = CGRect(x: 0, y: 0, width: 320, height: 667)
        window.layoutIfNeeded()
        let resize = seconds(since: resizeStart)
        try check(cells, width: 320, "L1 resize")
        return [.build: build, .resize: resize]
    }

    /// One L2 run: a laid-out list of independent cells (untimed), then ``changeCount`` changes
    /// of one cell's intrinsic height, each followed by a layout pass (timed together).
    static func runLocalChange(count: Int) throws -> [Phase: Double] {
        let (window, cells) = makeList(count: count, chained: false)
        window.layoutIfNeeded()
        let changed = cells[count / 2]
        var elapsed = 0.0
        for k in 0..<changeCount {
            let start = monotonicNanoseconds()
            changed.height = k % 2 == 0 ? 60 : 44
            window.layoutIfNeeded()
            elapsed += seconds(since: start)
            if k == 0 {
                try expectClose(Double(changed.frame.height), 60, "L2: the changed cell's height")
                try expectClose(Double(changed.frame.minY), Double(8 + 52 * (count / 2)), "L2: the changed cell's top")
            }
        }
        try expectClose(Double(changed.frame.height), 44, "L2: the changed cell's height at the end")
        return [.change: elapsed]
    }

    /// Checks every cell's frame of the chained list against straight arithmetic.
    private static func check(_ cells: [Cell], width: CGFloat, _ what: String) throws {
        var top = 8.0
        for (index, cell) in cells.enumerated() {
            let frame = cell.frame
            try expectClose(Double(frame.minX), 8, "\(what): view \(index) x")
            try expectClose(Double(frame.width), Double(width) - 16, "\(what): view \(index) width")
            try expectClose(Double(frame.height), 44, "\(what): view \(index) height")
            try expectClose(Double(frame.minY), top, "\(what): view \(index) top")
            top += 52
        }
    }
}
