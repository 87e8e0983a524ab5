import AutoLayout
import Foundation

/// L5 of `docs/benchmark-workloads.md`: one small subtree leaves a tree of N views.
///
/// A phone window, 375 × 812 points with safe area insets of 47 at the top and 34 at the bottom,
/// holds N / 5 rows of 5 views each. Row i spans the window's width, 60 high, its top
/// 47 + 64 · i below the window's (the first starts at the safe area; independent rows). In
/// each row: a title (an intrinsic height of 20) from the row's leading margin to 80 points
/// before its trailing margin, and a badge, 60 × 24, at the trailing margin, both centred
/// vertically; the badge holds an icon (24 wide) and a count after it, both as high as the
/// badge. The rows' constraints name their `layoutMarginsGuide`, whose bottom edge takes the
/// safe area's inset in the rows below the window's bottom edge.
///
/// **remove**: the badge of one row (a subtree of 3 views, whose 2 constraints to the row are
/// deactivated by the removal, as in UIKit) leaves with `removeFromSuperview()` and the window
/// is laid out again; per removal, ``removalCount`` per run, each on another row. Between two
/// removals the badge goes back and its 2 constraints are activated again, laid out, untimed,
/// so that the tree keeps N views. The cost should not grow with N. The removed row, its title
/// and the badge put back are checked (untimed).
enum SubtreeRemovalWorkload {
    /// Removals per run.
    static let removalCount = 100
    /// Views per row: the row, its title, its badge and the badge's two subviews.
    static let viewsPerRow = 5

    /// A view with an intrinsic height and no intrinsic width.
    final class Leaf: View {
        let height: CGFloat
        init(height: CGFloat) {
            self.height = height
            super.init(frame: .zero)
        }
        required init?(coder: NSCoder) { nil }
        override var intrinsicContentSize: CGSize { CGSize(width: View.noIntrinsicMetric, height: height) }
    }

    /// One row, its title, its badge and the badge's two constraints to the row.
    struct Row {
        var view: View
        var title: Leaf
        var badge: View
        var badgeToRow: [LayoutConstraint]
    }

    /// Makes a view placed by constraints in a superview.
    private static func add<V: View>(_ view: V, to superview: View) -> V {
        view.translatesAutoresizingMaskIntoConstraints = false
        superview.addSubview(view)
        return view
    }

    /// The window and its rows (N / 5 of them), constraints active, not laid out.
    static func makeTree(views: Int) -> (window: Window, rows: [Row]) {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 375, height: 812))
        window.safeAreaInsets = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        let count = views / viewsPerRow
        var rows: [Row] = []
        rows.reserveCapacity(count)
        var constraints: [LayoutConstraint] = []
        constraints.reserveCapacity(16 * count)
        for index in 0..<count {
            let row = add(View(), to: window)
            let title = add(Leaf(height: 20), to: row)
            let badge = add(View(), to: row)
            let icon = add(Leaf(height: 24), to: badge)
            let number = add(Leaf(height: 24), to: badge)
            let margins = row.layoutMarginsGuide
            let badgeToRow = [
                badge.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
                badge.centerYAnchor.constraint(equalTo: row.centerYAnchor),
            ]
            constraints += [
                row.leadingAnchor.constraint(equalTo: window.leadingAnchor),
                row.trailingAnchor.constraint(equalTo: window.trailingAnchor),
                row.topAnchor.constraint(equalTo: window.topAnchor, constant: CGFloat(47 + 64 * index)),
                row.heightAnchor.constraint(equalToConstant: 60),
                title.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
                title.trailingAnchor.constraint(equalTo: margins.trailingAnchor, constant: -80),
                title.centerYAnchor.constraint(equalTo: row.centerYAnchor),
                badge.widthAnchor.constraint(equalToConstant: 60),
                badge.heightAnchor.constraint(equalToConstant: 24),
                icon.leadingAnchor.constraint(equalTo: badge.leadingAnchor),
                icon.topAnchor.constraint(equalTo: badge.topAnchor),
                icon.widthAnchor.constraint(equalToConstant: 24),
                number.leadingAnchor.constraint(equalTo: icon.trailingAnchor, constant: 4),
                number.trailingAnchor.constraint(equalTo: badge.trailingAnchor),
                number.topAnchor.constraint(equalTo: badge.topAnchor),
            ] + badgeToRow
            rows.append(Row(view: row, title: title, badge: badge, badgeToRow: badgeToRow))
        }
        LayoutConstraint.activate(constraints)
        return (window, rows)
    }

    /// One run: the tree, laid out (untimed), then ``removalCount`` removals of a badge, each
    /// followed by a layout pass (timed together); each badge goes back untimed.
    static func run(views: Int) throws -> [Phase: Double] {
        let (window, rows) = makeTree(views: views)
        window.layoutIfNeeded()
        try check(rows[0], index: 0, hasBadge: true)
        return [.remove: try timedRemovals(rows, in: window)]
    }

    /// The removals, each timed, and the badges put back, untimed.
    static func timedRemovals(_ rows: [Row], in window: Window) throws -> Double {
        var elapsed = 0.0
        for k in 0..<removalCount {
            // Rows spread over the tree (7 is prime to every row count: N / 5 = 20, 200, 2000).
            let index = (k * 7) % rows.count
            let row = rows[index]
            elapsed += removeAndLayOut(row.badge, in: window)
            if k < 2 { try check(row, index: index, hasBadge: false) }
            row.view.addSubview(row.badge)
            LayoutConstraint.activate(row.badgeToRow)
            window.layoutIfNeeded()
            if k < 2 { try check(row, index: index, hasBadge: true) }
        }
        return elapsed
    }

    /// One removal and the layout pass after it: the timed part (a function of its own, so that
    /// `valgrind --tool=callgrind --toggle-collect='*removeAndLayOut*'` counts it alone).
    @inline(never)
    static func removeAndLayOut(_ badge: View, in window: Window) -> Double {
        let start = monotonicNanoseconds()
        badge.removeFromSuperview()
        window.layoutIfNeeded()
        return seconds(since: start)
    }

    /// The row at its place, its title between the margins, its badge (when present) at the
    /// trailing margin with its icon and count inside.
    private static func check(_ row: Row, index: Int, hasBadge: Bool) throws {
        let what = "L5: row \(index)"
        try expectFrame(row.view.frame, 0, Double(47 + 64 * index), 375, 60, what)
        try expectFrame(row.title.frame, 8, 20, 375 - 16 - 80, 20, "\(what) title")
        guard hasBadge else {
            guard row.view.subviews.count == 1, row.badgeToRow.allSatisfy({ !$0.isActive }) else {
                throw BenchmarkFailure(
                    "\(what): the badge did not leave (\(row.view.subviews.count) subviews), or its constraints to the row "
                        + "stayed active (\(row.badgeToRow.map(\.isActive)))")
            }
            return
        }
        try expectFrame(row.badge.frame, 375 - 8 - 60, 18, 60, 24, "\(what) badge")
        try expectFrame(row.badge.subviews[0].frame, 0, 0, 24, 24, "\(what) icon")
        try expectFrame(row.badge.subviews[1].frame, 28, 0, 32, 24, "\(what) count")
    }
}
