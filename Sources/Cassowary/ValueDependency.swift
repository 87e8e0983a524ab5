/// A constraint that holds a variable where it is, and how the variable follows its constant:
/// one entry of ``Solver/dependencies(of:)``.
public struct ValueDependency: Sendable {
    /// The constraint: tight in the current solution (an equality, an inequality at its bound,
    /// or an optional constraint met exactly).
    public let constraint: Constraint
    /// How much the variable moves per unit the constant of the constraint's expression moves,
    /// while the same constraints stay tight (the sensitivity of linear programming). Never 0.
    public let rate: Double
}

extension Solver {
    /// The constraints that determine the variable's current value: those whose constants it
    /// would follow if they changed, with the rate. The rest of the constraints (optional ones
    /// that are not met, inequalities with room to spare, constraints on other variables) do not
    /// appear. Edit variables' constraints are left out.
    ///
    /// The list comes from the current basis of the simplex: the variable written in terms of
    /// the tight constraints. When more constraints than needed are tight at once (a redundant
    /// equality, two optional constraints met at the same point), the basis names one set that
    /// suffices. An ambiguous variable (see ``valueRange(of:)``) lists what determines the part
    /// of it that is determined. The solver is left exactly as it was.
    ///
    /// - Returns: the dependencies in the order the constraints were added; empty for a
    ///   variable of another solver.
    /// - Complexity: O(size of the variable's expansion in non-basic symbols).
    public func dependencies(of variable: Variable) -> [ValueDependency] {
        guard owns(variable) else { return [] }
        return tableau.dependencies(of: tableau.variableSymbols[variable.index])
    }
}
