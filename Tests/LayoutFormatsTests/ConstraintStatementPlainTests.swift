import Testing

@testable import LayoutFormats

/// The plain form of a statement is read without the grammar: for every text the plain reader
/// accepts, its statement is the grammar's, field by field (offsets, -0 and rounding included);
/// everything else is left to the grammar.
@Suite struct ConstraintStatementPlainTests {
    /// Texts in and around the plain form: spacing, every relation, factors, signs, fractions,
    /// priorities at and beyond their bounds, and forms only the grammar reads.
    static var texts: [String] {
        let lefts = ["a.top", "title.leading", "_x9.width", "x.centerY", "a.Top", "a.baseline", "root.safeArea.top", "é.top"]
        let relations = ["==", ">=", "<=", "=", "≥", "=>"]
        let rights = [
            "b.bottom", "b.bottom + 8", "b.bottom - 8", "b.bottom - 0", "b.bottom * 2", "b.bottom * 0.5 + 8.25",
            "b.bottom * 0", "b.bottom*2-3", "8", "0", "12.5", "b.bottom + 1.", "b.bottom + .5", "b.bottom + 1e3",
            "2 * b.bottom", "b.bottom / 2", "b.bottom x 2", "b.bottom + 8 + 2", "b.bottom * -2", "-8", "8px",
            "b.bottom + 1234567890123456", "b.bottom + 0.1234567890123", "superview.width", "b.bottom.top",
        ]
        let priorities = ["", " @750", " @ 999.5", "@1000", " @1000.5", " @0", " @high", " (priority: 950)"]
        var texts: [String] = []
        for left in lefts {
            for relation in relations {
                for right in rights {
                    for priority in priorities {
                        texts.append("\(left) \(relation) \(right)\(priority)")
                    }
                }
            }
        }
        texts += ["", " ", "a.top", "a.top ==", "  a.top==b.top  ", "a.top\t== b.top", "a.top == b.top @750 ", "a.top == b.top@"]
        return texts
    }

    @Test func plainStatementsAreTheGrammars() {
        var accepted = 0
        var mismatches: [String] = []
        for text in Self.texts {
            guard let plain = ConstraintStatement.plain(text) else { continue }
            accepted += 1
            let grammar = try? ConstraintStatement(
                grammar: text, notation: .document, attributeNames: ConstraintStatement.attributeNames)
            if grammar != plain || grammar.map({ $0.constant.sign != plain.constant.sign }) ?? true {
                mismatches.append(text)
            }
        }
        #expect(mismatches == [])
        // Plain: 4 left sides (exact attributes, one-word items) × 3 relations × 13 right sides
        // × 4 priorities, and 2 of the extra texts (so that this compares something).
        #expect(accepted == 4 * 3 * 13 * 4 + 2)
    }

    @Test func otherFormsAreLeftToTheGrammar() {
        for text in ["a.Top == b.top", "root.safeArea.top == b.top", "a.top = b.top", "a.top == b.top @high",
            "a.top == b.top + 1e3", "a.top == 2 * b.top", "a.top == b.top @0", "a.top\t== b.top", "é.top == b.top",
        ] {
            #expect(ConstraintStatement.plain(text) == nil, "\(text)")
        }
        #expect(
            ConstraintStatement.plain("title.leading == avatar.trailing * 0.5 - 8 @750")
                == ConstraintStatement(
                    first: .init(item: "title", attribute: "leading", itemOffset: 0, attributeOffset: 6),
                    relation: .equal,
                    second: .init(item: "avatar", attribute: "trailing", itemOffset: 17, attributeOffset: 24),
                    multiplier: 0.5, constant: -8, priority: 750))
    }
}
