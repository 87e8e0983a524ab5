// A small, concrete set of operators over Variable, Expression and Double. Scaling a variable
// gives an Expression (not a Term) so that the set stays small: large overload sets slow
// Swift's type checker. Operands that are temporaries are consumed and grown in place; an
// expression keeps up to four terms in itself, so `x + 2 * y - 3 == z` allocates nothing but
// the constraint.

// MARK: Scaling

/// `coefficient × variable`
public func * (lhs: Double, rhs: Variable) -> Expression { Expression(Term(rhs, lhs)) }
/// `variable × coefficient`
public func * (lhs: Variable, rhs: Double) -> Expression { Expression(Term(lhs, rhs)) }
/// `factor × expression`
public func * (lhs: Double, rhs: consuming Expression) -> Expression {
    rhs.scale(by: lhs)
    return rhs
}
/// `expression × factor`
public func * (lhs: consuming Expression, rhs: Double) -> Expression {
    lhs.scale(by: rhs)
    return lhs
}
/// `variable ÷ divisor`
public func / (lhs: Variable, rhs: Double) -> Expression { Expression(Term(lhs, 1 / rhs)) }
/// `expression ÷ divisor`
public func / (lhs: consuming Expression, rhs: Double) -> Expression {
    lhs.scale(by: 1 / rhs)
    return lhs
}
/// `-variable`
public prefix func - (operand: Variable) -> Expression { Expression(Term(operand, -1)) }
/// `-expression`
public prefix func - (operand: consuming Expression) -> Expression {
    operand.scale(by: -1)
    return operand
}

// MARK: Sums

/// `variable + variable`
public func + (lhs: Variable, rhs: Variable) -> Expression {
    Expression(Term(lhs), Term(rhs))
}
/// `variable + expression`
public func + (lhs: Variable, rhs: consuming Expression) -> Expression {
    rhs.prepend(Term(lhs))
    return rhs
}
/// `expression + variable`
public func + (lhs: consuming Expression, rhs: Variable) -> Expression {
    lhs.add(rhs)
    return lhs
}
/// `variable + constant`
public func + (lhs: Variable, rhs: Double) -> Expression {
    Expression(Term(lhs), constant: rhs)
}
/// `constant + variable`
public func + (lhs: Double, rhs: Variable) -> Expression {
    Expression(Term(rhs), constant: lhs)
}
/// `expression + constant`
public func + (lhs: consuming Expression, rhs: Double) -> Expression {
    lhs.constant += rhs
    return lhs
}
/// `constant + expression`
public func + (lhs: Double, rhs: consuming Expression) -> Expression {
    rhs.constant += lhs
    return rhs
}

/// `variable - variable`
public func - (lhs: Variable, rhs: Variable) -> Expression {
    Expression(Term(lhs), Term(rhs, -1))
}
/// `variable - expression`
public func - (lhs: Variable, rhs: consuming Expression) -> Expression {
    rhs.scale(by: -1)
    rhs.prepend(Term(lhs))
    return rhs
}
/// `expression - variable`
public func - (lhs: consuming Expression, rhs: Variable) -> Expression {
    lhs.add(rhs, times: -1)
    return lhs
}
/// `expression - expression`
public func - (lhs: consuming Expression, rhs: Expression) -> Expression {
    lhs.add(rhs, times: -1)
    return lhs
}
/// `variable - constant`
public func - (lhs: Variable, rhs: Double) -> Expression {
    Expression(Term(lhs), constant: -rhs)
}
/// `constant - variable`
public func - (lhs: Double, rhs: Variable) -> Expression {
    Expression(Term(rhs, -1), constant: lhs)
}
/// `expression - constant`
public func - (lhs: consuming Expression, rhs: Double) -> Expression {
    lhs.constant -= rhs
    return lhs
}
/// `constant - expression`
public func - (lhs: Double, rhs: consuming Expression) -> Expression {
    rhs.scale(by: -1)
    rhs.constant += lhs
    return rhs
}

// MARK: Relations (required; use `withPriority(_:)` for another priority)

/// `lhs - rhs REL 0` for a variable and an expression, in the consumed right side's storage
/// (negated, with the variable's term put first).
private func relate(_ lhs: Variable, _ relation: Relation, _ rhs: consuming Expression) -> Constraint {
    rhs.scale(by: -1)
    rhs.prepend(Term(lhs))
    return Constraint(rhs, relation)
}

