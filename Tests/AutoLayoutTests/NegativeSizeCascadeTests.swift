@testable import AutoLayout
import Foundation
import Testing

/// Sizes that go below 0 one after another settle in a bounded number of rounds (issue 21: a
/// fill stack of 2,000 views that must compress passed its deficit to the next view each
/// round, and the layout stopped unsettled after 100 passes): the second round that finds a
/// negative size gives every item its `size >= 0` at once.
@MainActor
struct NegativeSizeCascadeTests {
    @Test func aCompressingFillStackSettlesWithEverySizeHeld() {
        let root = makeRoot(width: 375, height: 667)
        var unsettled: [[View]] = []
        root.layoutEngine.layoutDidNotSettleHandler = { unsettled.append($0) }
        let stack = StackView()
        stack.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(stack)
        for _ in 0..<120 { stack.addArrangedSubview(IntrinsicView(size: CGSize(width: 10, height: 10))) }
        LayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            stack.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        root.layoutIfNeeded()
        #expect(unsettled.isEmpty)
        #expect(root.layoutEngine.everySizeIsNonNegative)
        // 1200 points of content in 375: the first 82 views give up their width, the next half.
        let widths = stack.arrangedSubviews.map(\.frame.width)
        #expect(widths[0..<82].allSatisfy { $0 == 0 })
        #expect(widths[82] == 5)
        #expect(widths[83...].allSatisfy { $0 == 10 })
        #expect(stack.arrangedSubviews[83].frame.minX == 5)
        #expect(stack.arrangedSubviews[119].frame.maxX == 375)
    }

    @Test func oneNegativeSizeAddsOnlyItsOwnConstraint() {
        let root = makeRoot(width: 375, height: 667)
        let view = makeView("v", in: root)
        let negative = view.widthAnchor.constraint(equalToConstant: -100)
        negative.priority = .defaultHigh
        LayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            view.topAnchor.constraint(equalTo: root.topAnchor),
            view.heightAnchor.constraint(equalToConstant: 10),
            negative,
        ])
        root.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 0, y: 0, width: 0, height: 10))
        #expect(!root.layoutEngine.everySizeIsNonNegative)
    }
}
