import AutoLayout
import Foundation

/// L3 of `docs/benchmark-workloads.md` (stack views, issue 4), its relayout L3r (issue 20) and
/// the hidden toggle of issue 4.
///
/// - **L3 stack of stacks**: three levels of `StackView`s: a vertical stack pinned to the top
///   and both sides of a window 375 points wide, holding A horizontal stacks (fill equally),
///   each holding B vertical stacks, each holding C leaf views with an intrinsic height of 20
///   (the workloads' labels; no text, so that only the engine is timed). N = A × B × C leaves:
///   20 × 10 × 5 = 1000 and 50 × 20 × 10 = 10000. **build**: making the views and stacks, the
///   first layout pass; per arranged view (A + A·B + A·B·C of them).
/// - **L3r relayout** (issue 20): L3 laid out (untimed), the window narrows from 375 to 320
///   points and is laid out again; per arranged view.
/// - **L3h hidden toggle**: one vertical stack of N = 1000 leaves (spacing 8, laid out,
///   untimed); the leaf in the middle toggles `isHidden` and the window is laid out again,
///   ``toggleCount`` times per run (per toggle).
///
/// Frames are checked (untimed) against straight arithmetic.
enum StackWorkload {
    /// L3h's toggles per run.
    static let toggleCount = 200

    /// The shapes (A, B, C) of L3 by number of leaves.
    static func shape(leaves: Int) -> (rows: Int, columns: Int, leaves: Int) {
        leaves >= 10000 ? (50, 20, 10) : (20, 10, 5)
    }

    /// How many arranged views L3 has for a number of leaves.
    static func arrangedCount(leaves: Int) -> Int {
        let (a, b, c) = shape(leaves: leaves)
        return a + a * b + a * b * c
    }

    /// A leaf: intrinsic height 20, no intrinsic width.
    final class Leaf: View {
        override var intrinsicContentSize: CGSize { CGSize(width: View.noIntrinsicMetric, height: 20) }
    }

    /// An L3 tree: the window, its rows, columns and leaves, with every constraint active.
    struct StackOfStacks {
        var window: Window
        var rows: [StackView]
        var columns: [StackView]
        var cells: [Leaf]
    }

    /// A vertical stack pinned to the top and both sides of a window: the outer stack of L3 and
    /// T2's stack of labels.
    static func pinnedColumn(in window: Window) -> StackView {
        let stack = StackView()
        stack.axis = .vertical
        stack.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(stack)
        LayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: window.topAnchor),
            stack.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: window.trailingAnchor),
        ])
        return stack
    }

    /// Makes L3's window and stacks (not laid out yet).
    static func makeStackOfStacks(leaves: Int) -> StackOfStacks {
        let (a, b, c) = shape(leaves: leaves)
        let window = Window(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        let outer = pinnedColumn(in: window)
        var tree = StackOfStacks(window: window, rows: [], columns: [], cells: [])
        for _ in 0..<a {
            let row = StackView()
            row.axis = .horizontal
            row.distribution = .fillEqually
            for _ in 0..<b {
                let column = StackView()
                column.axis = .vertical
                for _ in 0..<c {
                    let leaf = Leaf()
                    column.addArrangedSubview(leaf)
                    tree.cells.append(leaf)
                }
                row.addArrangedSubview(column)
                tree.columns.append(column)
            }
            outer.addArrangedSubview(row)
            tree.rows.append(row)
        }
        return tree
    }

    /// One L3 run: build and first layout (timed), then checks.
    static func runStackOfStacks(leaves: Int) throws -> [Phase: Double] {
        let start = monotonicNanoseconds()
        let tree = makeStackOfStacks(leaves: leaves)
        tree.window.layoutIfNeeded()
        let build = seconds(since: start)
        try check(tree, leaves: leaves, width: 375, "L3")
        return [.build: build]
    }

    /// One L3r run: L3 built and laid out (untimed), then the window narrows from 375 to 320
    /// points and is laid out again (timed; per arranged view).
    static func runStackRelayout(leaves: Int) throws -> [Phase: Double] {
        let tree = makeStackOfStacks(leaves: leaves)
        tree.window.layoutIfNeeded()
        try check(tree, leaves: leaves, width: 375, "L3r before")
        let start = monotonicNanoseconds()
        tree.window.frame = CGRect(x: 0, y: 0, width: 320, height: 667)
        tree.window.layoutIfNeeded()
        let relayout = seconds(since: start)
        try check(tree, leaves: leaves, width: 320, "L3r")
        return [.resize: relayout]
    }

    /// Checks every frame of an L3 tree laid out at `width` against straight arithmetic.
    private static func check(_ tree: StackOfStacks, leaves: Int, width: Double, _ what: String) throws {
        let (_, b, c) = shape(leaves: leaves)
        let columnWidth = width / Double(b)
        for (index, row) in tree.rows.enumerated() {
            try expectFrame(row.frame, 0, Double(index * 20 * c), width, Double(20 * c), "\(what): row \(index)")
        }
        for (index, column) in tree.columns.enumerated() {
            try expectFrame(
                column.frame, Double(index % b) * columnWidth, 0, columnWidth, Double(20 * c),
                "\(what): column \(index)")
        }
        for (index, leaf) in tree.cells.enumerated() {
            try expectFrame(leaf.frame, 0, Double(index % c * 20), columnWidth, 20, "\(what): leaf \(index)")
        }
    }

    /// One L3h run: a laid-out stack of `count` leaves (untimed), then ``toggleCount`` toggles
    /// of the middle leaf's `isHidden`, each followed by a layout pass (timed together).
    static func runHiddenToggle(count: Int) throws -> [Phase: Double] {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        let stack = StackView()
        stack.axis = .vertical
        stack.spacing = 8
        stack.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(stack)
        LayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: window.topAnchor),
            stack.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: window.trailingAnchor),
        ])
        var leaves: [Leaf] = []
        for _ in 0..<count {
            let leaf = Leaf()
            stack.addArrangedSubview(leaf)
            leaves.append(leaf)
        }
        window.layoutIfNeeded()
        let middle = count / 2
        let next = leaves[middle + 1]
        var elapsed = 0.0
        for k in 0..<toggleCount {
            let start = monotonicNanoseconds()
            leaves[middle].isHidden.toggle()
            window.layoutIfNeeded()
            elapsed += seconds(since: start)
            if k == 0 {
                try expectClose(Double(next.frame.minY), Double(middle * 28), "L3h: the next leaf's top with one hidden")
                try expectClose(Double(stack.frame.height), Double((count - 1) * 28 - 8), "L3h: the stack's height")
            }
        }
        try expectClose(Double(next.frame.minY), Double((middle + 1) * 28), "L3h: the next leaf's top at the end")
        return [.toggle: elapsed]
    }
}
