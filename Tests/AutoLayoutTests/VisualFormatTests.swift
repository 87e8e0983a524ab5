import AutoLayout
import Foundation
import Testing

/// The Visual Format Language: the constraints a string makes, the frames they give, and the
/// errors for strings that are not VFL.
@MainActor
struct VisualFormatTests {
    /// A 300 × 200 root with subviews `a`, `b`, `c` placed by constraints.
    func tree() -> (Window, [String: View]) {
        let root = makeRoot(width: 300, height: 200)
        root.identifier = "root"
        var views: [String: View] = [:]
        for name in ["a", "b", "c"] { views[name] = makeView(name, in: root) }
        return (root, views)
    }

    func activate(_ formats: [String], _ views: [String: View], options: LayoutConstraint.FormatOptions = [],
                  metrics: [String: CGFloat] = [:]) throws
    {
        for format in formats {
            LayoutConstraint.activate(
                try LayoutConstraint.constraints(withVisualFormat: format, options: options, metrics: metrics, views: views))
        }
    }

    func descriptions(_ format: String, _ views: [String: View], options: LayoutConstraint.FormatOptions = [],
                      metrics: [String: CGFloat] = [:]) throws -> [String]
    {
        try LayoutConstraint.constraints(withVisualFormat: format, options: options, metrics: metrics, views: views)
            .map(equation)
    }

    /// The description without its brackets and source location.
    func equation(_ constraint: LayoutConstraint) -> String {
        var text = String(constraint.description.dropFirst().dropLast())
        if let range = text.range(of: " (", options: .backwards) { text = String(text[..<range.lowerBound]) }
        return text
    }

    @Test func insetsAndAFixedWidth() throws {
        let (root, v) = tree()
        try activate(["H:|-20-[a(100)]", "V:|-10-[a(30)]", "H:|-20-[b]-30-|", "V:|-10-[b]-20-|"], v)
        root.layoutIfNeeded()
        #expect(v["a"]!.frame == CGRect(x: 20, y: 10, width: 100, height: 30))
        #expect(v["b"]!.frame == CGRect(x: 20, y: 10, width: 250, height: 170))
    }

