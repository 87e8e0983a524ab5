import Cassowary
import LayoutFormats
import Testing

/// Running problems: the exact output lines.
@Suite struct SolverProblemRunnerTests {
    func run(_ json: String) throws -> [String] {
        SolverProblemRunner(try SolverProblem.parse(json, file: "p.json")).outputLines()
    }

    @Test func emptyProblemPrintsEmptyValues() throws {
        #expect(try run("{}") == [#"{"values": {}}"#])
    }

    @Test func requiredAndOptionalConstraints() throws {
        let lines = try run(
            #"{"constraints": ["left == 8", "left + width == 375 - 8", "width <= 100 @250"]}"#)
        #expect(lines == [#"{"values": {"left": 8, "width": 359}}"#])
    }

    @Test func priorityOrderDecides() throws {
        let lines = try run(
            #"{"constraints": ["x == 10 @750", "x == 20 @500"], "steps": [{"add": ["x >= 15 @751"]}]}"#)
        #expect(lines == [#"{"values": {"x": 10}}"#, #"{"values": {"x": 15}}"#])
    }

    @Test func prioritiesAreStrictButErrorsAddUpWithinOne() throws {
        // Two constraints at 750 never outweigh one at 751; within 500 the majority wins.
        let json = """
            {"constraints": ["a == 0 @751", "a == 100 @750", "2 * a == 200 @750",
                             "b == 10 @500", "b == 20 @500", "b + 0 == 20 @500"]}
            """
        #expect(try run(json) == [#"{"values": {"a": 0, "b": 20}}"#])
    }

    @Test func valuesAreSortedByTheirNamesBytes() throws {
        let lines = try run(
            #"{"constraints": ["b == 1", "a == 2", "B == 3", "é == 4", "a.b == 5", "a_b == 6"]}"#)
        #expect(lines == [#"{"values": {"B": 3, "a": 2, "a.b": 5, "a_b": 6, "b": 1, "é": 4}}"#])
    }

    @Test func everyVariableOfTheFileIsInEveryLine() throws {
        let lines = try run(#"{"constraints": ["x == 1"], "steps": [{"add": ["y == x + 1"]}]}"#)
        #expect(lines == [#"{"values": {"x": 1, "y": 0}}"#, #"{"values": {"x": 1, "y": 2}}"#])
    }

    @Test func editsPullTowardZeroUntilSuggested() throws {
        let json = """
            {"constraints": ["half == w / 2"], "edits": {"w": 999},
             "steps": [{"suggest": {"w": 320}}, {"suggest": {"w": 100, "w": 50}}, {"suggest": {}}]}
            """
        #expect(
            try run(json) == [
                #"{"values": {"half": 0, "w": 0}}"#,
                #"{"values": {"half": 160, "w": 320}}"#,
                #"{"values": {"half": 25, "w": 50}}"#,
                #"{"values": {"half": 25, "w": 50}}"#,
            ])
    }

    @Test func editAgainstAStrongerConstraint() throws {
        let json = """
            {"constraints": ["w <= 300 @1000", "w >= 100 @750", "w == 200 @250"], "edits": {"w": 500},
             "steps": [{"suggest": {"w": 400}}, {"suggest": {"w": 50}}, {"removeEdit": ["w"]},
                       {"addEdit": {"w": 999}}, {"suggest": {"w": 50}}]}
            """
        #expect(
            try run(json) == [
                #"{"values": {"w": 100}}"#,
                #"{"values": {"w": 300}}"#,
                #"{"values": {"w": 100}}"#,
                #"{"values": {"w": 200}}"#,
                #"{"values": {"w": 0}}"#,
                #"{"values": {"w": 50}}"#,
            ])
    }

    @Test func addAndRemoveByText() throws {
        let json = """
            {"constraints": ["x >= 10", "x == 50 @500"],
             "steps": [{"add": ["x <= 20"]}, {"remove": ["  x <= 20 "]}, {"add": ["x <= 20"]}, {"remove": ["x >= 10", "x <= 20"]}]}
            """
        #expect(
            try run(json) == [
                #"{"values": {"x": 50}}"#,
                #"{"values": {"x": 20}}"#,
                #"{"values": {"x": 50}}"#,
                #"{"values": {"x": 20}}"#,
                #"{"values": {"x": 50}}"#,
            ])
    }

    // MARK: Errors

    @Test func unsatisfiableListsTheConflictInTheOrderAdded() throws {
        let json = """
            {"constraints": ["y <= 20", "x == 10", "y == x + 5 @750", "z == 3"],
             "steps": [{"add": ["y == x + 30"]}, {"add": []}]}
            """
        #expect(
            try run(json) == [
                #"{"values": {"x": 10, "y": 15, "z": 3}}"#,
                #"{"error": "unsatisfiable", "constraint": "y == x + 30", "conflict": ["y <= 20", "x == 10", "y == x + 30"]}"#,
                #"{"values": {"x": 10, "y": 15, "z": 3}}"#,
            ])
    }

