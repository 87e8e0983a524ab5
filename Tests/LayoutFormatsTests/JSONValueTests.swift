import LayoutFormats
import Testing

/// Values, key order and source locations of parsed JSON.
@Suite struct JSONValueTests {
    func parse(_ text: String) throws -> JSONValue {
        try JSONValue.parse(text, file: "t.json")
    }

    func at(_ line: Int, _ column: Int) -> SourceLocation {
        SourceLocation(file: "t.json", line: line, column: column)
    }

    @Test func scalars() throws {
        #expect(try parse("null").content == .null)
        #expect(try parse("true").bool == true)
        #expect(try parse("false").bool == false)
        #expect(try parse(#""hi""#).string == "hi")
        #expect(try parse(" \t\r\n 7 \n").number == 7)
    }

    @Test(arguments: [
        ("0", 0.0), ("-0", -0.0), ("12", 12), ("-3.5", -3.5), ("1e3", 1000), ("1E-2", 0.01),
        ("2.5e+2", 250), ("0.1", 0.1), ("123456789012345680", 123_456_789_012_345_680),
    ])
    func numbers(text: String, value: Double) throws {
        let number = try #require(try parse(text).number)
        #expect(number == value)
        #expect(number.sign == value.sign)
    }

    @Test func numberBeyondDoubleIsInfinite() throws {
        #expect(try parse("1e999").number == .infinity)
        #expect(try parse("-1e999").number == -.infinity)
    }

    @Test func escapes() throws {
        let value = try parse(#""\"\\\/\b\f\n\r\t\u00e9\u00E9\uD83D\uDE00\u0000""#)
        #expect(value.string == "\"\\/\u{8}\u{C}\n\r\téé😀\u{0}")
    }

    @Test func nonASCIIIsKept() throws {
        #expect(try parse(#""größe 日本 👍🏽""#).string == "größe 日本 👍🏽")
    }

    @Test func objectsKeepKeyOrderAndRepeatedKeys() throws {
        let value = try parse(#"{"b": 1, "a": [true, null], "b": {"c": "d"}}"#)
        let members = try #require(value.members)
        #expect(members.map(\.key) == ["b", "a", "b"])
        #expect(members[0].value.number == 1)
        #expect(members[1].value.array?.map(\.content) == [.bool(true), .null])
        #expect(members[2].value.members?.first?.value.string == "d")
    }

    @Test func emptyContainers() throws {
        #expect(try parse("[]").array?.isEmpty == true)
        #expect(try parse("{ }").members?.isEmpty == true)
        #expect(try parse("[[], {}]").array?.count == 2)
    }

    @Test func locationsOfValuesAndKeys() throws {
        let text = """
            {
              "a": [1, "x",
                    {"k": null}],
              "bb":true
            }
            """
        let root = try parse(text)
        #expect(root.location == at(1, 1))
        let members = try #require(root.members)
        #expect(members[0].keyLocation == at(2, 3))
        #expect(members[0].value.location == at(2, 8))
        let elements = try #require(members[0].value.array)
        #expect(elements.map(\.location) == [at(2, 9), at(2, 12), at(3, 9)])
        let inner = try #require(elements[2].members)
        #expect(inner[0].keyLocation == at(3, 10))
        #expect(inner[0].value.location == at(3, 15))
        #expect(members[1].keyLocation == at(4, 3))
        #expect(members[1].value.location == at(4, 8))
    }

    @Test func lineBreaksCRLFAndCR() throws {
        let crlf = try #require(try parse("[\r\n1,\r\n  2]").array)
        #expect(crlf.map(\.location) == [at(2, 1), at(3, 3)])
        let cr = try #require(try parse("[\r1,\r  2]").array)
        #expect(cr.map(\.location) == [at(2, 1), at(3, 3)])
    }

    @Test func columnsCountCharacters() throws {
        // é is 2 UTF-8 bytes, 日 3, and 👍🏽 is 8 bytes, 2 scalars but one Character.
        let elements = try #require(try parse(#"["é", "日本", "👍🏽", 5]"#).array)
        #expect(elements.map(\.location.column) == [2, 7, 13, 18])
    }

    @Test func byteOrderMarkIsSkipped() throws {
        let value = try parse("\u{FEFF}[1]")
        #expect(value.location == at(1, 1))
        #expect(value.array?.first?.location == at(1, 2))
    }

    @Test func nestingUpToTheLimit() throws {
        let depth = JSONValue.maximumDepth
        let text = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
        var value = try parse(text)
        for _ in 1..<depth { value = try #require(value.array?.first) }
        #expect(value.array?.isEmpty == true)
    }

    // MARK: Positions inside strings

    @Test func scalarLocationsInAPlainString() throws {
        let value = try parse(#"  "ab 日本 x""#)
        #expect(value.location == at(1, 3))
        #expect(value.location(ofScalarAt: 0) == at(1, 4))
        #expect(value.location(ofScalarAt: 6) == at(1, 10))
        #expect(value.location(ofScalarAt: 7) == at(1, 11))  // the closing quote
    }

    @Test func scalarLocationsSkipEscapes() throws {
        let value = try parse(#""a\u00e9\nb\uD83D\uDE00c""#)
        #expect(value.string == "aé\nb😀c")
        // a at 2, \u00e9 at 3, \n at 9, b at 11, the pair at 12, c at 24, quote at 25.
        let columns = (0...6).map { value.location(ofScalarAt: $0).column }
        #expect(columns == [2, 3, 9, 11, 12, 24, 25])
    }

    @Test func scalarLocationOfANonStringIsItsLocation() throws {
        let value = try parse("  12")
        #expect(value.location(ofScalarAt: 1) == at(1, 3))
    }

    @Test func kindDescriptions() throws {
        let kinds = try ["null", "true", "1", #""s""#, "[]", "{}"].map { try parse($0).kindDescription }
        #expect(kinds == ["null", "a Boolean", "a number", "a string", "an array", "an object"])
    }
}
