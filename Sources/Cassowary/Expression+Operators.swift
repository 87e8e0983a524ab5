// A small, concrete set of operators over Variable, Expression and Double. Scaling a variable
// gives an Expression (not a Term) so that the set stays small: large overload sets slow
// Swift's type checker.

extension Expression {
    @inline(__always)
    fileprivate static func of(_ variable: Variable) -> Expression { Expression(variable) }
}

// MARK: Scaling

/// `coefficient × variable`
public func * (lhs: Double, rhs: Variable) -> Expression { Expression(Term(rhs, lhs)) }
/// `variable × coefficient`
public func * (lhs: Variable, rhs: Double) -> Expression { Expression(Term(lhs, rhs)) }
/// `factor × expression`
public func * (lhs: Double, rhs: Expression) -> Expression { rhs.scaled(by: lhs) }
/// `expression × factor`
public func * (lhs: Expression, rhs: Double) -> Expression { lhs.scaled(by: rhs) }
/// `variable ÷ divisor`
public func / (lhs: Variable, rhs: Double) -> Expression { Expression(Term(lhs, 1 / rhs)) }
/// `expression ÷ divisor`
public func / (lhs: Expression, rhs: Double) -> Expression { lhs.scaled(by: 1 / rhs) }
/// `-variable`
public prefix func - (operand: Variable) -> Expression { Expression(Term(operand, -1)) }
/// `-expression`
public prefix func - (operand: Expression) -> Expression { operand.scaled(by: -1) }

// MARK: Sums

/// `variable + variable`
public func + (lhs: Variable, rhs: Variable) -> Expression { .of(lhs) + .of(rhs) }
/// `variable + expression`
public func + (lhs: Variable, rhs: Expression) -> Expression { .of(lhs) + rhs }
/// `expression + variable`
public func + (lhs: Expression, rhs: Variable) -> Expression { lhs + .of(rhs) }
/// `variable + constant`
public func + (lhs: Variable, rhs: Double) -> Expression { Expression([Term(lhs)], constant: rhs) }
/// `constant + variable`
public func + (lhs: Double, rhs: Variable) -> Expression { Expression([Term(rhs)], constant: lhs) }
/// `expression + constant`
public func + (lhs: Expression, rhs: Double) -> Expression {
    Expression(lhs.terms, constant: lhs.constant + rhs)
}
/// `constant + expression`
public func + (lhs: Double, rhs: Expression) -> Expression {
    Expression(rhs.terms, constant: lhs + rhs.constant)
}

/// `variable - variable`
public func - (lhs: Variable, rhs: Variable) -> Expression { .of(lhs) + -rhs }
/// `variable - expression`
public func - (lhs: Variable, rhs: Expression) -> Expression { .of(lhs) + -rhs }
/// `expression - variable`
public func - (lhs: Expression, rhs: Variable) -> Expression { lhs + -rhs }
/// `expression - expression`
public func - (lhs: Expression, rhs: Expression) -> Expression { lhs + -rhs }
/// `variable - constant`
public func - (lhs: Variable, rhs: Double) -> Expression { Expression([Term(lhs)], constant: -rhs) }
/// `constant - variable`
public func - (lhs: Double, rhs: Variable) -> Expression { Expression([Term(rhs, -1)], constant: lhs) }
/// `expression - constant`
public func - (lhs: Expression, rhs: Double) -> Expression {
    Expression(lhs.terms, constant: lhs.constant - rhs)
}
/// `constant - expression`
public func - (lhs: Double, rhs: Expression) -> Expression { lhs + -rhs }

// MARK: Relations (required; use `withPriority(_:)` for another priority)

/// `lhs == rhs`, required.
public func == (lhs: Expression, rhs: Expression) -> Constraint { Constraint(lhs, .equal, rhs) }
/// `lhs == rhs`, required.
public func == (lhs: Expression, rhs: Variable) -> Constraint { Constraint(lhs, .equal, .of(rhs)) }
/// `lhs == rhs`, required.
public func == (lhs: Variable, rhs: Expression) -> Constraint { Constraint(.of(lhs), .equal, rhs) }
/// `lhs == rhs`, required. (With no constraint expected, `==` on two variables compares them.)
public func == (lhs: Variable, rhs: Variable) -> Constraint { Constraint(.of(lhs), .equal, .of(rhs)) }
/// `lhs == constant`, required.
public func == (lhs: Expression, rhs: Double) -> Constraint {
    Constraint(lhs, .equal, Expression(constant: rhs))
}
/// `lhs == constant`, required.
public func == (lhs: Variable, rhs: Double) -> Constraint {
    Constraint(.of(lhs), .equal, Expression(constant: rhs))
}

/// `lhs >= rhs`, required.
public func >= (lhs: Expression, rhs: Expression) -> Constraint {
    Constraint(lhs, .greaterThanOrEqual, rhs)
}
/// `lhs >= rhs`, required.
public func >= (lhs: Expression, rhs: Variable) -> Constraint {
    Constraint(lhs, .greaterThanOrEqual, .of(rhs))
}
/// `lhs >= rhs`, required.
public func >= (lhs: Variable, rhs: Expression) -> Constraint {
    Constraint(.of(lhs), .greaterThanOrEqual, rhs)
}
/// `lhs >= rhs`, required.
public func >= (lhs: Variable, rhs: Variable) -> Constraint {
    Constraint(.of(lhs), .greaterThanOrEqual, .of(rhs))
}
/// `lhs >= constant`, required.
public func >= (lhs: Expression, rhs: Double) -> Constraint {
    Constraint(lhs, .greaterThanOrEqual, Expression(constant: rhs))
}
/// `lhs >= constant`, required.
public func >= (lhs: Variable, rhs: Double) -> Constraint {
    Constraint(.of(lhs), .greaterThanOrEqual, Expression(constant: rhs))
}

/// `lhs <= rhs`, required.
public func <= (lhs: Expression, rhs: Expression) -> Constraint {
    Constraint(lhs, .lessThanOrEqual, rhs)
}
/// `lhs <= rhs`, required.
public func <= (lhs: Expression, rhs: Variable) -> Constraint {
    Constraint(lhs, .lessThanOrEqual, .of(rhs))
}
/// `lhs <= rhs`, required.
public func <= (lhs: Variable, rhs: Expression) -> Constraint {
    Constraint(.of(lhs), .lessThanOrEqual, rhs)
}
/// `lhs <= rhs`, required.
public func <= (lhs: Variable, rhs: Variable) -> Constraint {
    Constraint(.of(lhs), .lessThanOrEqual, .of(rhs))
}
/// `lhs <= constant`, required.
public func <= (lhs: Expression, rhs: Double) -> Constraint {
    Constraint(lhs, .lessThanOrEqual, Expression(constant: rhs))
}
/// `lhs <= constant`, required.
public func <= (lhs: Variable, rhs: Double) -> Constraint {
    Constraint(.of(lhs), .lessThanOrEqual, Expression(constant: rhs))
}
