import AutoLayout
import Foundation
import Testing

/// The generated constraints: UIKit's identifiers, relations and priorities.
@MainActor
struct StackViewConstraintTests {
    func makeStack(
        _ distribution: StackView.Distribution, _ alignment: StackView.Alignment, axis: LayoutAxis = .horizontal,
        hiddenMiddle: Bool = false
    ) -> (StackView, [View]) {
        let (root, _) = makeQuietRoot()
        let views = [makeLabel("a", 40, 20), makeLabel("b", 60, 30), makeLabel("c", 50, 40)]
        views[1].isHidden = hiddenMiddle
        let stack = StackView(arrangedSubviews: views)
        stack.axis = axis
        stack.distribution = distribution
        stack.alignment = alignment
        stack.spacing = 10
        placeStack(stack, in: root, x: 0, y: 0, width: 300, height: 100)
        root.layoutIfNeeded()
        return (stack, views)
    }

    @Test func everyConstraintCarriesAnIdentifierAndTheStackHoldsThem() {
        for distribution in StackView.Distribution.allCases {
            for alignment in StackView.Alignment.allCases {
                let (stack, _) = makeStack(distribution, alignment, hiddenMiddle: true)
                let generated = generatedConstraints(stack)
                #expect(!generated.isEmpty)
                for constraint in generated {
                    let id = constraint.identifier ?? ""
                    #expect(id.hasPrefix("UISV-") || id == "AL-stack-ordering", "\(id)")
                    #expect(constraint.isActive)
                    #expect(constraint.description.contains(id))
                    #expect(constraint.logDescription.hasPrefix("<NSLayoutConstraint '\(id)'"))
                }
            }
        }
    }

    @Test func fillAlignmentFill() {
        let (stack, v) = makeStack(.fill, .fill)
        let canvas = stackConstraints(stack, "UISV-canvas-connection")
        #expect(canvas.count == 4)
        #expect(canvas.contains { $0.firstItem === stack && $0.firstAttribute == .leading && $0.secondItem === v[0] })
        #expect(canvas.contains { $0.firstItem === v[2] && $0.firstAttribute == .trailing && $0.secondItem === stack })
        let spacing = stackConstraints(stack, "UISV-spacing")
        #expect(spacing.count == 2 && spacing.allSatisfy { $0.relation == .equal && $0.constant == 10 && $0.priority == .required })
        let alignment = stackConstraints(stack, "UISV-alignment")
        #expect(alignment.count == 4 && alignment.allSatisfy { $0.firstItem === v[0] })
        #expect(stackConstraints(stack, "UISV-ambiguity-suppression").isEmpty)
        #expect(stack.layoutGuides.isEmpty)
    }

    @Test func hidingConstraints() {
        let (stack, v) = makeStack(.fill, .fill, hiddenMiddle: true)
        let hiding = stackConstraints(stack, "UISV-hiding")
        #expect(hiding.count == 1)
        #expect(hiding.first?.firstItem === v[1] && hiding.first?.firstAttribute == .width && hiding.first?.constant == 0)
        #expect(stackConstraints(stack, "UISV-spacing").map(\.constant) == [5, 5])
    }

    @Test func fillProportionallyPriorities() {
        let (stack, v) = makeStack(.fillProportionally, .fill)
        let proportional = stackConstraints(stack, "UISV-fill-proportionally")
        #expect(proportional.count == 3)
        for (index, view) in v.enumerated() {
            let constraint = proportional.first { $0.firstItem === view }
            #expect(constraint?.priority == LayoutPriority(999 - Float(index)))
            #expect(constraint?.secondItem === stack)
            #expect(abs((constraint?.multiplier ?? 0) - view.intrinsicContentSize.width / 170) < 1e-12)
        }
        let (root, _) = makeQuietRoot()
        let lone = StackView(arrangedSubviews: [makeLabel("x", 10, 10)])
        lone.distribution = .fillProportionally
        placeStack(lone, in: root, x: 0, y: 0)
        root.layoutIfNeeded()
        #expect(stackConstraints(lone, "UISV-fill-proportionally").first?.priority == .required)
    }

    @Test func equalSpacingGuides() {
        let (stack, v) = makeStack(.equalSpacing, .fill)
        let guides = stack.layoutGuides.filter { $0.identifier == "UISV-distributing" }
        #expect(guides.count == 2)
        let edges = stackConstraints(stack, "UISV-distributing-edge")
        #expect(edges.count == 4)
        #expect(edges.contains { $0.firstItem === guides[0] && $0.firstAttribute == .leading && $0.secondItem === v[0] && $0.secondAttribute == .trailing })
        let equal = stackConstraints(stack, "UISV-fill-equally")
        #expect(equal.count == 1 && equal[0].priority == .required)
        let spacing = stackConstraints(stack, "UISV-spacing")
        #expect(spacing.allSatisfy { $0.relation == .greaterThanOrEqual })
        let fit = stackConstraints(stack, "UISV-canvas-fit")
        #expect(fit.count == 1 && fit[0].priority == LayoutPriority(49) && fit[0].firstAttribute == .width)
    }

