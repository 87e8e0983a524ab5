import AutoLayout
import Foundation
import Testing

/// Arranged views with an intrinsic size across the axis in a `fill`-aligned stack (issue 20):
/// a vertical stack of single-line labels pinned to a window's sides stretches every label past
/// its intrinsic width, so every label's hugging is broken. Each view must add a fixed amount
/// to the solver: the stack's cross-axis canvas connections enter before the views' alignment,
/// so a view's alignment row is solved against the stack's width. Made after the alignments,
/// they left every view's row carrying the first view's hugging error, and the stack cost
/// O(N) per view (117 → 450 µs per label from 250 to 2000 labels; a trap at 10,000).
@MainActor
struct StackViewCrossAxisContentTests {
    /// A vertical stack of `count` views with an intrinsic size (40 + i mod 7 wide, 20 high),
    /// pinned to the top and sides of a window 375 wide, laid out.
    func makeStack(count: Int) -> (Window, StackView, [View]) {
        let window = makeRoot(width: 375, height: 667)
        let stack = StackView()
        stack.axis = .vertical
        stack.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(stack)
        LayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: window.topAnchor),
            stack.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: window.trailingAnchor),
        ])
        var views: [View] = []
        for index in 0..<count {
            let view = IntrinsicView(size: CGSize(width: CGFloat(40 + index % 7), height: 20))
            stack.addArrangedSubview(view)
            views.append(view)
        }
        window.layoutIfNeeded()
        return (window, stack, views)
    }

    @Test func everyViewFillsTheStacksWidth() {
        let (_, stack, views) = makeStack(count: 50)
        #expect(stack.frame == CGRect(x: 0, y: 0, width: 375, height: 1000))
        for (index, view) in views.enumerated() {
            #expect(view.frame == CGRect(x: 0, y: CGFloat(20 * index), width: 375, height: 20), "view \(index)")
        }
    }

    /// Each view costs the solver the same: the tableau grows by 36 cells a view and pivots
    /// rewrite 5 rows a view (before, each view's alignment row
    /// carried the first view's hugging error, and adding it rewrote a row per view before it:
    /// the stack cost O(N²)).
    @Test func theSolverGrowsLinearly() {
        let statistics = [50, 100, 150].map { makeStack(count: $0).0.layoutEngine.solverStatistics }
        #expect(statistics[1].cells - statistics[0].cells == 1800)
        #expect(statistics[2].cells - statistics[1].cells == 1800)
        let rewritten = statistics.map(\.rowsRewrittenByPivots)
        #expect(rewritten[1] - rewritten[0] == rewritten[2] - rewritten[1])
        #expect(rewritten[2] - rewritten[1] == 250)
    }
}
