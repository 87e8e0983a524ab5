import LayoutFormats
import LayoutLogs
import Testing

/// The forms a device prints beside plain equations (issue 18): system spacing written after a
/// term or inside a visual-format predicate, `NSContentSizeLayoutConstraint`'s content
/// priorities, AppKit's `priority:`, old SnapKit's descriptions, private constraint classes and
/// lldb's array.
@Suite struct DeviceFormTests {
    func entry(_ text: String) throws -> LogConstraint {
        let log = ConsoleLog.parse(text, file: "t.log")
        #expect(log.errors == [])
        return try #require(log.reports.first?.constraints.first)
    }

    func errors(_ text: String) -> [String] {
        ConsoleLog.parse(text, file: "t.log").errors.map(\.description)
    }

    func report(_ entries: String...) throws -> ReportExplanation {
        let text = entries.joined(separator: "\n")
        let explanation = LogExplanation(ConsoleLog.parse(text, file: "t.log"), file: "t.log")
        #expect(explanation.errors == [])
        return try #require(explanation.reports.first)
    }

    /// `NSSpace(0)` after a term with no operator is the term plus that many points.
    @Test func spaceAfterATerm() throws {
        let constraint = try entry(
            "<NSLayoutConstraint:0x1 UILayoutGuide:0x2'UIViewLayoutMarginsGuide'.bottom == UIButton:0x3'Cancel'.bottom NSSpace(0)   (active)>")
        #expect(constraint.first.attribute == .bottom && constraint.second?.item.address == "0x3")
        #expect(constraint.constant == 0 && constraint.systemSpacing == 0 && constraint.priority == 1000)
        let twelve = try entry("<NSLayoutConstraint:0x1 UIView:0x2.top == UIView:0x3.bottom NSSpace(12)>")
        #expect(twelve.constant == 12 && twelve.systemSpacing == 12 && twelve.relation == .equal)
    }

    /// `NSLayoutAnchorConstraintSpace(8)` after a term: `first (relation) second + 8`, as
    /// `constraint(lessThanOrEqualToSystemSpacingBelow:multiplier:)` makes it.
    @Test func anchorSpaceAfterATerm() throws {
        let constraint = try entry(
            "<_UISystemBaselineConstraint:0x600002d1f4e0 SomeView:0x7fceff1c07a0.bottom <= UILayoutGuide:0x60000306d340'UIViewSafeAreaLayoutGuide'.bottom NSLayoutAnchorConstraintSpace(8)   (active)>")
        #expect(constraint.className == "_UISystemBaselineConstraint")
        #expect(constraint.relation == .lessThanOrEqual && constraint.constant == 8 && constraint.systemSpacing == 8)
        #expect(constraint.second?.item.label == "UIViewSafeAreaLayoutGuide")
        let scaled = try entry("<NSLayoutConstraint:0x1 UIView:0x2.top == UIView:0x3.bottom NSLayoutAnchorConstraintSpace(16.5) @750>")
        #expect(scaled.constant == 16.5 && scaled.priority == 750)
    }

    /// Inside visual-format predicates, with a relation, and as a gap between two views.
    @Test func anchorSpaceInVisualFormat() throws {
        let top = try entry(
            "<_UISystemBaselineConstraint:0x2828051d0 V:|-(>=NSLayoutAnchorConstraintSpace(8))-[UILabel:0x111b35c20]   (active, names: '|':C:0x111b35a60 )>")
        #expect(top.first.attribute == .top && top.relation == .greaterThanOrEqual && top.constant == 8)
        #expect(top.second?.item.address == "0x111b35a60" && top.systemSpacing == 8)
        let gap = try entry(
            "<_UISystemBaselineConstraint:0x1 'UISV-spacing' V:[UIStackView:0x2]-(NSLayoutAnchorConstraintSpace(8))-[UIButton:0x3'OK']   (active)>")
        #expect(gap.first.item.address == "0x3" && gap.first.attribute == .top)
        #expect(gap.second?.item.address == "0x2" && gap.second?.attribute == .bottom && gap.constant == 8)
        let space = try entry("<NSLayoutConstraint:0x1 H:[UIView:0x2]-(NSSpace(20))-|   (active, names: '|':UIView:0x3 )>")
        #expect(space.constant == -20 && space.first.attribute == .trailing)
    }

