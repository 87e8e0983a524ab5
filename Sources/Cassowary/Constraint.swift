import Synchronization

/// A linear relation `expression REL 0` with a priority.
///
/// A constraint is an immutable object: the solver tells constraints apart by identity, as kiwi
/// does, so two constraints with the same content are two constraints. Build one with the
/// relation operators (`x + 2 * y >= 10`) and give it a priority with ``withPriority(_:)``.
/// ``Solver/updateConstant(of:to:)`` changes the constant of an added constraint in place.
// Unchecked: `priority` is a variable only so that `withPriority(_:)` can reuse a constraint
// that nothing else references (nobody can see that write); no other write exists, so the
// object is immutable wherever it can be shared.
public final class Constraint: @unchecked Sendable, CustomStringConvertible {
    /// The left side minus the right side.
    public let expression: Expression
    /// How the expression relates to zero.
    public let relation: Relation
    /// How much the constraint matters; 1000 means required.
    // Unchecked exclusivity: written only by `withPriority(_:)` on an object nothing else
    // references, so no access can overlap it, and reading it stays a plain load.
    @exclusivity(unchecked) public private(set) var priority: Priority
    /// A number for the caller's own bookkeeping, which the solver ignores: a layout engine keeps
    /// the index of its record of the constraint here, to find it again in a conflict report.
    public let tag: Int
    /// The solver that holds this constraint and its tag there, as `token << 32 | tag`, or 0:
    /// the first solver to add a constraint finds it again here, without a hash lookup (see
    /// `_ConstraintTable`). Atomic because a constraint may be shared between solvers on
    /// different threads; only the solver whose token is stored ever clears it.
    let home = Atomic<UInt64>(0)

    /// Makes `expression REL 0` at `priority`.
    public init(
        _ expression: consuming Expression, _ relation: Relation, priority: Priority = .required, tag: Int = 0
    ) {
        self.expression = expression
        self.relation = relation
        self.priority = priority
        self.tag = tag
    }

    /// Makes `lhs REL rhs` at `priority`.
    public convenience init(
        _ lhs: consuming Expression, _ relation: Relation, _ rhs: Expression,
        priority: Priority = .required
    ) {
        lhs.add(rhs, times: -1)
        self.init(lhs, relation, priority: priority)
    }

    /// A new constraint with the same relation at another priority.
    ///
    /// When the receiver is a temporary that nothing else references (as in
    /// `(height <= 44).withPriority(.low)`), it is given the priority and returned, instead of
    /// a copy being made and the temporary freed: no one can tell the difference, and a list of
    /// views saves an allocation per optional constraint.
    public consuming func withPriority(_ priority: Priority) -> Constraint {
        var constraint = self
        if isKnownUniquelyReferenced(&constraint) {
            constraint.priority = priority
            return constraint
        }
        return Constraint(constraint.expression, constraint.relation, priority: priority, tag: constraint.tag)
    }

    /// Whether the priority is required (1000).
    public var isRequired: Bool { priority.isRequired }

    /// The constraint with variables written `v0`, `v1`, …, for example `v0 + 2 * v1 - 3 >= 0 @750`.
    /// ``Solver/describe(_:)`` writes the solver's variable names instead.
    public var description: String {
        describe(expression, relation, priority) { $0.description }
    }
}

/// Writes `terms + constant REL 0 [@priority]` with `name` for the variables.
func describe(
    _ expression: Expression, _ relation: Relation, _ priority: Priority, name: (Variable) -> String
) -> String {
    var text = ""
    for term in expression.terms {
        let magnitude = abs(term.coefficient)
        if text.isEmpty {
            if term.coefficient < 0 { text += "-" }
        } else {
            text += term.coefficient < 0 ? " - " : " + "
        }
        if magnitude != 1 { text += formatNumber(magnitude) + " * " }
        text += name(term.variable)
    }
    let constant = expression.constant
    if text.isEmpty {
        text = formatNumber(constant)
    } else if constant != 0 {
        text += (constant < 0 ? " - " : " + ") + formatNumber(abs(constant))
    }
    text += " \(relation) 0"
    if !priority.isRequired { text += " @\(priority)" }
    return text
}

/// A number without a trailing `.0` when it is whole: `8`, `0.5`, `-3`.
func formatNumber(_ value: Double) -> String {
    // Without libm: a whole number converts to Int64 and back unchanged.
    if abs(value) < 1e15, value == Double(Int64(value)) { return String(Int64(value)) }
    return String(value)
}
