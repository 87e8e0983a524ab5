/// A variable scaled by a coefficient: one summand of an ``Expression``.
public struct Term: Hashable, Sendable {
    /// The variable.
    public var variable: Variable
    /// What the variable is multiplied by.
    public var coefficient: Double

    /// Makes `coefficient × variable`.
    public init(_ variable: Variable, _ coefficient: Double = 1) {
        self.variable = variable
        self.coefficient = coefficient
    }
}
