import AutoLayout
import Foundation
import Testing

/// `ambiguityReport()`: every ambiguous view and axis, why (a missing constraint or a tie of
/// equal priorities), and what to add; and `exerciseAmbiguityInLayout()` moving a view to
/// another of its equally good layouts.
@MainActor
struct AmbiguityReportTests {
    /// The seeds' red view: pinned at the top and leading edges, with no size.
    func makeRedView() -> (Window, View) {
        let root = makeRoot()
        root.identifier = "root"
        let red = makeView("red view", in: root)
        LayoutConstraint.activate([
            red.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
            red.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
        ])
        root.layoutIfNeeded()
        return (root, red)
    }

    @Test func theRedViewLacksASize() throws {
        let (root, red) = makeRedView()
        let report = root.ambiguityReport()
        #expect(
            report.description == """
                red view: width is not determined; add a width, or pin both leading and trailing
                red view: height is not determined; add a height, or pin both top and bottom
                """)
        #expect(report.entries.count == 2)
        let width = report.entries[0]
        #expect(width.view === red && width.axis == .horizontal)
        #expect(width.isSizeAmbiguous && !width.isPositionAmbiguous && width.hasFixedEdge)
        #expect(width.positionRange == 10...10)
        #expect(width.sizeRange.lowerBound == 0 && width.sizeRange.upperBound == .infinity)
        guard case .missingConstraint = width.cause else {
            Issue.record("expected a missing constraint, got \(width.cause)")
            return
        }
        // The report on the view itself says the same; a size settles it.
        #expect(red.ambiguityReport().description == report.description)
        LayoutConstraint.activate([
            red.widthAnchor.constraint(equalToConstant: 30), red.heightAnchor.constraint(equalToConstant: 30),
        ])
        #expect(root.ambiguityReport().isEmpty)
        #expect(root.ambiguityReport().description == "No view has an ambiguous layout.")
    }

    @Test func theRedLabelNeedsNoSize() {
        // The seeds' follow-up: a label has an intrinsic size, so the position is enough.
        let root = makeRoot()
        let label = makeView("red label", intrinsic: CGSize(width: 60, height: 20), in: root)
        LayoutConstraint.activate([
            label.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
            label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
        ])
        #expect(root.ambiguityReport().isEmpty)
    }

    @Test func equalHuggingTies() throws {
        let root = makeRoot()
        let a = makeView("a", intrinsic: CGSize(width: 50, height: 20), in: root)
        let b = makeView("b", intrinsic: CGSize(width: 50, height: 20), in: root)
        LayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            b.leadingAnchor.constraint(equalTo: a.trailingAnchor),
            b.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            a.topAnchor.constraint(equalTo: root.topAnchor),
            b.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        root.layoutIfNeeded()
        let report = root.ambiguityReport()
        let tie = """
                a.width <= 50 @250   (content hugging)
                b.width <= 50 @250   (content hugging)
              give one of a, b a higher content hugging priority than 250 (setContentHuggingPriority(_:for: .horizontal))
            """
        #expect(
            report.description == """
                a: width is not determined (anything from 50 to 270): optional constraints of equal priority (250) tie, and every value leaves them equally unmet:
                \(tie)
                b: width is not determined (anything from 50 to 270): optional constraints of equal priority (250) tie, and every value leaves them equally unmet:
                \(tie)
                """)
        guard case .tie(let constraints) = report.entries[0].cause else {
            Issue.record("expected a tie")
            return
        }
        #expect(constraints.map(\.diagnosticDescription) == ["a.width <= 50 @250   (content hugging)", "b.width <= 50 @250   (content hugging)"])
        // Looking does not move anything.
        #expect(a.frame == CGRect(x: 0, y: 0, width: 270, height: 20))
        // A higher hugging priority settles it.
        b.setContentHuggingPriority(LayoutPriority(251), for: .horizontal)
        #expect(root.ambiguityReport().isEmpty)
    }

    @Test func equalCompressionResistanceTies() {
        let root = makeRoot(width: 60)
        let a = makeView("a", intrinsic: CGSize(width: 50, height: 20), in: root)
        let b = makeView("b", intrinsic: CGSize(width: 50, height: 20), in: root)
        LayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            b.leadingAnchor.constraint(equalTo: a.trailingAnchor),
            b.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            a.topAnchor.constraint(equalTo: root.topAnchor),
            b.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        #expect(
            root.ambiguityReport().entries.first?.description == """
                a: width is not determined (anything from 10 to 50): optional constraints of equal priority (750) tie, and every value leaves them equally unmet:
                    a.width >= 50 @750   (compression resistance)
                    b.width >= 50 @750   (compression resistance)
                  give one of a, b a higher compression resistance priority than 750 (setContentCompressionResistancePriority(_:for: .horizontal))
                """)
    }

    @Test func optionalConstraintsOfYoursTie() {
        let root = makeRoot()
        let view = makeView("view", in: root)
        let narrow = view.widthAnchor.constraint(equalToConstant: 100)
        let wide = view.widthAnchor.constraint(equalToConstant: 200)
        narrow.priority = LayoutPriority(500)
        wide.priority = LayoutPriority(500)
        LayoutConstraint.activate([
            narrow, wide, view.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            view.topAnchor.constraint(equalTo: root.topAnchor), view.heightAnchor.constraint(equalToConstant: 50),
        ])
        #expect(
            root.ambiguityReport().description == """
                view: width is not determined (anything from 100 to 200): optional constraints of equal priority (500) tie, and every value leaves them equally unmet:
                    \(narrow.diagnosticDescription)
                    \(wide.diagnosticDescription)
                  give one of these constraints a different priority
                """)
    }

    @Test func aPositionBetweenInequalities() {
        let root = makeRoot()
        let view = makeView("view", in: root)
        LayoutConstraint.activate([
            view.leadingAnchor.constraint(greaterThanOrEqualTo: root.leadingAnchor, constant: 10),
            view.trailingAnchor.constraint(lessThanOrEqualTo: root.trailingAnchor, constant: -10),
            view.widthAnchor.constraint(equalToConstant: 50),
            view.topAnchor.constraint(equalTo: root.topAnchor),
            view.heightAnchor.constraint(equalToConstant: 50),
        ])
        #expect(
            root.ambiguityReport().description
                == "view: horizontal position is not determined (anything from 10 to 260); pin its leading, trailing or centerX")
    }

    @Test func nothingAtAll() {
        let root = makeRoot()
        let view = makeView("view", in: root)
        LayoutConstraint.activate([
            view.topAnchor.constraint(equalTo: root.topAnchor), view.heightAnchor.constraint(equalToConstant: 50),
        ])
        let trailing = makeView("pinned trailing", in: root)
        LayoutConstraint.activate([
            trailing.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            trailing.topAnchor.constraint(equalTo: root.topAnchor),
            trailing.heightAnchor.constraint(equalToConstant: 50),
        ])
        #expect(
            root.ambiguityReport().description == """
                view: neither the horizontal position nor the width is determined; pin its leading and add a width, or pin both leading and trailing
                pinned trailing: width is not determined; add a width, or pin both leading and trailing
                """)
    }

    @Test func aSubviewIsReportedWithItsTree() {
        let root = makeRoot()
        let container = makeView("container", in: root)
        let child = makeView("child", in: container)
        LayoutConstraint.activate([
            container.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            container.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            container.topAnchor.constraint(equalTo: root.topAnchor),
            container.heightAnchor.constraint(equalToConstant: 100),
            child.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            child.topAnchor.constraint(equalTo: container.topAnchor),
            child.widthAnchor.constraint(equalToConstant: 10),
        ])
        let expected = "child: height is not determined; add a height, or pin both top and bottom"
        #expect(root.ambiguityReport().description == expected)
        #expect(container.ambiguityReport().description == expected)
        #expect(child.ambiguityReport().description == expected)
    }

    // MARK: exerciseAmbiguityInLayout()

    @Test func exercisingTheRedViewGivesItASizeAndBack() {
        let (root, red) = makeRedView()
        #expect(red.frame == CGRect(x: 10, y: 10, width: 0, height: 0))
        red.exerciseAmbiguityInLayout()
        // Its sizes go 100 points out (they have no upper end); the pinned edges stay.
        #expect(red.frame == CGRect(x: 10, y: 10, width: 100, height: 100))
        // It stays there through later layout passes, and is still ambiguous.
        root.setNeedsLayout()
        root.layoutIfNeeded()
        #expect(red.frame == CGRect(x: 10, y: 10, width: 100, height: 100))
        #expect(red.ambiguousAxes == [.horizontal, .vertical])
        #expect(root.ambiguityReport().entries.count == 2)
        // Again: back to the other end.
        red.exerciseAmbiguityInLayout()
        #expect(red.frame == CGRect(x: 10, y: 10, width: 0, height: 0))
        // A real constraint wins over the exercise.
        LayoutConstraint.activate([red.widthAnchor.constraint(equalToConstant: 30)])
        red.exerciseAmbiguityInLayout()
        root.layoutIfNeeded()
        #expect(red.frame == CGRect(x: 10, y: 10, width: 30, height: 100))
        #expect(red.ambiguousAxes == [.vertical])
    }

    @Test func exercisingATieTradesBetweenTheViews() {
        let root = makeRoot()
        let a = makeView("a", intrinsic: CGSize(width: 50, height: 20), in: root)
        let b = makeView("b", intrinsic: CGSize(width: 50, height: 20), in: root)
        LayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            b.leadingAnchor.constraint(equalTo: a.trailingAnchor),
            b.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            a.topAnchor.constraint(equalTo: root.topAnchor),
            b.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        root.layoutIfNeeded()
        #expect(a.frame.width == 270 && b.frame.width == 50)
        a.exerciseAmbiguityInLayout()
        // The other valid layout: a at its least, b takes the rest; every constraint still holds.
        #expect(a.frame == CGRect(x: 0, y: 0, width: 50, height: 20))
        #expect(b.frame == CGRect(x: 50, y: 0, width: 270, height: 20))
        #expect(a.hasAmbiguousLayout && b.hasAmbiguousLayout)
        // Removing the view takes its exercise with it: b, pinned only at its trailing edge,
        // gets its intrinsic width back.
        a.removeFromSuperview()
        root.layoutIfNeeded()
        #expect(b.frame == CGRect(x: 270, y: 0, width: 50, height: 20))
        #expect(root.ambiguityReport().isEmpty)
    }
}
