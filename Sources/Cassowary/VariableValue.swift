/// A variable with its value, as ``Solver/changedValues()`` reports it.
public struct VariableValue: Hashable, Sendable {
    /// The variable.
    public var variable: Variable
    /// Its value in the current solution.
    public var value: Double

    /// Pairs a variable with a value.
    public init(variable: Variable, value: Double) {
        self.variable = variable
        self.value = value
    }
}
