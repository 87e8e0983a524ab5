import AutoLayout
import Foundation

/// L6 of `docs/benchmark-workloads.md`: the window's layout direction flips under N cells.
///
/// A window 375 × 812 points holds N cells, each 200 × 44 points, 16 points from the window's
/// leading edge, the first 8 below the top and each next 8 below the previous (a chain, as L1).
/// Each cell has directional margins of 20 leading and 8 trailing, and a content view (an
/// intrinsic height of 20) pinned to its `layoutMarginsGuide`'s leading and trailing edges and
/// to its top. In left to right a cell is at x = 16 and its content at x = 20, 172 wide; in right
/// to left the cell is at x = 375 − 16 − 200 = 159 and its content at x = 8.
///
/// **flip**: the window's trait collection goes to right to left and the window is laid out
/// again, then back to left to right and laid out again, ``flipCount`` flips per run in all;
/// per cell and flip (every cell and its content move at each flip, so a flip costs N of them:
/// the time per cell should not grow with N). Every frame is checked after the build and the
/// last flip, and three cells after the first (untimed).
enum DirectionFlipWorkload {
    /// Flips per run (an even number: the run ends in left to right).
    static let flipCount = 4

    /// The content of a cell: the label stand-in of `docs/benchmark-workloads.md`.
    final class Content: View {
        override var intrinsicContentSize: CGSize { CGSize(width: View.noIntrinsicMetric, height: 20) }
    }

    /// The window and its N cells with their contents, constraints active, not laid out.
    static func makeTree(count: Int) -> (window: Window, cells: [View]) {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 375, height: 812))
        var cells: [View] = []
        cells.reserveCapacity(count)
        var constraints: [LayoutConstraint] = []
        constraints.reserveCapacity(7 * count)
        var previous: View?
        for _ in 0..<count {
            let cell = View()
            cell.translatesAutoresizingMaskIntoConstraints = false
            cell.directionalLayoutMargins = DirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 8)
            window.addSubview(cell)
            let content = Content()
            content.translatesAutoresizingMaskIntoConstraints = false
            cell.addSubview(content)
            constraints += [
                cell.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 16),
                cell.widthAnchor.constraint(equalToConstant: 200),
                cell.topAnchor.constraint(equalTo: previous?.bottomAnchor ?? window.topAnchor, constant: 8),
                cell.heightAnchor.constraint(equalToConstant: 44),
                content.leadingAnchor.constraint(equalTo: cell.layoutMarginsGuide.leadingAnchor),
                content.trailingAnchor.constraint(equalTo: cell.layoutMarginsGuide.trailingAnchor),
                content.topAnchor.constraint(equalTo: cell.topAnchor),
            ]
            cells.append(cell)
            previous = cell
        }
        LayoutConstraint.activate(constraints)
        return (window, cells)
    }

    /// One run: the tree, laid out (untimed), then ``flipCount`` flips, each followed by a
    /// layout pass (timed together).
    static func run(count: Int) throws -> [Phase: Double] {
        let (window, cells) = makeTree(count: count)
        window.layoutIfNeeded()
        try check(cells, rightToLeft: false, "L6 build")
        let elapsed = try timedFlips(cells, in: window)
        try check(cells, rightToLeft: false, "L6 last flip")
        return [.flip: elapsed]
    }

    /// The timed part (a function of its own, so that `valgrind --tool=callgrind
    /// --toggle-collect='*timedFlips*'` counts it alone).
    @inline(never)
    static func timedFlips(_ cells: [View], in window: Window) throws -> Double {
        var elapsed = 0.0
        for k in 0..<flipCount {
            let rightToLeft = k % 2 == 0
            let start = monotonicNanoseconds()
            window.traitCollection = TraitCollection(layoutDirection: rightToLeft ? .rightToLeft : .leftToRight)
            window.layoutIfNeeded()
            elapsed += seconds(since: start)
            if k == 0 {
                // A few cells here (the loop is what callgrind counts); every cell at the end.
                try check(cells, at: [0, cells.count / 2, cells.count - 1], rightToLeft: true, "L6 first flip")
            }
        }
        return elapsed
    }

    /// The cells at `indices` (every cell by default) and their contents where the direction
    /// puts them.
    private static func check(_ cells: [View], at indices: [Int]? = nil, rightToLeft: Bool, _ what: String) throws {
        for index in indices ?? Array(cells.indices) {
            let cell = cells[index]
            try expectFrame(cell.frame, rightToLeft ? 159 : 16, Double(8 + 52 * index), 200, 44, "\(what): cell \(index)")
            try expectFrame(cell.subviews[0].frame, rightToLeft ? 8 : 20, 0, 172, 20, "\(what): content \(index)")
        }
    }
}
