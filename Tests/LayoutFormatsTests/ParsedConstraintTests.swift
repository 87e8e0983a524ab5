import Cassowary
import LayoutFormats
import Testing

/// Every form of the constraint grammar, and what it parses to.
@Suite struct ParsedConstraintTests {
    /// The constraint as `expression REL 0 [@priority]` over v0, v1, … (terms as parsed, not
    /// merged), with its variable names.
    func parse(_ text: String) throws -> (String, [String]) {
        let parsed = try ParsedConstraint(parsing: text)
        return (
            Constraint(parsed.expression, parsed.relation, priority: parsed.priority).description,
            parsed.variableNames
        )
    }

    static let forms: [(text: String, parsed: String, names: [String])] = [
        ("x == 1", "v0 - 1 == 0", ["x"]),
        ("x >= 1", "v0 - 1 >= 0", ["x"]),
        ("x <= 1", "v0 - 1 <= 0", ["x"]),
        ("1 == x", "-v0 + 1 == 0", ["x"]),
        ("left + width == 375 - 8", "v0 + v1 - 367 == 0", ["left", "width"]),
        ("a - b == c", "v0 - v1 - v2 == 0", ["a", "b", "c"]),
        ("2 * x == 3", "2 * v0 - 3 == 0", ["x"]),
        ("x * 2 == 3", "2 * v0 - 3 == 0", ["x"]),
        ("x / 4 == 1", "0.25 * v0 - 1 == 0", ["x"]),
        ("x / 3 == 0", "0.3333333333333333 * v0 == 0", ["x"]),
        ("2 * x / 3 == 0", "0.6666666666666666 * v0 == 0", ["x"]),
        ("-x == 3", "-v0 - 3 == 0", ["x"]),
        ("- - x == 3", "v0 - 3 == 0", ["x"]),
        ("+x == -3", "v0 + 3 == 0", ["x"]),
        ("x == -(y + 1)", "v0 + v1 + 1 == 0", ["x", "y"]),
        ("2 * (x + 3) == y", "2 * v0 - v1 + 6 == 0", ["x", "y"]),
        ("(x + 1) * 2 == 0", "2 * v0 + 2 == 0", ["x"]),
        ("(x + 1) / 2 == 0", "0.5 * v0 + 0.5 == 0", ["x"]),
        ("x / (2 + 2) == 1", "0.25 * v0 - 1 == 0", ["x"]),
        ("2 * 3 * x == 0", "6 * v0 == 0", ["x"]),
        ("x * (1 - 3) == 0", "-2 * v0 == 0", ["x"]),
        ("x - (y - z) == 0", "v0 - v1 + v2 == 0", ["x", "y", "z"]),
        ("(((x))) == 1", "v0 - 1 == 0", ["x"]),
        ("x == x", "v0 - v0 == 0", ["x"]),
        ("0 == 0", "0 == 0", []),
        ("x == 1.5e2", "v0 - 150 == 0", ["x"]),
        ("x == 25E-1", "v0 - 2.5 == 0", ["x"]),
        ("x == 1e+1", "v0 - 10 == 0", ["x"]),
        ("width >= 2 * gap + 10 @750", "v0 - 2 * v1 - 10 >= 0 @750", ["width", "gap"]),
        ("x == 1 @ 0.5", "v0 - 1 == 0 @0.5", ["x"]),
        ("x == 1 @1000", "v0 - 1 == 0", ["x"]),
        ("x == 1 @999.5", "v0 - 1 == 0 @999.5", ["x"]),
        ("  x==1  ", "v0 - 1 == 0", ["x"]),
        ("x\t==\t1@1", "v0 - 1 == 0 @1", ["x"]),
        ("logo.top == view.top + 8", "v0 - v1 - 8 == 0", ["logo.top", "view.top"]),
        ("a.b.c == _d1", "v0 - v1 == 0", ["a.b.c", "_d1"]),
        ("größe == 2 * höhe", "v0 - 2 * v1 == 0", ["größe", "höhe"]),
        ("x + y + x == 1", "v0 + v1 + v0 - 1 == 0", ["x", "y"]),
    ]

    @Test(arguments: forms)
    func form(text: String, parsed: String, names: [String]) throws {
        let (description, variableNames) = try parse(text)
        #expect(description == parsed)
        #expect(variableNames == names)
    }

    @Test func relationsAndPriority() throws {
        let constraint = try ParsedConstraint(parsing: "a <= b @250")
        #expect(constraint.relation == .lessThanOrEqual)
        #expect(constraint.priority == 250)
        #expect(try ParsedConstraint(parsing: "a == b").priority == .required)
    }

    @Test func divisionByZeroIsNotASyntaxError() throws {
        let constraint = try ParsedConstraint(parsing: "x / 0 == 0 / 0")
        #expect(constraint.expression.terms.first?.coefficient == .infinity)
        #expect(constraint.expression.constant.isNaN)
        #expect(!constraint.expression.isFinite)
    }

    @Test func numbersBeyondDoubleAreInfinite() throws {
        #expect(try ParsedConstraint(parsing: "x == 1e999").expression.constant == -.infinity)
    }

    @Test func nestingUpToTheLimit() throws {
        let depth = ParsedConstraint.maximumNesting
        let text = String(repeating: "(", count: depth) + "x" + String(repeating: ")", count: depth) + " == 1"
        #expect(try parse(text).0 == "v0 - 1 == 0")
    }

    @Test(arguments: [
        ("x", true), ("view.top", true), ("_a1", true), ("größe", true), ("a.b.c", true),
        ("1x", false), ("a.", false), (".a", false), ("a b", false), ("", false), ("a-b", false),
        ("a.1", false),
    ])
    func variableNames(name: String, isName: Bool) {
        #expect(ParsedConstraint.isVariableName(name) == isName)
    }
}
