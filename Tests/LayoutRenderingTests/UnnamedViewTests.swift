import AutoLayout
import Foundation
import LayoutDocument
import LayoutRendering
import Testing
import TextMeasurement

/// A view the document leaves unnamed is named by its path in the document (`root/0/1`) in every
/// output and message, and its kind is the document's (`view`), never a class name or a memory
/// address (issue 21: `_DocumentView:0x91af0`).
@Suite struct UnnamedViewTests {
    static let text = """
        title: unnamed
        size: 200x100
        children:
          - view:
            children:
              - label:
                text: Hi
          - view: named
        """

    func screen() throws -> RenderedScreen {
        let document = try LayoutDocument.parse(Self.text, file: "u.yaml")
        return RenderedScreen(document, settings: ScreenSettings(textMeasurer: FixedAdvanceTextMeasurer()))
    }

    @Test func framesNameUnnamedViewsByTheirPath() throws {
        let frames = try screen().viewFrames.map { "\($0.id) \($0.kind)" }
        #expect(frames == ["root window", "root/0 view", "root/0/0 label", "named view"])
    }

    @Test func ambiguitiesNameUnnamedViewsByTheirPath() throws {
        let views = Set(try screen().ambiguityMessages.map(\.view))
        #expect(views == ["root/0", "root/0/0", "named"])
    }

    /// The identifier of an unnamed view is its path, so code that reads a built document sees
    /// the same name as the messages.
    @Test func theIdentifierIsThePath() throws {
        let document = try LayoutDocument.parse(Self.text, file: "u.yaml")
        let layout = DocumentLayout(document)
        #expect(layout.rootView.subviews.map { $0.identifier ?? "nil" } == ["root/0", "named"])
        #expect(layout.rootView.subviews[0].subviews.map { $0.identifier ?? "nil" } == ["root/0/0"])
    }
}
