import CommandLineTesting
import Foundation
import LayoutFormats
import Testing

/// End to end: the built `autolayout` binary on the example files and on bad input, checking
/// standard output, standard error and the exit status.
@Suite struct CommandLineTests {
    struct Result: Equatable {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// The package's root.
    static var root: URL { AutolayoutProcess.packageRoot }

    /// The built binary.
    static var binary: URL { AutolayoutProcess.binary }

    func autolayout(_ arguments: String...) throws -> Result {
        let output = try AutolayoutProcess.run(arguments)
        return Result(status: output.status, stdout: output.text, stderr: output.stderr)
    }

    func temporaryFile(_ text: String) throws -> String {
        let path = FileManager.default.temporaryDirectory
            .appendingPathComponent("autolayout-\(UUID().uuidString).json").path
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    func lines(_ lines: String...) -> String {
        lines.map { $0 + "\n" }.joined()
    }

    // MARK: Examples

    @Test func signInForm() throws {
        let result = try autolayout("solve", "Examples/solver/sign-in-form.json")
        let expected = lines(
            #"{"values": {"container.bottom": 368, "container.top": 100, "logo.height": 50, "logo.top": 116, "logo.width": 100, "password.top": 242, "signIn.top": 302, "username.top": 190}}"#,
            #"{"values": {"container.bottom": 318, "container.top": 50, "logo.height": 50, "logo.top": 66, "logo.width": 100, "password.top": 192, "signIn.top": 252, "username.top": 140}}"#,
            #"{"values": {"container.bottom": 318, "container.top": 50, "logo.height": 50, "logo.top": 66, "logo.width": 100, "password.top": 192, "signIn.top": 252, "username.top": 140}}"#,
            #"{"values": {"container.bottom": 313, "container.top": 45, "logo.height": 50, "logo.top": 61, "logo.width": 100, "password.top": 187, "signIn.top": 247, "username.top": 135}}"#,
            #"{"values": {"container.bottom": 259, "container.top": 20, "logo.height": 21, "logo.top": 36, "logo.width": 42, "password.top": 133, "signIn.top": 193, "username.top": 81}}"#,
            #"{"values": {"container.bottom": 318, "container.top": 50, "logo.height": 50, "logo.top": 66, "logo.width": 100, "password.top": 192, "signIn.top": 252, "username.top": 140}}"#
        )
        #expect(result == Result(status: 0, stdout: expected, stderr: ""))
    }

    @Test func splitView() throws {
        let result = try autolayout("solve", "Examples/solver/split-view.json")
        let expected = lines(
            #"{"values": {"detail.left": 1, "detail.width": 0, "sidebar.left": 0, "sidebar.width": 0, "window.width": 1}}"#,
            #"{"values": {"detail.left": 257, "detail.width": 767, "sidebar.left": 0, "sidebar.width": 256, "window.width": 1024}}"#,
            #"{"values": {"detail.left": 241, "detail.width": 527, "sidebar.left": 0, "sidebar.width": 240, "window.width": 768}}"#,
            #"{"values": {"detail.left": 180, "detail.width": 320, "sidebar.left": 0, "sidebar.width": 179, "window.width": 500}}"#,
            #"{"values": {"detail.left": 401, "detail.width": 1599, "sidebar.left": 0, "sidebar.width": 400, "window.width": 2000}}"#,
            #"{"values": {"detail.left": 321, "detail.width": 959, "sidebar.left": 0, "sidebar.width": 320, "window.width": 1280}}"#,
            #"{"values": {"detail.left": 321, "detail.width": 959, "sidebar.left": 0, "sidebar.width": 320, "window.width": 1280}}"#
        )
        #expect(result == Result(status: 0, stdout: expected, stderr: ""))
    }

    @Test func errorsExample() throws {
        let result = try autolayout("solve", "Examples/solver/errors.json")
        let expected = lines(
            #"{"values": {"h": 0, "w": 0, "x": 10, "y": 15, "z": 0}}"#,
            #"{"error": "unsatisfiable", "constraint": "y == x + 30", "conflict": ["x == 10", "y <= 20", "y == x + 30"]}"#,
            #"{"error": "duplicate", "constraint": "x == 10"}"#,
            #"{"error": "unknown", "constraint": "x == 20"}"#,
            #"{"error": "duplicateEdit", "variable": "w"}"#,
            #"{"error": "unknownEdit", "variable": "h"}"#,
            #"{"error": "requiredEdit", "variable": "h"}"#,
            #"{"error": "nonFinite", "constraint": "z == x / 0"}"#,
            #"{"error": "syntax", "constraint": "z = x + 1", "line": 17, "column": 18, "message": "expected a relation (==, >= or <=)"}"#,
            #"{"error": "syntax", "constraint": "z == x * y", "line": 18, "column": 23, "message": "expected a constant on one side of '*' (a product of variables is not linear)"}"#,
            #"{"error": "syntax", "constraint": "z == x + 1 @2000", "line": 19, "column": 28, "message": "expected a priority in (0, 1000], found 2000"}"#,
            #"{"values": {"h": 0, "w": 0, "x": 10, "y": 15, "z": 11}}"#)
        #expect(result == Result(status: 0, stdout: expected, stderr: ""))
    }

    @Test func formatExample() throws {
        let result = try autolayout("solve", "Examples/solver/format-example.json")
        // The initial system leaves room (any gap up to 15 satisfies it); the solver's choice
        // is deterministic.
        let expected = lines(
            #"{"values": {"gap": 15, "left": 327, "rootWidth": 0, "width": 40}}"#,
            #"{"values": {"gap": 15, "left": 327, "rootWidth": 320, "width": 40}}"#,
            #"{"values": {"gap": 12, "left": 327, "rootWidth": 320, "width": 40}}"#,
            #"{"values": {"gap": 12, "left": 333, "rootWidth": 320, "width": 34}}"#)
        #expect(result == Result(status: 0, stdout: expected, stderr: ""))
    }

    /// Numbers far apart, with edit variables: what can be told is solved or a conflict, the
    /// rest `badlyScaled` and undone.
    @Test func badlyScaledExample() throws {
        let result = try autolayout("solve", "Examples/solver/badly-scaled.json")
        let start = #"{"values": {"big": 0, "p": 1, "q": 0, "small": 999999999.9999999, "w": 0, "x": 1, "y": 0}}"#
        let suggested = #"{"values": {"big": 2e+300, "p": 1, "q": 0, "small": 999999999.9999999, "w": 2, "x": 1, "y": 0}}"#
        let expected = lines(
            start,
            #"{"error": "unsatisfiable", "constraint": "y >= 0.5", "conflict": ["1e9*x + y == 1e9", "x == 1", "y >= 0.5"]}"#,
            #"{"error": "badlyScaled", "constraint": "q >= 0.5"}"#, start, start, suggested,
            #"{"error": "badlyScaled", "variable": "w"}"#, suggested)
        #expect(result == Result(status: 0, stdout: expected, stderr: ""))
    }

    @Test func everyExampleRuns() throws {
        let folder = Self.root.appendingPathComponent("Examples/solver")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter {
            $0.hasSuffix(".json")
        }
        #expect(files.contains("sign-in-form.json"))
        for file in files {
            let result = try autolayout("solve", "Examples/solver/" + file)
            #expect(result.status == 0, "\(file)")
            #expect(result.stderr == "", "\(file)")
        }
    }

    /// The values kiwi computes for its own benchmark (checked with kiwisolver 1.5.1), by
    /// variable in name order: the initial solve, then the six sizes.
    static let formValues: [[Double]] = [
        [
            116.5, 10, 211, 10, 11, 86, 72, 125, 21, 86, 10, 125, 21, 86, 41, 125, 21, 10, 95.5, 201, 126.5,
            16, 10, 12.5, 66, 16, 10, 43.5, 66, 16, 10, 69.5, 66, 0, 86, 0, 221,
        ],
        [
            590, 10, 390, 10, 24, 87, 72, 303, 21, 87, 10, 303, 21, 87, 41, 303, 21, 10, 569, 380, 600, 16,
            10, 12.5, 67, 16, 10, 43.5, 67, 16, 10, 76, 67, 0, 87, 0, 400,
        ],
        [
            390, 10, 590, 10, 24, 87, 72, 503, 21, 87, 10, 503, 21, 87, 41, 503, 21, 10, 369, 580, 400, 16,
            10, 12.5, 67, 16, 10, 43.5, 67, 16, 10, 76, 67, 0, 87, 0, 600,
        ],
        [
            1190, 10, 790, 10, 24, 87, 72, 703, 21, 87, 10, 703, 21, 87, 41, 703, 21, 10, 1169, 780, 1200, 16,
            10, 12.5, 67, 16, 10, 43.5, 67, 16, 10, 76, 67, 0, 87, 0, 800,
        ],
        [
            790, 10, 1190, 10, 24, 87, 72, 1103, 21, 87, 10, 1103, 21, 87, 41, 1103, 21, 10, 769, 1180, 800,
            16, 10, 12.5, 67, 16, 10, 43.5, 67, 16, 10, 76, 67, 0, 87, 0, 1200,
        ],
        [
            790, 10, 390, 10, 24, 87, 72, 303, 21, 87, 10, 303, 21, 87, 41, 303, 21, 10, 769, 380, 800, 16,
            10, 12.5, 67, 16, 10, 43.5, 67, 16, 10, 76, 67, 0, 87, 0, 400,
        ],
        [
            390, 10, 790, 10, 24, 87, 72, 703, 21, 87, 10, 703, 21, 87, 41, 703, 21, 10, 369, 780, 400, 16,
            10, 12.5, 67, 16, 10, 43.5, 67, 16, 10, 76, 67, 0, 87, 0, 800,
        ],
    ]

    @Test func kiwisBenchmarkFormGivesKiwisValues() throws {
        let result = try autolayout("solve", "Benchmarks/Workloads/W1-enaml-form.json")
        #expect(result.status == 0)
        #expect(result.stderr == "")
        let outputLines = result.stdout.split(separator: "\n")
        #expect(outputLines.count == 7)
        for (line, expected) in zip(outputLines, Self.formValues) {
            let values = try #require(
                try JSONValue.parse(String(line), file: "stdout").members?.first?.value.members)
            #expect(values.count == 37)
            #expect(values.map { $0.value.number ?? .nan } == expected)
        }
        let problem = try SolverProblem.parse(
            String(
                decoding: try Data(
                    contentsOf: Self.root.appendingPathComponent("Benchmarks/Workloads/W1-enaml-form.json")),
                as: UTF8.self),
            file: "W1-enaml-form.json")
        #expect(problem.variableNames.count == 37)
        #expect(problem.constraints.count == 111)
        #expect(problem.edits.map(\.name) == ["width", "height"])
        #expect(problem.steps.count == 6)
    }

    // MARK: Bad input

    @Test func malformedJSON() throws {
        let path = try temporaryFile("{\"constraints\": [\"x == 1\",\n  \"y == 2\" \"z\"]}\n")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let result = try autolayout("solve", path)
        #expect(result == Result(status: 2, stdout: "", stderr: "\(path):2:12: expected ',' or ']'\n"))
    }

    @Test func syntaxErrorInAnInitialConstraint() throws {
        let path = try temporaryFile("{\"constraints\": [\"x == 1\",\n  \"y + == 2\"]}\n")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let result = try autolayout("solve", path)
        #expect(
            result == Result(status: 2, stdout: "", stderr: "\(path):2:8: expected a number or a variable\n"))
    }

    @Test func wrongShape() throws {
        let path = try temporaryFile("{\"steps\": [{\"suggest\": {\"w\": \"wide\"}}]}")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let result = try autolayout("solve", path)
        #expect(
            result
                == Result(status: 2, stdout: "", stderr: "\(path):1:30: expected a number, found a string\n"))
    }

    @Test func missingFile() throws {
        let result = try autolayout("solve", "Examples/solver/no-such-file.json")
        #expect(
            result
                == Result(
                    status: 2, stdout: "",
                    stderr: "Examples/solver/no-such-file.json:1:1: expected an existing file\n"))
    }

    @Test func missingArgumentIsAUsageError() throws {
        let result = try autolayout("solve")
        #expect(result.status == 64)
        #expect(result.stdout == "")
        #expect(result.stderr.contains("Missing expected argument '<file>'"))
    }
}
