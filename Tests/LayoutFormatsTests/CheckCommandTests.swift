import Foundation
import Testing

/// End to end: `autolayout check` on the example file and on bad input (standard output,
/// standard error, exit status), through the built binary.
@Suite struct CheckCommandTests {
    let run = CommandLineTests()

    @Test func theExampleReportsItsConflictAndAmbiguities() throws {
        let file = "Examples/check/diagnostics.json"
        let result = try run.autolayout("check", file)
        #expect(result.status == 1)
        #expect(result.stderr == "")
        let tie = [
            "    name.width <= 60 @250   (content hugging)",
            "    score.width <= 40 @250   (content hugging)",
            "  give one of name, score a higher content hugging priority than 250 (setContentHuggingPriority(_:for: .horizontal))",
        ]
        let expected: [String] =
            [
                "\(file):4:5: wide-button: no conflicts, no ambiguity",
                "\(file):18:5: red-view: ambiguous: red: width is not determined; add a width, or pin both leading and trailing",
                "\(file):18:5: red-view: ambiguous: red: height is not determined; add a height, or pin both top and bottom",
                "\(file):29:5: too-wide: conflict: these required constraints cannot all hold:",
                "    root.width == 300   ('AL-root-width', the root's bounds)",
                "    field.leading == root.leading + 8   (\(file):35:9)",
                "    field.width == 300   (\(file):36:9)",
                "    root.trailing >= field.trailing + 8   (\(file):37:9)",
                "  Multiplied by these factors and added up:",
                "    -1 × root.width == 300   ('AL-root-width', the root's bounds)",
                "    +1 × field.leading == root.leading + 8   (\(file):35:9)",
                "    +1 × field.width == 300   (\(file):36:9)",
                "    +1 × root.trailing >= field.trailing + 8   (\(file):37:9)",
                "  Adding these up, every position and size cancels, leaving 8 + 300 + 8 = 316 > 300: the left side must be at most the right.",
                "  Broken to recover: root.trailing >= field.trailing + 8   (\(file):37:9)",
                "  because it was being activated, and the constraints already in place are kept.",
                "\(file):47:5: equal-hugging: ambiguous: name: width is not determined (anything from 60 to 272): optional constraints of equal priority (250) tie, and every value leaves them equally unmet:",
            ] + tie + [
                "\(file):47:5: equal-hugging: ambiguous: score: width is not determined (anything from 40 to 252): optional constraints of equal priority (250) tie, and every value leaves them equally unmet:"
            ] + tie + ["4 cases checked: 1 conflict, 4 ambiguities, 0 refused constraints"]
        #expect(result.stdout == expected.map { $0 + "\n" }.joined())
    }

    @Test func aCleanFileExitsWithZero() throws {
        let path = try run.temporaryFile(
            """
            {"cases": [
              {"id": "pinned", "root": {"w": 320, "h": 480}, "views": [{"name": "v"}],
               "constraints": ["v.leading == root.leading + 16", "v.trailing == root.trailing - 16",
                 "v.top == root.top + 20", "v.height == 44"],
               "expect": {"frames": {"v": {"x": 16, "y": 20, "w": 288, "h": 44}}}}
            ]}
            """)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let result = try run.autolayout("check", path)
        #expect(
            result
                == CommandLineTests.Result(
                    status: 0,
                    stdout: run.lines(
                        "\(path):2:3: pinned: no conflicts, no ambiguity",
                        "1 case checked: 0 conflicts, 0 ambiguities, 0 refused constraints"),
                    stderr: ""))
    }

    @Test func aConstraintThatDoesNotParseExitsWithTwo() throws {
        let path = try run.temporaryFile(
            """
            {"cases": [
              {"id": "typo", "root": {"w": 320, "h": 480}, "views": [{"name": "v"}],
               "constraints": ["v.width = 100"],
               "expect": {"frames": {}}},
              {"id": "red", "root": {"w": 320, "h": 480}, "views": [{"name": "red"}],
               "constraints": ["red.top == root.top", "red.leading == root.leading", "red.width == 10"],
               "expect": {"frames": {}}}
            ]}
            """)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let result = try run.autolayout("check", path)
        #expect(result.status == 2)
        #expect(result.stderr == "\(path):3:29: expected ==, >= or <=\n")
        // The other cases are still checked.
        #expect(
            result.stdout
                == run.lines(
                    "\(path):5:3: red: ambiguous: red: height is not determined; add a height, or pin both top and bottom",
                    "1 case checked: 0 conflicts, 1 ambiguity, 0 refused constraints, 1 case not read"))
    }

    @Test func aFileThatIsNotJSONOrMissingExitsWithTwo() throws {
        let path = try run.temporaryFile(#"{"cases": [}"#)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let broken = try run.autolayout("check", path)
        #expect(broken == CommandLineTests.Result(status: 2, stdout: "", stderr: "\(path):1:12: expected a value or ']'\n"))
        let missing = try run.autolayout("check", "no/such/file.json")
        #expect(
            missing == CommandLineTests.Result(status: 2, stdout: "", stderr: "no/such/file.json:1:1: expected an existing file\n"))
    }
}
