/// A linear expression: a sum of ``Term``s plus a constant.
///
/// Build one with the operators (`x + 2 * y - 3`) or directly from terms. The same variable may
/// occur in several terms; the solver adds them up.
public struct Expression: Hashable, Sendable {
    /// The summands that carry a variable, in the order they were written.
    public var terms: [Term]
    /// The summand without a variable.
    public var constant: Double

    /// Makes `Σ terms + constant`.
    public init(_ terms: [Term] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    /// Makes the expression `1 × variable`.
    public init(_ variable: Variable) {
        self.init([Term(variable)])
    }

    /// Makes the expression of a single term.
    public init(_ term: Term) {
        self.init([term])
    }

    /// Makes the constant expression `constant`.
    public init(constant: Double) {
        self.init([], constant: constant)
    }

    /// Whether every coefficient and the constant are finite (no NaN, no infinity).
    public var isFinite: Bool {
        constant.isFinite && terms.allSatisfy { $0.coefficient.isFinite }
    }

    /// The expression multiplied by `factor`.
    public func scaled(by factor: Double) -> Expression {
        Expression(terms.map { Term($0.variable, $0.coefficient * factor) }, constant: constant * factor)
    }

    /// The sum of two expressions.
    public static func + (lhs: Expression, rhs: Expression) -> Expression {
        Expression(lhs.terms + rhs.terms, constant: lhs.constant + rhs.constant)
    }
}
