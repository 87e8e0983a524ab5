import AutoLayout
import Foundation
import LayoutDocument
import LayoutFormats
import Testing

/// A document's constraints name the document as where they were written, so that every
/// message that describes one sends the reader to the document, never to the line of our
/// reader that made it (issue 21: `LayoutDocument/DocumentLayout+Building.swift:336`).
@MainActor
struct DocumentConstraintOriginTests {
    @Test func aStatementAndAVisualFormatNameTheirPlaceInTheDocument() throws {
        let text = """
            title: origin
            size: 375x667
            children:
              - view: a
            constraints:
              - a.width == 100
              - H:|-[a]
              - V:|[a(10)]
            """
        let layout = DocumentLayout(try LayoutDocument.parse(text, file: "origin.yaml"))
        layout.layoutIfNeeded()
        let written = layout.activeConstraints.map { ($0.entry.text, $0.constraint) }
        let width = try #require(written.first { $0.0 == "a.width == 100" }?.1)
        #expect(width.writtenAt.map { [$0.file, "\($0.line)", "\($0.column)"] } == ["origin.yaml", "6", "5"])
        #expect(width.description == "<a.width == 100 (origin.yaml:6:5)>")
        #expect(width.origin == "origin.yaml:6:5")
        let format = try #require(written.first { $0.0 == "H:|-[a]" }?.1)
        #expect(format.writtenAt.map { "\($0.file):\($0.line):\($0.column)" } == "origin.yaml:7:5")
        for (_, constraint) in written {
            #expect(!constraint.description.contains(".swift"))
        }
    }

    @Test func aConstraintMadeInSwiftNamesItsFileAndLine() {
        let a = View()
        let constraint = a.widthAnchor.constraint(equalToConstant: 100)
        #expect(constraint.writtenAt == nil)
        #expect(constraint.description.hasSuffix("(LayoutDocumentTests/DocumentConstraintOriginTests.swift:39)>"))
    }
}
