import Cassowary

/// A solver with the problem's variables, and the constraints added so far by their text.
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

    init(variableNames: [String]) {
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
            return nil
        } catch {
            let outcome = self.outcome(of: error, constraint: spec.text)
            entryOfConstraint[key] = nil
            return outcome
        }
    }

    /// Removes constraints by text, after checking that each one is added.
    mutating func remove(_ texts: [String]) -> SolveOutcome? {
        var seen: Set<String> = []
        for text in texts where constraintOfText[text] == nil || !seen.insert(text).inserted {
            return .unknown(constraint: text)
        }
        for text in texts { remove(text) }
        return nil
    }

    /// Removes a constraint known to be added.
    mutating func remove(_ text: String) {
        guard let constraint = constraintOfText.removeValue(forKey: text) else { return }
        entryOfConstraint[ObjectIdentifier(constraint)] = nil
        // Cannot fail: the constraint is added.
        try? solver.remove(constraint)
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
        case .invalidPriority, .unknownVariable, .priorityCrossesRequired, .duplicateEditVariable,
            .unknownEditVariable, .requiredEditPriority:
            return .invalid(.constraint(text))
        }
    }

    // MARK: Edit variables

    /// Declares edit variables in order; on the first failure takes back those it declared.
    mutating func addEdits(_ specs: [SolverProblem.EditSpec]) -> SolveOutcome? {
        var added: [Variable] = []
        for spec in specs {
            let variable = Variable(index: spec.variable)
            do {
                try solver.addEditVariable(variable, priority: spec.priority)
                added.append(variable)
            } catch {
                for variable in added.reversed() { try? solver.removeEditVariable(variable) }
                return outcome(of: error, variable: spec.name)
            }
        }
        return nil
    }

    /// Stops variables from being edit variables, after checking that each one is.
    mutating func removeEdits(_ indices: [Int]) -> SolveOutcome? {
        var seen: Set<Int> = []
        for index in indices
        where !solver.containsEditVariable(Variable(index: index)) || !seen.insert(index).inserted {
            return .unknownEdit(variable: name(of: index))
        }
        for index in indices { try? solver.removeEditVariable(Variable(index: index)) }
        return nil
    }

    /// Suggests values, after checking that each variable is an edit variable and each value
    /// is finite.
    mutating func suggest(_ suggestions: [(variable: Int, value: Double)]) -> SolveOutcome? {
        for (index, value) in suggestions {
            guard solver.containsEditVariable(Variable(index: index)) else {
                return .unknownEdit(variable: name(of: index))
            }
            guard value.isFinite else { return .nonFinite(.variable(name(of: index))) }
        }
        for (index, value) in suggestions {
            // Cannot fail after the checks above.
            try? solver.suggestValue(value, for: Variable(index: index))
        }
        return nil
    }

    func outcome(of error: SolverError, variable name: String) -> SolveOutcome {
        switch error {
        case .duplicateEditVariable: .duplicateEdit(variable: name)
        case .unknownEditVariable: .unknownEdit(variable: name)
        case .requiredEditPriority: .requiredEdit(variable: name)
        case .nonFinite: .nonFinite(.variable(name))
        case .invalidPriority, .unknownVariable, .unsatisfiable, .duplicateConstraint, .unknownConstraint,
            .priorityCrossesRequired:
            .invalid(.variable(name))
        }
    }
}
