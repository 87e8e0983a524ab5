import Conformance
import Foundation
import Testing

/// A case written as a layout document (YAML or JSON): the document is the layout, `expect` the
/// expectation. `conformance` and `check` read them beside conformance files.
@Suite struct DocumentCaseTests {
    func write(_ text: String, _ name: String) throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("\(UUID().uuidString)-\(name)").path
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    static let signIn = """
        id: sign-in
        title: The image's height of 50 @950 gives way
        size: {width: 320, height: 200}
        children:
          - view: image
          - view: container
            children:
              - view: field
                intrinsicContentSize: {height: 30}
            constraints:
              - field.leading == superview.leading
              - field.trailing == superview.trailing
              - field.top == superview.top
              - field.bottom == superview.bottom
        constraints:
          - image.top == root.top + 10
          - image.centerX == root.centerX
          - image.width == 50
          - image.Height = 50 (priority: 950)
          - container.top = 1.0 x SuperView.top + 100 (priority: 900)
          - container.top == image.bottom + 8
          - H:|-20-[container]-20-|
          - root.bottom >= container.bottom + 100
        expect:
          frames:
            image: {x: 135, y: 10, w: 50, h: 50}
            container: {x: 20, y: 68, w: 280, h: 30}
            field: {x: 20, y: 68, w: 280, h: 30}
        """

    @Test func aYAMLDocumentCasePasses() throws {
        let path = try write(Self.signIn, "sign-in.yaml")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let summary = ConformanceRunner().run(paths: [path])
        #expect(summary.results.map(\.description) == ["PASS sign-in"])
        #expect(summary.fileErrors.isEmpty)
    }

