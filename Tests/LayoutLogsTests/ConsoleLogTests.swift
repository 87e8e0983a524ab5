import LayoutFormats
import LayoutLogs
import Testing

/// Reading entries in every form the logs use.
@Suite struct ConsoleLogTests {
    func entry(_ text: String) throws -> LogConstraint {
        let log = ConsoleLog.parse(text, file: "t.log")
        #expect(log.errors == [])
        return try #require(log.reports.first?.constraints.first)
    }

    func describe(_ constraint: LogConstraint) -> String {
        var text = "\(constraint.first.item.written).\(constraint.first.attribute.rawValue) \(constraint.relation.rawValue)"
        if let second = constraint.second {
            text += constraint.multiplier == 1 ? " " : " \(constraint.multiplier)*"
            text += "\(second.item.written).\(second.attribute.rawValue)"
            if constraint.constant != 0 { text += " + \(constraint.constant)" }
        } else {
            text += " \(constraint.constant)"
        }
        if !constraint.isRequired { text += " @\(constraint.priority)" }
        return text
    }

    @Test func equation() throws {
        let constraint = try entry(
            #"    "<NSLayoutConstraint:0x600002c8d0e0 UILabel:0x7f8b'title'.leading == UIView:0x7f9c.leadingMargin + 8   (active)>","#)
        #expect(constraint.address == "0x600002c8d0e0")
        #expect(constraint.className == "NSLayoutConstraint")
        #expect(constraint.first.item.label == "title")
        #expect(describe(constraint) == "UILabel:0x7f8b.leading == UIView:0x7f9c.leadingMargin + 8.0")
        #expect(constraint.location == SourceLocation(file: "t.log", line: 1, column: 6))
        #expect(constraint.text == "<NSLayoutConstraint:0x600002c8d0e0 UILabel:0x7f8b'title'.leading == UIView:0x7f9c.leadingMargin + 8   (active)>")
    }

    @Test func visualFormat() throws {
        #expect(describe(try entry("<NSLayoutConstraint:0x1 H:|-(8)-[UILabel:0x2]   (active, names: '|':UIView:0x3 )>")) == "UILabel:0x2.leading == UIView:0x3.leading + 8.0")
        #expect(describe(try entry("<NSLayoutConstraint:0x1 V:[UIView:0x2]-(0)-|   (Names: '|':UIView:0x3 )>")) == "UIView:0x2.bottom == UIView:0x3.bottom")
        #expect(describe(try entry("<NSLayoutConstraint:0x1 H:[UIView:0x2]-(>=8)-|>")) == "UIView:0x2.trailing <= [superview of 0x2].trailing + -8.0")
        #expect(describe(try entry("<NSLayoutConstraint:0x1 H:[UIView:0x2]-(-7)-[UIView:0x3]>")) == "UIView:0x3.leading == UIView:0x2.trailing + -7.0")
        #expect(describe(try entry("<NSLayoutConstraint:0x1 V:[UIView:0x2(>=40@750)]>")) == "UIView:0x2.height >= 40.0 @750.0")
        #expect(describe(try entry("<NSLayoutConstraint:0x1 H:[UILabel:0x2' ']-(NSSpace(8))-[UIButton:0x3'Go']>")) == "UIButton:0x3.leading == UILabel:0x2.trailing + 8.0")
        #expect(describe(try entry("<NSLayoutConstraint:0x1 H:|-(0)-[UIView:0x2](LTR)   (Names: '|':UIWindow:0x3 )>")) == "UIView:0x2.leading == UIWindow:0x3.leading")
    }

    @Test func superviewRevealed() throws {
        #expect(try entry("<NSLayoutConstraint:0x1 H:|-(8)-[UILabel:0x2]   (active, names: '|':UIView:0x3 )>").revealedSuperview?.key == "0x3")
        #expect(try entry("<NSAutoresizingMaskLayoutConstraint:0x1 h=-&- v=--& A:0x2.width == B:0x3.width + 375>").revealedSuperview?.key == "0x3")
        #expect(try entry("<NSLayoutConstraint:0x1 A:0x2.top == B:0x3.top>").revealedSuperview == nil)
    }

    @Test func autoresizing() throws {
        let constraint = try entry("<NSAutoresizingMaskLayoutConstraint:0x1 h=--& v=--& UIView:0x2.midY == + 70>")
        #expect(constraint.autoresizingMask == "h=--& v=--&")
        #expect(describe(constraint) == "UIView:0x2.midY == 70.0")
        #expect(describe(try entry("<NSAutoresizingMaskLayoutConstraint:0x1 h=--- v=--- V:[UIWindow:0x2(480)]>")) == "UIWindow:0x2.height == 480.0")
    }

    @Test func identifiersAndMultipliers() throws {
        let constraint = try entry(
            "<NSLayoutConstraint:0x1 'IB auto generated at build time for view with fixed frame' A:0x2.height == 0.4*B:0x3.height - 10 @999>")
        #expect(constraint.identifier == "IB auto generated at build time for view with fixed frame")
        #expect(describe(constraint) == "A:0x2.height == 0.4*B:0x3.height + -10.0 @999.0")
        // Newer UIKit writes the multiplier after the item.
        let after = try entry("<NSLayoutConstraint:0x1 UIImageView:0x2.width == UIImageView:0x2.height * 1.77778 + 4>")
        #expect(describe(after) == "UIImageView:0x2.width == 1.77778*UIImageView:0x2.height + 4.0")
        let missing = ConsoleLog.parse("<NSLayoutConstraint:0x1 A:0x2.width == A:0x2.height * >", file: "t.log")
        #expect(missing.errors.map(\.description) == ["t.log:1:55: expected a multiplier after '*', found '>'"])
    }

    @Test func snapKitAndMasonry() throws {
        let snap = try entry(
            "<SnapKit.LayoutConstraint:0x7fd4@/Users/mg/TestApp Demo/App/Controller.swift#98 UIView:0x2.top == UIView:0x3.top + 64.0>")
        #expect(snap.className == "SnapKit.LayoutConstraint")
        #expect(snap.creationSite == "/Users/mg/TestApp Demo/App/Controller.swift#98")
        #expect(describe(snap) == "UIView:0x2.top == UIView:0x3.top + 64.0")
        let masonry = try entry("\t<MASLayoutConstraint:labelTop UILabel:title.top == UIView:cv.top + 10>,")
        #expect(masonry.address == "labelTop")
        #expect(describe(masonry) == "UILabel:title.top == UIView:cv.top + 10.0")
    }

    @Test func namesBlockIdentifiers() throws {
        let constraint = try entry(
            "<NSLayoutConstraint:0x1 V:[NextButton]-(465)-[_UILayoutGuide:0x2]   (active, names: NextButton:0x7ff3 )>")
        #expect(constraint.first.item.key == "0x2")
        #expect(constraint.second?.item.key == "0x7ff3")
        #expect(constraint.second?.item.identifier == "NextButton")
        let dotted = try entry("<NSLayoutConstraint:0x1 AddressToolbar.lockIcon.width == 40   (active, names: AddressToolbar.lockIcon:0x106c )>")
        #expect(describe(dotted) == "AddressToolbar.lockIcon:0x106c.width == 40.0")
    }

    @Test func labelsWithQuotesAndSpaces() throws {
        let constraint = try entry("<NSLayoutConstraint:0x1 UILabel:0x2'Don't stop me'.bottom == UIView:0x3.bottom>")
        #expect(constraint.first.item.label == "Don't stop me")
        #expect(constraint.first.attribute == .bottom)
    }

    @Test func guidesAreGuides() throws {
        let constraint = try entry(
            "<NSLayoutConstraint:0x1 'UIView-topMargin-guide-constraint' V:|-(8)-[UILayoutGuide:0x2'UIViewLayoutMarginsGuide']   (active, names: '|':UIView:0x3 )>")
        #expect(constraint.first.item.kind == .layoutGuide)
        #expect(constraint.second?.item.kind == .view)
    }

    @Test func reportsAndBrokenConstraints() {
        let text = """
            [LayoutConstraints] Unable to simultaneously satisfy constraints.
            (
                "<NSLayoutConstraint:0x1 UIView:0x2.width == 10   (active)>",
                "<NSLayoutConstraint:0x3 UIView:0x2.width == 20   (active)>"
            )
            Will attempt to recover by breaking constraint <NSLayoutConstraint:0x3 UIView:0x2.width == 20   (active)>
            Unable to simultaneously satisfy constraints:
            (
                "<NSLayoutConstraint:0x4 NSView:0x5.height == 1>"
            )
            Will attempt to recover by breaking constraint
            <NSLayoutConstraint:0x4 NSView:0x5.height == 1>
            """
        let log = ConsoleLog.parse(text, file: "t.log")
        #expect(log.errors == [])
        #expect(log.reports.map(\.constraints.count) == [2, 1])
        #expect(log.reports.map { $0.broken?.address } == ["0x3", "0x4"])
        #expect(log.reports.map(\.isAppKit) == [false, true])
        #expect(log.reports.map(\.location.line) == [1, 7])
    }

    @Test func lineEndings() {
        let log = ConsoleLog.parse("<NSLayoutConstraint:0x1 A:0x2.width == 1>\r\n<NSLayoutConstraint:0x3 A:0x2.width == 2>\r<NSLayoutConstraint:0x4 A:0x2.width == 3>", file: "t.log")
        #expect(log.reports.first?.constraints.map(\.location.line) == [1, 2, 3])
    }

    /// Newer AppKit prints "Conflicting constraints detected: (" before the list; a list that
    /// follows a report's broken constraint without a headline is a report of its own.
    @Test func appKitHeadlineAndListsWithoutHeadline() {
        let text = """
            Conflicting constraints detected: (
                "<NSLayoutConstraint:0x1 NSImageView:0x2.width == 15   (active)>",
                "<NSLayoutConstraint:0x3 NSImageView:0x2.width == 16   (active)>"
            )
            Will attempt to recover by breaking constraint
            <NSLayoutConstraint:0x3 NSImageView:0x2.width == 16   (active)>
            (
                "<NSLayoutConstraint:0x4 UIView:0x5.height == 1>",
                "<NSLayoutConstraint:0x6 UIView:0x5.height == 2>"
            )
            """
        let log = ConsoleLog.parse(text, file: "t.log")
        #expect(log.errors == [])
        #expect(log.reports.map(\.constraints.count) == [2, 2])
        #expect(log.reports.map { $0.broken?.address } == ["0x3", nil])
        #expect(log.reports.map(\.isAppKit) == [true, false])
        #expect(log.reports.map(\.framework) == ["AppKit", "UIKit"])
        #expect(log.reports.map(\.location.line) == [1, 8])
    }
}
