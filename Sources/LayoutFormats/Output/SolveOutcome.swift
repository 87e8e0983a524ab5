/// What one output line of `autolayout solve` reports: the values after a solve, or why a step
/// failed.
///
/// ``jsonLine`` writes it as one JSON object, with keys in this fixed order:
///
/// | case | line |
/// |---|---|
/// | ``values(_:)`` | `{"values": {"a": 1, "b": 2}}`, names sorted by their UTF-8 bytes; a value that is not finite makes the line that of ``badlyScaled(_:)`` for its variable (JSON has no infinity, and no line says `null`) |
/// | ``unsatisfiable(constraint:conflict:)`` | `{"error": "unsatisfiable", "constraint": "…", "conflict": ["…", …]}` |
/// | ``duplicate(constraint:)``, ``unknown(constraint:)`` | `{"error": "duplicate", "constraint": "…"}` |
/// | ``duplicateEdit(variable:)``, ``unknownEdit(variable:)``, ``requiredEdit(variable:)`` | `{"error": "unknownEdit", "variable": "…"}` |
/// | ``nonFinite(_:)``, ``badlyScaled(_:)``, ``invalid(_:)`` | `{"error": "nonFinite", "constraint": "…"}` or `…, "variable": "…"}` |
/// | ``workLimitExceeded(_:limit:)`` | `{"error": "workLimitExceeded", "constraint": "…", "limit": 500000000}` (or `"variable"`) |
/// | ``syntax(constraint:location:message:)`` | `{"error": "syntax", "constraint": "…", "line": 7, "column": 15, "message": "expected …"}` |
public enum SolveOutcome: Hashable, Sendable {
    /// Every variable's value, sorted by name.
    case values([NamedValue])
    /// A required constraint cannot hold with the required constraints already added. The
    /// conflict is an irreducible set of required constraints that cannot all hold, the failing
    /// one included, in the order they were added (so the failing one comes last).
    case unsatisfiable(constraint: String, conflict: [String])
    /// A constraint with this text was already added (and not removed).
    case duplicate(constraint: String)
    /// No constraint with this text is added: it never was, was removed, or failed.
    case unknown(constraint: String)
    /// The variable already is an edit variable.
    case duplicateEdit(variable: String)
    /// The variable is not an edit variable.
    case unknownEdit(variable: String)
    /// An edit variable cannot have priority 1000.
    case requiredEdit(variable: String)
    /// A coefficient or constant (for example after dividing by zero, or a number beyond
    /// `Double`'s range), or a suggested value, is NaN or infinite.
    case nonFinite(Subject)
    /// The problem's numbers span too many orders of magnitude for doubles to tell whether the
    /// constraint holds (the solver's ``Cassowary/SolverError/badlyScaled(_:)``), or the item (a
    /// constraint added or removed, a suggestion, an edit variable declared or removed) would
    /// make a value beyond `Double`'s range. Either way it is left undone.
    case badlyScaled(Subject)
    /// A priority outside (0, 1000], or a variable that the problem does not list: a problem
    /// read from a file never has one; a problem built in code may.
    case invalid(Subject)
    /// The solver is full (``Cassowary/SolverError/capacityExceeded(_:store:)``): one of its
    /// stores passed its capacity, so the constraint or edit variable was not added.
    case capacityExceeded(Subject)
    /// The solver's work passed its limit (``SolverProblemRunner/workLimit``, the row cells its
    /// row operations went through: ``Cassowary/SolverError/workLimitExceeded(_:)``), so the
    /// constraint or edit variable was not added, nor will any after it be: the limit stays
    /// passed.
    case workLimitExceeded(Subject, limit: Int)
    /// A constraint in a step is not well formed: where in the file, and what was expected.
    case syntax(constraint: String, location: SourceLocation, message: String)

    /// What a failure is about.
    public enum Subject: Hashable, Sendable {
        /// A constraint, by its text.
        case constraint(String)
        /// A variable, by its name.
        case variable(String)
    }

    /// A variable's name and value.
    public struct NamedValue: Hashable, Sendable {
        /// The variable's name.
        public var name: String
        /// Its value.
        public var value: Double

        /// Pairs a name with a value.
        public init(name: String, value: Double) {
            self.name = name
            self.value = value
        }
    }

    /// The outcome as one line of JSON, without the line break (see the table above).
    public var jsonLine: String {
        switch self {
        case .values(let values):
            if let beyond = values.first(where: { !$0.value.isFinite }) {
                return Self.error("badlyScaled", .variable(beyond.name))
            }
            let pairs = values.map { _JSONWriter.string($0.name) + ": " + _JSONWriter.number($0.value) }
            return "{\"values\": {" + pairs.joined(separator: ", ") + "}}"
        case .unsatisfiable(let constraint, let conflict):
            let list = conflict.map(_JSONWriter.string).joined(separator: ", ")
            return Self.error("unsatisfiable", .constraint(constraint), ", \"conflict\": [\(list)]")
        case .duplicate(let constraint): return Self.error("duplicate", .constraint(constraint))
        case .unknown(let constraint): return Self.error("unknown", .constraint(constraint))
        case .duplicateEdit(let variable): return Self.error("duplicateEdit", .variable(variable))
        case .unknownEdit(let variable): return Self.error("unknownEdit", .variable(variable))
        case .requiredEdit(let variable): return Self.error("requiredEdit", .variable(variable))
        case .nonFinite(let subject): return Self.error("nonFinite", subject)
        case .badlyScaled(let subject): return Self.error("badlyScaled", subject)
        case .invalid(let subject): return Self.error("invalid", subject)
        case .capacityExceeded(let subject): return Self.error("capacityExceeded", subject)
        case .workLimitExceeded(let subject, let limit):
            return Self.error("workLimitExceeded", subject, ", \"limit\": \(limit)")
        case .syntax(let constraint, let location, let message):
            return Self.error(
                "syntax", .constraint(constraint),
                ", \"line\": \(location.line), \"column\": \(location.column), \"message\": \(_JSONWriter.string(message))"
            )
        }
    }

    /// `{"error": kind, "constraint" or "variable": …` followed by `rest` and `}`.
    static func error(_ kind: String, _ subject: Subject, _ rest: String = "") -> String {
        let subjectPair =
            switch subject {
            case .constraint(let text): "\"constraint\": " + _JSONWriter.string(text)
            case .variable(let name): "\"variable\": " + _JSONWriter.string(name)
            }
        return "{\"error\": \"\(kind)\", \(subjectPair)\(rest)}"
    }
}
