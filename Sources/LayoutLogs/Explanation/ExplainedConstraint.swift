/// A constraint of a report in plain words: one the log printed, or one that UIKit enforces
/// without printing it.
public struct ExplainedConstraint: Hashable, Sendable {
    /// What identifies it: the printed constraint's address (or Masonry key); for an implied
    /// constraint, its equation, e.g. `UILabel:0x7f….width >= 0`.
    public var id: String
    /// Its number in the explanation, `[1]`, `[2]`, … (printed ones first, in log order).
    public var number: Int
    /// The printed constraint, or nil for an implied one.
    public var printed: LogConstraint?
    /// Why an implied constraint is there, or nil for a printed one.
    public var implication: Implication?
    /// The constraint in words: "top edge of UILabel 'Tech' is 8 pt below top edge of UIView".
    public var words: String
    /// Whether it is required (priority 1000): only required constraints can conflict.
    public var isRequired: Bool
    /// Who made it, when the log tells: its identifier and what a well-known one means, the
    /// autoresizing mask it comes from, where a DSL made it, e.g.
    /// `'UISV-alignment': made by a UIStackView`, `made at BackupWordsController.swift#61`.
    /// Nil for implied constraints and printed ones the log says nothing more about.
    public var origin: String?

    /// The words, then the origin in parentheses when there is one.
    public var summary: String { origin.map { "\(words) (\($0))" } ?? words }

    /// What UIKit enforces without printing it.
    public enum Implication: Hashable, Sendable {
        /// Sizes are never negative (SEMANTICS 8.2).
        case nonNegativeSize
        /// A margin the log does not print is 8 points.
        case defaultMargin
    }

    /// Makes an explained constraint.
    public init(
        id: String, number: Int, printed: LogConstraint?, implication: Implication?, words: String, isRequired: Bool,
        origin: String? = nil
    ) {
        self.id = id
        self.number = number
        self.printed = printed
        self.implication = implication
        self.words = words
        self.isRequired = isRequired
        self.origin = origin
    }
}
