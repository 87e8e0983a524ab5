import Cassowary

extension SolverProblem {
    /// An edit variable to declare, with its priority.
    public struct EditSpec: Sendable {
        /// The variable's name.
        public var name: String
        /// The variable's index in ``SolverProblem/variableNames``.
        public var variable: Int
        /// The priority, in (0, 1000]; 1000 is read but refused when run (`requiredEdit`).
        public var priority: Priority
        /// Where the name is written in the file.
        public var location: SourceLocation

        /// Makes a spec from its parts.
        public init(name: String, variable: Int, priority: Priority, location: SourceLocation) {
            self.name = name
            self.variable = variable
            self.priority = priority
            self.location = location
        }
    }
}
