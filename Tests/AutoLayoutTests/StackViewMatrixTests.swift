import AutoLayout
import Foundation
import Testing

/// Every distribution × alignment × axis × layout direction, with exact frames.
///
/// Three views, spacing 10: a 40×20 (baselines 15 and 15 from the top), b 60×30 (20, 25), c 50×40
/// (30, 30), all with the default priorities. A horizontal stack is 300 wide and 100 high (its
/// height is free for the baseline alignments, which need it to be), a vertical one 200×300,
/// placed at leading 10, top 20 in a 320-wide root. Along the axis and across it the expected
/// positions come from the rules by hand (see each table); right to left mirrors the stack's
/// content horizontally.
@MainActor
struct StackViewMatrixTests {
    struct Combination: CustomTestStringConvertible, Sendable {
        let distribution: StackView.Distribution
        let alignment: StackView.Alignment
        let axis: LayoutAxis
        let direction: UserInterfaceLayoutDirection
        var testDescription: String { "\(axis) \(distribution) \(alignment) \(direction)" }
    }

    nonisolated static let combinations: [Combination] = {
        var list: [Combination] = []
        for axis in LayoutAxis.allCases {
            for distribution in StackView.Distribution.allCases {
                for alignment in StackView.Alignment.allCases {
                    for direction in [UserInterfaceLayoutDirection.leftToRight, .rightToLeft] {
                        list.append(Combination(distribution: distribution, alignment: alignment, axis: axis, direction: direction))
                    }
                }
            }
        }
        return list
    }()

    nonisolated static let sizes: [(CGFloat, CGFloat)] = [(40, 20), (60, 30), (50, 40)]

    /// Positions and sizes along the axis, in the stack's space, left to right.
    static func along(_ distribution: StackView.Distribution, axis: LayoutAxis) -> [(CGFloat, CGFloat)] {
        let lengths = sizes.map { axis == .horizontal ? $0.0 : $0.1 }
        let total: CGFloat = 300
        let content = lengths.reduce(0, +)
        var sizesAlong: [CGFloat]
        var positions: [CGFloat] = []
        switch distribution {
        case .fill:
            // The index breaks the hugging tie: the first view takes the extra room.
            sizesAlong = [total - 20 - lengths[1] - lengths[2], lengths[1], lengths[2]]
        case .fillEqually:
            sizesAlong = Array(repeating: 280 / 3, count: 3)
        case .fillProportionally:
            // 999 and 998 hold; the last view (997) takes what the spacing leaves.
            let a = total * lengths[0] / (content + 20)
            let b = total * lengths[1] / (content + 20)
            sizesAlong = [a, b, total - 20 - a - b]
        case .equalSpacing:
            sizesAlong = lengths
            let gap = (total - content) / 2
            positions = [0, lengths[0] + gap, total - lengths[2]]
        case .equalCentering:
            sizesAlong = lengths
            let first = lengths[0] / 2
            let last = total - lengths[2] / 2
            positions = [0, (first + last) / 2 - lengths[1] / 2, total - lengths[2]]
        }
        if positions.isEmpty {
            positions = [0, sizesAlong[0] + 10, sizesAlong[0] + sizesAlong[1] + 20]
        }
        return Array(zip(positions, sizesAlong))
    }

    /// Positions and sizes across the axis, in the stack's space, left to right / top down.
    static func across(_ alignment: StackView.Alignment, axis: LayoutAxis) -> [(CGFloat, CGFloat)] {
        let extent: CGFloat = axis == .horizontal ? 100 : 200
        let lengths = sizes.map { axis == .horizontal ? $0.1 : $0.0 }
        switch (alignment, axis) {
        case (.fill, _):
            return lengths.map { _ in (0, extent) }
        case (.leading, _), (.firstBaseline, .vertical):
            return lengths.map { (0, $0) }
        case (.center, _):
            return lengths.map { ((extent - $0) / 2, $0) }
        case (.trailing, _), (.lastBaseline, .vertical):
            return lengths.map { (extent - $0, $0) }
        case (.firstBaseline, .horizontal):
            // First baselines at 15, 20, 30 below the tops: the line is 30 below the stack's top.
            return [(15, 20), (10, 30), (0, 40)]
        case (.lastBaseline, .horizontal):
            // Last baselines at 15, 25, 30 below the tops.
            return [(15, 20), (5, 30), (0, 40)]
        }
    }

    @Test(arguments: combinations)
    func frames(_ combination: Combination) {
        let (root, reports) = makeQuietRoot(width: 320, height: 480, direction: combination.direction)
        let baselines: [(CGFloat, CGFloat)] = [(15, 15), (20, 25), (30, 30)]
        let views = zip(["a", "b", "c"], zip(StackViewMatrixTests.sizes, baselines)).map { name, pair in
            makeLabel(name, pair.0.0, pair.0.1, baselines: pair.1)
        }
        let stack = StackView(arrangedSubviews: views)
        stack.axis = combination.axis
        stack.distribution = combination.distribution
        stack.alignment = combination.alignment
        stack.spacing = 10
        let horizontal = combination.axis == .horizontal
        let freeHeight = horizontal && (combination.alignment == .firstBaseline || combination.alignment == .lastBaseline)
        let width: CGFloat = horizontal ? 300 : 200
        let height: CGFloat = horizontal ? (freeHeight ? 40 : 100) : 300
        placeStack(stack, in: root, x: 10, y: 20, width: width, height: freeHeight ? nil : height)
        root.layoutIfNeeded()

        let rtl = combination.direction == .rightToLeft
        let stackX = rtl ? 320 - 10 - width : 10
        expectFrame(stack, in: root, stackX, 20, width, height)
        let along = StackViewMatrixTests.along(combination.distribution, axis: combination.axis)
        let across = StackViewMatrixTests.across(combination.alignment, axis: combination.axis)
        for (index, view) in views.enumerated() {
            var local = horizontal
                ? CGRect(x: along[index].0, y: across[index].0, width: along[index].1, height: across[index].1)
                : CGRect(x: across[index].0, y: along[index].0, width: across[index].1, height: along[index].1)
            if rtl { local.origin.x = width - local.maxX }
            expectFrame(view, in: root, stackX + local.minX, 20 + local.minY, local.width, local.height)
            #expect(!view.hasAmbiguousLayout, "\(view.debugName) is ambiguous on \(view.ambiguousAxes)")
        }
        #expect(reports.conflicts.isEmpty)
    }
}
