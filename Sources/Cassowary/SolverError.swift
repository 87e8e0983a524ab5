/// Why the solver refused a call. After any error the solver is exactly as it was before the
/// call and keeps working.
public enum SolverError: Error, CustomStringConvertible {
    /// A required constraint cannot hold together with the required constraints already added.
    /// `conflict` is an irreducible set of required constraints that cannot all hold: it contains
    /// `constraint` (the one being added, or whose constant was being changed), and leaving out
    /// any one of its members makes the rest satisfiable.
    case unsatisfiable(Constraint, conflict: [Constraint])
    /// The constraint was already added.
    case duplicateConstraint(Constraint)
    /// The constraint was never added, or was removed.
    case unknownConstraint(Constraint)
    /// The variable already is an edit variable.
    case duplicateEditVariable(Variable)
    /// The variable is not an edit variable.
    case unknownEditVariable(Variable)
    /// Edit variables must have an optional priority (below 1000).
    case requiredEditPriority(Variable)
    /// A coefficient, constant, suggested value or priority is NaN or infinite.
    case nonFinite
    /// A priority outside (0, 1000].
    case invalidPriority(Priority)
    /// The variable does not belong to this solver.
    case unknownVariable(Variable)
    /// A priority change between required and optional (refused, as UIKit refuses it on an
    /// active constraint); remove the constraint and add one with the new priority instead.
    case priorityCrossesRequired(Constraint)
    /// The problem's numbers span more orders of magnitude than doubles can hold apart, so the
    /// solver cannot tell whether this constraint holds (being added, or given a new constant
    /// or suggested value), and refuses it rather than answer wrongly. For example, after
    /// `1e17 * x + y == 1e17` and `x == 1`, `y` is 0 only up to the rounding of 10¹⁷ (about
    /// 16), so `y >= 0.5` can be neither accepted nor reported as a conflict. Also when a
    /// number the constraint makes (a coefficient or constant divided or multiplied out) leaves
    /// doubles' range. Rewrite the problem in units where its numbers are closer together.
    case badlyScaled(Constraint)
    /// The solver is full: one of its stores (`store`: row cells, an index, symbols, rows or
    /// tags) holds more than ``Solver/capacityLimit`` elements, or all of them together hold
    /// more than ``Solver/memoryLimit`` bytes (`store` is `"memory"`), so the constraint was
    /// not added (nor an edit variable). Its positions are 32 bits; the limit keeps half of
    /// that range for the operations that are still allowed (removals, constant changes and
    /// suggestions, which add no rows) instead of stopping the process. Remove constraints,
    /// or split the problem across solvers.
    case capacityExceeded(Constraint, store: String)
    /// The solver's work passed ``Solver/workLimit``, so the constraint was not added (nor
    /// an edit variable). Removals, constant changes and suggestions stay allowed. Raise the
    /// limit, or split the problem across solvers.
    case workLimitExceeded(Constraint)

    /// One line that names the failure.
    public var description: String {
        switch self {
        case .unsatisfiable(let constraint, let conflict):
            "unsatisfiable constraint \(constraint); conflicting set: "
                + conflict.map(\.description).joined(separator: ", ")
        case .duplicateConstraint(let constraint): "duplicate constraint \(constraint)"
        case .unknownConstraint(let constraint): "unknown constraint \(constraint)"
        case .duplicateEditVariable(let variable): "\(variable) already is an edit variable"
        case .unknownEditVariable(let variable): "\(variable) is not an edit variable"
        case .requiredEditPriority(let variable): "edit variable \(variable) cannot be required"
        case .nonFinite: "a coefficient, constant, value or priority is not finite"
        case .invalidPriority(let priority): "priority \(priority) is outside (0, 1000]"
        case .unknownVariable(let variable): "\(variable) does not belong to this solver"
        case .priorityCrossesRequired(let constraint):
            "the priority of \(constraint) cannot change between required and optional"
        case .badlyScaled(let constraint):
            "\(constraint) is badly scaled: its numbers and those it is combined with are too far apart for doubles"
        case .capacityExceeded(let constraint, let store):
            "the solver is full (its \(store) passed its capacity): \(constraint) was not added"
        case .workLimitExceeded(let constraint):
            "the solver's work passed its limit: \(constraint) was not added"
        }
    }
}
