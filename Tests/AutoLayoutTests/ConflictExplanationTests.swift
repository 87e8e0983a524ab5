import AutoLayout
import Foundation
import Testing

/// The arithmetic of a conflict: the factors that make every position and size cancel, the
/// contradiction left over, and the block that follows UIKit's text in the report.
@MainActor
struct ConflictExplanationTests {
    /// `file:line` of a constraint, as reports print it.
    func at(_ constraint: LayoutConstraint) -> String { "\(constraint.file):\(constraint.line)" }

    /// A root of a width with the identifier `root`, and a collector of its reports.
    func makeNamedRoot(width: CGFloat = 320) -> (Window, ReportCollector) {
        let root = makeRoot(width: width)
        root.identifier = "root"
        return (root, ReportCollector(root.layoutEngine))
    }

    @Test func eightPlus300PlusEightDoNotFitIn300() throws {
        let (root, reports) = makeNamedRoot(width: 300)
        let a = makeView("a", in: root)
        let leading = a.leadingAnchor.constraint(greaterThanOrEqualTo: root.leadingAnchor, constant: 8)
        let width = a.widthAnchor.constraint(equalToConstant: 300)
        width.identifier = "width"
        let trailing = a.trailingAnchor.constraint(lessThanOrEqualTo: root.trailingAnchor, constant: -8)
        LayoutConstraint.activate([
            leading, width, trailing, a.topAnchor.constraint(equalTo: root.topAnchor),
            a.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        #expect(reports.conflicts.count == 1)
        let conflict = try #require(reports.conflicts.first)
        let explanation = try #require(conflict.explanation)
        #expect(explanation.terms.map(\.factor) == [-1, 1, 1, -1])
        #expect(explanation.terms.map(\.constraint.diagnosticDescription).first == "root.width == 300   ('AL-root-width', the root's bounds)")
        #expect(explanation.relation == .lessThanOrEqual)
        #expect(explanation.leftSide == [8, 300, 8])
        #expect(explanation.rightSide == [300])
        #expect(explanation.geometry == 0)
        #expect(explanation.contradiction == "8 + 300 + 8 = 316 > 300")
        #expect(conflict.reason == .activated)
        #expect(conflict.brokenConstraint === trailing)
        let rootWidth = try #require(conflict.conflictingConstraints.first)
        let expected = [
            "[LayoutConstraints] Unable to simultaneously satisfy constraints.",
            "\tProbably at least one of the constraints in the following list is one you don't want. ",
            "\tTry this: ",
            "\t\t(1) look at each constraint and try to figure out which you don't expect; ",
            "\t\t(2) find the code that added the unwanted constraint or constraints and fix it. ",
            "(",
            "    <NSLayoutConstraint 'AL-root-width' root.width == 300   (active)>",
            "    <NSLayoutConstraint a.leading >= root.leading + 8   (active, \(at(leading)))>",
            "    <NSLayoutConstraint 'width' a.width == 300   (active, \(at(width)))>",
            "    <NSLayoutConstraint a.trailing <= root.trailing - 8   (active, \(at(trailing)))>",
            ")",
            "",
            "Will attempt to recover by breaking constraint ",
            "<NSLayoutConstraint a.trailing <= root.trailing - 8   (active, \(at(trailing)))>",
            "",
            "Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the debugger.",
            "Here: set LayoutEngine.unsatisfiableConstraintsHandler to receive this report as a LayoutConflict value.",
            "[swift-autolayout] Why these constraints cannot all hold:",
            "    -1 × root.width == 300   ('AL-root-width', the root's bounds)",
            "    +1 × a.leading >= root.leading + 8   (\(at(leading)))",
            "    +1 × a.width == 300   ('width', \(at(width)))",
            "    -1 × a.trailing <= root.trailing - 8   (\(at(trailing)))",
            "  Adding these up, every position and size cancels, leaving 8 + 300 + 8 = 316 > 300: the left side must be at most the right.",
            "  Broken to recover: a.trailing <= root.trailing - 8   (\(at(trailing)))",
            "  because it was being activated, and the constraints already in place are kept.",
            "[swift-autolayout] End of explanation.",
        ]
        #expect(conflict.description.components(separatedBy: "\n") == expected)
        #expect(rootWidth.identifier == "AL-root-width")
    }

    @Test func theTripleOfTheConflictTests() throws {
        let (root, reports) = makeNamedRoot()
        let a = makeView("a", in: root)
        let leading = a.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10)
        let width = a.widthAnchor.constraint(equalToConstant: 100)
        let trailing = a.trailingAnchor.constraint(equalTo: root.leadingAnchor, constant: 50)
        LayoutConstraint.activate([
            a.topAnchor.constraint(equalTo: root.topAnchor), a.heightAnchor.constraint(equalToConstant: 20),
            leading, width, trailing,
        ])
        root.layoutIfNeeded()
        let explanation = try #require(reports.conflicts.first?.explanation)
        #expect(
            explanation.description == """
                    +1 × a.leading == root.leading + 10   (\(at(leading)))
                    +1 × a.width == 100   (\(at(width)))
                    -1 × a.trailing == root.leading + 50   (\(at(trailing)))
                  Adding these up, every position and size cancels, leaving 10 + 100 = 110 ≠ 50: the two sides must be equal.
                """)
        #expect(explanation.relation == .equal)
    }

