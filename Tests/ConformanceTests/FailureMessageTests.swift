import Conformance
import Foundation
import Testing

/// Every FAIL line says why and where: the constraint's text and its FILE:LINE:COLUMN with the
/// engine's reason for a refusal, every member of an unexpected conflict, the place of the
/// expectation that was not met.
struct FailureMessageTests {
    /// The result lines of every case of a file, and the file's path.
    func run(_ json: String) throws -> (path: String, lines: [String]) {
        let path = FileManager.default.temporaryDirectory
            .appendingPathComponent("failures-\(UUID().uuidString).json").path
        try Data(json.utf8).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let lines = try ConformanceCase.read(text, file: path).map { ConformanceRunner().run($0).description }
        return (path, lines)
    }

    @Test func everyFailureSaysWhyAndWhere() throws {
        let (path, lines) = try run(
            """
            {"cases": [
              {"id": "refused", "root": {"w": 320, "h": 100}, "views": [{"name": "a"}, {"name": "b"}],
               "constraints": [
                 "a.leading == b.left + 8"
               ],
               "expect": {"frames": {}}},
              {"id": "conflict", "root": {"w": 320, "h": 100}, "views": [{"name": "v"}],
               "constraints": [
                 "v.width == 100",
                 "v.width == 200"
               ],
               "expect": {"frames": {}}},
              {"id": "frame", "root": {"w": 320, "h": 100}, "views": [{"name": "v"}],
               "constraints": ["v.leading == root.leading", "v.top == root.top", "v.width == 100", "v.height == 10"],
               "expect": {"frames": {
                 "v": {"x": 0, "y": 0, "w": 120, "h": 10}}}},
              {"id": "ambiguity", "root": {"w": 320, "h": 100}, "views": [{"name": "v"}],
               "constraints": ["v.leading == root.leading", "v.top == root.top", "v.height == 10"],
               "expect": {"diagnosis": "ambiguous", "ambiguousViews": ["v"], "axes": ["vertical"]}},
              {"id": "fitting", "root": null,
               "views": [{"name": "cell", "parent": null}, {"name": "label", "parent": "cell", "intrinsic": {"w": 100, "h": 20}}],
               "constraints": ["label.leading == cell.leading", "label.trailing == cell.trailing",
                               "label.top == cell.top", "label.bottom == cell.bottom"],
               "fitting": {"view": "cell", "target": "compressed"},
               "expect": {"fittingSize": {"w": 100, "h": 30}}},
              {"id": "accepted", "root": {"w": 320, "h": 100}, "views": [{"name": "a"}, {"name": "b"}],
               "constraints": ["a.leading == b.leading + 8"],
               "expect": {"diagnosis": "invalidConstraint"}},
              {"id": "parsed", "root": {"w": 320, "h": 100}, "views": [{"name": "a"}],
               "vfl": [{"format": "H:|[a]|"}],
               "expect": {"diagnosis": "formatError"}}
            ]}
            """)
        #expect(
            lines == [
                "FAIL refused: the engine refused a constraint: \(path):4:6: a.leading == b.left + 8: "
                    + "A constraint cannot relate leading or trailing to left or right: a.leading == b.left + 8",
                "FAIL conflict: unexpected conflict: v.width == 100 (\(path):9:6), v.width == 200 (\(path):10:6) "
                    + "cannot all hold; the engine broke v.width == 200 (\(path):10:6)",
                "FAIL frame: \(path):16:6: v is {x 0, y 0, w 100, h 10}, expected {x 0, y 0, w 120, h 10}",
                "FAIL ambiguity: \(path):19:14: v is ambiguous on horizontal, expected vertical",
                "FAIL fitting: \(path):25:14: the fitting size of cell is {w 100, h 20}, expected {w 100, h 30}",
                "FAIL accepted: \(path):28:14: the engine accepted every constraint; expected it to refuse one",
                "FAIL parsed: \(path):31:14: every visual format was parsed; expected one to fail with a format error",
            ])
    }
}
