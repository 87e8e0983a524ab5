import AutoLayout
import Foundation
import LayoutDocument
import LayoutFormats
import Testing

/// What a built document hears from its engines (conflicts, refusals), and free-standing
/// documents (views outside any window).
@Suite struct DocumentLayoutReportTests {
    @Test func conflictsAreCollectedNotPrinted() throws {
        let layout = DocumentLayout(
            try document("children: [{view: v}]\nconstraints:\n  - v.width == 100\n  - v.width == 200\n"),
            environment: environment(320, 480))
        #expect(layout.conflicts.count == 1)
        let broken = try #require(layout.conflicts.first?.brokenConstraint)
        #expect(layout.entry(of: broken)?.location.description == "test.yaml:4:5")
        #expect(layout.problems.isEmpty)
    }

    /// A refusal is one of the problems too, at the entry, with the statement as written.
    @Test func refusalsNameTheirEntry() throws {
        let layout = DocumentLayout(
            try document("children: [{view: a}]\nconstraints:\n  - a.leading == root.left\n"),
            environment: environment(320, 480))
        let refusal = try #require(layout.refusals.first)
        #expect(layout.refusals.count == 1)
        #expect(refusal.entry?.text == "a.leading == root.left")
        #expect(refusal.constraint == nil)
        #expect(
            refusal.problem.description
                == "test.yaml:3:5: a.leading == root.left: A constraint cannot relate leading or trailing to left or right: a.leading == root.left")
        #expect(layout.problems == [refusal.problem])
    }

    /// A value the engine cannot use, given after building, is refused and reported there too.
    @Test func aRefusedValueAfterBuildingIsReported() throws {
        let layout = DocumentLayout(
            try document("children: [{view: v}]\nconstraints:\n  - v.width == 10\n"), environment: environment(320, 480))
        let constraint = try #require(layout.activeConstraints.first?.constraint)
        constraint.constant = .nan
        layout.layoutIfNeeded()
        #expect(layout.refusals.count == 1)
        #expect(layout.refusals.first?.entry?.text == "v.width == 10")
        #expect(layout.refusals.first?.problem.location.description == "test.yaml:3:5")
    }

    /// `freeStanding: true`: each child of the root is a tree of its own, outside any window,
    /// laid out at its own frame; `root` names nothing.
    @Test func aFreeStandingDocumentHasNoWindow() throws {
        let layout = DocumentLayout(
            try document(
                """
                freeStanding: true
                children:
                  - view: cell
                    frame: {x: 0, y: 0, width: 200, height: 50}
                    translatesAutoresizingMaskIntoConstraints: true
                    children:
                      - view: dot
                    constraints:
                      - dot.leading == superview.leading + 4
                      - dot.centerY == superview.centerY
                      - dot.width == 10
                      - dot.height == 10
                  - view: other
                """), environment: environment(320, 480))
        layout.layoutIfNeeded()
        #expect(layout.problems.isEmpty)
        #expect(layout.topLevelViews.map(\.identifier) == ["cell", "other"])
        #expect(layout.topLevelViews.allSatisfy { $0.superview == nil && $0.window == nil })
        #expect(layout.view(named: "root") == nil)
        #expect(layout.views.keys.sorted() == ["cell", "dot", "other"])
        #expect(layout.view(named: "dot")?.frame == CGRect(x: 4, y: 20, width: 10, height: 10))
    }

    @Test func aFreeStandingDocumentHasNoWindowKeysNorRoot() {
        #expect(
            errors("freeStanding: true\nsize: 100x100\nchildren: [{view: a}]\nconstraints: [a.width == root.width]\n") == [
                "2:1: expected no size in a free-standing document (its views have no window)",
                "4:26: expected a view of the document, found root (did you mean a?)",
            ])
    }

    /// A constraint of a free-standing document that would need a superview of a top view is a
    /// problem at its entry.
    @Test func aTopViewOfAFreeStandingDocumentHasNoSuperview() throws {
        let layout = DocumentLayout(
            try document("freeStanding: true\nchildren: [{view: a}]\nconstraints: [a.width == superview.width]\n"),
            environment: environment(320, 480))
        #expect(
            layout.problems.map(\.description) == [
                "test.yaml:3:15: expected a view with a superview, found a (at the top of a free-standing tree)"
            ])
    }
}
