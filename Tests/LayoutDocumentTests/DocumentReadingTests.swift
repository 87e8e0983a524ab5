import AutoLayout
import Controls
import Foundation
import LayoutDocument
import LayoutFormats
import Testing

/// YAML and JSON read into the same model, every value with its place.
@Suite struct DocumentReadingTests {
    static let yaml = """
        title: Profile row
        size: 375x200
        metrics: {pad: 8}
        children:
          - imageView: avatar
            image: avatar.png
            contentMode: scaleAspectFit
          - label: title
            text: "Ada Lovelace"
            font: headline
            lines: 2
            textColor: systemBlue
            hugging: {horizontal: 252}
          - stack: buttons
            axis: horizontal
            spacing: 8
            children:
              - button: follow
                title: Follow
              - switch: mute
                on: true
        constraints:
          - avatar.leading == root.leading + 16
          - title.leading == avatar.trailing + 8 @750
          - {constraint: "title.width == 0.5 * superview.width", when: wR}
          - H:|-pad-[buttons]
        """

    static let json = """
        {"title": "Profile row", "size": {"width": 375, "height": 200}, "metrics": {"pad": 8},
         "children": [
           {"imageView": "avatar", "image": "avatar.png", "contentMode": "scaleAspectFit"},
           {"label": "title", "text": "Ada Lovelace", "font": "headline", "lines": 2, "textColor": "systemBlue",
            "hugging": {"horizontal": 252}},
           {"stack": "buttons", "axis": "horizontal", "spacing": 8, "children": [
             {"button": "follow", "title": "Follow"}, {"switch": "mute", "on": true}]}],
         "constraints": [
           "avatar.leading == root.leading + 16",
           "title.leading == avatar.trailing + 8 @750",
           {"constraint": "title.width == 0.5 * superview.width", "when": "wR"},
           "H:|-pad-[buttons]"]}
        """

    /// The parts of a document that both readers must give alike.
    static func summary(_ document: LayoutDocument) -> [String] {
        var lines = [
            "title \(document.title ?? "-")", "size \(document.size.map { "\($0.value.width)x\($0.value.height)" } ?? "-")",
            "metrics \(document.metrics)",
        ]
        for node in document.nodes {
            let p = node.properties
            lines.append(
                "\(node.kind) \(node.name?.value ?? "-") text=\(p.text?.value ?? "-") font=\(p.font.map { "\($0.value)" } ?? "-") "
                    + "lines=\(p.numberOfLines?.value ?? -1) color=\(p.textColor?.value.description ?? "-") "
                    + "hugging=\(p.contentHugging.map { "\($0.value.horizontal)/\($0.value.vertical)" } ?? "-") "
                    + "image=\(p.image?.value ?? "-") axis=\(p.axis.map { "\($0.value)" } ?? "-") on=\(p.isOn?.value ?? false)")
            for entry in node.constraints {
                lines.append("  \(entry.text) when=\(entry.condition?.value.description ?? "any") owner=\(entry.owner)")
            }
        }
        return lines
    }

