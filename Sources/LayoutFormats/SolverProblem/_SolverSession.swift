import Cassowary

/// A solver with the problem's variables, and the constraints added so far by their text.
///
/// Every item of a step (a constraint added or removed, a suggestion, an edit variable declared
/// or removed) is followed by a look at the values it changed: a value beyond `Double`'s range
/// (the problem's numbers multiply past 10³⁰⁸) makes the item fail as `badlyScaled`, and it is
/// undone as a failing step's items are, so that no line ever carries an infinite value.
struct _SolverSession {
    let solver = Solver()
    let names: [String]
    /// Variable indices in the order of their names' UTF-8 bytes, for the values lines.
    let sortedIndices: [Int]
    var constraintOfText: [String: Constraint] = [:]
    /// The text of each constraint added or being added, and when it was added, so that a
    /// conflict reads as the file wrote it, in the order it was built.
    var entryOfConstraint: [ObjectIdentifier: (text: String, sequence: Int)] = [:]
    var sequence = 0
    /// Each edit variable's priority and last suggestion (0 until the first), by variable index,
    /// to declare it again after a removal is undone.
    var editOfVariable: [Int: (priority: Priority, suggestion: Double)] = [:]

    init(variableNames: [String], workLimit: Int = .max) {
        solver.workLimit = workLimit
        names = variableNames
        sortedIndices = variableNames.indices.sorted {
            variableNames[$0].utf8.lexicographicallyPrecedes(variableNames[$1].utf8)
        }
        for name in variableNames { _ = solver.makeVariable(named: name) }
    }

    func values() -> SolveOutcome {
        let values = solver.allValues()
        return .values(sortedIndices.map { SolveOutcome.NamedValue(name: names[$0], value: values[$0]) })
    }

    /// Whether every value that changed since the last look is finite. O(what changed).
    func changedValuesAreFinite() -> Bool {
        solver.changedValues().allSatisfy(\.value.isFinite)
    }

    func name(of index: Int) -> String {
        names.indices.contains(index) ? names[index] : Variable(index: index).description
    }

    /// Runs a step; returns its failure, or nil when it succeeded.
    mutating func run(_ step: SolverProblem.Step) -> SolveOutcome? {
        switch step {
        case .suggest(let suggestions): suggest(suggestions)
        case .add(let specs): add(specs)
        case .remove(let removals): remove(removals.map(\.text))
        case .addEdit(let specs): addEdits(specs)
        case .removeEdit(let removals): removeEdits(removals.map(\.variable))
        case .syntaxError(let text, let error):
            .syntax(constraint: text, location: error.location, message: error.message)
        }
    }

    // MARK: Constraints

    /// Adds constraints in order; on the first failure takes back those it added.
    mutating func add(_ specs: [SolverProblem.ConstraintSpec]) -> SolveOutcome? {
        var added: [String] = []
        for spec in specs {
            if let failure = add(spec) {
                for text in added.reversed() { remove(text) }
                return failure
            }
            added.append(spec.text)
        }
        return nil
    }

    mutating func add(_ spec: SolverProblem.ConstraintSpec) -> SolveOutcome? {
        guard constraintOfText[spec.text] == nil else { return .duplicate(constraint: spec.text) }
        let constraint = spec.makeConstraint()
        let key = ObjectIdentifier(constraint)
        sequence += 1
        entryOfConstraint[key] = (spec.text, sequence)
        do {
            try solver.add(constraint)
            constraintOfText[spec.text] = constraint
        } catch {
            let outcome = self.outcome(of: error, constraint: spec.text)
            entryOfConstraint[key] = nil
            return outcome
        }
        guard changedValuesAreFinite() else {
            remove(spec.text)
            _ = changedValuesAreFinite()
            return .badlyScaled(.constraint(spec.text))
        }
        return nil
    }

    /// Removes constraints by text, after checking that each one is added; on a removal that
    /// leaves a value beyond `Double`'s range, adds back those it removed (in reverse order).
    mutating func remove(_ texts: [String]) -> SolveOutcome? {
        var seen: Set<String> = []
        for text in texts where constraintOfText[text] == nil || !seen.insert(text).inserted {
            return .unknown(constraint: text)
        }
        var removed: [(text: String, constraint: Constraint, sequence: Int)] = []
        for text in texts {
            let constraint = constraintOfText[text]!
            removed.append((text, constraint, entryOfConstraint[ObjectIdentifier(constraint)]!.sequence))
            remove(text)
            guard changedValuesAreFinite() else {
                for entry in removed.reversed() { addBack(entry.constraint, text: entry.text, sequence: entry.sequence) }
                _ = changedValuesAreFinite()
                return .badlyScaled(.constraint(text))
            }
        }
        return nil
    }

    /// Removes a constraint known to be added.
    mutating func remove(_ text: String) {
        guard let constraint = constraintOfText.removeValue(forKey: text) else { return }
        entryOfConstraint[ObjectIdentifier(constraint)] = nil
        // Cannot fail: the constraint is added.
        try? solver.remove(constraint)
    }

    /// Adds back a constraint that a failing step removed, under its old text and place in the
    /// order of additions. The system it held in before takes it again; should the solver still
    /// refuse it (rounding of a badly scaled problem), it stays out, as if removed.
    mutating func addBack(_ constraint: Constraint, text: String, sequence: Int) {
        guard (try? solver.add(constraint)) != nil else { return }
        constraintOfText[text] = constraint
        entryOfConstraint[ObjectIdentifier(constraint)] = (text, sequence)
    }

