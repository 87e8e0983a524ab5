import Foundation
import LayoutDocument
import LayoutFormats
import Testing

/// Every error at its place, all of them, with the nearest name; the line and a caret.
@Suite struct DocumentErrorTests {
    @Test func aDocumentWithSeveralErrorsReportsAllOfThem() {
        #expect(
            errors(
                """
                size: 375x
                children:
                  - label: title
                    text: Hi
                    fnot: body
                    lines: -1
                  - lable: subtitle
                  - button: title
                    titleColor: blurple
                constraints:
                  - title.leading == avtar.trailing + 8
                  - title.top = root.safeArea.top @urgent
                  - {constraint: "title.width == 10", when: wQ}
                """) == [
                    "1:7: expected a size (WIDTHxHEIGHT or {width, height}), found \"375x\"",
                    "5:5: expected a property of label, found fnot (did you mean font?)",
                    "6:12: expected a number of lines (0 for any), found -1",
                    "7:5: expected a view kind (view, label, button, imageView, switch, slider, textField, textView, stack, guide) as a key, such as label: NAME",
                    "8:13: expected a name of its own, found title (already declared)",
                    "9:17: expected a colour (#RRGGBB or a system colour name), found blurple (did you mean purple?)",
                    "11:22: expected a view of the document, found avtar (did you mean title?)",
                    "12:36: expected a priority (a number in (0, 1000] or required, high, low, fittingSizeLevel), found urgent (did you mean high?)",
                    "13:45: expected size classes such as wC, hR, wR hC or {width: compact}, found wQ",
                ])
    }

    @Test func jsonErrorsAreLocatedToo() {
        #expect(
            errors(#"{"children": [{"label": "a", "lines": "two"}], "constraints": ["a.top == root.top + "]}"#, format: .json) == [
                "1:39: expected a number of lines (0 for any), found \"two\"",
                "1:85: expected a number or item.attribute",
            ])
        #expect(errors(#"{"children": [}"#, format: .json) == ["1:15: expected a value or ']'"])
    }

    @Test func yamlSyntaxErrorsAreLocated() {
        #expect(
            errors("children:\n  - label: a\n   text: b\n") == [
                "3:4: expected YAML: did not find expected '-' indicator (while parsing a block collection)"
            ])
        #expect(errors("children: []\nchildren: []\n") == ["1:1: expected each key once in a mapping, found children twice"])
        #expect(
            errors(#"{"children": [], "children": []}"#, format: .json) == [
                "1:18: expected each key once in a mapping, found children twice"
            ])
    }

    /// libyaml places an error at the end of a text without a final line break on the line after
    /// the last; the error names the end of the last line instead (found by ReaderFuzzTests).
    @Test func yamlErrorsAtTheEndStayInTheText() {
        #expect(errors("children: [1, 2") == ["1:16: expected YAML: did not find expected ',' or ']' (while parsing a flow sequence)"])
        #expect(errors("a: 1\nb: {c: 2") == ["2:9: expected YAML: did not find expected ',' or '}' (while parsing a flow mapping)"])
    }

    /// Nested aliases would expand exponentially: the reader stops at 250 000 values.
    @Test func billionLaughsAreRefused() {
        var text = "a0: &a0 [x, x, x, x, x, x, x, x, x, x]\n"
        for level in 1...7 {
            text += "a\(level): &a\(level) [" + Array(repeating: "*a\(level - 1)", count: 10).joined(separator: ", ") + "]\n"
        }
        #expect(errors(text).first?.hasSuffix("expected at most 250000 values (aliases expanded)") == true)
    }

    @Test func theLineIsShownWithACaret() {
        let text = "children:\n  - label: title\nconstraints:\n  - title.leading == avtar.trailing + 8\n"
        do {
            _ = try LayoutDocument.parse(text, file: "s.yaml")
            Issue.record("read")
        } catch {
            #expect(
                error.description == """
                    s.yaml:4:22: expected a view of the document, found avtar (did you mean title?)
                      - title.leading == avtar.trailing + 8
                                         ^
                    """)
        }
    }

    /// A name of 40,000 characters is shown by its start and its length, not repeated whole
    /// (issue 21).
    @Test func aLongUnknownNameIsShownShort() {
        let long = String(repeating: "v", count: 40_000)
        #expect(
            errors(
                """
                children:
                  - view: box
                constraints:
                  - box.top == \(long).top
                """) == [
                    "4:16: expected a view of the document, found \(String(repeating: "v", count: 32))… (40000 characters) (did you mean superview?)"
                ])
        #expect(NearestName.shown("avtar") == "avtar")
        #expect(NearestName.shown(String(repeating: "a", count: 64)) == String(repeating: "a", count: 64))
        #expect(NearestName.shown(String(repeating: "a", count: 65)) == String(repeating: "a", count: 32) + "… (65 characters)")
    }

    /// The nearest-name search compares at most 32 characters of each name, so a pasted
    /// paragraph costs no more than a word.
    @Test func nearestNamesHaveABoundedCost() {
        let long = String(repeating: "x", count: 100_000)
        let start = ContinuousClock.now
        #expect(NearestName.nearest(to: long, in: ["width", String(repeating: "x", count: 50_000)]) != nil)
        _ = start
        #expect(NearestName.comparedLength == 32)
    }
}
