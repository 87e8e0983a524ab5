import LayoutFormats
import Testing

/// Every way a JSON text can be malformed: where the error is reported and what it says.
@Suite struct JSONSyntaxErrorTests {
    static let escapes = #"expected an escape sequence (\" \\ \/ \b \f \n \r \t or \uXXXX)"#
    static let lowSurrogate = #"expected a low surrogate (\uDC00 to \uDFFF) after a high surrogate"#

    static let cases: [(text: String, line: Int, column: Int, message: String)] = [
        ("", 1, 1, "expected a value"),
        ("   ", 1, 4, "expected a value"),
        ("[1, 2", 1, 6, "expected ',' or ']'"),
        ("[1 2]", 1, 4, "expected ',' or ']'"),
        ("[1,]", 1, 4, "expected a value"),
        ("[", 1, 2, "expected a value or ']'"),
        ("{", 1, 2, "expected a string key or '}'"),
        (#"{"a" 1}"#, 1, 6, "expected ':'"),
        (#"{"a": 1,}"#, 1, 9, "expected a string key"),
        (#"{"a": 1 "b": 2}"#, 1, 9, "expected ',' or '}'"),
        ("{a: 1}", 1, 2, "expected a string key or '}'"),
        (#"{"a": }"#, 1, 7, "expected a value"),
        ("nul", 1, 1, "expected a value"),
        ("True", 1, 1, "expected a value"),
        ("'a'", 1, 1, "expected a value"),
        ("NaN", 1, 1, "expected a value"),
        ("[1] 2", 1, 5, "expected the end of the input"),
        ("truex", 1, 5, "expected the end of the input"),
        ("-", 1, 2, "expected a digit"),
        ("-x", 1, 2, "expected a digit"),
        ("1.", 1, 3, "expected a digit after '.'"),
        ("1.e5", 1, 3, "expected a digit after '.'"),
        ("1e", 1, 3, "expected a digit in the exponent"),
        ("1e+", 1, 4, "expected a digit in the exponent"),
        ("01", 1, 2, "expected the end of the input"),
        ("+1", 1, 1, "expected a value"),
        (#""abc"#, 1, 5, "expected '\"' to end the string"),
        ("\"ab\ncd\"", 1, 4, "expected '\"' before the end of the line"),
        ("\"ab\r\ncd\"", 1, 4, "expected '\"' before the end of the line"),
        ("\"a\tb\"", 1, 3, "expected an escape sequence instead of a control character"),
        (#""\x""#, 1, 2, escapes),
        (#""ab\"#, 1, 4, escapes),
        (#""\u12G4""#, 1, 2, #"expected four hexadecimal digits after \u"#),
        (#""\u12""#, 1, 2, #"expected four hexadecimal digits after \u"#),
        (#""\uD83D""#, 1, 8, lowSurrogate),
        (#""\uD83Dx""#, 1, 8, lowSurrogate),
        (#""\uD83D\u0041""#, 1, 8, lowSurrogate),
        (#""\uDE00""#, 1, 2, #"expected a high surrogate (\uD800 to \uDBFF) before a low surrogate"#),
        ("{\n  \"a\": [1,\n    2,,\n  ]\n}", 3, 7, "expected a value"),
        ("[\r\n1,\r\nx]", 3, 1, "expected a value"),
        ("[\r1,\rx]", 3, 1, "expected a value"),
        (#"["é", "日本", "👍🏽", x]"#, 1, 18, "expected a value"),
        ("\u{FEFF}[x]", 1, 2, "expected a value or ']'"),
        (String(repeating: "[", count: 257), 1, 257, "expected at most 256 nested arrays and objects"),
        (String(repeating: #"{"a":"#, count: 300), 1, 1281, "expected at most 256 nested arrays and objects"),
    ]

    @Test(arguments: cases)
    func error(text: String, line: Int, column: Int, message: String) {
        #expect(
            throws: FormatError(
                location: SourceLocation(file: "bad.json", line: line, column: column), message: message)
        ) {
            try JSONValue.parse(text, file: "bad.json")
        }
    }

    @Test func veryDeepNestingIsAnErrorNotACrash() {
        let text = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        #expect(throws: FormatError.self) { try JSONValue.parse(text, file: "deep.json") }
    }

    @Test func description() {
        let error = FormatError(
            location: SourceLocation(file: "a/b.json", line: 3, column: 17), message: "expected ':'")
        #expect(error.description == "a/b.json:3:17: expected ':'")
    }
}
