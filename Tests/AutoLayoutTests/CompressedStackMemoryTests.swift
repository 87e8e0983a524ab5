@testable import AutoLayout
import Foundation
import Testing

/// A fill stack of views that must compress keeps its solver's memory within a constant per
/// cell (issue 21: 10,000 such views took 2.31 GB; rows that pivots lengthen one after another
/// kept their room when they shrank).
@MainActor
struct CompressedStackMemoryTests {
    @Test func aCompressedFillStackStaysWithinSixteenElementsPerCell() {
        let root = makeRoot(width: 375, height: 667)
        let stack = StackView()
        stack.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(stack)
        let count = 800
        for _ in 0..<count { stack.addArrangedSubview(IntrinsicView(size: CGSize(width: 10, height: 10))) }
        LayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            stack.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        root.layoutIfNeeded()
        // 8000 points of content in 375: the first views give up their width, in order.
        let widths = stack.arrangedSubviews.map(\.frame.width)
        #expect(widths.reduce(0, +) == 375)
        #expect(stack.frame == CGRect(x: 0, y: 0, width: 375, height: 10))
        let statistics = root.layoutEngine.solver.statistics
        #expect(statistics.storedElements <= 16 * statistics.cells)
    }
}
