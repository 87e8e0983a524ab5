import LayoutFormats
import Testing

/// The layout form of the one constraint grammar: every notation people write, what each
/// notation refuses, and where.
@Suite struct ConstraintStatementTests {
    static let forms: [(text: String, described: String)] = [
        ("title.leading == avatar.trailing + 8 @750", "title.leading == avatar.trailing + 8 @750"),
        ("box.width == 0.5 * superview.width", "box.width == 0.5 * superview.width"),
        ("box.width == superview.width * 0.5", "box.width == 0.5 * superview.width"),
        ("RedView.Top = 1.0 x SuperView.Top + 10", "RedView.top == SuperView.top + 10"),
        ("ImageView.Height = 50 (priority: 950)", "ImageView.height == 50 @950"),
        ("ContentLabel.Bottom = ContainerView.Bottom + 10 (priority: 1000)", "ContentLabel.bottom == ContainerView.bottom + 10"),
        ("ContainerView.Bottom >= ContentView.Bottom + 5 (priority: 1000)", "ContainerView.bottom >= ContentView.bottom + 5"),
        ("RedView.Width = 30.0", "RedView.width == 30"),
        ("a.width ≤ 2 × b.height - 4 @low", "a.width <= 2 * b.height - 4 @250"),
        ("a.top ≥ root.safeArea.top @high", "a.top >= root.safeArea.top @750"),
        ("a.width == (b.width + 4) * 2 @fittingSizeLevel", "a.width == 2 * b.width + 8 @50"),
        ("a.centerx == b.CENTERX", "a.centerX == b.centerX"),
        ("a.baseline == b.firstBaseline", "a.lastBaseline == b.firstBaseline"),
        ("a.width == .5 * b.width", "a.width == 0.5 * b.width"),
        ("a.leading == b.trailing + -8", "a.leading == b.trailing - 8"),
    ]

    @Test(arguments: forms)
    func everyFormReads(text: String, described: String) throws {
        #expect(try ConstraintStatement(parsing: text).description == described)
    }

    @Test func operandsKnowWhereTheyAreWritten() throws {
        let statement = try ConstraintStatement(parsing: "größe.top == root.safeArea.top + 8")
        #expect(statement.first == .init(item: "größe", attribute: "top", itemOffset: 0, attributeOffset: 6))
        #expect(statement.second == .init(item: "root.safeArea", attribute: "top", itemOffset: 13, attributeOffset: 27))
        #expect(statement.multiplier == 1)
        #expect(statement.constant == 8)
    }

    @Test func aConstantHasNoMultiplier() throws {
        let statement = try ConstraintStatement(parsing: "a.width == 30 @999")
        #expect(statement.second == nil)
        #expect(statement.multiplier == 0)
        #expect(statement.priority == 999)
    }

    static let errors: [(text: String, notation: ConstraintNotation, offset: Int, message: String)] = [
        ("a.top = b.top", .conformance, 6, "expected ==, >= or <="),
        ("a.top = b.top", .solver, 6, "expected a relation (==, >= or <=)"),
        ("a.top == 1.0 x b.top", .conformance, 13, "expected an operator, '@' or the end of the constraint"),
        ("a.top == b.top (priority: 5)", .conformance, 15, "expected an operator, '@' or the end of the constraint"),
        ("a.top < b.top", .document, 6, "expected ==, =, >= or <="),
        ("a.top == b.lfet", .document, 11, "expected an attribute, found lfet (did you mean left?)"),
        ("a.Top == b.top", .conformance, 2, "expected an attribute, found Top (did you mean top?)"),
        ("top == b.top", .document, 0, "expected item.attribute, found top"),
        ("2 * a.top == b.top", .document, 0, "expected item.attribute alone on the left"),
        ("a.top + 8 == b.top", .document, 0, "expected item.attribute alone on the left"),
        ("a.top == b.top + c.top", .document, 17, "expected at most one item.attribute on the right"),
        ("a.top == b.top @urgent", .document, 16,
         "expected a priority (a number in (0, 1000] or required, high, low, fittingSizeLevel), found urgent (did you mean high?)"),
        ("a.top == b.top (priority 5)", .document, 25, "expected ':' after priority"),
        ("a.top == b.top (priority: 5", .document, 27, "expected ')' after the priority"),
        ("a.top == b.top (priority: 0)", .document, 26, "expected a priority in (0, 1000], found 0"),
        ("a.top == == 1", .conformance, 9, "expected item.attribute"),
        ("a.top == == 1", .document, 9, "expected a number or item.attribute"),
        ("a.top == b.top ]", .conformance, 15, "unexpected character ']'"),
        ("a.top == b.top ]", .solver, 15, "expected an operator, '@' or the end of the constraint"),
    ]

