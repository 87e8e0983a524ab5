import AutoLayout
import Foundation

/// L7 of `docs/benchmark-workloads.md`: N broken constraints stay in the engine while unrelated
/// constraints go away.
///
/// A window 375 × 812 points holds N views, each with a required `width == 100` and a required
/// `width == 120`, which conflict: the engine breaks the second of each (N broken constraints,
/// reported to the handler, which counts them), so each is 100 wide; and ``removalCount`` cells,
/// 44 high, 8 from the leading edge, the first 8 below the top and each next 52 further down,
/// each with a required `width == 200` and an optional `width == 300 @500`.
///
/// **remove**: the required width of one cell is deactivated (the cell widens to 300) and the
/// window is laid out again; per removal, each on the next cell. No removed constraint has
/// anything to do with the broken ones, so the cost should not grow with N. The conflicts
/// counted, a few conflicted views and every removed cell are checked (untimed).
enum BrokenRetryWorkload {
    /// Removals per run, and cells.
    static let removalCount = 100

    /// The window, the N views with a broken constraint each, and the cells with the
    /// constraints to remove; laid out.
    static func makeTree(broken count: Int) throws -> (window: Window, conflicted: [View], cells: [(View, LayoutConstraint)]) {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 375, height: 812))
        var conflicts = 0
        window.layoutEngine.unsatisfiableConstraintsHandler = { _ in conflicts += 1 }
        var constraints: [LayoutConstraint] = []
        constraints.reserveCapacity(5 * count + 6 * removalCount)
        var conflicted: [View] = []
        conflicted.reserveCapacity(count)
        for index in 0..<count {
            let view = View()
            view.translatesAutoresizingMaskIntoConstraints = false
            window.addSubview(view)
            constraints += [
                view.leadingAnchor.constraint(equalTo: window.leadingAnchor),
                view.topAnchor.constraint(equalTo: window.topAnchor, constant: CGFloat(index)),
                view.heightAnchor.constraint(equalToConstant: 1),
                view.widthAnchor.constraint(equalToConstant: 100),
                view.widthAnchor.constraint(equalToConstant: 120),
            ]
            conflicted.append(view)
        }
        var cells: [(View, LayoutConstraint)] = []
        for index in 0..<removalCount {
            let cell = View()
            cell.translatesAutoresizingMaskIntoConstraints = false
            window.addSubview(cell)
            let width = cell.widthAnchor.constraint(equalToConstant: 200)
            let wide = cell.widthAnchor.constraint(equalToConstant: 300)
            wide.priority = LayoutPriority(500)
            constraints += [
                cell.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 8),
                cell.topAnchor.constraint(equalTo: window.topAnchor, constant: CGFloat(8 + 52 * index)),
                cell.heightAnchor.constraint(equalToConstant: 44),
                width, wide,
            ]
            cells.append((cell, width))
        }
        LayoutConstraint.activate(constraints)
        window.layoutIfNeeded()
        guard conflicts == count else {
            throw BenchmarkFailure("L7: \(conflicts) conflicts reported for \(count) conflicted views")
        }
        for index in [0, count / 2, count - 1] {
            try expectFrame(conflicted[index].frame, 0, Double(index), 100, 1, "L7: conflicted view \(index)")
        }
        return (window, conflicted, cells)
    }

    /// One run: the tree, laid out (untimed), then ``removalCount`` removals of a cell's
    /// required width, each followed by a layout pass (timed together).
    static func run(broken count: Int) throws -> [Phase: Double] {
        let (window, conflicted, cells) = try makeTree(broken: count)
        let elapsed = timedRemovals(cells.map { $0.1 }, in: window)
        for (index, (cell, _)) in cells.enumerated() {
            try expectFrame(cell.frame, 8, Double(8 + 52 * index), 300, 44, "L7: cell \(index)")
        }
        try expectFrame(conflicted[count / 2].frame, 0, Double(count / 2), 100, 1, "L7: a conflicted view at the end")
        return [.remove: elapsed]
    }

    /// The timed part (a function of its own, so that `valgrind --tool=callgrind
    /// --toggle-collect='*timedRemovals*'` counts it alone).
    @inline(never)
    static func timedRemovals(_ constraints: [LayoutConstraint], in window: Window) -> Double {
        var elapsed = 0.0
        for constraint in constraints {
            let start = monotonicNanoseconds()
            constraint.isActive = false
            window.layoutIfNeeded()
            elapsed += seconds(since: start)
        }
        return elapsed
    }
}