    @Test func yamlAndJSONReadAlike() throws {
        let fromYAML = try LayoutDocument.parse(Self.yaml, file: "row.yaml")
        let fromJSON = try LayoutDocument.parse(Self.json, file: "row.json", format: .json)
        #expect(Self.summary(fromYAML) == Self.summary(fromJSON))
        #expect(
            Self.summary(fromYAML) == [
                "title Profile row", "size 375.0x200.0", "metrics [\"pad\": 8.0]",
                "view root text=- font=- lines=-1 color=- hugging=- image=- axis=- on=false",
                "  avatar.leading == root.leading + 16 when=any owner=root",
                "  title.leading == avatar.trailing + 8 @750 when=any owner=root",
                "  title.width == 0.5 * superview.width when=wR h* owner=root",
                "  H:|-pad-[buttons] when=any owner=root",
                "imageView avatar text=- font=- lines=-1 color=- hugging=- image=avatar.png axis=- on=false",
                "label title text=Ada Lovelace font=textStyle(TextMeasurement.Font.TextStyle.headline) lines=2 color=systemBlue hugging=252.0/251.0 image=- axis=- on=false",
                "stack buttons text=- font=- lines=-1 color=- hugging=- image=- axis=horizontal axis=- on=false".replacingOccurrences(of: "axis=horizontal axis=-", with: "axis=horizontal"),
                "button follow text=- font=- lines=-1 color=- hugging=- image=- axis=- on=false",
                "switch mute text=- font=- lines=-1 color=- hugging=- image=- axis=- on=true",
            ])
    }

    /// Every value keeps its line and column, in YAML (Yams' marks) and JSON alike.
    @Test func valuesKeepTheirPlaces() throws {
        let fromYAML = try LayoutDocument.parse(Self.yaml, file: "row.yaml")
        let title = try #require(fromYAML.nodes.first { $0.name?.value == "title" })
        #expect(title.location.description == "row.yaml:8:5")
        #expect(title.name?.location.description == "row.yaml:8:12")
        #expect(title.properties.text?.location.description == "row.yaml:9:11")
        #expect(title.properties.font?.location.description == "row.yaml:10:11")
        #expect(fromYAML.root.constraints[1].location.description == "row.yaml:24:5")
        let fromJSON = try LayoutDocument.parse(Self.json, file: "row.json", format: .json)
        let jsonTitle = try #require(fromJSON.nodes.first { $0.name?.value == "title" })
        #expect(jsonTitle.properties.text?.location.description == "row.json:4:31")
        #expect(fromJSON.root.constraints[1].location.description == "row.json:10:4")
    }

    @Test func colours() throws {
        #expect(DocumentColor(hex: "#FF8000")?.description == "#FF8000")
        #expect(DocumentColor(hex: "#f80")?.description == "#FF8800")
        #expect(DocumentColor(hex: "#00000080")?.alpha == 128.0 / 255)
        #expect(DocumentColor(hex: "#12345") == nil)
        #expect(DocumentColor(systemName: "secondaryLabel")?.alpha == 0x99 / 255.0)
        let doc = try document("backgroundColor: {red: 1, green: 0.5, blue: 0}\nchildren: [{view: a, borderColor: {white: 0.2, alpha: 0.5}}]")
        #expect(doc.root.properties.backgroundColor?.value == DocumentColor(red: 1, green: 0.5, blue: 0))
        #expect(doc.nodes[1].properties.borderColor?.value == DocumentColor(red: 0.2, green: 0.2, blue: 0.2, alpha: 0.5))
    }

    @Test func fontsSizeClassesAndPriorities() throws {
        let doc = try document(
            """
            children:
              - label: a
                font: {size: 20, weight: bold}
                compression: high
                when: wC hR
              - label: b
                font: 13
                hugging: 1000
                when: {width: regular}
              - label: c
                font: {name: DejaVu Serif, size: 15}
                variants:
                  - when: hC
                    font: caption1
            """)
        let (a, b, c) = (doc.nodes[1], doc.nodes[2], doc.nodes[3])
        #expect(a.properties.font?.value == .system(size: 20, weight: .bold))
        #expect(a.properties.compressionResistance?.value == .init(horizontal: 750, vertical: 750))
        #expect(a.condition?.value == TraitCondition(horizontalSizeClass: .compact, verticalSizeClass: .regular))
        #expect(b.properties.font?.value == .system(size: 13, weight: .regular))
        #expect(b.properties.contentHugging?.value == .init(horizontal: 1000, vertical: 1000))
        #expect(b.condition?.value == TraitCondition(horizontalSizeClass: .regular))
        #expect(c.properties.font?.value == .named("DejaVu Serif", size: 15))
        #expect(c.variants.first?.condition.value == TraitCondition(verticalSizeClass: .compact))
        #expect(c.variants.first?.properties.font?.value == .textStyle(.caption1))
    }

    @Test func customClassesAndGuides() throws {
        let doc = try document(
            """
            children:
              - view: avatar
                class: AvatarView
                intrinsicContentSize: {width: 40, height: 40}
              - guide: spacer
            constraints:
              - spacer.width == avatar.width
            """)
        #expect(doc.nodes[1].kind == .custom(className: "AvatarView"))
        #expect(doc.nodes[2].kind == .layoutGuide)
    }

    /// Properties share their storage between copies until one changes (copy on write): a
    /// change to a copy leaves the original and every other copy as they were.
    @Test func propertiesAreValues() throws {
        let doc = try document("children:\n  - label: title\n    text: Hello\n    alpha: 0.5\n")
        let original = doc.nodes[1].properties
        var copy = original
        var other = original
        copy.text = Located("Changed", at: SourceLocation(file: "x", line: 9, column: 9))
        other.alpha = nil
        #expect(original.text?.value == "Hello")
        #expect(original.text?.location == SourceLocation(file: "test.yaml", line: 3, column: 11))
        #expect(original.alpha?.value == 0.5)
        #expect(copy.text?.value == "Changed")
        #expect(copy.alpha?.value == 0.5)
        #expect(other.text?.value == "Hello")
        #expect(other.alpha == nil)
        #expect(doc.nodes[1].properties.text?.value == "Hello")
        var empty = ViewProperties()
        empty.isHidden = Located(true, at: SourceLocation(file: "x", line: 1, column: 1))
        #expect(ViewProperties().isHidden == nil)
        #expect(empty.isHidden?.value == true)
    }
}

/// The example of docs/layout-documents.md reads and builds on every device without a problem
/// but its image file.
@Suite struct DocumentationExampleTests {
    @Test func theFullExampleReads() throws {
        let page = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("docs/layout-documents.md")
        let text = try String(contentsOf: page, encoding: .utf8)
        let start = try #require(text.range(of: "```yaml\n"))
        let end = try #require(text.range(of: "```", range: start.upperBound..<text.endIndex))
        let document = try LayoutDocument.parse(String(text[start.upperBound..<end.lowerBound]), file: "example.yaml")
        for device in DeviceProfile.all {
            for orientation in DeviceOrientation.allCases {
                let layout = DocumentLayout(document, environment: device.environment(orientation: orientation))
                layout.layoutIfNeeded()
                #expect(layout.problems.map(\.message).allSatisfy { $0.hasPrefix("expected a readable PNG or JPEG image") })
                #expect(layout.isInstalled("sidebar") == (device.sizeClasses[orientation]?.horizontal == .regular))
            }
        }
    }
}