private func relate(_ lhs: Variable, _ relation: Relation, _ rhs: Variable) -> Constraint {
    Constraint(Expression(Term(lhs), Term(rhs, -1)), relation)
}

/// `lhs REL constant` for a variable.
private func relate(_ lhs: Variable, _ relation: Relation, _ rhs: Double) -> Constraint {
    Constraint(Expression(Term(lhs), constant: -rhs), relation)
}

/// `lhs - rhs REL 0`, growing the consumed left side in place.
private func relate(_ lhs: consuming Expression, _ relation: Relation, _ rhs: Expression) -> Constraint {
    lhs.add(rhs, times: -1)
    return Constraint(lhs, relation)
}

/// `lhs - constant REL 0`.
private func relate(_ lhs: consuming Expression, _ relation: Relation, _ rhs: Double) -> Constraint {
    lhs.constant -= rhs
    return Constraint(lhs, relation)
}

/// `lhs - variable REL 0`, growing the consumed left side in place.
private func relate(_ lhs: consuming Expression, _ relation: Relation, _ rhs: Variable) -> Constraint {
    lhs.add(rhs, times: -1)
    return Constraint(lhs, relation)
}

/// `lhs == rhs`, required.
public func == (lhs: consuming Expression, rhs: Expression) -> Constraint { relate(lhs, .equal, rhs) }
/// `lhs == rhs`, required.
public func == (lhs: consuming Expression, rhs: Variable) -> Constraint { relate(lhs, .equal, rhs) }
/// `lhs == rhs`, required.
public func == (lhs: Variable, rhs: consuming Expression) -> Constraint { relate(lhs, .equal, rhs) }
/// `lhs == rhs`, required. (With no constraint expected, `==` on two variables compares them.)
public func == (lhs: Variable, rhs: Variable) -> Constraint { relate(lhs, .equal, rhs) }
/// `lhs == constant`, required.
public func == (lhs: consuming Expression, rhs: Double) -> Constraint { relate(lhs, .equal, rhs) }
/// `lhs == constant`, required.
public func == (lhs: Variable, rhs: Double) -> Constraint { relate(lhs, .equal, rhs) }

/// `lhs >= rhs`, required.
public func >= (lhs: consuming Expression, rhs: Expression) -> Constraint { relate(lhs, .greaterThanOrEqual, rhs) }
/// `lhs >= rhs`, required.
public func >= (lhs: consuming Expression, rhs: Variable) -> Constraint { relate(lhs, .greaterThanOrEqual, rhs) }
/// `lhs >= rhs`, required.
public func >= (lhs: Variable, rhs: consuming Expression) -> Constraint { relate(lhs, .greaterThanOrEqual, rhs) }
/// `lhs >= rhs`, required.
public func >= (lhs: Variable, rhs: Variable) -> Constraint { relate(lhs, .greaterThanOrEqual, rhs) }
/// `lhs >= constant`, required.
public func >= (lhs: consuming Expression, rhs: Double) -> Constraint { relate(lhs, .greaterThanOrEqual, rhs) }
/// `lhs >= constant`, required.
public func >= (lhs: Variable, rhs: Double) -> Constraint { relate(lhs, .greaterThanOrEqual, rhs) }

/// `lhs <= rhs`, required.
public func <= (lhs: consuming Expression, rhs: Expression) -> Constraint { relate(lhs, .lessThanOrEqual, rhs) }
/// `lhs <= rhs`, required.
public func <= (lhs: consuming Expression, rhs: Variable) -> Constraint { relate(lhs, .lessThanOrEqual, rhs) }
/// `lhs <= rhs`, required.
public func <= (lhs: Variable, rhs: consuming Expression) -> Constraint { relate(lhs, .lessThanOrEqual, rhs) }
/// `lhs <= rhs`, required.
public func <= (lhs: Variable, rhs: Variable) -> Constraint { relate(lhs, .lessThanOrEqual, rhs) }
/// `lhs <= constant`, required.
public func <= (lhs: consuming Expression, rhs: Double) -> Constraint { relate(lhs, .lessThanOrEqual, rhs) }
/// `lhs <= constant`, required.
public func <= (lhs: Variable, rhs: Double) -> Constraint { relate(lhs, .lessThanOrEqual, rhs) }
