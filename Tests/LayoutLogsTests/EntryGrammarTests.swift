import LayoutFormats
import LayoutLogs
import Testing

/// An entry's equation is read by the one constraint grammar (LayoutFormats'
/// ConstraintStatement) with UIKit's items as a layer on top: what the grammar reads, the log
/// reads, and its errors are at the line's columns in the log's words.
@Suite struct EntryGrammarTests {
    func entry(_ text: String) throws -> LogConstraint {
        let log = ConsoleLog.parse(text, file: "t.log")
        #expect(log.errors == [])
        return try #require(log.reports.first?.constraints.first)
    }

    func errors(_ text: String) -> [String] {
        ConsoleLog.parse(text, file: "t.log").errors.map(\.description)
    }

    /// Exponents, a leading point, spaces after a sign, and a sum on the right.
    @Test func numbersAndSumsAreTheGrammars() throws {
        let small = try entry("<NSLayoutConstraint:0x1 UIView:0x2.width == 1e-05>")
        #expect(small.constant == 0.00001 && small.second == nil && small.multiplier == 1)
        let half = try entry("<NSLayoutConstraint:0x1 UIView:0x2.width == .5*UIView:0x3.width - 4 @250>")
        #expect(half.multiplier == 0.5 && half.constant == -4 && half.priority == 250)
        let sum = try entry("<NSLayoutConstraint:0x1 UIView:0x2.top == UIView:0x3.bottom + 2 + 6>")
        #expect(sum.constant == 8 && sum.second?.attribute == .bottom)
    }

    /// A label may hold anything the grammar does not read (parentheses, `>`, `==`, quotes);
    /// the item is the layer's.
    @Test func labelsAreTheLayers() throws {
        let constraint = try entry(
            "<NSLayoutConstraint:0x1 UILabel:0x2'a (b) > c == d's'.leading == UIView:0x3.leading + 8   (active)>")
        #expect(constraint.first.item.label == "a (b) > c == d's")
        #expect(constraint.first.attribute == .leading && constraint.constant == 8)
    }

    /// After a label of characters made of several scalars, an error is still at the line's
    /// column (counted in characters).
    @Test func errorsAreAtTheLinesColumns() {
        #expect(
            errors("<NSLayoutConstraint:0x1 UILabel:0x2'👩‍👩‍👧 é'.width ≈ 10>") == [
                "t.log:1:48: expected '==', '>=' or '<=', found '≈'"
            ])
        #expect(
            errors("<NSLayoutConstraint:0x1 UIView:0x2.width == UIView:0x3.width * UIView:0x4.width>") == [
                "t.log:1:62: expected a constant on one side of '*' (a product of variables is not linear), found '*'"
            ])
        #expect(
            errors("<NSLayoutConstraint:0x1 UIView:0x2.width == 10 @0>") == [
                "t.log:1:49: expected a priority from 1 to 1000, found '0>'"
            ])
        #expect(
            errors("<NSLayoutConstraint:0x1 UIView:0x2.width == 10 @2000>") == [
                "t.log:1:49: expected a priority from 1 to 1000, found '2000>'"
            ])
        #expect(errors("<NSLayoutConstraint:0x1 UIView:0x2.width == 10 20>") == ["t.log:1:48: expected '>' at the end of the constraint, found '20>'"])
        #expect(errors("<NSLayoutConstraint:0x1 UIView:0x2 == 10>") == ["t.log:1:35: expected '.' and an attribute after 'UIView:0x2', found ' '"])
        #expect(errors("<NSLayoutConstraint:0x1 lockIcon == 10>") == ["t.log:1:25: expected '.' and an attribute after 'lockIcon', found 'lockIcon'"])
    }

    /// The log's own attributes (the frame attributes of autoresizing constraints) are names
    /// the grammar accepts from it.
    @Test func theLogsAttributes() throws {
        let constraint = try entry("<NSAutoresizingMaskLayoutConstraint:0x1 h=--& v=--& UIView:0x2.maxX == UIView:0x3.maxX>")
        #expect(constraint.first.attribute == .maxX && constraint.second?.attribute == .maxX)
        let named = try entry("<NSLayoutConstraint:0x1 Toolbar.lock$0.baseline == Toolbar.title.baseline   (active, names: Toolbar.title:0x3 )>")
        #expect(named.first.attribute == .baseline && named.first.item.written == "Toolbar.lock$0")
    }
}
