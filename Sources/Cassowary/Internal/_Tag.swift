/// What the tableau remembers of an added constraint.
struct _Tag {
    /// The constraint object (the user's, or the solver's own for an edit variable).
    var constraint: Constraint?
    /// The current constant of the expression (changed by `updateConstant` and `suggestValue`).
    var constant: Double
    /// The current priority.
    var priority: Double
    var relation: Relation
    /// The symbol that identifies the constraint's row: a slack (inequality), a dummy (required
    /// equality) or the positive error (optional equality).
    var marker: _SymbolID
    /// The second symbol of an optional constraint (its error, or the negative error), or -1.
    var other: _SymbolID
    /// The marker's coefficient in the constraint's original row (±1).
    var markerCoefficient: Double
    /// Increases with every add: orders constraints by when they were added.
    var sequence: UInt64
    /// The variable index when this is an edit variable's constraint, else -1.
    var editVariable: Int32

    var isRequired: Bool { priority >= 1000 }
}
