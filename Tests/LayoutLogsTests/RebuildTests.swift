import LayoutLogs
import Testing

/// The rebuilt system's model: superview-relative locations, multipliers against a superview,
/// default margins, non-negative sizes, and the frames of the re-solved layout.
@Suite struct RebuildTests {
    func explain(_ entries: String...) throws -> ReportExplanation {
        let text = entries.map { $0.contains("Constraint:") ? "<\($0)>" : "<NSLayoutConstraint:\($0)>" }
            .joined(separator: "\n")
        let explanation = LogExplanation(ConsoleLog.parse(text, file: "t.log"), file: "t.log")
        #expect(explanation.errors == [])
        return try #require(explanation.reports.first)
    }

    func frame(_ report: ReportExplanation, _ id: String) -> LogRect? {
        report.items.first { $0.id == id }?.frame
    }

    /// `centerX == 0.5 × superview.centerX` is measured in the superview's bounds: a quarter
    /// of its width from its left edge, wherever the superview is.
    @Test func multiplierAgainstTheSuperview() throws {
        let report = try explain(
            "0x10 H:|-(40)-[S:0x2]   (active, names: '|':W:0x1 )",
            "0x11 H:[S:0x2(200)]",
            "0x12 H:|-(0)-[V:0x3]   (active, names: '|':S:0x2 )",
            "0x13 V:0x3.centerX == 0.5*S:0x2.centerX",
            "0x14 W:0x1.left == 0")
        #expect(report.isSatisfiable)
        #expect(frame(report, "0x3") == LogRect(x: 40, y: 0, width: 100, height: 40))
        #expect(report.items.map(\.superviewID) == ["0x1", nil, "0x2"])
    }

    /// An autoresizing location without a second item is measured from the superview's corner.
    @Test func locationFromTheSuperview() throws {
        let report = try explain(
            "0x10 H:|-(30)-[V:0x2]   (active, names: '|':S:0x1 )",
            "0x11 S:0x1.left == 0",
            "NSAutoresizingMaskLayoutConstraint:0x12 h=--& v=--& V:0x2.minX == 20   (active, names: '|':S:0x1 )")
        #expect(!report.isSatisfiable)
        #expect(report.conflicts.map(\.memberIDs) == [["0x10", "0x12"]])
        #expect(report.conflicts.map(\.arithmetic) == ["30 [1] ≠ 20 [3]"])
    }

    /// Unprinted margins are 8, added only on the axes the log uses; the margins guide of an
    /// implied inset has no size constraint of its own.
    @Test func defaultMargins() throws {
        let report = try explain("0x10 L:0x2.top == V:0x1.topMargin", "0x11 V:0x1.top == 0")
        #expect(report.isSatisfiable)
        #expect(
            report.constraints.map(\.id) == [
                "0x10", "0x11", "V:0x1.topMargin == V:0x1.top + 8", "V:0x1.bottomMargin == V:0x1.bottom - 8",
            ])
        #expect(frame(report, "0x2")?.y == 8)
        #expect(report.items.map(\.name) == ["L", "V", "V.layoutMarginsGuide"])
    }

    /// A printed margin wins over the default; a printed margins guide takes part by its edges.
    @Test func printedMarginsGuide() throws {
        let report = try explain(
            "0x10 'UIView-topMargin-guide-constraint' V:|-(20)-[UILayoutGuide:0x5'UIViewLayoutMarginsGuide']   (active, names: '|':V:0x1 )",
            "0x11 L:0x2.top == V:0x1.topMargin",
            "0x12 L:0x2.top == V:0x1.top + 8")
        #expect(report.conflicts.map(\.memberIDs) == [["0x10", "0x11", "0x12"]])
        #expect(report.conflicts.map(\.arithmetic) == ["20 [1] ≠ 8 [3]"])
        #expect(report.items.map(\.name) == ["V.layoutMarginsGuide", "V", "L"])
    }

    /// Sizes are never negative: a gap wider than the container is a conflict.
    @Test func nonNegativeSizes() throws {
        let report = try explain(
            "0x10 H:|-(10)-[A:0x2]   (active, names: '|':S:0x1 )", "0x11 H:[A:0x2]-(10)-|   (active, names: '|':S:0x1 )",
            "0x12 H:[S:0x1(15)]")
        #expect(report.conflicts.map(\.memberIDs) == [["0x10", "0x11", "0x12", "A:0x2.width >= 0"]])
        #expect(report.conflicts.map(\.arithmetic) == ["10 [1] + 10 [2] = 20 > 15 [3]"])
    }

    /// Optional constraints never conflict; a view is assumed inside the one view it is pinned
    /// to by the same edge, and the explanation says so.
    @Test func optionalConstraintsAndAssumedSuperviews() throws {
        let report = try explain(
            "NSAutoresizingMaskLayoutConstraint:0x10 h=--& v=--& A:0x2.minY == 5",
            "0x11 A:0x2.top == B:0x1.top + 10 @750",
            "0x12 A:0x2.bottom == B:0x1.bottom")
        #expect(report.isSatisfiable)
        #expect(report.items.first?.superviewAssumedFrom == "0x11")
        #expect(report.notes == ["The log does not say which view contains A; it is taken to be B, which 0x11 pins it to."])
        #expect(report.constraints[1].words == "top edge of A is 10 pt below top edge of B (priority 750)")
    }

    /// An `(inactive)` constraint is listed but takes no part.
    @Test func inactiveConstraints() throws {
        let report = try explain("0x10 A:0x1.width == 10   (active)", "0x11 A:0x1.width == 20   (inactive)")
        #expect(report.isSatisfiable)
        #expect(report.constraints.map(\.words) == ["width of A is 10", "width of A is 20 (inactive: not part of the system)"])
        #expect(report.items.first?.frame.width == 10)
    }

    @Test func words() throws {
        let report = try explain(
            "0x10 A:0x1.leading >= B:0x2.trailing - 5", "0x11 A:0x1.width <= 2*B:0x2.height + 3",
            "0x12 A:0x1.top <= B:0x2.top", "0x13 A:0x1.centerY == B:0x2.centerY + 1.5")
        #expect(
            report.constraints.map(\.words) == [
                "leading edge of A is at most 5 pt left of trailing edge of B",
                "width of A is at most 2 × height of B + 3",
                "top edge of A is at or above top edge of B",
                "center y of A is 1.5 pt below center y of B",
            ])
    }
}
