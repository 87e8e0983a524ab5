import Conformance
import Foundation
import Testing

/// A file error is a file error, never a pass: a case whose constraint strings, conflict set or
/// expectations do not parse or name what the case does not declare is not run; it fails as
/// "not read", at the place in the file, saying what was expected and the nearest known name.
struct FileErrorTests {
    /// The result lines (`PASS id`, `FAIL id: why`) of every case of a file, and the file's path.
    func run(_ json: String) throws -> (path: String, lines: [String]) {
        let path = FileManager.default.temporaryDirectory
            .appendingPathComponent("file-errors-\(UUID().uuidString).json").path
        try Data(json.utf8).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let lines = try ConformanceCase.read(text, file: path).map { ConformanceRunner().run($0).description }
        return (path, lines)
    }

    /// An `invalidConstraint` case passes only for the engine refusing a well-formed constraint,
    /// not for a typo, an unknown view or a relation that does not parse.
    @Test func anInvalidConstraintCaseFailsOnATypo() throws {
        let (path, lines) = try run(
            """
            {"cases": [
              {"id": "typo", "root": {"w": 320, "h": 100}, "views": [{"name": "label"}, {"name": "button"}],
               "constraints": [
                 "label.leading == button.lfet + 8"
               ],
               "expect": {"diagnosis": "invalidConstraint"}},
              {"id": "unknown-view", "root": {"w": 320, "h": 100}, "views": [{"name": "label"}, {"name": "button"}],
               "constraints": [
                 "label.leading == buton.left + 8"
               ],
               "expect": {"diagnosis": "invalidConstraint"}},
              {"id": "relation", "root": {"w": 320, "h": 100}, "views": [{"name": "label"}, {"name": "button"}],
               "constraints": [
                 "label.leading = button.left + 8"
               ],
               "expect": {"diagnosis": "invalidConstraint"}},
              {"id": "bad-format", "root": {"w": 320, "h": 100}, "views": [{"name": "label"}, {"name": "button"}],
               "vfl": [{"format": "H:|[label]-(>=8@)-[button]|"}],
               "expect": {"diagnosis": "invalidConstraint"}},
              {"id": "refused", "root": {"w": 320, "h": 100}, "views": [{"name": "label"}, {"name": "button"}],
               "constraints": [
                 "label.leading == button.left + 8"
               ],
               "expect": {"diagnosis": "invalidConstraint"}}
            ]}
            """)
        #expect(
            lines == [
                "FAIL typo: not read: \(path):4:31: expected an attribute, found lfet (did you mean left?)",
                "FAIL unknown-view: not read: \(path):9:24: expected a view of the case, found buton (did you mean button?)",
                "FAIL relation: not read: \(path):14:21: expected ==, >= or <=",
                "FAIL bad-format: not read: \(path):18:40: Expected a priority: a number or a metric name",
                "PASS refused",
            ])
    }

    /// An `unsatisfiable` case does not pass while one of its constraints is dropped for a typo.
    @Test func anUnsatisfiableCaseFailsOnAMisspeltConstraint() throws {
        let (path, lines) = try run(
            """
            {"cases": [
              {"id": "widths", "root": {"w": 320, "h": 100}, "views": [{"name": "v"}],
               "constraints": [
                 "v.width == 100",
                 "v.width == 200",
                 "v.heigth == 10",
                 "v.leading == root.leading",
                 "v.top == root.top"
               ],
               "expect": {"diagnosis": "unsatisfiable", "conflictSet": ["v.width == 100", "v.width == 200"],
                          "brokenConstraint": null}}
            ]}
            """)
        #expect(lines == ["FAIL widths: not read: \(path):6:9: expected an attribute, found heigth (did you mean height?)"])
    }

    /// An expectation naming a view the case does not declare is a file error: in the ambiguous
    /// views, the frames, the frames not asserted and the fitting request.
    @Test func expectationsNamingUnknownViewsAreNotRead() throws {
        let (path, lines) = try run(
            """
            {"cases": [
              {"id": "ambiguous", "root": {"w": 320, "h": 100}, "views": [{"name": "red"}],
               "constraints": ["red.top == root.top", "red.leading == root.leading"],
               "expect": {"diagnosis": "ambiguous", "axes": ["horizontal", "vertical"],
                          "ambiguousViews": ["red", "rde"]}},
              {"id": "frames", "root": {"w": 320, "h": 100}, "views": [{"name": "red"}],
               "constraints": ["red.top == root.top", "red.leading == root.leading", "red.width == 10", "red.height == 10"],
               "expect": {"frames": {"red": {"x": 0, "y": 0, "w": 10, "h": 10},
                                     "reed": {"x": 0, "y": 0, "w": 10, "h": 10}},
                          "notAsserted": ["reed"]}},
              {"id": "fitting", "root": null,
               "views": [{"name": "cell", "parent": null}, {"name": "label", "parent": "cell", "intrinsic": {"w": 100, "h": 20}}],
               "constraints": ["label.leading == cell.leading", "label.trailing == cell.trailing",
                               "label.top == cell.top", "label.bottom == cell.bottom"],
               "fitting": {"view": "cel", "target": "compressed", "hPriority": 50, "vPriority": 50},
               "expect": {"fittingSize": {"w": 100, "h": 20}}}
            ]}
            """)
        #expect(
            lines == [
                "FAIL ambiguous: not read: \(path):5:41: expected a view of the case, found rde (did you mean red?)",
                "FAIL frames: not read: \(path):9:26: expected a view of the case, found reed (did you mean red?); "
                    + "\(path):10:31: expected a view of the case, found reed (did you mean red?)",
                "FAIL fitting: not read: \(path):15:24: expected a view of the case, found cel (did you mean cell?)",
            ])
    }

    /// A tree the file cannot mean: a view inside itself, a view arranged twice, a stack arranged
    /// inside itself, a custom spacing after a view the stack does not arrange.
    @Test func treesThatCannotBeBuiltAreNotRead() throws {
        let (path, lines) = try run(
            """
            {"cases": [
              {"id": "cycle", "root": {"w": 320, "h": 200},
               "views": [{"name": "a", "parent": "b"}, {"name": "b", "parent": "a"}, {"name": "c", "parent": "c"}],
               "expect": {"frames": {}}},
              {"id": "stacks", "root": {"w": 320, "h": 200}, "views": [{"name": "a"}],
               "stacks": [{"name": "s", "axis": "horizontal", "arranged": ["a", "s"], "customSpacingAfter": {"b": 3}},
                          {"name": "t", "axis": "vertical", "arranged": ["a"]}],
               "expect": {"frames": {}}},
              {"id": "root", "root": {"w": 320, "h": 200}, "views": [{"name": "a"}],
               "stacks": [{"name": "s", "axis": "horizontal", "parent": "a", "arranged": ["root"]}],
               "expect": {"frames": {}}}
            ]}
            """)
        #expect(
            lines == [
                "FAIL cycle: not read: \(path):3:38: expected a parent outside a, found b: a would be its own ancestor: a → b → a; "
                    + "\(path):3:68: expected a parent outside b, found a: b would be its own ancestor: b → a → b; "
                    + "\(path):3:98: expected a parent outside c, found c: c would be its own ancestor: c → c",
                "FAIL stacks: not read: \(path):6:69: expected a view outside s, found s: a stack cannot arrange itself; "
                    + "\(path):6:98: expected a view arranged in s, found b (did you mean a?); "
                    + "\(path):7:62: expected a view arranged once, found a (already arranged in s)",
                "FAIL root: not read: \(path):10:79: expected a view outside s, found root: "
                    + "a stack cannot arrange a view it is inside (s → a → root)",
            ])
    }

    /// Values the engine cannot use make the file unreadable: a priority outside (0, 1000]
    /// (hugging, compression resistance, fitting), a negative root size, a negative tolerance; so
    /// does a second expectation (which would be ignored).
    @Test func valuesOutOfRangeMakeTheFileUnreadable() throws {
        let cases: [(json: String, error: String)] = [
            (#"{"id": "c", "root": {"w": 320, "h": 200}, "views": [{"name": "a", "hugging": {"h": 5000}}], "expect": {"frames": {}}}"#,
             #"1:95: expected a priority in (0, 1000] for "h", found 5000"#),
            (#"{"id": "c", "root": {"w": 320, "h": 200}, "views": [{"name": "a", "compression": {"v": 0}}], "expect": {"frames": {}}}"#,
             #"1:99: expected a priority in (0, 1000] for "v", found 0"#),
            (#"{"id": "c", "root": null, "views": [{"name": "a", "parent": null}], "fitting": {"view": "a", "target": "compressed", "hPriority": -1}, "expect": {"fittingSize": {"w": 0, "h": 0}}}"#,
             #"1:142: expected a priority in (0, 1000] for "hPriority", found -1"#),
            (#"{"id": "c", "root": {"w": -320, "h": 200}, "expect": {"frames": {}}}"#,
             #"1:38: expected a size >= 0 for "w""#),
            (#"{"id": "c", "root": {"w": 320, "h": 200}, "expect": {"frames": {}, "tolerance": -0.5}}"#,
             "1:92: expected a tolerance >= 0"),
            (#"{"id": "c", "root": {"w": 320, "h": 200}, "expect": {"frames": {}, "diagnosis": "formatError"}}"#,
             #"1:79: expected one of "frames", "fittingSize" or "diagnosis", found "frames" and "diagnosis""#),
        ]
        for (json, expected) in cases {
            do {
                _ = try ConformanceCase.read(#"{"cases": ["# + json + "]}", file: "f")
                Issue.record("read without an error: \(json)")
            } catch {
                #expect(error.description == "f:" + expected, "\(json)")
            }
        }
    }

    /// A file that cannot be read, or a directory without case files, is listed at its place;
    /// the other files still run, and the run's exit status is 2.
    @Test func filesThatCannotBeReadAreListedAndTheOthersRun() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("file-errors-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let empty = folder.appendingPathComponent("empty").path
        try FileManager.default.createDirectory(atPath: empty, withIntermediateDirectories: true)
        let broken = folder.appendingPathComponent("broken.json").path
        try Data(#"{"cases": [}"#.utf8).write(to: URL(fileURLWithPath: broken))
        let good = folder.appendingPathComponent("good.json").path
        try Data(
            #"{"cases": [{"id": "ok", "root": {"w": 10, "h": 10}, "expect": {"frames": {"root": {"x": 0, "y": 0, "w": 10, "h": 10}}}}]}"#
                .utf8
        ).write(to: URL(fileURLWithPath: good))
        let summary = ConformanceRunner().run(paths: [broken, empty, good, folder.appendingPathComponent("none.json").path])
        #expect(summary.results.map(\.description) == ["PASS ok"])
        #expect(
            summary.fileErrors.map(\.description) == [
                "\(empty):1:1: expected a case file or a directory of .json case files, found a directory without any",
                "\(broken):1:12: expected a value or ']'",
                "\(folder.path)/none.json:1:1: expected an existing file",
            ])
        #expect(summary.closingLine == "1 passed, 0 failed, 3 files not read")
        #expect(summary.exitStatus == 2)
    }
}
