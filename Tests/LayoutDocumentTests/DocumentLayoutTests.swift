import AutoLayout
import Controls
import Foundation
import LayoutDocument
import LayoutFormats
import Testing

/// Documents built into views: frames, the seeds' notation, superview, guides, stacks, custom
/// classes, and what building reports.
@Suite struct DocumentLayoutTests {
    @Test func theSeedsNotationLaysOut() throws {
        let layout = DocumentLayout(
            try document(
                """
                children:
                  - view: RedView
                constraints:
                  - RedView.Top = 1.0 x SuperView.Top + 10
                  - RedView.Leading = 1.0 x SuperView.Leading + 10
                  - RedView.Width = 30.0
                  - RedView.Height = 30.0
                  - RedView.Height = 50 (priority: 950)
                """), environment: environment(320, 480))
        layout.layoutIfNeeded()
        #expect(frame(layout, "RedView") == "10 10 30 30")
        #expect(layout.problems.isEmpty)
    }

    @Test func appearanceIsSetOnTheViews() throws {
        let layout = DocumentLayout(
            try document(
                """
                children:
                  - view: card
                    background: "#FFFFFF"
                    cornerRadius: 12
                    borderWidth: 1
                    borderColor: separator
                    alpha: 0.5
                    tintColor: systemPink
                  - label: title
                    text: Hi
                    color: secondaryLabel
                  - button: go
                    title: Go
                    titleColor: "#FF000080"
                  - textField: name
                    textColor: systemRed
                  - textView: notes
                    textColor: { white: 0.5 }
                """), environment: environment(320, 480))
        #expect(layout.problems.isEmpty)
        let card = try #require(layout.view(named: "card"))
        #expect(card.backgroundColor == .white)
        #expect(card.layer.cornerRadius == 12)
        #expect(card.layer.borderWidth == 1)
        #expect(card.layer.borderColor == .separator)
        #expect(card.alpha == 0.5)
        #expect(card.tintColor == .systemPink)
        #expect((layout.view(named: "title") as? Label)?.textColor == .secondaryLabel)
        #expect((layout.view(named: "go") as? Button)?.currentTitleColor == Color(red: 1, green: 0, blue: 0, alpha: 128.0 / 255))
        #expect((layout.view(named: "name") as? TextField)?.textColor == .systemRed)
        #expect((layout.view(named: "notes") as? TextView)?.textColor == Color(white: 0.5))
    }

    @Test func superviewMeansTheOtherOperandsParent() throws {
        let layout = DocumentLayout(
            try document(
                """
                children:
                  - view: box
                    children:
                      - view: inner
                    constraints:
                      - inner.leading == superview.leading + 4
                      - inner.width == 0.5 * superview.width
                      - superview.bottom == inner.bottom
                      - inner.height == 10
                constraints:
                  - box.width == superview.width * 0.5
                  - box.leading == root.safeArea.leading
                  - box.top == root.top
                  - box.height == 100
                """), environment: environment(320, 480))
        layout.layoutIfNeeded()
        #expect(frame(layout, "box") == "0 0 160 100")
        #expect(frame(layout, "inner") == "4 90 80 10")
    }

    @Test func labelsHugAt251AndStacksArrangeTheirChildren() throws {
        let layout = DocumentLayout(
            try document(
                """
                children:
                  - stack: row
                    axis: horizontal
                    spacing: 8
                    children:
                      - label: name
                        text: Username
                        font: 10
                      - label: star
                        text: "*"
                        font: 10
                        hugging: {horizontal: 252}
                constraints:
                  - H:|-[row]-|
                  - row.top == root.top + 20
                """), environment: environment(320, 480))
        layout.layoutIfNeeded()
        let name = try #require(layout.view(named: "name"))
        #expect(name.contentHuggingPriority(for: .horizontal) == 251)
        #expect(name.contentHuggingPriority(for: .vertical) == 251)
        #expect(layout.view(named: "star")?.contentHuggingPriority(for: .horizontal) == 252)
        #expect(frame(layout, "row") == "8 20 304 10")
        #expect(frame(layout, "name") == "8 20 290 10")
        #expect(frame(layout, "star") == "306 20 6 10")
    }

    @Test func customClassesComeFromTheRegistry() throws {
        final class Avatar: View {
            override var intrinsicContentSize: CGSize { CGSize(width: 40, height: 40) }
        }
        var registry = ViewRegistry()
        registry.register("AvatarView") { Avatar() }
        let doc = try document(
            """
            children:
              - view: avatar
                class: AvatarView
              - view: other
                class: AvtarView
            constraints:
              - avatar.leading == root.leading
              - avatar.top == root.top
            """)
        let layout = DocumentLayout(doc, environment: environment(320, 480), registry: registry)
        layout.layoutIfNeeded()
        #expect(layout.view(named: "avatar") is Avatar)
        #expect(frame(layout, "avatar") == "0 0 40 40")
        #expect(
            layout.problems.map(\.description) == [
                "test.yaml:4:5: expected a registered view class, found AvtarView (did you mean AvatarView?); built as a plain view"
            ])
    }

    @Test func refusedConstraintsAndBadFormatsAreProblemsAtTheirPlace() throws {
        let layout = DocumentLayout(
            try document(
                """
                children:
                  - view: a
                  - imageView: picture
                    image: missing.png
                constraints:
                  - a.leading == root.left
                  - H:|-[a(>=8@)]|
                """, file: "/tmp/doc.yaml"), environment: environment(320, 480))
        #expect(
            layout.problems.map(\.description) == [
                "/tmp/doc.yaml:4:12: expected a readable PNG or JPEG image: Cannot read the image \"/tmp/missing.png\": the file does not exist",
                "/tmp/doc.yaml:6:5: a.leading == root.left: A constraint cannot relate leading or trailing to left or right: a.leading == root.left",
                "/tmp/doc.yaml:7:16: Expected a priority: a number or a metric name",
            ])
    }

    @Test func entriesNameTheirConstraints() throws {
        let layout = DocumentLayout(
            try document("children: [{view: a}]\nconstraints:\n  - {constraint: a.width == 10, identifier: narrow}\n"),
            environment: environment(320, 480))
        let (entry, constraint) = try #require(layout.activeConstraints.first)
        #expect(entry.text == "a.width == 10")
        #expect(constraint.identifier == "narrow")
        #expect(layout.entry(of: constraint)?.location.description == "test.yaml:3:18")
    }
}