    @Test func eachErrorKind() throws {
        let json = """
            {"constraints": ["x == 10"], "edits": {"w": 999},
             "steps": [
               {"add": ["x == 10"]},
               {"remove": ["x == 11"]},
               {"addEdit": {"w": 500}},
               {"suggest": {"h": 1}},
               {"removeEdit": ["h"]},
               {"addEdit": {"h": 1000}},
               {"add": ["h == 1 / 0"]},
               {"add": ["h == 1e999"]},
               {"suggest": {"w": 1e999}},
               {"add": ["h = 1"]},
               {"add": ["h == x * x"]}
             ]}
            """
        #expect(
            try run(json) == [
                #"{"values": {"h": 0, "w": 0, "x": 10}}"#,
                #"{"error": "duplicate", "constraint": "x == 10"}"#,
                #"{"error": "unknown", "constraint": "x == 11"}"#,
                #"{"error": "duplicateEdit", "variable": "w"}"#,
                #"{"error": "unknownEdit", "variable": "h"}"#,
                #"{"error": "unknownEdit", "variable": "h"}"#,
                #"{"error": "requiredEdit", "variable": "h"}"#,
                #"{"error": "nonFinite", "constraint": "h == 1 / 0"}"#,
                #"{"error": "nonFinite", "constraint": "h == 1e999"}"#,
                #"{"error": "nonFinite", "variable": "w"}"#,
                #"{"error": "syntax", "constraint": "h = 1", "line": 12, "column": 16, "message": "expected a relation (==, >= or <=)"}"#,
                #"{"error": "syntax", "constraint": "h == x * x", "line": 13, "column": 21, "message": "expected a constant on one side of '*' (a product of variables is not linear)"}"#,
            ])
    }

    @Test func initialFailureIsTheFirstLineAndTheRestIsStillAdded() throws {
        let json = """
            {"constraints": ["x == 1", "x == 2", "y == 3", "y == 3", "z == 1 / 0"], "edits": {"w": 1000, "v": 5},
             "steps": [{"add": []}, {"suggest": {"v": 7}}]}
            """
        #expect(
            try run(json) == [
                #"{"error": "unsatisfiable", "constraint": "x == 2", "conflict": ["x == 1", "x == 2"]}"#,
                #"{"values": {"v": 0, "w": 0, "x": 1, "y": 3, "z": 0}}"#,
                #"{"values": {"v": 7, "w": 0, "x": 1, "y": 3, "z": 0}}"#,
            ])
    }

    @Test func initialEditsAreDeclaredAfterTheInitialConstraints() throws {
        #expect(try run(#"{"edits": {"w": 1000}}"#) == [#"{"error": "requiredEdit", "variable": "w"}"#])
        #expect(
            try run(#"{"edits": {"w": 1000}, "constraints": ["x == 1", "x == 2"]}"#) == [
                #"{"error": "unsatisfiable", "constraint": "x == 2", "conflict": ["x == 1", "x == 2"]}"#
            ])
    }

    // MARK: A failed step changes nothing

    @Test func failedAddTakesBackWhatTheStepAdded() throws {
        let json = """
            {"constraints": ["x == 1"],
             "steps": [{"add": ["y == 5", "x == 2"]}, {"add": []}, {"add": ["y == 5"]}]}
            """
        #expect(
            try run(json) == [
                #"{"values": {"x": 1, "y": 0}}"#,
                #"{"error": "unsatisfiable", "constraint": "x == 2", "conflict": ["x == 1", "x == 2"]}"#,
                #"{"values": {"x": 1, "y": 0}}"#,
                #"{"values": {"x": 1, "y": 5}}"#,
            ])
    }

    @Test func duplicateWithinOneStep() throws {
        let lines = try run(#"{"steps": [{"add": ["x == 1", "x == 1"]}, {"add": ["x == 1"]}]}"#)
        #expect(
            lines == [
                #"{"values": {"x": 0}}"#, #"{"error": "duplicate", "constraint": "x == 1"}"#,
                #"{"values": {"x": 1}}"#,
            ])
    }

    @Test func failedRemoveRemovesNothing() throws {
        let json = """
            {"constraints": ["x == 1 @500", "x == 2 @400"],
             "steps": [{"remove": ["x == 1 @500", "x == 3"]}, {"remove": ["x == 1 @500", "x == 1 @500"]}, {"add": []}]}
            """
        #expect(
            try run(json) == [
                #"{"values": {"x": 1}}"#,
                #"{"error": "unknown", "constraint": "x == 3"}"#,
                #"{"error": "unknown", "constraint": "x == 1 @500"}"#,
                #"{"values": {"x": 1}}"#,
            ])
    }

    @Test func failedSuggestSuggestsNothing() throws {
        let json = """
            {"edits": {"w": 999},
             "steps": [{"suggest": {"w": 5, "q": 1}}, {"suggest": {"w": 6, "w": 1e999}}, {"suggest": {}}]}
            """
        #expect(
            try run(json) == [
                #"{"values": {"q": 0, "w": 0}}"#,
                #"{"error": "unknownEdit", "variable": "q"}"#,
                #"{"error": "nonFinite", "variable": "w"}"#,
                #"{"values": {"q": 0, "w": 0}}"#,
            ])
    }

    @Test func failedAddEditTakesBackWhatTheStepDeclared() throws {
        let json = """
            {"steps": [{"addEdit": {"a": 500, "b": 1000}}, {"suggest": {"a": 3}},
                       {"addEdit": {"a": 500, "a": 400}}, {"suggest": {"a": 3}}]}
            """
        #expect(
            try run(json) == [
                #"{"values": {"a": 0, "b": 0}}"#,
                #"{"error": "requiredEdit", "variable": "b"}"#,
                #"{"error": "unknownEdit", "variable": "a"}"#,
                #"{"error": "duplicateEdit", "variable": "a"}"#,
                #"{"error": "unknownEdit", "variable": "a"}"#,
            ])
    }

    @Test func failedRemoveEditRemovesNothing() throws {
        let json = """
            {"edits": {"w": 999, "h": 999},
             "steps": [{"removeEdit": ["w", "v"]}, {"removeEdit": ["h", "h"]}, {"suggest": {"w": 1, "h": 2}}]}
            """
        #expect(
            try run(json) == [
                #"{"values": {"h": 0, "v": 0, "w": 0}}"#,
                #"{"error": "unknownEdit", "variable": "v"}"#,
                #"{"error": "unknownEdit", "variable": "h"}"#,
                #"{"values": {"h": 2, "v": 0, "w": 1}}"#,
            ])
    }

    // MARK: Scale

    /// The numbers of the issue: a required constraint off by 0.5 next to 10⁹ is a conflict; a
    /// coefficient of 10⁻⁹ is not zero; next to 10¹⁷, 0.5 cannot be told from rounding.
    @Test func numbersFarApartAreJudgedOrReportedBadlyScaled() throws {
        #expect(
            try run(#"{"constraints": ["1e9*x + y == 1e9", "x == 1", "y >= 0.5"]}"#) == [
                #"{"error": "unsatisfiable", "constraint": "y >= 0.5", "conflict": ["1e9*x + y == 1e9", "x == 1", "y >= 0.5"]}"#
            ])
        #expect(try run(#"{"constraints": ["1e-9 * x == 1"]}"#) == [#"{"values": {"x": 999999999.9999999}}"#])
        let json = """
            {"constraints": ["1e17*x + y == 1e17", "x == 1"], "steps": [{"add": ["y >= 0.5"]}, {"add": ["y >= 0"]}]}
            """
        #expect(
            try run(json) == [
                #"{"values": {"x": 1, "y": 0}}"#,
                #"{"error": "badlyScaled", "constraint": "y >= 0.5"}"#,
                #"{"values": {"x": 1, "y": 0}}"#,
            ])
    }

    /// `y0 == w`, `y1 == 1000 * y0`, …, `y102 == 1000 * y101`: `y102` is 10³⁰⁶ times `w`.
    static func chain(_ extra: [String] = [], steps: String) -> String {
        let constraints = ["y0 == w"] + (1...102).map { "y\($0) == 1000 * y\($0 - 1)" } + extra
        let list = constraints.map { "\"\($0)\"" }.joined(separator: ", ")
        return #"{"constraints": [\#(list)], "edits": {"w": 500}, "steps": \#(steps)}"#
    }

    /// A step that would take a value past doubles' range is `badlyScaled` and changes nothing
    /// (the solver computes values lazily: the runner looks at those that changed after each
    /// item); no line ever says `null`.
    @Test func aValueBeyondDoublesRangeIsBadlyScaledAndUndone() throws {
        let suggested = try run(
            Self.chain(steps: #"[{"suggest": {"w": 1}}, {"suggest": {"w": 2, "w": 1e9}}, {"add": []}]"#))
        #expect(suggested.count == 4)
        #expect(suggested[2] == #"{"error": "badlyScaled", "variable": "w"}"#)
        #expect(suggested[3] == suggested[1] && suggested[1].contains(#""y102": 1.0000000000000003e+306"#))
        let added = try run(
            Self.chain(steps: #"[{"add": ["w == 1"]}, {"remove": ["w == 1"]}, {"add": ["w == 1e9"]}, {"add": []}]"#))
        #expect(added[1].contains(#""y102": 1.0000000000000003e+306"#))
        #expect(added[3] == #"{"error": "badlyScaled", "constraint": "w == 1e9"}"#)
        #expect(added[4] == added[2] && added[2].contains(#""y102": 0"#))
        let removed = try run(
            Self.chain(["w <= 0"], steps: #"[{"suggest": {"w": 1e9}}, {"remove": ["w <= 0"]}, {"add": []}]"#))
        #expect(removed[2] == #"{"error": "badlyScaled", "constraint": "w <= 0"}"#)
        #expect(removed[3] == removed[1] && removed[1].contains(#""y102": 0"#))
        for line in suggested + added + removed { #expect(!line.contains("null")) }
    }

    @Test func syntaxErrorStepAddsNothing() throws {
        let lines = try run(#"{"steps": [{"add": ["x == 1", "x == "]}, {"add": ["y == 2"]}]}"#)
        #expect(
            lines == [
                #"{"values": {"y": 0}}"#,
                #"{"error": "syntax", "constraint": "x ==", "line": 1, "column": 37, "message": "expected a number or a variable"}"#,
                #"{"values": {"y": 2}}"#,
            ])
    }

    // MARK: Problems built in code

    @Test func invalidPriorityOrVariableOfAProblemBuiltInCode() {
        let location = SourceLocation(file: "code", line: 1, column: 1)
        let x = Variable(index: 0)
        let problem = SolverProblem(
            variableNames: ["x"],
            constraints: [
                .init(
                    text: "x == 1 @2000", expression: x - 1, relation: .equal, priority: 2000,
                    location: location)
            ],
            edits: [],
            steps: [
                .add([
                    .init(
                        text: "v7 == 1", expression: Variable(index: 7) - 1, relation: .equal,
                        priority: .required, location: location)
                ]),
                .addEdit([.init(name: "x", variable: 0, priority: 0, location: location)]),
                .suggest([(variable: 9, value: 1)]),
            ])
        #expect(
            SolverProblemRunner(problem).outputLines() == [
                #"{"error": "invalid", "constraint": "x == 1 @2000"}"#,
                #"{"error": "invalid", "constraint": "v7 == 1"}"#,
                #"{"error": "invalid", "variable": "x"}"#,
                #"{"error": "unknownEdit", "variable": "v9"}"#,
            ])
    }

    @Test func outcomesAndRunReportTheSame() throws {
        let runner = SolverProblemRunner(
            try SolverProblem.parse(
                #"{"constraints": ["x == 1"], "steps": [{"add": ["x == 2"]}]}"#, file: "p.json"))
        var reported: [SolveOutcome] = []
        runner.run { reported.append($0) }
        #expect(reported == runner.outcomes())
        #expect(
            reported == [
                .values([.init(name: "x", value: 1)]),
                .unsatisfiable(constraint: "x == 2", conflict: ["x == 1", "x == 2"]),
            ])
    }
}
