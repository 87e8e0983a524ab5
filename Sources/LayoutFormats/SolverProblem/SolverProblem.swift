import Cassowary

/// A raw solver problem, as `autolayout solve` reads it: constraints over named variables, edit
/// variables, and steps that change the system (the format of `docs/solver-format.md`).
///
/// Variables are numbered in the order the file first names them, and every expression is over
/// `Variable(index: i)` for the i-th name of ``variableNames``: a ``Solver`` that makes the
/// variables in that order (as ``SolverProblemRunner`` does) hands out exactly those variables.
///
/// ```swift
/// let problem = try SolverProblem.parse(#"{"constraints": ["x + y == 10", "x == 4 * y"]}"#, file: "p.json")
/// problem.variableNames                 // ["x", "y"]
/// SolverProblemRunner(problem).outputLines()
/// // [#"{"values": {"x": 8, "y": 2}}"#]
/// ```
public struct SolverProblem: Sendable {
    /// Every variable the file names (in a constraint that parses, an edit, a suggestion or an
    /// edit removal), in order of first appearance in the file.
    public var variableNames: [String]
    /// The initial constraints, in written order.
    public var constraints: [ConstraintSpec]
    /// The initial edit variables, in written order.
    public var edits: [EditSpec]
    /// The steps, run in order after the initial constraints and edits.
    public var steps: [Step]

    /// Makes a problem from its parts.
    public init(variableNames: [String], constraints: [ConstraintSpec], edits: [EditSpec], steps: [Step]) {
        self.variableNames = variableNames
        self.constraints = constraints
        self.edits = edits
        self.steps = steps
    }

    /// Reads a problem from its JSON text.
    ///
    /// Unknown top-level keys are ignored (so a file may carry `"source"` or `"about"` notes);
    /// `"constraints"`, `"edits"` and `"steps"` are each optional.
    ///
    /// - Parameters:
    ///   - text: the file's contents.
    ///   - file: the file's name, for the locations.
    /// - Throws: a ``FormatError`` naming the place and what was expected there when the text is
    ///   not JSON, when a value has the wrong type, when an initial constraint has a syntax error,
    ///   when a name is not a variable name, or when an edit priority lies outside (0, 1000]. A
    ///   syntax error in a step's constraint does not throw: it becomes a ``Step/syntaxError(text:error:)``
    ///   step, reported when the step runs.
    /// - Complexity: O(length of the text).
    public static func parse(_ text: String, file: String) throws(FormatError) -> SolverProblem {
        var reader = _SolverProblemReader()
        return try reader.read(JSONValue.parse(text, file: file))
    }
}
