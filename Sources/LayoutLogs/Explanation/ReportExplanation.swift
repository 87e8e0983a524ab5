import LayoutFormats

/// One report of a log, rebuilt and re-solved: its views, its constraints in words, every
/// minimal conflicting set with its arithmetic, and what UIKit broke.
public struct ReportExplanation: Hashable, Sendable {
    /// The report's number in the log, from 1.
    public var number: Int
    /// The report as read.
    public var report: LogReport
    /// Its views and guides, in the order the log first names them (implied guides and
    /// superviews included).
    public var items: [ExplainedItem]
    /// The printed constraints in log order, then the implied constraints that take part in a
    /// conflict or that the model adds as assumptions (default margins).
    public var constraints: [ExplainedConstraint]
    /// Whether the required constraints, implied ones included, can all hold together with the
    /// constants exactly as printed.
    public var isSatisfiable: Bool
    /// Every minimal conflicting set, smallest first (then in log order); empty when satisfiable.
    public var conflicts: [ConstraintConflict]
    /// Whether every minimal set was found (false when the search stopped at its limit).
    public var isComplete: Bool
    /// The constraint UIKit broke, if the report names one.
    public var broken: Broken?
    /// Assumptions and facts a reader should know (assumed superviews, missing names, …).
    public var notes: [String]

    /// The constraint UIKit broke and what breaking it does in the rebuilt system.
    public struct Broken: Hashable, Sendable {
        /// Its id (address).
        public var id: String
        /// Its number in ``ReportExplanation/constraints``, or nil when the list does not contain it.
        public var number: Int?
        /// The constraint as printed after "Will attempt to recover by breaking constraint".
        public var printed: LogConstraint
        /// Whether the other required constraints can all hold without it.
        public var resolvesConflict: Bool

        /// Makes the description of a broken constraint.
        public init(id: String, number: Int?, printed: LogConstraint, resolvesConflict: Bool) {
            self.id = id
            self.number = number
            self.printed = printed
            self.resolvesConflict = resolvesConflict
        }
    }

    /// Rebuilds, re-solves and explains one report of a log, as ``LogExplanation/init(_:file:)``
    /// does for each of its reports.
    ///
    /// - Parameters:
    ///   - report: the report, as read.
    ///   - number: its number in the log, from 1.
    /// - Complexity: see ``LogExplanation/init(_:file:)``.
    ///   - workLimit: the ``Cassowary/Solver/workLimit`` of the solve that places the views'
    ///     frames: past it the frames are those of what was added, and ``notes`` says so.
    public init(explaining report: LogReport, number: Int, workLimit: Int = .max) {
        self = _ReportExplainer(report: report, number: number, workLimit: workLimit).explain()
    }

    /// Makes an explanation.
    public init(
        number: Int, report: LogReport, items: [ExplainedItem], constraints: [ExplainedConstraint],
        isSatisfiable: Bool, conflicts: [ConstraintConflict], isComplete: Bool, broken: Broken?, notes: [String]
    ) {
        self.number = number
        self.report = report
        self.items = items
        self.constraints = constraints
        self.isSatisfiable = isSatisfiable
        self.conflicts = conflicts
        self.isComplete = isComplete
        self.broken = broken
        self.notes = notes
    }
}
