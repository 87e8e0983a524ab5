import AutoLayout
import Foundation
import Testing

/// `systemLayoutSizeFitting`: the size the constraints inside a view give it, pulled toward a
/// target at a priority, computed without touching the live layout.
@MainActor
struct FittingTests {
    /// A cell (not in a window) with a label pinned 10 inside each edge.
    func cell(label size: CGSize = CGSize(width: 100, height: 20)) -> (View, IntrinsicView) {
        let cell = View()
        cell.identifier = "cell"
        let label = makeView("label", intrinsic: size, in: cell) as! IntrinsicView
        LayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: 10),
            label.trailingAnchor.constraint(equalTo: cell.trailingAnchor, constant: -10),
            label.topAnchor.constraint(equalTo: cell.topAnchor, constant: 10),
            label.bottomAnchor.constraint(equalTo: cell.bottomAnchor, constant: -10),
        ])
        return (cell, label)
    }

    @Test func theCompressedSizeHugsTheContent() {
        let (cell, _) = cell()
        #expect(cell.systemLayoutSizeFitting(View.layoutFittingCompressedSize) == CGSize(width: 120, height: 40))
        #expect(View.layoutFittingCompressedSize == .zero)
    }

    @Test func theExpandedSizeAtTheFittingLevelAlsoHugs() {
        // 50 is below the hugging of 250: the content wins over the target.
        let (cell, _) = cell()
        #expect(cell.systemLayoutSizeFitting(View.layoutFittingExpandedSize) == CGSize(width: 120, height: 40))
    }

    @Test func aRequiredTargetFixesThatAxis() {
        let (cell, _) = cell()
        #expect(cell.systemLayoutSizeFitting(
            CGSize(width: 300, height: 0), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel) == CGSize(width: 300, height: 40))
        #expect(cell.systemLayoutSizeFitting(
            View.layoutFittingExpandedSize, withHorizontalFittingPriority: .fittingSizeLevel,
            verticalFittingPriority: .required) == CGSize(width: 120, height: 10_000_000))
    }

    @Test func theTargetsPriorityCompetesWithCompressionResistance() {
        let (cell, _) = cell()
        // 700 < 750: the label is not squeezed.
        #expect(cell.systemLayoutSizeFitting(
            CGSize(width: 50, height: 0), withHorizontalFittingPriority: LayoutPriority(700),
            verticalFittingPriority: .fittingSizeLevel) == CGSize(width: 120, height: 40))
        // 800 > 750: it is.
        #expect(cell.systemLayoutSizeFitting(
            CGSize(width: 50, height: 0), withHorizontalFittingPriority: LayoutPriority(800),
            verticalFittingPriority: .fittingSizeLevel) == CGSize(width: 50, height: 40))
        // The one-argument form is the fitting level on both axes.
        #expect(cell.systemLayoutSizeFitting(CGSize(width: 50, height: 500)) == CGSize(width: 120, height: 40))
    }

    @Test func subviewsWithoutContentCollapse() {
        let box = View()
        let empty = makeView("empty", in: box)
        let wide = makeView("wide", in: box)
        LayoutConstraint.activate([
            empty.leadingAnchor.constraint(equalTo: box.leadingAnchor),
            empty.topAnchor.constraint(equalTo: box.topAnchor),
            empty.bottomAnchor.constraint(equalTo: box.bottomAnchor),
            wide.leadingAnchor.constraint(equalTo: empty.trailingAnchor),
            wide.trailingAnchor.constraint(equalTo: box.trailingAnchor),
            wide.topAnchor.constraint(equalTo: box.topAnchor),
            wide.widthAnchor.constraint(greaterThanOrEqualToConstant: 50),
        ])
        #expect(box.systemLayoutSizeFitting(View.layoutFittingCompressedSize) == CGSize(width: 50, height: 0))
    }

    @Test func wrappingTextIsMeasuredAtTheFittedWidth() {
        // The self-sizing call (required width, fitting-level height) gives the height of
        // wrapped text at that width: UIView.systemLayoutSizeFitting(_:withHorizontalFitting…)
        // returns "the optimal size of the view based on its constraints".
        let cell = View()
        let text = WrappingView("text", textWidth: 250)
        cell.addSubview(text)
        LayoutConstraint.activate([
            text.leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: 10),
            text.trailingAnchor.constraint(equalTo: cell.trailingAnchor, constant: -10),
            text.topAnchor.constraint(equalTo: cell.topAnchor, constant: 5),
            text.bottomAnchor.constraint(equalTo: cell.bottomAnchor, constant: -5),
        ])
        func fit(_ width: CGFloat) -> CGSize {
            cell.systemLayoutSizeFitting(
                CGSize(width: width, height: 0), withHorizontalFittingPriority: .required,
                verticalFittingPriority: .fittingSizeLevel)
        }
        #expect(fit(120) == CGSize(width: 120, height: 70))
        #expect(fit(220) == CGSize(width: 220, height: 50))
        #expect(fit(400) == CGSize(width: 400, height: 30))
        // Unconstrained, it is one line.
        #expect(cell.systemLayoutSizeFitting(View.layoutFittingCompressedSize) == CGSize(width: 270, height: 30))
    }

    @Test func theSizeIncludesTheAlignmentRectInsets() {
        let badge = InsetView("badge", insets: EdgeInsets(top: 2, left: 4, bottom: 6, right: 8), intrinsic: CGSize(width: 40, height: 40))
        #expect(badge.systemLayoutSizeFitting(View.layoutFittingCompressedSize) == CGSize(width: 52, height: 48))
    }

    @Test func fittingDoesNotDisturbTheLiveLayout() {
        inBothDirections { d in
            let root = d.root
            let reports = ReportCollector(root.layoutEngine)
            let (cell, label) = cell()
            cell.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(cell)
            LayoutConstraint.activate([
                cell.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 5),
                cell.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -5),
                cell.topAnchor.constraint(equalTo: root.topAnchor, constant: 5),
            ])
            root.layoutIfNeeded()
            #expect(cell.frame == d.frame(CGRect(x: 5, y: 5, width: 310, height: 40), of: cell))
            #expect(label.frame == d.frame(CGRect(x: 10, y: 10, width: 290, height: 20), of: label))

            // Fitted apart from the window: not tied to it by the constraints outside the cell.
            #expect(cell.systemLayoutSizeFitting(View.layoutFittingCompressedSize) == CGSize(width: 120, height: 40))
            #expect(cell.systemLayoutSizeFitting(
                CGSize(width: 200, height: 0), withHorizontalFittingPriority: .required,
                verticalFittingPriority: .fittingSizeLevel) == CGSize(width: 200, height: 40))
            #expect(cell.frame == d.frame(CGRect(x: 5, y: 5, width: 310, height: 40), of: cell))
            #expect(label.frame == d.frame(CGRect(x: 10, y: 10, width: 290, height: 20), of: label))
            root.layoutIfNeeded()
            #expect(cell.frame == d.frame(CGRect(x: 5, y: 5, width: 310, height: 40), of: cell))
            #expect(label.frame == d.frame(CGRect(x: 10, y: 10, width: 290, height: 20), of: label))
            #expect(reports.conflicts.isEmpty)

            // The live layout still responds to changes afterwards.
            label.size = CGSize(width: 100, height: 30)
            root.layoutIfNeeded()
            #expect(cell.frame == d.frame(CGRect(x: 5, y: 5, width: 310, height: 50), of: cell))
        }
    }

    @Test func fittingDoesNotBreakTheLiveWrappingMeasurement() {
        inBothDirections { d in
            let root = d.root
            let text = WrappingView("text", textWidth: 250)
            root.addSubview(text)
            LayoutConstraint.activate([
                text.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                text.trailingAnchor.constraint(equalTo: root.leadingAnchor, constant: 100),
                text.topAnchor.constraint(equalTo: root.topAnchor),
            ])
            root.layoutIfNeeded()
            #expect(text.frame == d.frame(CGRect(x: 0, y: 0, width: 100, height: 60), of: text))
            // Fitted on its own at 50 wide: five lines.
            let fitted = text.systemLayoutSizeFitting(
                CGSize(width: 50, height: 0), withHorizontalFittingPriority: .required,
                verticalFittingPriority: .fittingSizeLevel)
            #expect(fitted == CGSize(width: 50, height: 100))
            #expect(text.layoutWidthForIntrinsicContentSize == 100)
            text.invalidateIntrinsicContentSize()
            root.layoutIfNeeded()
            #expect(text.frame == d.frame(CGRect(x: 0, y: 0, width: 100, height: 60), of: text))
        }
    }
}
