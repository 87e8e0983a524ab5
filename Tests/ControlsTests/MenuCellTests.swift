import AutoLayout
import Controls
import Foundation
import Testing
import TextMeasurement

/// The seed's menu cell: a cell whose height comes from its label's, through a container,
/// measured with `systemLayoutSizeFitting` as a table view measures self-sizing cells.
@MainActor
struct MenuCellTests {
    /// `count` nine-letter words (54 points each at 10 points, 6 between).
    func words(_ count: Int) -> String {
        (0..<count).map { _ in "abcdefghi" }.joined(separator: " ")
    }

    /// A cell (its content view) holding a container 5 points in from its sides and top, whose
    /// bottom stays 5 points above the cell's; the label 10 points inside the container.
    func makeCell(text: String) -> (cell: View, container: View, label: Label) {
        let cell = View(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        let container = makeContainer("container")
        let label = makeLabel("content", text, lines: 0)
        label.textMeasurer = fixedMeasurer
        cell.addSubview(container)
        container.addSubview(label)
        LayoutConstraint.activate([
            container.leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: 5),
            container.trailingAnchor.constraint(equalTo: cell.trailingAnchor, constant: -5),
            container.topAnchor.constraint(equalTo: cell.topAnchor, constant: 5),
            cell.bottomAnchor.constraint(greaterThanOrEqualTo: container.bottomAnchor, constant: 5),
        ])
        pin(label, in: container, inset: 10)
        return (cell, container, label)
    }

    @Test func theCellIsAsTallAsItsLabelNeeds() {
        let (cell, _, _) = makeCell(text: words(12))
        // The label is 320 - 10 - 20 = 290 wide: four words a line, three lines.
        let size = cell.systemLayoutSizeFitting(
            CGSize(width: 320, height: 0), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel)
        #expect(size == CGSize(width: 320, height: 60))
    }

    @Test func aCellLaidOutAtAnotherWidthFitsAtTheWidthAsked() {
        // Laid out live at 200 first: the fit at 320 measures the label at 290 all the same.
        let (cell, _, label) = makeCell(text: words(12))
        cell.frame = CGRect(x: 0, y: 0, width: 200, height: 200)
        cell.layoutIfNeeded()
        #expect(label.frame == CGRect(x: 10, y: 10, width: 170, height: 60), "\(label.frame.text)")
        let size = cell.systemLayoutSizeFitting(
            CGSize(width: 320, height: 0), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel)
        #expect(size == CGSize(width: 320, height: 60))
    }

    @Test func aFitAtTheLiveWidthAfterATextChangeWrapsAtThatWidth() {
        // Laid out live at 320, then longer text: the label sets the live width aside until the
        // live layout gives one again, but a fit at that same width is a fresh width (a table
        // measures its cells so), and the label wraps there, three lines of four words.
        let (cell, _, label) = makeCell(text: words(4))
        cell.frame = CGRect(x: 0, y: 0, width: 320, height: 200)
        cell.layoutIfNeeded()
        #expect(label.frame == CGRect(x: 10, y: 10, width: 290, height: 10), "\(label.frame.text)")
        label.text = words(12)
        let size = cell.systemLayoutSizeFitting(
            CGSize(width: 320, height: 0), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel)
        #expect(size == CGSize(width: 320, height: 60))
        // The live layout still takes its two passes to the same lines.
        cell.layoutIfNeeded()
        #expect(label.frame == CGRect(x: 10, y: 10, width: 290, height: 30), "\(label.frame.text)")
    }

    @Test func moreTextMakesATallerCell() {
        let (cell, _, label) = makeCell(text: words(4))
        let fitting = CGSize(width: 320, height: 0)
        // Four words fit on one line.
        #expect(cell.systemLayoutSizeFitting(
            fitting, withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
            == CGSize(width: 320, height: 40))
        label.text = words(13)
        #expect(cell.systemLayoutSizeFitting(
            fitting, withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
            == CGSize(width: 320, height: 70))
        // A narrower cell: 200 - 30 = 170 holds two words a line.
        #expect(cell.systemLayoutSizeFitting(
            CGSize(width: 200, height: 0), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel)
            == CGSize(width: 200, height: 100))
    }

    @Test func fittingLeavesTheLiveLayoutAlone() {
        let (cell, container, label) = makeCell(text: words(12))
        cell.frame = CGRect(x: 0, y: 0, width: 320, height: 60)
        cell.layoutIfNeeded()
        #expect(label.frame == CGRect(x: 10, y: 10, width: 290, height: 30), "\(label.frame.text)")
        #expect(container.frame == CGRect(x: 5, y: 5, width: 310, height: 50))
        _ = cell.systemLayoutSizeFitting(
            CGSize(width: 200, height: 0), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel)
        cell.layoutIfNeeded()
        #expect(label.frame == CGRect(x: 10, y: 10, width: 290, height: 30), "\(label.frame.text)")
    }
}
