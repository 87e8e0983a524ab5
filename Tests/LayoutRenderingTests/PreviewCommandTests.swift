import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing

/// End to end: `autolayout preview` through the built binary; the page parsed and its structure,
/// findings and self-containedness checked.
@Suite struct PreviewCommandTests {
    /// An element of the page: its name, attributes, text and children.
    final class Element {
        let name: String
        let attributes: [String: String]
        var children: [Element] = []
        var text = ""
        init(name: String, attributes: [String: String]) {
            self.name = name
            self.attributes = attributes
        }

        /// Every element below this one (depth first) with a name.
        func all(_ name: String) -> [Element] {
            children.flatMap { ($0.name == name ? [$0] : []) + $0.all(name) }
        }
    }

    /// Reads the page as XML into a tree; nil when it is not well-formed.
    final class TreeBuilder: NSObject, XMLParserDelegate {
        let root = Element(name: "#document", attributes: [:])
        private var stack: [Element] = []

        func parse(_ data: Data) -> Element? {
            stack = [root]
            let parser = XMLParser(data: data)
            parser.delegate = self
            return parser.parse() ? root : nil
        }

        func parser(
            _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
            attributes attributeDict: [String: String] = [:]
        ) {
            let element = Element(name: elementName, attributes: attributeDict)
            stack.last?.children.append(element)
            stack.append(element)
        }