    @Test func twoWidths() throws {
        let (root, reports) = makeNamedRoot()
        let a = makeView("a", in: root)
        let narrow = a.widthAnchor.constraint(equalToConstant: 100)
        let wide = a.widthAnchor.constraint(equalToConstant: 200)
        LayoutConstraint.activate([narrow, wide])
        root.layoutIfNeeded()
        let conflict = try #require(reports.conflicts.first)
        let explanation = try #require(conflict.explanation)
        #expect(explanation.terms.count == 2)
        #expect(explanation.terms[0].constraint === narrow && explanation.terms[0].factor == 1)
        #expect(explanation.terms[1].constraint === wide && explanation.terms[1].factor == -1)
        #expect(explanation.contradiction == "100 ≠ 200")
        #expect(conflict.brokenConstraint === wide)
    }

    @Test func aConstantChangeIsExplainedWithTheNewConstant() throws {
        let (root, reports) = makeNamedRoot()
        let a = makeView("a", in: root)
        let width = a.widthAnchor.constraint(equalToConstant: 100)
        let limit = a.widthAnchor.constraint(lessThanOrEqualToConstant: 150)
        LayoutConstraint.activate([width, limit])
        root.layoutIfNeeded()
        #expect(reports.conflicts.isEmpty)
        width.constant = 200
        root.layoutIfNeeded()
        let conflict = try #require(reports.conflicts.first)
        #expect(conflict.reason == .constantChanged)
        #expect(conflict.brokenConstraint === width)
        let explanation = try #require(conflict.explanation)
        #expect(explanation.terms.map(\.factor) == [1, -1])
        #expect(explanation.contradiction == "200 > 150")
        #expect(
            conflict.description.hasSuffix("""
                  Broken to recover: a.width == 200   (\(at(width)))
                  because its constant was being changed, and the constraints already in place are kept.
                [swift-autolayout] End of explanation.
                """))
    }

    @Test func theImplicitNonNegativeSizeTakesPartButNeverGivesWay() throws {
        let (root, reports) = makeNamedRoot(width: 300)
        let b = makeView("b", in: root)
        let leading = b.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 200)
        let trailing = b.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -150)
        LayoutConstraint.activate([
            leading, trailing, b.topAnchor.constraint(equalTo: root.topAnchor),
            b.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        #expect(reports.conflicts.count == 1)
        let conflict = try #require(reports.conflicts.first)
        #expect(conflict.reason == .implicitSizeNeverGivesWay)
        #expect(conflict.brokenConstraint === trailing)
        // UIKit's list leaves the implicit constraint out; the explanation names it.
        #expect(conflict.conflictingConstraints.count == 3)
        let explanation = try #require(conflict.explanation)
        #expect(explanation.terms.map(\.isImplicit) == [false, false, false, true])
        #expect(
            explanation.description == """
                    -1 × root.width == 300   ('AL-root-width', the root's bounds)
                    +1 × b.leading == root.leading + 200   (\(at(leading)))
                    -1 × b.trailing == root.trailing - 150   (\(at(trailing)))
                    +1 × b.width >= 0   (implicit: sizes are never negative)
                  Adding these up, every position and size cancels, leaving 200 + 150 = 350 > 300: the left side must be at most the right.
                """)
        #expect(conflict.description.contains(
            "  because the implicit size >= 0 never gives way, so the member that entered the engine last does."))
        // The layout recovers without the broken constraint: 200 from the leading edge, width 0.
        #expect(b.frame == CGRect(x: 200, y: 0, width: 0, height: 10))
    }

    @Test func factorsFollowMultipliers() throws {
        let (root, reports) = makeNamedRoot(width: 320)
        let a = makeView("a", in: root)
        let half = a.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 0.5)
        let fixed = a.widthAnchor.constraint(equalToConstant: 200)
        LayoutConstraint.activate([half, fixed])
        root.layoutIfNeeded()
        let explanation = try #require(reports.conflicts.first?.explanation)
        // 2 × 200 = 400, but the root is 320 wide.
        #expect(
            explanation.description == """
                    +1 × root.width == 320   ('AL-root-width', the root's bounds)
                    +2 × a.width == 0.5 × root.width   (\(at(half)))
                    -2 × a.width == 200   (\(at(fixed)))
                  Adding these up, every position and size cancels, leaving 320 ≠ 400: the two sides must be equal.
                """)
    }

    @Test func baselinesAddTheirOffsetToTheArithmetic() throws {
        let (root, reports) = makeNamedRoot()
        let label = IntrinsicView(size: CGSize(width: 50, height: 20), baselines: (12, 16))
        label.identifier = "label"
        label.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(label)
        let top = label.topAnchor.constraint(equalTo: root.topAnchor, constant: 10)
        let baseline = label.firstBaselineAnchor.constraint(equalTo: root.topAnchor, constant: 20)
        LayoutConstraint.activate([label.leadingAnchor.constraint(equalTo: root.leadingAnchor), top, baseline])
        root.layoutIfNeeded()
        let explanation = try #require(reports.conflicts.first?.explanation)
        // The top at 10 puts the baseline at 10 + 12 = 22, not 20.
        #expect(explanation.contradiction == "10 + 12 = 22 ≠ 20")
        #expect(explanation.geometry == -12)
        #expect(explanation.leftSide == [10, 12])
        #expect(explanation.rightSide == [20])
        #expect(
            explanation.description == """
                    +1 × label.top == root.top + 10   (\(at(top)))
                    -1 × label.firstBaseline == root.top + 20   (\(at(baseline)))
                  Adding these up, every position and size cancels, leaving 10 + 12 = 22 ≠ 20: the two sides must be equal.
                  (12 of the left side comes from alignment rectangle insets, baselines or bounds origins.)
                """)
    }
}
