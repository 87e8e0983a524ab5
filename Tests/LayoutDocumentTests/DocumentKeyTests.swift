import LayoutDocument
import Testing

/// A node's keys are looked up from their bytes in a table (kinds, the node's own keys,
/// properties and their short forms): each must mean what it meant when the keys were compared
/// as strings.
@Suite struct DocumentKeyTests {
    static func nodes(_ yaml: String) throws -> [String: ViewNode] {
        let document = try LayoutDocument.parse(yaml, file: "keys.yaml")
        var nodes: [String: ViewNode] = [:]
        for node in document.nodes { if let name = node.name?.value { nodes[name] = node } }
        return nodes
    }

    @Test func shortFormsReadTheirProperties() throws {
        let nodes = try Self.nodes(
            """
            children:
              - label: title
                background: systemRed
                hidden: true
                margins: 4
                hugging: {horizontal: 252}
                compression: {vertical: 751}
                lines: 3
                color: systemBlue
                textStyle: headline
              - view: box
                layoutMargins: 6
                intrinsic: {width: 10, height: 20}
                baseline: {first: 1, last: 2}
              - view: other
                intrinsicSize: {width: 11}
              - textView: notes
                scrollEnabled: false
              - switch: toggle
                on: true
              - slider: volume
                min: 2
                max: 9
              - stack: row
                layoutMarginsRelativeArrangement: true
                baselineRelativeArrangement: true
            """)
        let title = try #require(nodes["title"]).properties
        #expect(title.backgroundColor != nil && title.textColor != nil && title.font != nil)
        #expect(title.isHidden?.value == true)
        #expect(title.directionalLayoutMargins?.value.leading == 4)
        #expect(title.contentHugging?.value.horizontal == 252)
        #expect(title.compressionResistance?.value.vertical == 751)
        #expect(title.numberOfLines?.value == 3)
        let box = try #require(nodes["box"]).properties
        #expect(box.directionalLayoutMargins?.value.top == 6)
        #expect(box.intrinsicContentSize?.value.height == 20)
        #expect(box.baselines?.value.last == 2)
        #expect(nodes["other"]?.properties.intrinsicContentSize?.value.width == 11)
        #expect(nodes["notes"]?.properties.isScrollEnabled?.value == false)
        #expect(nodes["toggle"]?.properties.isOn?.value == true)
        #expect(nodes["volume"]?.properties.minimumValue?.value == 2)
        #expect(nodes["volume"]?.properties.maximumValue?.value == 9)
        #expect(nodes["row"]?.properties.isLayoutMarginsRelativeArrangement?.value == true)
        #expect(nodes["row"]?.properties.isBaselineRelativeArrangement?.value == true)
    }

    /// A key of another kind, a kind's keyword on the root, `class` on the root, and keys that
    /// differ from known ones by a byte (same length, same first and last bytes) are refused.
    @Test func keysThatAreNotTheNodesAreRefused() {
        let yaml = """
            view: stray
            class: Stray
            children:
              - switch: toggle
                text: Hello
              - label: title
                texx: Hello
                tezt: Hello
              - view: box
                children: []
                childrem: []
            """
        #expect(throws: LayoutDocumentError.self) { try LayoutDocument.parse(yaml, file: "keys.yaml") }
        do {
            _ = try LayoutDocument.parse(yaml, file: "keys.yaml")
        } catch {
            let found = error.errors.map { $0.message.components(separatedBy: ",").first ?? "" }
            #expect(
                found == [
                    "expected a key of the document or a property of the root view",
                    "expected a key of the document or a property of the root view",
                    "expected a property of switch", "expected a property of label", "expected a property of label",
                    "expected a property of view",
                ])
            #expect(error.errors.map(\.location.line) == [1, 2, 5, 7, 8, 11])
        }
    }
}