        func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
            stack.removeLast()
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            stack.last?.text += string
        }
    }

    func preview(_ document: String) throws -> (status: Int32, page: Data, stderr: String) {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("preview-\(UUID().uuidString).html").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let process = Process()
        process.executableURL = RenderCommandTests.binary
        process.arguments = ["preview", document, "-o", path]
        process.currentDirectoryURL = RenderCommandTests.root
        let stderr = Pipe()
        process.standardError = stderr
        try process.run()
        let error = stderr.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let page = (try? Data(contentsOf: URL(fileURLWithPath: path))) ?? Data()
        return (process.terminationStatus, page, String(decoding: error, as: UTF8.self))
    }

    @Test func oneFigurePerDeviceOrientationDirectionAndTextSize() throws {
        let result = try preview("Examples/documents/settings.yaml")
        #expect(result.status == 0)
        #expect(result.stderr == "")
        let root = try #require(TreeBuilder().parse(result.page))
        let sections = root.all("section")
        #expect(
            sections.map { $0.attributes["data-device"] } == [
                "iPhone SE (3rd generation)", "iPhone 15", "iPhone 15 Pro Max", "iPad (10th generation)", "iPad Pro 12.9-inch",
            ])
        for section in sections {
            let figures = section.all("figure")
            let combinations = Set(
                figures.map {
                    [$0.attributes["data-orientation"]!, $0.attributes["data-direction"]!, $0.attributes["data-content-size"]!]
                })
            #expect(figures.count == 12)
            #expect(combinations.count == 12)
            #expect(Set(combinations.map { $0[0] }) == ["portrait", "landscape"])
            #expect(Set(combinations.map { $0[1] }) == ["ltr", "rtl"])
            #expect(Set(combinations.map { $0[2] }) == ["small", "large", "accessibilityExtraLarge"])
            for figure in figures {
                #expect(figure.children.map(\.name) == ["svg", "figcaption", "p"])
                #expect(figure.all("p").first?.text == "No conflicts or ambiguities.")
                #expect(figure.attributes["data-findings"] == "0")
            }
        }
        // The iPhone 15 in portrait: half its points.
        let phone = sections[1].all("figure")[0]
        #expect(phone.all("svg").first?.attributes["width"] == "196.5")
        #expect(phone.all("svg").first?.attributes["height"] == "426")
        #expect(phone.all("figcaption").first?.text == "portrait · ltr · small")
    }

    @Test func findingsAreMarkedAndListedUnderEachPicture() throws {
        let result = try preview("Examples/documents/red-view.yaml")
        #expect(result.status == 1)
        #expect(result.stderr == "Examples/documents/red-view.yaml: 60 of 60 screens have conflicts or ambiguities\n")
        let root = try #require(TreeBuilder().parse(result.page))
        let figures = root.all("figure")
        #expect(figures.count == 60)
        for figure in figures {
            #expect(figure.attributes["data-findings"] == "2")
            let items = figure.all("li")
            #expect(items.map { $0.attributes["class"] } == ["ambiguity", "ambiguity"])
            #expect(
                items.first?.text
                    == "Ambiguous: RedView (horizontal): width is not determined; add a width, or pin both leading and trailing")
            // The overlay: the red view outlined, dashed.
            #expect(figure.all("path").contains { $0.attributes["stroke-dasharray"] == "4 2" })
        }
    }

    @Test func thePageIsSelfContained() throws {
        let result = try preview("Examples/documents/chat.yaml")
        let page = String(decoding: result.page, as: UTF8.self)
        let root = try #require(TreeBuilder().parse(result.page))
        var ids = Set<String>()
        var elements = [root]
        while let element = elements.popLast() {
            elements += element.children
            #expect(!["script", "link", "iframe", "img", "object", "embed"].contains(element.name))
            #expect(element.attributes["src"] == nil)
            for (name, value) in element.attributes where name == "href" || name == "xlink:href" {
                #expect(value.hasPrefix("#") || value.hasPrefix("data:image/"), "\(value.prefix(40))")
            }
            if let id = element.attributes["id"] { #expect(ids.insert(id).inserted, "\(id) twice") }
        }
        // Only the SVG namespaces' names mention http:, and nothing says url( but to the page's own clips.
        let mentions = page.components(separatedBy: "http:").count - 1
        let namespaces = page.components(separatedBy: "xmlns=\"http://www.w3.org/2000/svg\"").count - 1
            + page.components(separatedBy: "xmlns:xlink=\"http://www.w3.org/1999/xlink\"").count - 1
        #expect(mentions == namespaces)
        #expect(!page.contains("https:"))
        #expect(page.components(separatedBy: "url(").dropFirst().allSatisfy { $0.hasPrefix("#s") })
        #expect(!ids.isEmpty)
    }

    @Test func whatCannotBeBuiltIsListedOnceAtTheTop() throws {
        let document = FileManager.default.temporaryDirectory.appendingPathComponent("preview-\(UUID().uuidString).yaml").path
        defer { try? FileManager.default.removeItem(atPath: document) }
        let yaml = "children:\n  - imageView: logo\n    image: missing.png\nconstraints:\n  - H:|[logo(10)]\n  - V:|[logo(10)]\n"
        try Data(yaml.utf8).write(to: URL(fileURLWithPath: document))
        let result = try preview(document)
        #expect(result.status == 1)
        let root = try #require(TreeBuilder().parse(result.page))
        let problems = root.all("ul").filter { $0.attributes["class"] == "problems" }
        #expect(problems.count == 1)
        let items = problems.first?.all("li") ?? []
        #expect(items.count == 1)
        #expect(items.first?.text.hasPrefix("\(document):3:12: ") == true)
        #expect(root.all("figure").count == 60)
        #expect(result.stderr.hasPrefix("\(document):3:12: "))
    }

    @Test func unreadableDocumentsAndRefusedOutputsExitTwo() throws {
        let missing = try preview("Examples/documents/missing.yaml")
        #expect(missing.status == 2)
        #expect(missing.stderr == "Examples/documents/missing.yaml:1:1: expected an existing file\n")
        #expect(missing.page.isEmpty)
        let process = Process()
        process.executableURL = RenderCommandTests.binary
        process.arguments = ["preview", "Examples/documents/red-view.yaml", "-o", "Examples/documents/red-view.yaml"]
        process.currentDirectoryURL = RenderCommandTests.root
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 2)
        let text = try String(
            contentsOf: RenderCommandTests.root.appendingPathComponent("Examples/documents/red-view.yaml"), encoding: .utf8)
        #expect(text.hasPrefix("# The red view"))
    }
}
