import Cassowary

/// A linear constraint read from text such as `left + width == 375 - 8 @750`: the solver
/// notation of the one constraint grammar (``ConstraintNotation/solver``), whose layout form is
/// ``ConstraintStatement``.
///
/// The grammar (spaces and tabs may stand between any two tokens):
///
/// ```
/// constraint := sum relation sum ('@' number)?
/// relation   := '==' | '>=' | '<='
/// sum        := product (('+' | '-') product)*
/// product    := unary (('*' | '/') unary)*
/// unary      := ('+' | '-')* primary
/// primary    := number | name | '(' sum ')'
/// number     := digits ('.' digits)? (('e' | 'E') ('+' | '-')? digits)?
/// name       := word ('.' word)*     word: a letter or '_', then letters, digits or '_'
/// ```
///
/// Every product and quotient must stay linear: one side of `*` names no variable, and a divisor
/// names no variable (`(x + 1) * 2` is fine, `x * y` and `2 / x` are not). "Names no variable"
/// is read from the text: `(x - x) * y` is refused although `x - x` is 0. Dividing by zero is not
/// a syntax error: it makes a coefficient infinite, which the solver refuses as not finite.
///
/// The priority is a number in (0, 1000]; without one the constraint is required (1000).
/// Letters include non-ASCII ones, and names may be dotted (`logo.height`) so that they can
/// name a view's attribute.
public struct ParsedConstraint: Hashable, Sendable {
    /// The variables the text names, in order of first appearance.
    public var variableNames: [String]
    /// The left side minus the right side, over `Variable(index: i)` for the i-th name of
    /// ``variableNames``. Terms are kept as written (a name may occur in several terms).
    public var expression: Expression
    /// The relation of ``expression`` to zero.
    public var relation: Relation
    /// The priority after `@`, or required.
    public var priority: Priority

    /// Parses a constraint.
    ///
    /// - Throws: a ``ConstraintSyntaxError`` at the first place the text does not follow the
    ///   grammar, saying what was expected there; also when the priority lies outside
    ///   (0, 1000], when a product or quotient is not linear, and when parentheses nest deeper
    ///   than ``maximumNesting``.
    /// - Complexity: O(length of the text).
    public init(parsing text: String) throws(ConstraintSyntaxError) {
        var parser = _ConstraintParser(text, notation: .solver)
        let parts = try parser.parseParts()
        var difference = parts.lhs
        difference.add(parts.rhs, times: -1)
        let relation: Relation =
            switch parts.relation {
            case .equal: .equal
            case .greaterThanOrEqual: .greaterThanOrEqual
            case .lessThanOrEqual: .lessThanOrEqual
            }
        self.init(
            variableNames: parser.names,
            expression: Expression(
                difference.terms.map { Term(Variable(index: $0.name), $0.coefficient) },
                constant: difference.constant),
            relation: relation, priority: Priority(parts.priority))
    }

    /// Makes a constraint from its parts.
    public init(variableNames: [String], expression: Expression, relation: Relation, priority: Priority) {
        self.variableNames = variableNames
        self.expression = expression
        self.relation = relation
        self.priority = priority
    }

    /// How deeply parentheses may nest; deeper text is refused rather than risking the stack.
    public static let maximumNesting = 64

    /// Whether `name` is a variable name in the grammar above, such as `width` or `logo.top`.
    public static func isVariableName(_ name: String) -> Bool {
        var parser = _ConstraintParser(name, notation: .solver)
        return parser.skipName() && parser.isAtEnd
    }
}
