import LayoutFormats
import Testing

/// The JSON line of each outcome: key order, numbers, escapes.
@Suite struct SolveOutcomeTests {
    @Test(arguments: [
        (8.0, "8"), (-3, "-3"), (0.5, "0.5"), (0, "0"), (-0.0, "0"), (359, "359"),
        (6.666666666666667, "6.666666666666667"), (0.1 + 0.2, "0.30000000000000004"),
        (123_456_789_012_345, "123456789012345"), (1e16, "1e+16"), (1e-7, "1e-07"),
        (.leastNonzeroMagnitude, "5e-324"), (-2.5e-5, "-2.5e-05"),
    ])
    func numbers(value: Double, written: String) {
        #expect(
            SolveOutcome.values([.init(name: "x", value: value)]).jsonLine
                == #"{"values": {"x": \#(written)}}"#)
    }

    /// JSON has no infinity and no NaN, and a line never says `null`: a value that is not
    /// finite makes the line that of `badlyScaled` for the first such variable.
    @Test(arguments: [Double.infinity, -.infinity, .nan])
    func aValueBeyondDoublesRangeIsBadlyScaled(value: Double) {
        let outcome = SolveOutcome.values([
            .init(name: "a", value: 1), .init(name: "b", value: value), .init(name: "c", value: value),
        ])
        #expect(outcome.jsonLine == #"{"error": "badlyScaled", "variable": "b"}"#)
    }

    @Test func values() {
        let outcome = SolveOutcome.values([.init(name: "a", value: 1), .init(name: "b.c", value: -2.5)])
        #expect(outcome.jsonLine == #"{"values": {"a": 1, "b.c": -2.5}}"#)
        #expect(SolveOutcome.values([]).jsonLine == #"{"values": {}}"#)
    }

    @Test func errors() {
        let location = SourceLocation(file: "p.json", line: 7, column: 15)
        let lines = [
            SolveOutcome.unsatisfiable(constraint: "x == 2", conflict: ["x == 1", "x == 2"]),
            .unsatisfiable(constraint: "x == 2", conflict: []),
            .duplicate(constraint: "x == 1"),
            .unknown(constraint: "x == 3"),
            .duplicateEdit(variable: "w"),
            .unknownEdit(variable: "w"),
            .requiredEdit(variable: "w"),
            .nonFinite(.constraint("x == 1 / 0")),
            .nonFinite(.variable("w")),
            .badlyScaled(.constraint("1e17 * x + y == 1e17")),
            .badlyScaled(.variable("w")),
            .invalid(.constraint("x == 1 @2000")),
            .invalid(.variable("w")),
            .syntax(constraint: "x = 1", location: location, message: "expected a relation (==, >= or <=)"),
        ].map(\.jsonLine)
        #expect(
            lines == [
                #"{"error": "unsatisfiable", "constraint": "x == 2", "conflict": ["x == 1", "x == 2"]}"#,
                #"{"error": "unsatisfiable", "constraint": "x == 2", "conflict": []}"#,
                #"{"error": "duplicate", "constraint": "x == 1"}"#,
                #"{"error": "unknown", "constraint": "x == 3"}"#,
                #"{"error": "duplicateEdit", "variable": "w"}"#,
                #"{"error": "unknownEdit", "variable": "w"}"#,
                #"{"error": "requiredEdit", "variable": "w"}"#,
                #"{"error": "nonFinite", "constraint": "x == 1 / 0"}"#,
                #"{"error": "nonFinite", "variable": "w"}"#,
                #"{"error": "badlyScaled", "constraint": "1e17 * x + y == 1e17"}"#,
                #"{"error": "badlyScaled", "variable": "w"}"#,
                #"{"error": "invalid", "constraint": "x == 1 @2000"}"#,
                #"{"error": "invalid", "variable": "w"}"#,
                #"{"error": "syntax", "constraint": "x = 1", "line": 7, "column": 15, "message": "expected a relation (==, >= or <=)"}"#,
            ])
    }

    @Test func stringsAreEscaped() {
        let outcome = SolveOutcome.unknown(constraint: "a \"b\" \\ \n\r\t\u{8}\u{C}\u{1}\u{1F} é 日")
        #expect(
            outcome.jsonLine
                == #"{"error": "unknown", "constraint": "a \"b\" \\ \n\r\t\b\f\u0001\u001f é 日"}"#)
    }

    @Test func linesReadBackAsJSON() throws {
        let outcome = SolveOutcome.unsatisfiable(constraint: "a \"q\"\n", conflict: ["\u{1}"])
        let members = try #require(try JSONValue.parse(outcome.jsonLine, file: "line").members)
        #expect(members.map(\.key) == ["error", "constraint", "conflict"])
        #expect(members[1].value.string == "a \"q\"\n")
        #expect(members[2].value.array?.first?.string == "\u{1}")
    }
}
