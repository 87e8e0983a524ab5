import AutoLayout
import Foundation
import Testing

/// `frameExplanation(for:)`: for one view and axis, the constraints and priorities that decided
/// its position and its size, and how its other constraints fare.
@MainActor
struct FrameExplanationTests {
    /// `file:line` of a constraint, as explanations print it.
    func at(_ constraint: LayoutConstraint) -> String { "\(constraint.file):\(constraint.line)" }

    /// The seeds' button: 300 wide at 999, never wider than its superview, centred, 20 from
    /// the top, with an intrinsic size of 80 × 30.
    func makeButton(rootWidth: CGFloat) -> (root: Window, button: View, wide: LayoutConstraint, limit: LayoutConstraint, center: LayoutConstraint, top: LayoutConstraint) {
        let root = makeRoot(width: rootWidth)
        root.identifier = "root"
        let button = makeView("button", intrinsic: CGSize(width: 80, height: 30), in: root)
        let wide = button.widthAnchor.constraint(equalToConstant: 300)
        wide.priority = LayoutPriority(999)
        let limit = button.widthAnchor.constraint(lessThanOrEqualTo: root.widthAnchor)
        let center = button.centerXAnchor.constraint(equalTo: root.centerXAnchor)
        let top = button.topAnchor.constraint(equalTo: root.topAnchor, constant: 20)
        LayoutConstraint.activate([wide, limit, center, top])
        root.layoutIfNeeded()
        return (root, button, wide, limit, center, top)
    }

    @Test func theButtonIs300WideWhenItFits() {
        let (root, button, wide, limit, center, _) = makeButton(rootWidth: 320)
        defer { withExtendedLifetime(root) {} }
        let explanation = button.frameExplanation(for: .horizontal)
        #expect(explanation.position == 10 && explanation.size == 300)
        #expect(
            explanation.description == """
                button, horizontal: x 10, width 300 (in root)
                  x 10 is decided by:
                    root.width == 320   ('AL-root-width', the root's bounds)   holds
                    button.centerX == root.centerX   (\(at(center)))   holds
                    button.width == 300 @999   (\(at(wide)))   holds
                  width 300 is decided by:
                    button.width == 300 @999   (\(at(wide)))   holds
                  also on this axis:
                    button.width >= 80 @750   (compression resistance)   holds, 220 to spare
                    button.width <= 80 @250   (content hugging)   not met, off by 220
                    button.width <= root.width   (\(at(limit)))   holds, 20 to spare
                """)
        #expect(explanation.sizeDecidedBy.map(\.status) == [.holds])
        #expect(explanation.ambiguity == nil)
    }

    @Test func explainFrameIsTheSameExplanation() {
        let (root, button, _, _, _, _) = makeButton(rootWidth: 320)
        defer { withExtendedLifetime(root) {} }
        let explanation = explainFrame(of: button, axis: .horizontal)
        #expect(explanation.description == button.frameExplanation(for: .horizontal).description)
        #expect(explanation.position == 10 && explanation.size == 300)
    }

    @Test func theButtonGivesWayToItsSuperviewWhenItDoesNotFit() {
        let (root, button, wide, limit, center, top) = makeButton(rootWidth: 280)
        defer { withExtendedLifetime(root) {} }
        #expect(
            button.frameExplanation(for: .horizontal).description == """
                button, horizontal: x 0, width 280 (in root)
                  x 0 is decided by:
                    button.width <= root.width   (\(at(limit)))   holds
                    button.centerX == root.centerX   (\(at(center)))   holds
                  width 280 is decided by:
                    root.width == 280   ('AL-root-width', the root's bounds)   holds
                    button.width <= root.width   (\(at(limit)))   holds
                  also on this axis:
                    button.width >= 80 @750   (compression resistance)   holds, 200 to spare
                    button.width <= 80 @250   (content hugging)   not met, off by 200
                    button.width == 300 @999   (\(at(wide)))   not met, off by 20
                """)
        // Vertically, the intrinsic height (held by hugging and compression resistance alike:
        // the solver's basis names one) and the top.
        #expect(
            button.frameExplanation(for: .vertical).description == """
                button, vertical: y 20, height 30 (in root)
                  y 20 is decided by:
                    button.top == root.top + 20   (\(at(top)))   holds
                  height 30 is decided by:
                    button.height >= 30 @750   (compression resistance)   holds
                  also on this axis:
                    button.height <= 30 @250   (content hugging)   holds
                """)
    }

    @Test func anAmbiguousViewSaysWhatIsNotDecided() {
        let root = makeRoot()
        root.identifier = "root"
        let red = makeView("red view", in: root)
        let leading = red.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10)
        LayoutConstraint.activate([leading, red.topAnchor.constraint(equalTo: root.topAnchor, constant: 10)])
        root.layoutIfNeeded()
        let explanation = red.frameExplanation(for: .horizontal)
        #expect(
            explanation.description == """
                red view, horizontal: x 10, width 0 (in root)
                  x 10 is decided by:
                    red view.leading == root.leading + 10   (\(at(leading)))   holds
                  width 0 is decided by:
                    nothing
                  ambiguous: red view: width is not determined; add a width, or pin both leading and trailing
                """)
        #expect(explanation.ambiguity?.isSizeAmbiguous == true)
    }

    @Test func aBrokenConstraintIsMarked() {
        let root = makeRoot()
        root.identifier = "root"
        let collector = ReportCollector(root.layoutEngine)
        let view = makeView("view", in: root)
        let narrow = view.widthAnchor.constraint(equalToConstant: 100)
        let wide = view.widthAnchor.constraint(equalToConstant: 200)
        let leading = view.leadingAnchor.constraint(equalTo: root.leadingAnchor)
        LayoutConstraint.activate([leading, narrow, wide])
        root.layoutIfNeeded()
        #expect(collector.conflicts.count == 1)
        #expect(
            view.frameExplanation(for: .horizontal).description == """
                view, horizontal: x 0, width 100 (in root)
                  x 0 is decided by:
                    view.leading == root.leading   (\(at(leading)))   holds
                  width 100 is decided by:
                    view.width == 100   (\(at(narrow)))   holds
                  also on this axis:
                    view.width == 200   (\(at(wide)))   broken by the engine (a conflict), off by 100
                """)
        // The broken constraint decides nothing, so it is not among those affecting the layout.
        #expect(view.constraintsAffectingLayout(for: .horizontal).map(\.relationDescription) == [
            "view.leading == root.leading", "view.width == 100",
        ])
    }

    @Test func theRootOfATreeIsPlacedInItsOwnBounds() {
        let lone = View(frame: CGRect(x: 5, y: 6, width: 40, height: 30))
        lone.identifier = "lone"
        #expect(
            lone.frameExplanation(for: .horizontal).description == """
                lone, horizontal: x 0, width 40 (the root of its tree, in its own bounds)
                  x 0 is decided by:
                    lone.left == 0   ('AL-root-minX', the root's bounds)   holds
                  width 40 is decided by:
                    lone.width == 40   ('AL-root-width', the root's bounds)   holds
                """)
    }
}
