import AutoLayout
import Foundation

/// L4 of `docs/benchmark-workloads.md`: a tree where every cell lays its content out on its
/// own layout margins guide and safe area guide, and one cell changes.
///
/// A landscape phone window, 812 × 375 points with safe area insets of 44 on the left and right
/// and 21 at the bottom, holds N cells. Cell i spans the window's width, 44 high, its top
/// 52 · i below the window's (independent cells, as L2). Each cell holds a content view (an
/// intrinsic height of 28, no intrinsic width) whose leading and top edges are pinned to the
/// cell's `layoutMarginsGuide` and its trailing edge to the cell's `safeAreaLayoutGuide`: the
/// cell overlaps the window's side insets, so its margins (8, measured from its safe area) and
/// its safe area both come from the window's insets. Cells below the window's bottom edge also
/// have a bottom inset.
///
/// **change**: the middle cell's height constraint goes 44 ↔ 60 and the window is laid out
/// again, ``changeCount`` times per run (per change). Only that cell moves; the cost should
/// not grow with N. Every frame is checked after the build, and the changed cell and its
/// content after the changes (untimed).
enum GuidesWorkload {
    /// Changes per run.
    static let changeCount = 200
    static let windowSize = CGSize(width: 812, height: 375)
    static let safeAreaInsets = EdgeInsets(top: 0, left: 44, bottom: 21, right: 44)

    /// The content of a cell: the label stand-in of `docs/benchmark-workloads.md`.
    final class Content: View {
        override var intrinsicContentSize: CGSize { CGSize(width: View.noIntrinsicMetric, height: 28) }
    }

    /// One cell, its content and its height constraint.
    struct Cell {
        var view: View
        var content: Content
        var height: LayoutConstraint
    }

    /// The window and its N cells, constraints active, not laid out.
    static func makeTree(count: Int) -> (window: Window, cells: [Cell]) {
        let window = Window(frame: CGRect(origin: .zero, size: windowSize))
        window.safeAreaInsets = safeAreaInsets
        var cells: [Cell] = []
        cells.reserveCapacity(count)
        var constraints: [LayoutConstraint] = []
        constraints.reserveCapacity(7 * count)
        for index in 0..<count {
            let view = View()
            view.translatesAutoresizingMaskIntoConstraints = false
            window.addSubview(view)
            let content = Content()
            content.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(content)
            let height = view.heightAnchor.constraint(equalToConstant: 44)
            constraints += [
                view.leadingAnchor.constraint(equalTo: window.leadingAnchor),
                view.trailingAnchor.constraint(equalTo: window.trailingAnchor),
                view.topAnchor.constraint(equalTo: window.topAnchor, constant: CGFloat(52 * index)),
                height,
                content.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
                content.topAnchor.constraint(equalTo: view.layoutMarginsGuide.topAnchor),
                content.trailingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.trailingAnchor),
            ]
            cells.append(Cell(view: view, content: content, height: height))
        }
        LayoutConstraint.activate(constraints)
        return (window, cells)
    }

    /// One run: the tree, laid out and checked (untimed), then ``changeCount`` changes of the
    /// middle cell's height, each followed by a layout pass (timed together).
    static func run(count: Int) throws -> [Phase: Double] {
        let (window, cells) = makeTree(count: count)
        window.layoutIfNeeded()
        for (index, cell) in cells.enumerated() { try check(cell, index: index, height: 44) }
        let middle = count / 2
        let changed = cells[middle]
        // One change first, untimed: the solver's first journaled change of a constant grows its
        // journal to the number of rows, once (O(N) once, not per change; see BENCHMARKS.md).
        changed.height.constant = 50
        window.layoutIfNeeded()
        changed.height.constant = 44
        window.layoutIfNeeded()
        let elapsed = try timedChanges(of: changed, index: middle, in: window)
        try check(changed, index: middle, height: 44)
        try check(cells[middle - 1], index: middle - 1, height: 44)
        return [.change: elapsed]
    }

    /// The timed part (a function of its own, so that `valgrind --tool=callgrind
    /// --toggle-collect='*timedChanges*'` counts it alone).
    @inline(never)
    static func timedChanges(of changed: Cell, index: Int, in window: Window) throws -> Double {
        var elapsed = 0.0
        for k in 0..<changeCount {
            let start = monotonicNanoseconds()
            changed.height.constant = k % 2 == 0 ? 60 : 44
            window.layoutIfNeeded()
            elapsed += seconds(since: start)
            if k == 0 { try check(changed, index: index, height: 60) }
        }
        return elapsed
    }

    /// Cell `index` at its place, its content at the margins (8 plus the window's side inset of
    /// 44) and at the safe area's trailing edge.
    private static func check(_ cell: Cell, index: Int, height: Double) throws {
        let what = "L4: cell \(index)"
        try expectFrame(cell.view.frame, 0, Double(52 * index), 812, height, what)
        try expectFrame(cell.content.frame, 52, 8, 812 - 52 - 44, 28, "\(what) content")
    }
}
