import Cassowary

extension SolverProblem {
    /// A constraint as the file writes it, with its parsed form.
    public struct ConstraintSpec: Sendable {
        /// The text as written, without leading and trailing whitespace. A step removes the
        /// constraint by this exact text.
        public var text: String
        /// Left side minus right side, over the problem's variables.
        public var expression: Expression
        /// How ``expression`` relates to zero.
        public var relation: Relation
        /// The priority, 1000 (required) unless the text gives one.
        public var priority: Priority
        /// Where the text's string starts in the file.
        public var location: SourceLocation

        /// Makes a spec from its parts.
        public init(
            text: String, expression: Expression, relation: Relation, priority: Priority,
            location: SourceLocation
        ) {
            self.text = text
            self.expression = expression
            self.relation = relation
            self.priority = priority
            self.location = location
        }

        /// A new solver constraint for this spec. Each call makes a distinct constraint: the
        /// solver tells constraints apart by identity.
        public func makeConstraint() -> Constraint {
            Constraint(expression, relation, priority: priority)
        }
    }
}