    func outcome(of error: SolverError, constraint text: String) -> SolveOutcome {
        switch error {
        case .unsatisfiable(_, let conflict):
            let entries = conflict.compactMap { entryOfConstraint[ObjectIdentifier($0)] }
            return .unsatisfiable(
                constraint: text, conflict: entries.sorted { $0.sequence < $1.sequence }.map(\.text))
        case .duplicateConstraint: return .duplicate(constraint: text)
        case .unknownConstraint: return .unknown(constraint: text)
        case .nonFinite: return .nonFinite(.constraint(text))
        case .badlyScaled: return .badlyScaled(.constraint(text))
        case .capacityExceeded: return .capacityExceeded(.constraint(text))
        case .workLimitExceeded: return .workLimitExceeded(.constraint(text), limit: solver.workLimit)
        case .invalidPriority, .unknownVariable, .priorityCrossesRequired, .duplicateEditVariable,
            .unknownEditVariable, .requiredEditPriority:
            return .invalid(.constraint(text))
        }
    }

    // MARK: Edit variables

    /// Declares edit variables in order; on the first failure takes back those it declared.
    mutating func addEdits(_ specs: [SolverProblem.EditSpec]) -> SolveOutcome? {
        var added: [Int] = []
        for spec in specs {
            var failure: SolveOutcome?
            do {
                try solver.addEditVariable(Variable(index: spec.variable), priority: spec.priority)
                editOfVariable[spec.variable] = (spec.priority, 0)
                added.append(spec.variable)
                if !changedValuesAreFinite() { failure = .badlyScaled(.variable(spec.name)) }
            } catch {
                failure = outcome(of: error, variable: spec.name)
            }
            if let failure {
                for index in added.reversed() { removeEdit(index) }
                _ = changedValuesAreFinite()
                return failure
            }
        }
        return nil
    }

    /// Stops variables from being edit variables, after checking that each one is; on a removal
    /// that leaves a value beyond `Double`'s range, declares again those it removed.
    mutating func removeEdits(_ indices: [Int]) -> SolveOutcome? {
        var seen: Set<Int> = []
        for index in indices
        where !solver.containsEditVariable(Variable(index: index)) || !seen.insert(index).inserted {
            return .unknownEdit(variable: name(of: index))
        }
        var removed: [(index: Int, priority: Priority, suggestion: Double)] = []
        for index in indices {
            let edit = editOfVariable[index]!
            removed.append((index, edit.priority, edit.suggestion))
            removeEdit(index)
            guard changedValuesAreFinite() else {
                for entry in removed.reversed() {
                    let variable = Variable(index: entry.index)
                    // Cannot fail: the variable was an edit variable with this priority a moment ago.
                    try? solver.addEditVariable(variable, priority: entry.priority)
                    if entry.suggestion != 0 { try? solver.suggestValue(entry.suggestion, for: variable) }
                    editOfVariable[entry.index] = (entry.priority, entry.suggestion)
                }
                _ = changedValuesAreFinite()
                return .badlyScaled(.variable(name(of: index)))
            }
        }
        return nil
    }

    /// Stops a variable known to be an edit variable from being one.
    mutating func removeEdit(_ index: Int) {
        try? solver.removeEditVariable(Variable(index: index))
        editOfVariable[index] = nil
    }

    /// Suggests values, after checking that each variable is an edit variable and each value
    /// is finite; on a suggestion that leaves a value beyond `Double`'s range, suggests again
    /// the values it replaced (in reverse order).
    mutating func suggest(_ suggestions: [(variable: Int, value: Double)]) -> SolveOutcome? {
        for (index, value) in suggestions {
            guard solver.containsEditVariable(Variable(index: index)) else {
                return .unknownEdit(variable: name(of: index))
            }
            guard value.isFinite else { return .nonFinite(.variable(name(of: index))) }
        }
        var replaced: [(variable: Int, value: Double)] = []
        for (index, value) in suggestions {
            replaced.append((index, editOfVariable[index]!.suggestion))
            var failure: SolveOutcome?
            do {
                try solver.suggestValue(value, for: Variable(index: index))
                editOfVariable[index]!.suggestion = value
                if !changedValuesAreFinite() { failure = .badlyScaled(.variable(name(of: index))) }
            } catch {
                replaced.removeLast()
                failure = outcome(of: error, variable: name(of: index))
            }
            if let failure {
                for (index, old) in replaced.reversed() {
                    // Cannot fail: the value was suggested (or was the initial 0) a moment ago.
                    try? solver.suggestValue(old, for: Variable(index: index))
                    editOfVariable[index]!.suggestion = old
                }
                _ = changedValuesAreFinite()
                return failure
            }
        }
        return nil
    }

    func outcome(of error: SolverError, variable name: String) -> SolveOutcome {
        switch error {
        case .duplicateEditVariable: .duplicateEdit(variable: name)
        case .unknownEditVariable: .unknownEdit(variable: name)
        case .requiredEditPriority: .requiredEdit(variable: name)
        case .nonFinite: .nonFinite(.variable(name))
        case .badlyScaled: .badlyScaled(.variable(name))
        case .capacityExceeded: .capacityExceeded(.variable(name))
        case .workLimitExceeded: .workLimitExceeded(.variable(name), limit: solver.workLimit)
        case .invalidPriority, .unknownVariable, .unsatisfiable, .duplicateConstraint, .unknownConstraint,
            .priorityCrossesRequired:
            .invalid(.variable(name))
        }
    }
}
