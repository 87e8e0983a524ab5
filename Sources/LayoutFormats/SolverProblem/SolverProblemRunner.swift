import Cassowary

/// Runs a ``SolverProblem`` in a fresh ``Solver`` and reports one ``SolveOutcome`` for the
/// initial solve and one for each step: the lines `autolayout solve` prints.
///
/// The initial solve makes the variables in ``SolverProblem/variableNames`` order, adds the
/// initial constraints in written order, then declares the initial edit variables. A constraint
/// or edit variable that fails there is left out and the others are still added; the initial
/// line is then the error of the first failure (in that order) instead of the values. To see
/// the values after such a start, begin the steps with an empty one, such as `{"add": []}`.
///
/// Each step then runs in order. A step that fails reports its first failing item (in written
/// order) and leaves the system as it was before the step: constraints and edit variables that
/// the step had already added are taken out again, in reverse order, and suggestions and
/// removals are checked in full before any is made. (Taking a constraint out restores the same
/// system; when that system has several optimal solutions, the solver may then settle on
/// another one of them.)
public struct SolverProblemRunner: Sendable {
    /// The problem to run.
    public var problem: SolverProblem
    /// The solver's ``Cassowary/Solver/workLimit``: past it, every constraint and edit
    /// variable still to add is refused as ``SolveOutcome/workLimitExceeded(_:limit:)`` (the
    /// initial line reports the first; a step that adds reports its first and is taken back),
    /// while suggestions and removals still run. `Int.max`, no limit, by default;
    /// `autolayout solve` sets `--work-limit` (5·10⁸ unless given).
    public var workLimit: Int

    /// Makes a runner for a problem.
    public init(_ problem: SolverProblem, workLimit: Int = .max) {
        self.problem = problem
        self.workLimit = workLimit
    }

    /// Runs the problem, reporting each outcome as soon as it is known.
    ///
    /// - Complexity: the solver's work, plus O(variables) to report each values line.
    public func run(_ report: (SolveOutcome) -> Void) {
        var session = _SolverSession(variableNames: problem.variableNames, workLimit: workLimit)
        var firstFailure: SolveOutcome?
        for spec in problem.constraints {
            if let failure = session.add([spec]) { firstFailure = firstFailure ?? failure }
        }
        for spec in problem.edits {
            if let failure = session.addEdits([spec]) { firstFailure = firstFailure ?? failure }
        }
        report(firstFailure ?? session.values())
        for step in problem.steps {
            report(session.run(step) ?? session.values())
        }
    }

    /// Every outcome, in order: the initial solve, then one per step.
    public func outcomes() -> [SolveOutcome] {
        var outcomes: [SolveOutcome] = []
        run { outcomes.append($0) }
        return outcomes
    }

    /// Every output line, in order, without line breaks.
    public func outputLines() -> [String] {
        outcomes().map(\.jsonLine)
    }
}
