import Cassowary
import LayoutFormats
import Testing

/// Reading a problem file: variables, constraints, edits, steps, and the shape errors.
@Suite struct SolverProblemTests {
    func at(_ line: Int, _ column: Int) -> SourceLocation {
        SourceLocation(file: "p.json", line: line, column: column)
    }

    func parse(_ json: String) throws -> SolverProblem {
        try SolverProblem.parse(json, file: "p.json")
    }

    @Test func emptyObjectIsAnEmptyProblem() throws {
        let problem = try parse("{}")
        #expect(problem.variableNames.isEmpty)
        #expect(problem.constraints.isEmpty)
        #expect(problem.edits.isEmpty)
        #expect(problem.steps.isEmpty)
    }

    @Test func constraintSpecs() throws {
        let problem = try parse(#"{"constraints": ["  left + width == 375 - 8 ", "width <= 40 @250"]}"#)
        #expect(problem.variableNames == ["left", "width"])
        let first = problem.constraints[0]
        #expect(first.text == "left + width == 375 - 8")
        #expect(first.location == at(1, 18))
        #expect(first.relation == .equal)
        #expect(first.priority == .required)
        #expect(
            first.expression
                == Expression([Term(Variable(index: 0)), Term(Variable(index: 1))], constant: -367))
        let second = problem.constraints[1]
        #expect(second.expression == Expression([Term(Variable(index: 1))], constant: -40))
        #expect(second.relation == .lessThanOrEqual)
        #expect(second.priority == 250)
        let constraint = second.makeConstraint()
        #expect(constraint.expression == second.expression)
        #expect(constraint.priority == 250)
        #expect(constraint !== second.makeConstraint())
    }

    @Test func variablesAreNumberedInOrderOfFirstAppearanceInTheFile() throws {
        let json = """
            {
              "steps": [
                {"suggest": {"s": 1}},
                {"add": ["a + s == 1"]},
                {"removeEdit": ["r"]},
                {"addEdit": {"e2": 5}}
              ],
              "edits": {"e": 999},
              "constraints": ["c + a == e"]
            }
            """
        let problem = try parse(json)
        #expect(problem.variableNames == ["s", "a", "r", "e2", "e", "c"])
        #expect(problem.constraints[0].expression.terms.map(\.variable.index) == [5, 1, 4])
    }

    @Test func namesOfAStepWithASyntaxErrorOrOfRemovedTextsAreNotVariables() throws {
        let json = #"{"steps": [{"add": ["p == 1", "q = 2"]}, {"remove": ["r == 1"]}, {"add": ["t == 1"]}]}"#
        let problem = try parse(json)
        #expect(problem.variableNames == ["t"])
    }

    @Test func edits() throws {
        let problem = try parse(#"{"edits": {"w": 999, "h": 1000, "w": 0.5}}"#)
        #expect(problem.variableNames == ["w", "h"])
        #expect(problem.edits.map(\.name) == ["w", "h", "w"])
        #expect(problem.edits.map(\.variable) == [0, 1, 0])
        #expect(problem.edits.map(\.priority) == [999, 1000, 0.5])
        #expect(problem.edits.map(\.location) == [at(1, 12), at(1, 22), at(1, 33)])
    }

    @Test func steps() throws {
        let json = """
            {"steps": [
              {"suggest": {"w": 320, "h": -1.5}},
              {"add": ["w == 1", " h == 2 "]},
              {"remove": [" w == 1"]},
              {"addEdit": {"w": 10}},
              {"removeEdit": ["h"]},
              {"add": ["w == 1 @1001"]},
              {"add": []}
            ]}
            """
        let problem = try parse(json)
        #expect(problem.variableNames == ["w", "h"])
        #expect(problem.steps.count == 7)
        guard case .suggest(let suggestions) = problem.steps[0] else {
            Issue.record("suggest")
            return
        }
        #expect(suggestions.map(\.variable) == [0, 1])
        #expect(suggestions.map(\.value) == [320, -1.5])
        guard case .add(let specs) = problem.steps[1] else {
            Issue.record("add")
            return
        }
        #expect(specs.map(\.text) == ["w == 1", "h == 2"])
        #expect(specs.map(\.location) == [at(3, 12), at(3, 22)])
        guard case .remove(let removals) = problem.steps[2] else {
            Issue.record("remove")
            return
        }
        #expect(removals.map(\.text) == ["w == 1"])
        #expect(removals.map(\.location) == [at(4, 15)])
        guard case .addEdit(let edits) = problem.steps[3] else {
            Issue.record("addEdit")
            return
        }
        #expect(edits.map(\.name) == ["w"])
        #expect(edits.map(\.priority) == [10])
        guard case .removeEdit(let removedEdits) = problem.steps[4] else {
            Issue.record("removeEdit")
            return
        }
        #expect(removedEdits.map(\.variable) == [1])
        #expect(removedEdits.map(\.location) == [at(6, 19)])
        guard case .syntaxError(let text, let error) = problem.steps[5] else {
            Issue.record("syntax")
            return
        }
        #expect(text == "w == 1 @1001")
        #expect(
            error == FormatError(location: at(7, 21), message: "expected a priority in (0, 1000], found 1001")
        )
        guard case .add(let none) = problem.steps[6] else {
            Issue.record("empty add")
            return
        }
        #expect(none.isEmpty)
    }