    @Test func equalCenteringPriorities() {
        let (root, _) = makeQuietRoot()
        let views = (0..<4).map { makeLabel("v\($0)", 10, 10) }
        let stack = StackView(arrangedSubviews: views)
        stack.distribution = .equalCentering
        placeStack(stack, in: root, x: 0, y: 0, width: 300)
        root.layoutIfNeeded()
        let equal = stackConstraints(stack, "UISV-fill-equally")
        #expect(equal.map(\.priority.rawValue).sorted() == [148, 149])
        let edges = stackConstraints(stack, "UISV-distributing-edge")
        #expect(edges.allSatisfy { $0.secondAttribute == .centerX })
    }

    @Test func topAlignmentSpanner() {
        let (stack, v) = makeStack(.fill, .top)
        let spanner = stack.layoutGuides.first { $0.identifier == "UISV-alignment-spanner" }
        #expect(spanner != nil)
        let boundary = stackConstraints(stack, "UISV-spanning-boundary")
        #expect(boundary.count == 6)
        #expect(boundary.filter { $0.firstAttribute == .top }.allSatisfy { $0.relation == .equal && $0.priority == LayoutPriority(999.5) })
        #expect(boundary.filter { $0.firstAttribute == .bottom }.allSatisfy { $0.relation == .greaterThanOrEqual && $0.priority == .required })
        let fit = stackConstraints(stack, "UISV-spanning-fit")
        #expect(fit.count == 1 && fit[0].priority == LayoutPriority(51) && fit[0].firstItem === spanner)
        let suppression = stackConstraints(stack, "UISV-ambiguity-suppression")
        #expect(suppression.count == 3 && suppression.allSatisfy { $0.priority == LayoutPriority(25) && $0.firstAttribute == .height })
        let canvas = stackConstraints(stack, "UISV-canvas-connection")
        #expect(canvas.contains { $0.firstItem === stack && $0.firstAttribute == .top && $0.secondItem === v[0] })
        #expect(canvas.contains { $0.firstItem === spanner && $0.firstAttribute == .bottom && $0.secondItem === stack })
    }

    @Test func centerAndBaselineAlignments() {
        let (center, v) = makeStack(.fill, .center)
        #expect(stackConstraints(center, "UISV-canvas-connection").contains {
            $0.firstAttribute == .centerY && $0.secondItem === v[0]
        })
        #expect(stackConstraints(center, "UISV-spanning-boundary").allSatisfy { $0.priority == .required })
        let (baseline, _) = makeStack(.fill, .firstBaseline)
        #expect(stackConstraints(baseline, "UISV-alignment").allSatisfy { $0.firstAttribute == .firstBaseline })
        #expect(stackConstraints(baseline, "UISV-canvas-fit").contains { $0.firstAttribute == .height })
        let (vertical, _) = makeStack(.fill, .trailing, axis: .vertical)
        #expect(stackConstraints(vertical, "UISV-alignment").allSatisfy { $0.firstAttribute == .trailing })
        #expect(stackConstraints(vertical, "UISV-ambiguity-suppression").allSatisfy { $0.firstAttribute == .width })
    }

    @Test func viewsWithAnIntrinsicLengthHaveNoTieBreakConstraint() {
        let (stack, _) = makeStack(.fill, .fill)
        // Their tie-breaks ride on their content-size constraints (StackViewTieBreakCostTests).
        #expect(stackConstraints(stack, "AL-stack-ordering").isEmpty)
    }

    @Test func viewsWithoutAnIntrinsicLengthGetTieBreaksBelowPriorityOne() {
        let (root, _) = makeQuietRoot()
        let views = [View(), View(), View()]
        let stack = StackView(arrangedSubviews: views)
        placeStack(stack, in: root, width: 300)
        root.layoutIfNeeded()
        let ordering = stackConstraints(stack, "AL-stack-ordering")
        #expect(ordering.count == 3)
        for (index, view) in views.enumerated() {
            guard let constraint = ordering.first(where: { $0.firstItem === view }) else {
                Issue.record("no tie-break for view \(index)")
                continue
            }
            // w × (size − 0) == 0 with w = index + 1.
            let weight = CGFloat(index + 1)
            #expect(constraint.secondItem === view && constraint.multiplier == 1 - weight)
            #expect(constraint.constant == 0)
            #expect(constraint.priority == LayoutPriority(0.5))
        }
        // The first view, the cheapest to grow, takes the whole width.
        #expect(views.map(\.frame.width) == [300, 0, 0])
    }
}
