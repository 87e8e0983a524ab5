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
        var result = self
        result.scale(by: factor)
        return result
    }

    /// Multiplies the expression by `factor` in place.
    public mutating func scale(by factor: Double) {
        for i in terms.indices { terms[i].coefficient *= factor }
        constant *= factor
    }

    /// Adds `factor × other` to the expression in place.
    public mutating func add(_ other: Expression, times factor: Double = 1) {
        terms.reserveCapacity(terms.count + other.terms.count)
        for term in other.terms { terms.append(Term(term.variable, term.coefficient * factor)) }
        constant += other.constant * factor
    }

    /// Adds `coefficient × variable` to the expression in place.
    public mutating func add(_ variable: Variable, times coefficient: Double = 1) {
        terms.append(Term(variable, coefficient))
    }

    /// The sum of two expressions.
    public static func + (lhs: consuming Expression, rhs: Expression) -> Expression {
        lhs.add(rhs)
        return lhs
    }
}