    @Test func theConstraintsInUIKitsOrder() throws {
        let (root, v) = tree()
        defer { withExtendedLifetime(root) {} }
        #expect(try descriptions("|-20-[a(100)]-[b]-(>=5@750)-|", v) == [
            "a.width == 100",
            "a.leading == root.leading + 20",
            "b.leading == a.trailing + 8",
            "root.trailing >= b.trailing + 5 @750",
        ])
        #expect(try descriptions("V:[a][b(==a)]", v) == ["b.height == a.height", "b.top == a.bottom"])
    }

    @Test func standardSpacingIsEightBetweenViewsAndTheMarginsAtTheBars() throws {
        let (root, v) = tree()
        try activate(["|-[a]-[b(==a)]-|", "V:|-[a(20)]", "V:|-[b(20)]"], v)
        root.layoutIfNeeded()
        // Margins of 8: 300 - 8 - 8 - 8 = 276 for two equal widths.
        #expect(v["a"]!.frame == CGRect(x: 8, y: 8, width: 138, height: 20))
        #expect(v["b"]!.frame == CGRect(x: 154, y: 8, width: 138, height: 20))
        #expect(try descriptions("|-[a]-|", v) == ["a.leading == root.leadingMargin", "root.trailingMargin == a.trailing"])
    }

    @Test func predicatesMetricsAndPriorities() throws {
        let (root, v) = tree()
        try activate(
            ["|-pad-[a(>=wide,<=300@low)]-(>=pad)-|", "V:|[a(h)]"], v,
            metrics: ["pad": 12, "wide": 50, "low": 250, "h": 44])
        root.layoutIfNeeded()
        // Nothing pulls the width past its minimum: it stays the smallest that holds
        // (docs/under-constrained-layouts.md).
        #expect(v["a"]!.frame == CGRect(x: 12, y: 0, width: 50, height: 44))
        #expect(try descriptions("[a(>=wide,<=300@low)]", v, metrics: ["wide": 50, "low": 250]) == [
            "a.width >= 50", "a.width <= 300 @250",
        ])
    }

    @Test func flushViewsAndVerticalChains() throws {
        let (root, v) = tree()
        try activate(["|[a(50)][b(60)][c]|", "V:|[a(40)]-(10)-[b(40)]-(-5)-[c]|"], v)
        root.layoutIfNeeded()
        #expect(v["a"]!.frame == CGRect(x: 0, y: 0, width: 50, height: 40))
        #expect(v["b"]!.frame == CGRect(x: 50, y: 50, width: 60, height: 40))
        #expect(v["c"]!.frame == CGRect(x: 110, y: 85, width: 190, height: 115))
    }

    @Test func alignmentOptionsAlignNeighboursAcrossTheAxis() throws {
        let (root, v) = tree()
        try activate(["|-[a(40)]-[b(40)]-[c(40)]", "V:|-30-[a(20)]", "V:[b(30)]", "V:[c(10)]"], v)
        LayoutConstraint.activate(
            try LayoutConstraint.constraints(withVisualFormat: "[a]-[b]-[c]", options: .alignAllCenterY, views: v))
        root.layoutIfNeeded()
        #expect(v["b"]!.frame == CGRect(x: 56, y: 25, width: 40, height: 30))
        #expect(v["c"]!.frame == CGRect(x: 104, y: 35, width: 40, height: 10))
        #expect(try descriptions("[a][b]", v, options: [.alignAllTop, .alignAllBottom]) == [
            "b.leading == a.trailing", "a.top == b.top", "a.bottom == b.bottom",
        ])
    }

    @Test func directionOptions() throws {
        let (root, v) = tree()
        try activate(["V:|[a(10)]", "V:|[b(10)]"], v)
        LayoutConstraint.activate(try LayoutConstraint.constraints(
            withVisualFormat: "|-10-[a(50)]-20-[b(50)]", options: .directionRightToLeft, views: v))
        root.layoutIfNeeded()
        #expect(v["a"]!.frame == CGRect(x: 240, y: 0, width: 50, height: 10))
        #expect(v["b"]!.frame == CGRect(x: 170, y: 0, width: 50, height: 10))
        #expect(try descriptions("|-10-[a]", v, options: .directionLeftToRight) == ["a.left == root.left + 10"])
    }

    @Test func baselineToBaselineSpacing() throws {
        let root = makeRoot(width: 300, height: 200)
        let a = makeLabel("a", 100, 20, baselines: (15, 15))
        let b = makeLabel("b", 100, 20, baselines: (16, 16))
        for label in [a, b] {
            label.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(label)
        }
        let views = ["a": a, "b": b]
        try activate(["|[a]", "|[b]", "V:|-10-[a]"], views)
        LayoutConstraint.activate(try LayoutConstraint.constraints(
            withVisualFormat: "V:[a]-30-[b]", options: .spacingBaselineToBaseline, views: views))
        root.layoutIfNeeded()
        // a's last baseline at 10 + 20 - 5 = 25; b's first baseline at 55, so b's top at 39.
        #expect(b.frame == CGRect(x: 0, y: 39, width: 100, height: 20))
    }

    // MARK: Errors

    @Test(arguments: [
        ("V|[a]|", "Expected ':' after 'V'", 1),
        ("H:[a", "Expected ']'", 4),
        ("H:[d]", "d is not a key in the views dictionary.", 3),
        ("H:[a]-gap-[b]", "gap is not a key in the metrics dictionary.", 6),
        ("H:[a(==x)]", "x is not a key in the metrics or views dictionaries.", 7),
        ("H:[a]-(b)-[c]", "A gap's predicate cannot name a view: b is not a key in the metrics dictionary.", 7),
        ("H:[a(10@2000)]", "A priority must be between 1 and 1000.", 8),
        ("H:[a]-10", "Expected '-'", 8),
        ("H:[a]|x", "Expected the end of the format after '|'", 6),
        ("H:|-(10-[a]", "Expected ',' or ')'", 7),
        ("X:[a]", "Expected '[' or '|' or an orientation 'H:' or 'V:'", 0),
        ("", "Expected a view", 0),
    ])
    func syntaxErrorsSayWhere(_ format: String, _ message: String, _ offset: Int) {
        let (root, v) = tree()
        defer { withExtendedLifetime(root) {} }
        #expect(throws: VisualFormatError(message, format: format, offset: offset)) {
            try LayoutConstraint.constraints(withVisualFormat: format, views: v)
        }
    }

    @Test func theErrorReadsLikeUIKits() {
        let error = VisualFormatError("Expected ':' after 'V'", format: "V|[backgroundBox]|", offset: 1)
        #expect(error.description == "Unable to parse constraint format: \nExpected ':' after 'V' \nV|[backgroundBox]| \n ^")
    }

    @Test func aBarNeedsASuperview() {
        let lonely = View()
        #expect(throws: VisualFormatError(
            "Unable to interpret '|' character, because the related view doesn't have a superview",
            format: "|[a]", offset: 0)
        ) {
            try LayoutConstraint.constraints(withVisualFormat: "|[a]", views: ["a": lonely])
        }
    }

    @Test func alignmentAlongTheAxisIsRefused() {
        let (root, v) = tree()
        defer { withExtendedLifetime(root) {} }
        #expect(throws: VisualFormatError(
            "Options mask required views to be aligned on a horizontal edge, which is not allowed for layout that is also horizontal.",
            format: "[a][b]", offset: 0)
        ) {
            try LayoutConstraint.constraints(withVisualFormat: "[a][b]", options: .alignAllLeading, views: v)
        }
    }
}