    /// A spacing without its number, or not closed, is an error at its place.
    @Test func malformedSpacing() {
        #expect(
            errors("<NSLayoutConstraint:0x1 UIView:0x2.top == UIView:0x3.bottom NSSpace()>") == [
                "t.log:1:69: expected a number of points in NSSpace(…), found ')>'"
            ])
        #expect(
            errors("<NSLayoutConstraint:0x1 V:|-(NSLayoutAnchorConstraintSpace(8)-[UIView:0x2]>") == [
                "t.log:1:62: expected ')' after the gap, found '-[UIView:0x2]>'"
            ])
    }

    /// `NSContentSizeLayoutConstraint`'s `Hug:` and `CompressionResistance:` are its two
    /// priorities; the entry is required only as far as they are.
    @Test func contentSizePriorities() throws {
        let constraint = try entry(
            "<NSContentSizeLayoutConstraint:0x6200000a6b40 NSTextField:0x103428b00.height == 18 Hug:750 CompressionResistance:250   (active)>")
        #expect(constraint.isContentSize && constraint.contentHuggingPriority == 750)
        #expect(constraint.compressionResistancePriority == 250 && constraint.priority == 750 && !constraint.isRequired)
        let required = try entry("<NSContentSizeLayoutConstraint:0x1 UILabel:0x2.width == 42 Hug:1000 CompressionResistance:1000>")
        #expect(required.isRequired)
        // Our own engine's form: one half, its priority written twice.
        let hugging = try entry("<NSContentSizeLayoutConstraint:0x1 UILabel:0x2.width <= 42 @250 Hug:250   (active)>")
        #expect(hugging.relation == .lessThanOrEqual && hugging.priority == 250 && hugging.contentHuggingPriority == 250)
        #expect(hugging.compressionResistancePriority == nil)
        #expect(
            errors("<NSContentSizeLayoutConstraint:0x1 UILabel:0x2.width == 42 Hug:1001>") == [
                "t.log:1:60: expected a priority from 1 to 1000 after 'Hug:', found 'Hug:1001>'"
            ])
    }

    /// AppKit's `priority:500` stands where UIKit prints `@500`.
    @Test func appKitPriority() throws {
        let constraint = try entry(
            "<NSLayoutConstraint:0x608000084c90 'NSTableRowView-Encapsulated-Layout-Height' NSTableRowView:0x6080001a23e0.height == 44 priority:500   (active)>")
        #expect(constraint.priority == 500 && constraint.constant == 44 && constraint.identifier == "NSTableRowView-Encapsulated-Layout-Height")
    }

    /// Old SnapKit prints its constraint and its items as descriptions in angle brackets.
    @Test func snapKitDescriptions() throws {
        let constraint = try entry(
            "<<DeviceImagesTest.LayoutConstraint:0x7f8a412e8740> <UIView:0x7f8a412e8eb0>.top == <_UILayoutGuide:0x7f8a412e9430>.bottom + 4>")
        #expect(constraint.className == "DeviceImagesTest.LayoutConstraint" && constraint.address == "0x7f8a412e8740")
        #expect(constraint.first.item.address == "0x7f8a412e8eb0" && constraint.second?.item.className == "_UILayoutGuide")
        #expect(constraint.second?.attribute == .bottom && constraint.constant == 4)
        #expect(
            errors("<<App.LayoutConstraint:0x1> <UIView:0x2 .top == 0>") == [
                "t.log:1:40: expected '>' after 'UIView:0x2', found ' '"
            ])
    }

    /// lldb's `po view.constraintsAffectingLayout(for:)` prints an array: `  - 0 : <…>`.
    @Test func lldbArray() throws {
        let log = ConsoleLog.parse(
            """
            (lldb) po view.constraintsAffectingLayout(for: .vertical)
            2 elements
              - 0 : <NSLayoutConstraint:0x1 UIView:0x2.height == 10   (active)>
              - 1 : <NSLayoutConstraint:0x3 UIView:0x2.height == 12   (active)>
            """, file: "t.log")
        #expect(log.errors == [])
        #expect(log.reports.count == 1 && log.reports.first?.constraints.map(\.address) == ["0x1", "0x3"])
    }

    /// A content size's halves: `Hug:250 CompressionResistance:750` gives way to a required
    /// width in either direction without a conflict, and the frame takes the stronger half.
    @Test func contentSizeHalvesRebuild() throws {
        let optional = try report(
            "<NSContentSizeLayoutConstraint:0x1 UILabel:0x2.width == 42 Hug:250 CompressionResistance:750   (active)>",
            "<NSLayoutConstraint:0x3 UILabel:0x2.width >= 60   (active)>")
        #expect(optional.isSatisfiable && optional.conflicts.isEmpty)
        #expect(optional.items.first { $0.id == "0x2" }?.frame.width == 60)
        // Compression resistance 750 beats a width of at most 30 at 500; hugging 250 loses to >= 60.
        let compressed = try report(
            "<NSContentSizeLayoutConstraint:0x1 UILabel:0x2.width == 42 Hug:250 CompressionResistance:750   (active)>",
            "<NSLayoutConstraint:0x3 UILabel:0x2.width <= 30 @500   (active)>")
        #expect(compressed.items.first { $0.id == "0x2" }?.frame.width == 42)
        let required = try report(
            "<NSContentSizeLayoutConstraint:0x1 UILabel:0x2.width == 42 Hug:250 CompressionResistance:1000   (active)>",
            "<NSLayoutConstraint:0x3 UILabel:0x2.width <= 30   (active)>")
        #expect(!required.isSatisfiable)
        #expect(required.conflicts.map(\.memberIDs) == [["0x1", "0x3"]])
        #expect(required.conflicts.first?.arithmetic == "42 [1] > 30 [2]")
        #expect(
            required.constraints.first?.words
                == "width of UILabel is 42 (its content size: hugging 250, compression resistance 1000)")
    }
}
