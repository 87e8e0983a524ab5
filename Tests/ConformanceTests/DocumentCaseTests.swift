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
        let path2 = try write("size: 100x100\nchildren:\n  - label: a\nexpect: {frames: {}}\n", "label.yaml")
        defer { try? FileManager.default.removeItem(atPath: path2) }
        #expect(
            ConformanceRunner().run(paths: [path2]).fileErrors.map(\.description) == [
                "\(path2):3:5: expected a view or a stack in a conformance case, found a label"
            ])
    }

    @Test func checkReadsDocuments() throws {
        let path = try write("size: 100x100\nchildren:\n  - view: v\nconstraints:\n  - v.leading == root.leading\n  - v.top == root.top\n  - v.height == 10\n", "ambiguous.yaml")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let summary = try ConformanceRunner().check(paths: [path])
        #expect(summary.closingLine == "1 case checked: 0 conflicts, 1 ambiguity, 0 refused constraints")
    }
}