    @Test func unknownTopLevelKeysAreIgnored() throws {
        let problem = try parse(#"{"source": "kiwi", "about": [1, {"x": null}], "constraints": ["x == 1"]}"#)
        #expect(problem.variableNames == ["x"])
    }

    static let shapeErrors: [(json: String, column: Int, message: String)] = [
        ("[]", 1, #"expected an object with "constraints", "edits" and "steps", found an array"#),
        (#"{"constraints": "x == 1"}"#, 17, "expected an array of constraint strings, found a string"),
        (#"{"constraints": [1]}"#, 18, "expected a constraint string, found a number"),
        (#"{"constraints": ["x == "]}"#, 24, "expected a number or a variable"),
        (#"{"constraints": [], "constraints": []}"#, 21, #"expected "constraints" only once"#),
        (#"{"edits": []}"#, 11, "expected an object of edit variables and their priorities, found an array"),
        (#"{"edits": {"w": "strong"}}"#, 17, "expected a priority (a number in (0, 1000]), found a string"),
        (#"{"edits": {"w": 0}}"#, 17, "expected a priority in (0, 1000], found 0"),
        (#"{"edits": {"w": 1000.5}}"#, 17, "expected a priority in (0, 1000], found 1000.5"),
        (#"{"edits": {"w": -1e999}}"#, 17, "expected a priority in (0, 1000], found -inf"),
        (#"{"edits": {"1w": 5}}"#, 12, #"expected a variable name, found "1w""#),
        (#"{"steps": {}}"#, 11, "expected an array of steps, found an object"),
        (
            #"{"steps": [1]}"#, 12,
            #"expected a step with one of "suggest", "add", "remove", "addEdit" or "removeEdit", found a number"#
        ),
        (
            #"{"steps": [{}]}"#, 12,
            #"expected a step with one of "suggest", "add", "remove", "addEdit" or "removeEdit", found an object"#
        ),
        (#"{"steps": [{"add": [], "remove": []}]}"#, 24, "expected one operation per step"),
        (
            #"{"steps": [{"put": []}]}"#, 13,
            #"expected a step with one of "suggest", "add", "remove", "addEdit" or "removeEdit", found "put""#
        ),
        (
            #"{"steps": [{"suggest": []}]}"#, 24,
            "expected an object of edit variables and values, found an array"
        ),
        (#"{"steps": [{"suggest": {"w": "1"}}]}"#, 30, "expected a number, found a string"),
        (#"{"steps": [{"suggest": {"w h": 1}}]}"#, 25, #"expected a variable name, found "w h""#),
        (#"{"steps": [{"add": "x == 1"}]}"#, 20, "expected an array of constraint strings, found a string"),
        (#"{"steps": [{"remove": [null]}]}"#, 24, "expected a constraint string, found null"),
        (#"{"steps": [{"addEdit": {"w": 2000}}]}"#, 30, "expected a priority in (0, 1000], found 2000"),
        (#"{"steps": [{"removeEdit": "w"}]}"#, 27, "expected an array of variable names, found a string"),
        (#"{"steps": [{"removeEdit": [1]}]}"#, 28, "expected a variable name, found a number"),
        (#"{"steps": [{"removeEdit": ["a\nb"]}]}"#, 28, #"expected a variable name, found "a\nb""#),
        (#"{"constraints": [}"#, 18, "expected a value or ']'"),
    ]

    @Test(arguments: shapeErrors)
    func shapeError(json: String, column: Int, message: String) {
        #expect(throws: FormatError(location: at(1, column), message: message)) {
            try SolverProblem.parse(json, file: "p.json")
        }
    }
}
