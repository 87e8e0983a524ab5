import LayoutFormats
import Testing

/// Every way a constraint text can be malformed: the offset in the text, and the line and
/// column in the file when the text is a JSON string.
@Suite struct ConstraintSyntaxErrorTests {
    static let relation = "expected a relation (==, >= or <=)"
    static let operand = "expected a number or a variable"
    static let product = "expected a constant on one side of '*' (a product of variables is not linear)"
    static let divisor = "expected a constant divisor (dividing by a variable is not linear)"
    static let priority = "expected a priority (a number in (0, 1000])"

    static let cases: [(text: String, offset: Int, message: String)] = [
        ("", 0, operand),
        ("   ", 3, operand),
        ("x", 1, relation),
        ("x = 1", 2, relation),
        ("x => 1", 2, relation),
        ("x < 1", 2, relation),
        ("x != 1", 2, relation),
        ("x y == 1", 2, relation),
        ("2x == 1", 1, relation),
        ("x) == 1", 1, relation),
        ("x ==", 4, operand),
        ("x == ", 5, operand),
        ("x + == 1", 4, operand),
        ("== 1", 0, operand),
        ("x == #", 5, operand),
        ("x == .5", 5, operand),
        ("x == 1 // 2", 8, operand),
        ("x == ()", 6, operand),
        ("x == 1 2", 7, "expected an operator, '@' or the end of the constraint"),
        ("x == 1 y", 7, "expected an operator, '@' or the end of the constraint"),
        ("x == 1 )", 7, "expected an operator, '@' or the end of the constraint"),
        ("x == 1 == 2", 7, "expected a single relation"),
        ("x == 1 >= 2", 7, "expected a single relation"),
        ("x == 1 @", 8, priority),
        ("x == 1 @high", 8, priority),
        ("x == 1 @ ", 9, priority),
        ("x == 1 @-", 8, priority),
        ("x == 1 @0", 8, "expected a priority in (0, 1000], found 0"),
        ("x == 1 @-5", 8, "expected a priority in (0, 1000], found -5"),
        ("x == 1 @ 1000.5", 9, "expected a priority in (0, 1000], found 1000.5"),
        ("x == 1 @1e4", 8, "expected a priority in (0, 1000], found 1e4"),
        ("x == 1 @750 y", 12, "expected the end of the constraint"),
        ("x == 1 @750 @750", 12, "expected the end of the constraint"),
        ("x == 1 @7.", 10, "expected a digit after '.'"),
        ("x * y == 1", 2, product),
        ("(x + 1) * (y - 1) == 0", 8, product),
        ("x == 2 * y * z", 11, product),
        ("2 / x == 1", 2, divisor),
        ("x / y == 1", 2, divisor),
        ("x / (y - 1) == 1", 2, divisor),
        ("(x - x) * y == 0", 8, product),
        ("(x + 1 == 2", 7, "expected ')'"),
        ("((x + 1) == 2", 9, "expected ')'"),
        ("x == 1.", 7, "expected a digit after '.'"),
        ("x == 1e", 7, "expected a digit in the exponent"),
        ("x == 1e+", 8, "expected a digit in the exponent"),
        ("x == 2em", 7, "expected a digit in the exponent"),
        ("logo. == 1", 5, "expected a name after '.'"),
        ("logo.1 == 1", 5, "expected a name after '.'"),
        ("größe = 1", 6, relation),
        (
            String(repeating: "(", count: 65) + "x" + String(repeating: ")", count: 65) + " == 1", 64,
            "expected at most 64 nested parentheses"
        ),
    ]

    @Test(arguments: cases)
    func error(text: String, offset: Int, message: String) {
        #expect(throws: ConstraintSyntaxError(offset: offset, message: message)) {
            try ParsedConstraint(parsing: text)
        }
    }

    @Test func manySignsAreNotRecursion() throws {
        let text = String(repeating: "- ", count: 100_000) + "x == 1"
        #expect(try ParsedConstraint(parsing: text).expression.terms.first?.coefficient == 1)
    }

    @Test func deepParenthesesAreAnErrorNotACrash() {
        let text = String(repeating: "(", count: 100_000)
        #expect(throws: ConstraintSyntaxError(offset: 64, message: "expected at most 64 nested parentheses"))
        {
            try ParsedConstraint(parsing: text)
        }
    }

    // MARK: In the file

    func fileError(_ json: String) -> FormatError? {
        do {
            _ = try SolverProblem.parse(json, file: "p.json")
            return nil
        } catch {
            return error
        }
    }

    func at(_ line: Int, _ column: Int, _ message: String) -> FormatError {
        FormatError(location: SourceLocation(file: "p.json", line: line, column: column), message: message)
    }

    @Test func initialConstraintErrorIsInTheFile() {
        let json = """
            {
              "constraints": [
                "a == 1",
                  "a + b = 2"
              ]
            }
            """
        // The string starts at column 7; '=' is its 7th character.
        #expect(fileError(json) == at(4, 14, Self.relation))
    }

    @Test func errorAtTheEndPointsAtTheClosingQuote() {
        #expect(fileError(#"{"constraints": ["x == "]}"#) == at(1, 24, Self.operand))
    }

    @Test func errorAfterEscapesCountsTheWrittenText() {
        // "\u0078 = 1" decodes to "x = 1": the '=' is written at column 26.
        #expect(fileError(#"{"constraints": ["\u0078 = 1"]}"#) == at(1, 26, Self.relation))
        // A tab written as \t and a character beyond the BMP written as a surrogate pair.
        #expect(fileError(#"{"constraints": ["\tx\uD83D\uDE00 == 1"]}"#) == at(1, 22, Self.relation))
    }

    @Test func errorAfterNonASCIICountsCharacters() {
        #expect(fileError(#"{"constraints": ["日本 = 1"]}"#) == at(1, 22, Self.relation))
    }

    @Test func errorInAStepIsAStepWithTheFilesPosition() throws {
        let json = """
            {"steps": [
              {"add": ["x == 1", "x == 1 @0"]}
            ]}
            """
        let problem = try SolverProblem.parse(json, file: "p.json")
        guard case .syntaxError(let text, let error) = problem.steps.first else {
            Issue.record("expected a syntax error step")
            return
        }
        #expect(text == "x == 1 @0")
        #expect(error == at(2, 31, "expected a priority in (0, 1000], found 0"))
    }
}
