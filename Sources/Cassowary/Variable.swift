/// An unknown of a constraint system: a handle that a ``Solver`` hands out.
///
/// A variable is a small value (an index). It belongs to the solver that made it with
/// ``Solver/makeVariable(named:)``: using it with another solver is a programmer error that the
/// solver reports as ``SolverError/unknownVariable(_:)`` when the index is out of its range. Two
/// solvers that make their variables in the same order hand out equal variables, which lets a
/// system be replayed into a fresh solver.
public struct Variable: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The position of the variable in its solver's creation order, starting at 0.
    public let index: Int

    /// Makes the handle for the variable at `index` of a solver.
    ///
    /// Prefer ``Solver/makeVariable(named:)``; this initialiser is for replaying a system into a
    /// second solver that made the same number of variables.
    public init(index: Int) {
        self.index = index
    }

    public static func < (lhs: Variable, rhs: Variable) -> Bool {
        lhs.index < rhs.index
    }

    /// `v` followed by the index, for example `v3`; ``Solver/name(of:)`` gives the given name.
    public var description: String { "v\(index)" }
}