    @Test func aFailingExpectationSaysWhere() throws {
        let path = try write(Self.signIn.replacingOccurrences(of: "w: 280, h: 30}\n    field", with: "w: 280, h: 31}\n    field"), "wrong.yaml")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let summary = ConformanceRunner().run(paths: [path])
        #expect(
            summary.results.map(\.description) == [
                "FAIL sign-in: \(path):27:5: container is {x 20, y 68, w 280, h 30}, expected {x 20, y 68, w 280, h 31}"
            ])
    }

    @Test func aJSONDocumentCaseIsADocumentToo() throws {
        let path = try write(
            #"{"id": "one", "size": "100x100", "children": [{"view": "v"}], "constraints": ["H:|[v]|", "V:|[v(10)]"], "expect": {"frames": {"v": {"x": 0, "y": 0, "w": 100, "h": 10}}}}"#,
            "one.json")
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect(ConformanceRunner().run(paths: [path]).results.map(\.description) == ["PASS one"])
    }

    /// Every error of a document case is reported, and the other files still run.
    @Test func aDocumentThatDoesNotReadIsNotRun() throws {
        let path = try write("size: 100x100\nchildren:\n  - label: a\n  - view: b\n    hiden: true\nexpect: {frames: {}}\n", "bad.yaml")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let summary = ConformanceRunner().run(paths: [path])
        #expect(
            summary.fileErrors.map(\.description) == [
                "\(path):5:5: expected a property of view, found hiden (did you mean hidden?)"
            ])
    }

    func run(_ text: String, _ name: String) throws -> ConformanceSummary {
        let path = try write(text, name)
        defer { try? FileManager.default.removeItem(atPath: path) }
        return ConformanceRunner().run(paths: [path])
    }

    /// A document case holds controls, built as documents build them: a switch is 51 × 31 and
    /// a slider 31 high by their intrinsic sizes.
    @Test func aDocumentCaseHoldsControls() throws {
        let text = """
            id: controls
            size: 200x100
            children:
              - switch: toggle
                isOn: true
              - slider: volume
              - label: caption
                text: Volume
            constraints:
              - toggle.top == root.top + 10
              - toggle.trailing == root.trailing - 10
              - volume.leading == root.leading + 10
              - volume.trailing == toggle.leading - 8
              - volume.centerY == toggle.centerY
              - caption.leading == volume.leading
              - caption.top == volume.bottom + 4
            expect:
              frames:
                toggle: {x: 139, y: 10, w: 51, h: 31}
                volume: {x: 10, y: 10, w: 121, h: 31}
              notAsserted: [caption]
            """
        let summary = try run(text, "controls.yaml")
        #expect(summary.fileErrors.isEmpty)
        #expect(summary.results.map(\.description) == ["PASS controls"])
    }

    /// On a device the window has the device's size classes: a constraint `when: hC` is not
    /// installed in portrait (wC hR), and `rotateTo: landscape` lays the case out again in the
    /// device's landscape window (852 × 393, wC hC, safe area 0 59 21 59), where it is.
    static let rotation = """
        id: rotation
        device: iPhone SE
        children:
          - view: bar
        constraints:
          - bar.leading == root.safeArea.leading
          - bar.trailing == root.safeArea.trailing
          - bar.top == root.safeArea.top
          - constraint: bar.height == 44
            when: hR
          - constraint: bar.height == 32
            when: hC
        """

    @Test func aDocumentCaseFollowsTheDevicesSizeClasses() throws {
        let portrait = try run(Self.rotation + "\nexpect: {frames: {bar: {x: 0, y: 20, w: 375, h: 44}}}\n", "portrait.yaml")
        #expect(portrait.results.map(\.description) == ["PASS rotation"])
        let landscape = try run(
            Self.rotation + "\nrotateTo: landscape\nexpect: {frames: {bar: {x: 0, y: 0, w: 667, h: 32}}}\n", "landscape.yaml")
        #expect(landscape.results.map(\.description) == ["PASS rotation"])
        let phone15 = try run(
            Self.rotation.replacingOccurrences(of: "iPhone SE", with: "iPhone 15")
                + "\nrotateTo: landscape\nexpect: {frames: {bar: {x: 59, y: 0, w: 734, h: 32}}}\n",
            "phone15.yaml")
        #expect(phone15.results.map(\.description) == ["PASS rotation"])
    }

    /// The YAML case of docs/conformance-format.md passes.
    @Test func theDocumentationsCasePasses() throws {
        let page = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("docs/conformance-format.md")
        let text = try String(contentsOf: page, encoding: .utf8)
        let start = try #require(text.range(of: "```yaml\n"))
        let end = try #require(text.range(of: "```", range: start.upperBound..<text.endIndex))
        let summary = try run(String(text[start.upperBound..<end.lowerBound]), "rotation.yaml")
        #expect(summary.results.map(\.description) == ["PASS rotation"])
    }

    /// `resizeTo` resizes the window after the first layout; the size classes follow the size,
    /// so a view `when: wR` comes in at 700 points wide.
    @Test func aDocumentCaseResizes() throws {
        let text = """
            id: resize
            size: 400x300
            resizeTo: 700x300
            children:
              - view: content
              - view: sidebar
                when: wR
            constraints:
              - V:|[content]|
              - H:[content]|
              - constraint: content.leading == root.leading
                when: wC
              - when: wR
                constraints:
                  - V:|[sidebar]|
                  - H:|[sidebar(200)][content]
            expect:
              frames:
                content: {x: 200, y: 0, w: 500, h: 300}
                sidebar: {x: 0, y: 0, w: 200, h: 300}
            """
        #expect(try run(text, "resize.yaml").results.map(\.description) == ["PASS resize"])
        let compact = text.replacingOccurrences(of: "resizeTo: 700x300\n", with: "")
            .replacingOccurrences(of: "content: {x: 200, y: 0, w: 500", with: "content: {x: 0, y: 0, w: 400")
            .replacingOccurrences(of: "\n    sidebar: {x: 0, y: 0, w: 200, h: 300}", with: "")
        let summary = try run(compact, "compact.yaml")
        #expect(summary.results.map(\.description) == ["PASS resize"], "\(summary.fileErrors)")
    }

    /// `resizeTo` and `rotateTo` say what they need, at their places.
    @Test func resizingAndRotatingSayWhatIsWrong() throws {
        let cases: [(String, String)] = [
            ("size: 100x100\nresizeTo: 200x100\nrotateTo: landscape\n", "2:11: expected resizeTo or rotateTo, found both"),
            ("size: 100x100\nrotateTo: landscape\n", "2:11: expected a device to rotate (without one, resizeTo sets the size)"),
            ("device: iPhone 15\nresizeTo: 200x100\n", "2:11: expected rotateTo on a device (the device gives the window's size)"),
            ("device: iPhone 15\nrotateTo: sideways\n", "2:11: expected portrait or landscape"),
            ("size: 100x100\nresizeTo: 200 by 100\n", "2:11: expected a size: WIDTHxHEIGHT or {width, height}, each >= 0"),
        ]
        for (text, error) in cases {
            let path = try write(text, "bad.yaml")
            defer { try? FileManager.default.removeItem(atPath: path) }
            let summary = ConformanceRunner().run(paths: [path])
            #expect(summary.fileErrors.map(\.description) == ["\(path):\(error)"], "\(text)")
        }
    }

    @Test func checkReadsDocuments() throws {
        let path = try write("size: 100x100\nchildren:\n  - view: v\nconstraints:\n  - v.leading == root.leading\n  - v.top == root.top\n  - v.height == 10\n", "ambiguous.yaml")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let summary = try ConformanceRunner().check(paths: [path])
        #expect(summary.closingLine == "1 case checked: 0 conflicts, 1 ambiguity, 0 refused constraints")
    }
}
