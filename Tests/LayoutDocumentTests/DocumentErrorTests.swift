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
                    "7:5: expected a view kind (view, label, button, imageView, switch, slider, textField, textView, stack, table, list, guide) as a key, such as label: NAME",
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

    /// JSON's reader notes repeated keys as it reads objects (the tree is walked for them only
    /// when it noted one): a repeat deep in the tree, and one past an object's 16th member, are
    /// reported as YAML's are.
    @Test func repeatedJSONKeysAreFoundAtAnyDepthAndInLargeObjects() {
        #expect(
            errors(#"{"children": [{"view": "a", "children": [{"label": "b", "text": "x", "text": "y"}]}]}"#, format: .json)
                == ["1:70: expected each key once in a mapping, found text twice"])
        let metrics = (0..<20).map { "\"m\($0)\": \($0)" }.joined(separator: ", ")
        #expect(
            errors(#"{"metrics": {"# + metrics + #", "m3": 1}, "children": [{"view": "a"}]}"#, format: .json)
                == ["1:214: expected each key once in a mapping, found m3 twice"])
        #expect(errors(#"{"metrics": {"# + metrics + #"}, "children": [{"view": "a"}]}"#, format: .json) == [])
    }

    /// A statement may name a view written after it (checked once every view is read), and a
    /// name that is never declared is reported with the nearest one, wherever it is.
    @Test func statementsNameViewsWrittenBeforeOrAfterThem() {
        #expect(
            errors(
                """
                children:
                  - view: a
                    constraints: [a.width == b.width, b.height == a.height]
                  - view: b
                    constraints: [b.top == c.top, a.top == b.bottom]
                  - view: c
                    constraints: [c.left == d.left]
                constraints: [a.leading == root.leading, root.trailing == bb.trailing]
                """) == [
                    "7:29: expected a view of the document, found d (did you mean a?)",
                    "8:59: expected a view of the document, found bb (did you mean b?)",
                ])
        #expect(
            errors("freeStanding: true\nchildren: [{view: a}, {view: b}]\nconstraints: [a.width == b.width, root.width == a.width]\n")
                == ["3:35: expected a view of the document, found root (did you mean a?)"])
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

    /// A search stops after ``NearestName/stepBudget`` steps with the nearest name found so far
    /// (a document of thousands of views and thousands of misspelt names compared every error
    /// with every name): here "target" comes after 2,000 names of 32 letters, which take 192
    /// steps each.
    @Test func theNearestNameSearchStopsAtItsBudget() {
        let far = String(repeating: "a", count: 32)
        #expect(NearestName.stepBudget == 200_000)
        #expect(NearestName.nearest(to: "target", in: Array(repeating: far, count: 2000) + ["target"]) == far)
        #expect(NearestName.nearest(to: "target", in: Array(repeating: far, count: 100) + ["target"]) == "target")
        // Candidates that cannot beat the best found so far stop early: "widht" finds "width"
        // among 100,000 names of its length.
        #expect(NearestName.nearest(to: "widht", in: ["width"] + Array(repeating: "zzzzz", count: 100_000)) == "width")
        #expect(NearestName.nearest(to: "hieght", in: ["height", "weight", "eight"]) == "height")
    }
}
