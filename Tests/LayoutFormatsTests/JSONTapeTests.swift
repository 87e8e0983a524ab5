@testable import LayoutFormats
import Testing

/// A ``_JSONTape`` reads what ``JSONValue`` reads: the same values, keys, locations and places
/// inside strings, and the same errors at the same places.
@Suite struct JSONTapeTests {
    static let texts = [
        "null", "true", "false", " \t\r\n 7 \n", "-0", "2.5e+2", "1e999", #""hi""#, "[]", "{ }", "[[], {}]",
        #""\"\\\/\b\f\n\r\t\u00e9\u00E9\uD83D\uDE00\u0000""#, #""größe 日本 👍🏽""#,
        #"{"b": 1, "a": [true, null], "b": {"c": "d"}}"#,
        "{\n  \"a\": [1, \"x\",\n        {\"k\": null}],\n  \"bb\":true\n}",
        "[\r\n1,\r\n  2]", "[\r1,\r  2]", #"["é", "日本", "👍🏽", 5]"#, "\u{FEFF}[1]",
        #"{"k\u00e9y": "a\u00e9\nb\uD83D\uDE00c", "日": {"x": [1, {"y": "z"}]}}"#,
        String(repeating: "[", count: JSONValue.maximumDepth) + String(repeating: "]", count: JSONValue.maximumDepth),
    ]

    @Test(arguments: texts)
    func readsWhatJSONValueReads(text: String) throws {
        let tape = try _JSONTape.parse(text, file: "t.json")
        #expect(tape.root.json == (try JSONValue.parse(text, file: "t.json")))
    }

    @Test func placesInsideStrings() throws {
        let text = #"{"a": "a\u00e9\nb\uD83D\uDE00c", "b": "ab 日本 x", "c": 12}"#
        let members = try #require(try _JSONTape.parse(text, file: "t.json").root.members)
        let expected = try #require(try JSONValue.parse(text, file: "t.json").members)
        for index in 0..<3 {
            let columns = (0...8).map { members[index].value.characterLocation($0) }
            #expect(columns == (0...8).map { expected[index].value.location(ofScalarAt: $0) })
        }
        #expect((0...6).map { members[0].value.characterLocation($0).column } == [8, 9, 15, 17, 18, 30, 31])
    }

    @Test func locationsAndKinds() throws {
        let tape = try _JSONTape.parse("{\n  \"a\": [1, \"x\",\n     {\"k\": null}],\n  \"bb\":true\n}", file: "t.json")
        let members = try #require(tape.root.members)
        #expect(members.map(\.key) == ["a", "bb"])
        #expect(members[1].keyLocation == SourceLocation(file: "t.json", line: 4, column: 3))
        let elements = try #require(members[0].value.elements)
        #expect(elements.map(\.location.column) == [9, 12, 6])
        #expect(elements.map(\.kindDescription) == ["a number", "a string", "an object"])
        #expect(elements[2].members?.first?.value.isNull == true)
        #expect(members[1].value.bool == true)
        #expect(members[1].value.isContainer == false && members[0].value.isContainer)
    }

    @Test func repeatedKeysAreNoted() throws {
        let many = "{" + (0..<17).map { "\"k\($0)\": \($0)" }.joined(separator: ", ") + "}"
        let noted = try [#"{"a": 1, "b": {"a": 2}}"#, #"[{"a": 1}, {"a": 1, "a": 2}]"#, #"{"\u0061": 1, "a": 2}"#, many]
            .map { try _JSONTape.parse($0, file: "t.json").mayRepeatKeys }
        #expect(noted == [false, true, true, true])
    }

    @Test func errorsAreJSONValues() {
        for (text, line, column, message) in JSONSyntaxErrorTests.cases {
            #expect(throws: FormatError(location: SourceLocation(file: "t.json", line: line, column: column), message: message)) {
                try _JSONTape.parse(text, file: "t.json")
            }
        }
    }
}
