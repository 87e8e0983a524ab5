extension SolverProblem {
    /// One change to the system after the initial solve. Each step reports one output line, and
    /// a step that fails leaves the solver as it was.
    public enum Step: Sendable {
        /// Suggests values for edit variables (indices into ``SolverProblem/variableNames``), in
        /// written order; a later suggestion for the same variable wins.
        case suggest([(variable: Int, value: Double)])
        /// Adds constraints, in written order.
        case add([ConstraintSpec])
        /// Removes constraints, each named by the text it was added with (trimmed).
        case remove([(text: String, location: SourceLocation)])
        /// Declares edit variables.
        case addEdit([EditSpec])
        /// Stops variables from being edit variables.
        case removeEdit([(variable: Int, location: SourceLocation)])
        /// An `add` step one of whose constraints has a syntax error: running it changes
        /// nothing and reports the error of the first such constraint (`text` trimmed).
        case syntaxError(text: String, error: FormatError)
    }
}
