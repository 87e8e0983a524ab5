import Foundation
import LayoutLogs
import Testing

/// `--format json`: the exact document for a real log, and the fields that tools rely on.
@Suite struct ExplanationJSONTests {
    @Test func foldingCell() throws {
        let expected = #"""
            {"file": "folding-cell-63.log", "errors": [], "reports": [{"number": 1, "line": 2, "appKit": false, "satisfiable": false, "views": [{"id": "0x7fca0bd50f70", "name": "UIView", "kind": "view", "class": "UIView", "label": null, "superview": null, "superviewAssumed": false, "frame": {"x": 0, "y": 0, "width": 100, "height": 84}}], "constraints": [{"id": "0x7fca0bd54cc0", "number": 1, "implied": null, "class": "NSLayoutConstraint", "identifier": null, "creationSite": null, "autoresizingMask": null, "line": 8, "text": "<NSLayoutConstraint:0x7fca0bd54cc0 V:[UIView:0x7fca0bd50f70(200)]>", "priority": 1000, "contentHugging": null, "compressionResistance": null, "systemSpacing": null, "words": "height of UIView is 200", "origin": null}, {"id": "0x7fca0bd564a0", "number": 2, "implied": null, "class": "NSLayoutConstraint", "identifier": null, "creationSite": null, "autoresizingMask": null, "line": 9, "text": "<NSLayoutConstraint:0x7fca0bd564a0 V:[UIView:0x7fca0bd50f70(84)]>", "priority": 1000, "contentHugging": null, "compressionResistance": null, "systemSpacing": null, "words": "height of UIView is 84", "origin": null}], "conflicts": [{"constraints": ["0x7fca0bd54cc0", "0x7fca0bd564a0"], "arithmetic": "200 [1] ≠ 84 [2]"}], "smallestConflict": ["0x7fca0bd54cc0", "0x7fca0bd564a0"], "complete": true, "broken": {"id": "0x7fca0bd54cc0", "listed": true, "resolvesConflict": true}, "notes": []}]}
            """#
        #expect(try Fixture.explain("folding-cell-63.log").json == expected + "\n")
    }

    @Test func impliedConstraintsAndErrors() throws {
        let json = try Fixture.explain("tagflow-8.log").json
        #expect(json.contains(#""errors": [{"line": 15, "column": 120, "message": "expected '>' at the end of the constraint, found the end of the line"}]"#))
        #expect(json.contains(#""smallestConflict": ["0x60000286f390", "0x60000286f610", "0x60000286f660", "UILabel:0x7fe4bee22420.height >= 0"]"#))
        #expect(json.contains(#"{"id": "UILabel:0x7fe4bee22420.height >= 0", "number": 4, "implied": "nonNegativeSize", "class": null, "identifier": null, "creationSite": null, "autoresizingMask": null, "line": null, "text": null, "priority": 1000, "contentHugging": null, "compressionResistance": null, "systemSpacing": null, "words": "height of UILabel 'Tech' is at least 0 (sizes are never negative)", "origin": null}"#))
        #expect(json.contains(#""broken": null"#))
    }

    /// A content size's two priorities and the points a system spacing stands for.
    @Test func contentSizeAndSystemSpacing() throws {
        let json = try Fixture.explain("appkit-10.13-release-notes.log").json
        #expect(json.contains(#""priority": 750, "contentHugging": 750, "compressionResistance": 750, "systemSpacing": null, "words": "height of NSTextField is 18 (its content size: hugging 750, compression resistance 750)""#))
        let spacing = try Fixture.explain("wtfautolayout-20.log").json
        #expect(spacing.contains(#""priority": 1000, "contentHugging": null, "compressionResistance": null, "systemSpacing": 8, "words": "top edge of UILabel is at least 8 pt below top edge of ClassName""#))
    }

    @Test func snapKitCreationSite() throws {
        let json = try Fixture.explain("unstoppable-wallet-1731.log").json
        #expect(json.contains(#""class": "SnapKit.LayoutConstraint", "identifier": null, "creationSite": "BackupWordsController.swift#61""#))
        #expect(json.contains(#""origin": "made at BackupWordsController.swift#61""#))
    }

    /// Autoresizing constraints carry their mask; UIKit's own identifiers say what they mean.
    @Test func autoresizingMaskAndIdentifiers() throws {
        let tagflow = try Fixture.explain("tagflow-8.log").json
        #expect(tagflow.contains(#""creationSite": null, "autoresizingMask": "h=--& v=--&", "line": 9,"#))
        #expect(tagflow.contains(#""words": "height of UIView is 0", "origin": "from its autoresizing mask h=--& v=--&"}"#))
        let stack = try Fixture.explain("representablekit-3.log").json
        #expect(stack.contains(#""identifier": "UISV-alignment","#))
        #expect(stack.contains(#""origin": "'UISV-alignment': made by a UIStackView"}"#))
    }

    /// docs/explain-json.md: its example is what the command prints (indented there), and it
    /// describes every key the output has.
    @Test func documentedExampleIsTheRealOutput() throws {
        let root = Fixture.directory.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let document = try String(contentsOf: root.appendingPathComponent("docs/explain-json.md"), encoding: .utf8)
        let start = try #require(document.range(of: "```json\n"))
        let end = try #require(document.range(of: "```", range: start.upperBound..<document.endIndex))
        let shown = String(document[start.upperBound..<end.lowerBound])
        let path = "Tests/LayoutLogsTests/Fixtures/tagflow-8.log"
        let json = LogExplanation(ConsoleLog.parse(try Fixture.text("tagflow-8.log"), file: path), file: path).json
        #expect(Self.withoutLayout(shown) == Self.withoutLayout(json))

        var keys = Set<String>()
        for other in ["kvnprogress-6.log", "draggable-youtube-2.log", "unstoppable-wallet-1731.log"] {
            keys.formUnion(Self.keys(try Fixture.explain(other).json))
        }
        keys.formUnion(Self.keys(json))
        let description = try #require(document.components(separatedBy: "## Example").first)
        for key in keys.sorted() {
            #expect(
                description.contains("`\(key)`") || description.contains("\"\(key)\""),
                "docs/explain-json.md does not describe \(key)")
        }
    }

    /// The JSON without the spaces and line breaks between its tokens.
    static func withoutLayout(_ json: String) -> String {
        var result = ""
        var inString = false
        var escaped = false
        for character in json {
            if inString {
                result.append(character)
                if escaped { escaped = false } else if character == "\\" { escaped = true } else if character == "\"" { inString = false }
            } else if character == "\"" {
                inString = true
                result.append(character)
            } else if !character.isWhitespace {
                result.append(character)
            }
        }
        return result
    }

    /// The object keys of a JSON text: strings followed by a colon.
    static func keys(_ json: String) -> Set<String> {
        let compact = withoutLayout(json)
        var keys = Set<String>()
        var rest = compact[...]
        while let quote = rest.firstIndex(of: "\"") {
            var index = rest.index(after: quote)
            var text = ""
            while index < rest.endIndex, rest[index] != "\"" {
                if rest[index] == "\\" { index = rest.index(after: index) }
                if index < rest.endIndex { text.append(rest[index]) }
                index = rest.index(after: index)
            }
            guard index < rest.endIndex else { break }
            let after = rest.index(after: index)
            if after < rest.endIndex, rest[after] == ":" { keys.insert(text) }
            rest = rest[after...]
        }
        return keys
    }
}
