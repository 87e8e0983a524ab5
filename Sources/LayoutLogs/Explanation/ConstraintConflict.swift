/// A minimal set of required constraints that cannot all hold: leave out any one of them and
/// the rest can.
public struct ConstraintConflict: Hashable, Sendable {
    /// The members' ids (``ExplainedConstraint/id``), in the order of their numbers.
    public var memberIDs: [String]
    /// The members' numbers.
    public var memberNumbers: [Int]
    /// The arithmetic that shows why: the constants the constraints add up to on each side,
    /// each with its constraint's number, e.g. `330 [1] + 10 [2] + 24 [3] + 16 [4] + 16 [5] = 396 > 380 [8]`
    /// (the left side is what the constraints need, the right what they allow; `≠` when all
    /// are equalities; `0.5 × 140 [2]` when a constraint counts with a factor other than 1).
    /// Empty if it could not be computed.
    public var arithmetic: String

    /// Makes a conflict.
    public init(memberIDs: [String], memberNumbers: [Int], arithmetic: String) {
        self.memberIDs = memberIDs
        self.memberNumbers = memberNumbers
        self.arithmetic = arithmetic
    }
}