    @Test(arguments: errors)
    func error(text: String, notation: ConstraintNotation, offset: Int, message: String) {
        #expect(throws: ConstraintSyntaxError(offset: offset, message: message)) {
            if notation == .solver {
                _ = try ParsedConstraint(parsing: text)
            } else {
                _ = try ConstraintStatement(parsing: text, notation: notation)
            }
        }
    }

    @Test(arguments: [
        ("H:|-[a]-|", true), ("  V:[a(20)]", true), ("|-[a]", true), ("[a]-[b]", true), ("Height.top == 1", false),
        ("H.top == 1", false), ("", false),
    ])
    func visualFormatsAreToldApart(text: String, isFormat: Bool) {
        #expect(ConstraintStatement.isVisualFormat(text) == isFormat)
    }

    /// The solver notation keeps its strictness: the seeds' forms are errors there.
    @Test func theSolverNotationIsStrict() {
        #expect(throws: ConstraintSyntaxError(offset: 7, message: "expected an operator, '@' or the end of the constraint")) {
            try ParsedConstraint(parsing: "x == 2 x y")
        }
        #expect(throws: ConstraintSyntaxError(offset: 8, message: "expected an operator, '@' or the end of the constraint")) {
            try ParsedConstraint(parsing: "x == 50 (priority: 950)")
        }
    }

    /// Numbers with up to 15 digits are read on the fast path, longer ones by the standard
    /// library: both give the correctly rounded value.
    @Test(arguments: ["0.1", "123456789012345", "1234567890123456789", "0.30000000000000004", "3.14159", "7e-3", "1e300"])
    func numbersAreCorrectlyRounded(text: String) throws {
        #expect(try ConstraintStatement(parsing: "a.width == \(text)").constant == Double(text)!)
    }

    /// Each error says what was expected as a kind too, for readers that word their own
    /// messages (the log reader); the kind is not part of equality.
    @Test(arguments: [
        ("a.width 10", ConstraintSyntaxError.Expected.relation),
        ("a.width == ", .operand),
        ("a.width == %", .operand),
        ("a.widht == 10", .attribute),
        ("a.width == 10 20", .end),
        ("a.width == 10 @0", .priority),
        ("a.width == 1.", .number),
        ("a.width == (1", .other),
    ])
    func errorsSayWhatWasExpected(text: String, expected: ConstraintSyntaxError.Expected) {
        do {
            _ = try ConstraintStatement(parsing: text, notation: .conformance)
            Issue.record("\(text) was read")
        } catch {
            #expect(error.expected == expected, "\(text): \(error)")
            #expect(error == ConstraintSyntaxError(offset: error.offset, message: error.message))
        }
    }

    /// A reader may give the attributes its operands name (the log reader adds `minX`, …).
    @Test func attributesMayBeTheReaders() throws {
        let statement = try ConstraintStatement(
            parsing: "v.minX == w.baseline", notation: .conformance, attributeNames: ["minX", "baseline"])
        #expect(statement.first.attribute == "minX" && statement.second?.attribute == "baseline")
        #expect(throws: ConstraintSyntaxError(offset: 2, message: "expected an attribute, found top (did you mean minX?)")) {
            try ConstraintStatement(parsing: "v.top == 1", notation: .conformance, attributeNames: ["minX"])
        }
    }
}
