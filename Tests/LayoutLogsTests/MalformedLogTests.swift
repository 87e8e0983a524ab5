import LayoutFormats
import LayoutLogs
import Testing

/// Logs that cannot be read, in whole or in part: exact messages with line and column, the
/// rest still read, and never a crash.
@Suite struct MalformedLogTests {
    func errors(_ text: String) -> [String] {
        ConsoleLog.parse(text, file: "bad.log").errors.map(\.description)
    }

    @Test func noReport() {
        #expect(errors("") == [
            #"bad.log:1:1: expected a conflict report: "Unable to simultaneously satisfy constraints" and constraints such as <NSLayoutConstraint:0x… …>"#
        ])
        #expect(errors("hello\nworld") == errors(""))
    }

    @Test func truncatedEntries() {
        #expect(errors("<NSLayoutConstraint:0x28241f") == ["bad.log:1:29: expected a space after the constraint's address, found the end of the line"])
        #expect(errors("  <NSLayoutConstraint:0x1 UIView:0x2.height == 100") == ["bad.log:1:51: expected '>' at the end of the constraint, found the end of the line"])
        #expect(errors("<NSLayoutConstraint:0x1 V:|-(8)-[UILayoutGuide:0x2'UIViewLayoutMargin") == ["bad.log:1:51: expected the closing quote of the text that starts here, found ''UIViewLayoutMar'"])
        #expect(errors("<NSLayoutConstraint:0x1 UIView:0x2.height ==") == ["bad.log:1:45: expected a number, or an item such as UIView:0x7f….top, found the end of the line"])
    }

    @Test func garbageInsideEntries() {
        #expect(errors("<NSLayoutConstraint 0x1>") == ["bad.log:1:20: expected ':' and the constraint's address after 'NSLayoutConstraint', found ' '"])
        #expect(errors("<NSLayoutConstraint:0x1 UIView:0x2.hieght == 1>") == ["bad.log:1:36: expected an attribute such as top, leading, width, centerY, lastBaseline, leadingMargin or minX, found 'hieght'"])
        #expect(errors("<NSLayoutConstraint:0x1 UIView:0x2.width = 1>") == ["bad.log:1:42: expected '==', '>=' or '<=', found '='"])
        #expect(errors("<NSLayoutConstraint:0x1 H:[UIView:0x2]>") == ["bad.log:1:39: expected a size such as (44) inside ']' or a gap such as -(8)-, found '>'"])
        #expect(errors("<NSLayoutConstraint:0x1 H:|-(8)-[UIView:0x2]-|>") == ["bad.log:1:45: expected '>' at the end of the constraint, found '-|>'"])
        #expect(errors("<NSLayoutConstraint:0x1 h=--x v=--& UIView:0x2.width == 1>") == ["bad.log:1:25: expected an autoresizing mask such as h=--& v=--&, found 'h=--x'"])
        // Old SnapKit's descriptions are read (DeviceFormTests); half of one is an error.
        #expect(errors("<<App.LayoutConstraint:0x1 <UIView:0x2>.top == <UIView:0x3>.bottom>") == ["bad.log:1:27: expected '>' after the constraint's address, found ' '"])
        #expect(errors("<NSLayoutConstraint:0x1 <UIView:0x2>top == <UIView:0x3>.bottom>") == ["bad.log:1:37: expected '.' and an attribute after the item's '>', found 'top'"])
        #expect(errors("<NSLayoutConstraint:0x1 <0x2>.top == 0>") == ["bad.log:1:26: expected a view such as <UIView:0x7f…> in the angle brackets, found '0x2>.top'"])
    }

    /// A body of 20,000 distinct items is read in time linear in its length (counting the
    /// text read so far at each item made it quadratic: 11 s in a debug build), to the error
    /// the grammar gives for a sum on the right.
    @Test func aBodyOfManyItemsIsReadToItsError() {
        let terms = (1...20_000).map { "UIView:0x\(String($0, radix: 16)).width" }.joined(separator: " + ")
        #expect(
            errors("<NSLayoutConstraint:0x1 UIView:0x0.width == \(terms)>") == [
                "bad.log:1:64: expected at most one item.attribute on the right, found 'UIView:0x2.width'"
            ])
    }

    @Test func brokenConstraintMissing() {
        #expect(errors("<NSLayoutConstraint:0x1 A:0x2.width == 1>\nWill attempt to recover by breaking constraint \n<private>") == [
            "bad.log:3:9: expected ':' and the constraint's address after 'private', found '>'"
        ])
        #expect(errors("<NSLayoutConstraint:0x1 A:0x2.width == 1>\nWill attempt to recover by breaking constraint \n\nsomething else") == [
            "bad.log:4:1: expected the broken constraint, such as <NSLayoutConstraint:0x… …>"
        ])
        #expect(errors("<NSLayoutConstraint:0x1 A:0x2.width == 1>\nWill attempt to recover by breaking constraint ") == [
            "bad.log:2:47: expected the broken constraint on the next line, found the end of the log"
        ])
    }

    /// macOS hides the constraints of a report as `<private>`.
    @Test func privateReport() {
        #expect(errors("[Layout] Unable to simultaneously satisfy constraints:\n<private>\n\nWill attempt to recover by breaking constraint \n<private>") == [
            "bad.log:2:9: expected ':' and the constraint's address after 'private', found '>'",
            "bad.log:5:9: expected ':' and the constraint's address after 'private', found '>'",
            "bad.log:1:10: expected the report's constraints, such as <NSLayoutConstraint:0x… …>, after this headline",
        ])
    }

    /// What can be read is still explained.
    @Test func partsStillExplained() {
        let text = """
            Unable to simultaneously satisfy constraints.
            (
                "<NSLayoutConstraint:0x1 UIView:0x2.width == 10>",
                "<NSLayoutConstraint:0x3 UIView:0x2.width == %%%>",
                "<NSLayoutConstraint:0x4 UIView:0x2.width == 20>"
            )
            """
        let explanation = LogExplanation(ConsoleLog.parse(text, file: "bad.log"), file: "bad.log")
        #expect(explanation.errors.map(\.description) == ["bad.log:4:50: expected a number, or an item such as UIView:0x7f….top, found '%%%>\",'"])
        #expect(explanation.reports.first?.conflicts.map(\.memberIDs) == [["0x1", "0x4"]])
    }

    /// Real logs with characters replaced (a fixed pseudo-random sequence) read and explain
    /// without a crash, and every error names a place inside the log.
    @Test func mutatedLogs() throws {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        let replacements: [Character] = ["<", ">", "(", ")", "'", "\"", ".", ":", "-", "|", "[", "]", "@", "9", " ", "\n", "é"]
        for file in ["kvnprogress-6.log", "draggable-youtube-2.log", "unstoppable-wallet-1731.log", "steroids-1044.log"] {
            let original = Array(try Fixture.text(file))
            for _ in 0..<40 {
                var mutated = original
                for _ in 0..<(1 + next(6)) {
                    mutated[next(mutated.count)] = replacements[next(replacements.count)]
                }
                let text = String(mutated)
                let explanation = LogExplanation(ConsoleLog.parse(text, file: "m.log"), file: "m.log")
                let lineCount = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).count
                for error in explanation.errors {
                    #expect(error.location.line >= 1 && error.location.line <= lineCount)
                    #expect(error.message.hasPrefix("expected "))
                }
                _ = explanation.text
                _ = explanation.json
            }
        }
    }

    /// Every prefix of a real log reads without a crash.
    @Test func everyPrefixOfARealLog() throws {
        let text = try Fixture.text("tvos-toast-1.log")
        var index = text.startIndex
        while index < text.endIndex {
            let log = ConsoleLog.parse(String(text[..<index]), file: "p.log")
            _ = LogExplanation(log, file: "p.log")
            index = text.index(index, offsetBy: 7, limitedBy: text.endIndex) ?? text.endIndex
        }
    }
}
