// Runs a scenario on the solver under test and checks every property after every step, against
// a model of what the solver should hold and the reference solver's optimum; shrinks a failing
// scenario and prints it as Swift code.

import Cassowary

/// A solver error without its payload, for comparing what was thrown with what was expected.
enum ErrorKind: String, Hashable, Sendable {
    case unsatisfiable, duplicateConstraint, unknownConstraint, duplicateEditVariable
    case unknownEditVariable, requiredEditPriority, nonFinite, invalidPriority, unknownVariable
    case priorityCrossesRequired, badlyScaled, capacityExceeded, workLimitExceeded

    init(_ error: SolverError) {
        switch error {
        case .unsatisfiable: self = .unsatisfiable
        case .duplicateConstraint: self = .duplicateConstraint
        case .unknownConstraint: self = .unknownConstraint
        case .duplicateEditVariable: self = .duplicateEditVariable
        case .unknownEditVariable: self = .unknownEditVariable
        case .requiredEditPriority: self = .requiredEditPriority
        case .nonFinite: self = .nonFinite
        case .invalidPriority: self = .invalidPriority
        case .unknownVariable: self = .unknownVariable
        case .priorityCrossesRequired: self = .priorityCrossesRequired
        case .badlyScaled: self = .badlyScaled
        case .capacityExceeded: self = .capacityExceeded
        case .workLimitExceeded: self = .workLimitExceeded
        }
    }
}

/// A broken property: which one, at which step, and the details.
struct PropertyFailure: Error, CustomStringConvertible {
    var property: String
    var step: Int
    var message: String

    var description: String { "[\(property)] at step \(step): \(message)" }
}

/// Which properties a run checks; all of them unless a test narrows it.
struct RunOptions: Sendable {
    /// A solver that skips the calls that threw ends bit-identical to the one that made them.
    var checkErrorsLeaveNoTrace = true
    /// `dump()` is the same before and after a call that threw.
    var checkDumpAfterErrors = true
    /// At the end, a fresh solver given the final system reaches the same optimum.
    var checkReplay = true
    /// `valueRange(of:)` is the reference's interval of optimal values, and leaves no trace.
    var checkValueRange = true
    /// The absolute tolerance of every comparison with the reference, for numbers up to 100;
    /// it grows in proportion beyond.
    var tolerance = 1e-6
}

/// What the solver should hold: the added constraints with their current constant and
/// priority, and the edit variables with their current suggestion, in the order they were added.
struct Model: Equatable {
    struct Item: Equatable {
        /// The constraint id, or nil for an edit variable's constraint.
        var id: Int?
        var content: ReferenceConstraint
        /// The edit variable, or -1.
        var editVariable = -1
    }

    var items: [Item] = []

    func index(of id: Int) -> Int? { items.firstIndex { $0.id == id } }
    func editIndex(of variable: Int) -> Int? {
        items.firstIndex { $0.id == nil && $0.editVariable == variable }
    }

    var problemConstraints: [ReferenceConstraint] { items.map(\.content) }

    func problem(variableCount: Int) -> ReferenceProblem {
        ReferenceProblem(variableCount: variableCount, constraints: problemConstraints)
    }

    var constraintCount: Int { items.lazy.filter { $0.id != nil }.count }
}

/// Runs one scenario on six solvers in lockstep and checks, after every step:
/// - the outcome (success, or exactly the error the model predicts; `unsatisfiable` exactly
///   when the reference finds the required set infeasible, with a conflict set that is really
///   infeasible and irreducible);
/// - `checkInvariants()` is empty;
/// - every required constraint holds and every level's total error is the reference's optimum;
/// - a twin solver given the same calls has bit-identical values (determinism);
/// - a solver given only the calls that succeeded has bit-identical values, and a call that
///   threw changes neither the values nor `dump()` (errors leave no trace);
/// - `changedValues()` on a fourth solver reports exactly what changed, and on a fifth, read
///   only every fifth step, what changed over several calls (its values then bit-identical too);
/// - `valueRange(of:)`, asked of a sixth solver now and then (and for every variable at the
///   end), is the interval of optimal values that the reference finds, and leaves that solver
///   bit-identical to the others;
/// - `contains`, `constant(of:)`, `priority(of:)`, `containsEditVariable`, `constraintCount`;
/// - at the end, a fresh solver given the final system reaches the same optimum, and every
///   variable whose optimal value is unique has it in both.
final class ScenarioRunner {
    let scenario: Scenario
    let options: RunOptions
    /// What each step did on the main solver (for printing a reproduction).
    private(set) var outcomes: [ErrorKind?] = []
    /// How often each thing happened (`succeeded`, each error kind, `conflictChecked`,
    /// `uniqueValueChecked`…), so that a test can make sure its scenarios exercise what it is
    /// about.
    private(set) var tally: [String: Int] = [:]

    private var objects: [Int: Constraint] = [:]
    private var specs: [Int: ReferenceConstraint] = [:]
    private let foreign = Constraint(Expression(constant: 0), .equal)
    private var model = Model()

    init(_ scenario: Scenario, options: RunOptions = RunOptions()) {
        self.scenario = scenario
        self.options = options
        specs = scenario.specs
        n = scenario.variableCount
    }

    /// The number of variables made so far.
    private(set) var n: Int

    /// The constraint object of an id, made at its first use: from the spec of the id's first
    /// `add` step, or an empty constraint for an id that is never added.
    private func object(_ id: Int) -> Constraint {
        if let existing = objects[id] { return existing }
        let made = specs[id]?.makeConstraint() ?? Constraint(Expression(constant: 0), .equal)
        objects[id] = made
        return made
    }

    private func perform(_ step: Step, on solver: Solver) throws(SolverError) {
        switch step {
        case .add(let id, _): try solver.add(object(id))
        case .addQuietly(let id, _): try solver.add(object(id), explainingConflicts: false)
        case .remove(let id): try solver.remove(object(id))
        case .removeForeign: try solver.remove(foreign)
        case .updateConstant(let id, let c): try solver.updateConstant(of: object(id), to: c)
        case .updatePriority(let id, let p): try solver.updatePriority(of: object(id), to: Priority(p))
        case .addEdit(let v, let p): try solver.addEditVariable(Variable(index: v), priority: Priority(p))
        case .removeEdit(let v): try solver.removeEditVariable(Variable(index: v))
        case .suggest(let v, let x): try solver.suggestValue(x, for: Variable(index: v))
        case .reset: solver.reset()
        case .makeVariable: _ = solver.makeVariable(named: "x\(n)")
        }
    }

    private func outcome(of step: Step, on solver: Solver) -> (error: SolverError?, kind: ErrorKind?) {
        do {
            try perform(step, on: solver)
            return (nil, nil)
        } catch {
            return (error, ErrorKind(error))
        }
    }

    // MARK: Predicting

    /// What a step should do: the errors it may throw (empty: it must succeed) and the model
    /// after it succeeds.
    private struct Prediction {
        var errors: Set<ErrorKind> = []
        var next: Model?
        /// The reference's view of `next` (or of the infeasible candidate), when computed.
        var reference: ReferenceSolver?
        /// For an unsatisfiable call: the candidate model in which the conflict must lie.
        var candidate: Model?
    }

    private func isValidPriority(_ p: Double) -> Bool { p > 0 && p <= 1000 }

    private func predict(_ step: Step) -> Prediction {
        var p = Prediction()
        switch step {
        case .add(let id, _), .addQuietly(let id, _):
            let spec = specs[id]!
            if model.index(of: id) != nil { p.errors.insert(.duplicateConstraint) }
            if !spec.constant.isFinite || !spec.priority.isFinite
                || spec.terms.contains(where: { !$0.coefficient.isFinite })
            {
                p.errors.insert(.nonFinite)
            } else if !isValidPriority(spec.priority) {
                p.errors.insert(.invalidPriority)
            }
            if spec.terms.contains(where: { $0.variable < 0 || $0.variable >= n }) {
                p.errors.insert(.unknownVariable)
            }
            guard p.errors.isEmpty else { return p }
            var next = model
            next.items.append(Model.Item(id: id, content: spec))
            if spec.isRequired { return requiredChange(next) }
            p.next = next
        case .remove(let id):
            guard let k = model.index(of: id) else {
                p.errors = [.unknownConstraint]
                return p
            }
            var next = model
            next.items.remove(at: k)
            p.next = next
        case .removeForeign:
            p.errors = [.unknownConstraint]
        case .updateConstant(let id, let c):
            guard let k = model.index(of: id) else {
                p.errors = [.unknownConstraint]
                return p
            }
            guard c.isFinite else {
                p.errors = [.nonFinite]
                return p
            }
            var next = model
            next.items[k].content.constant = c
            if next.items[k].content.isRequired { return requiredChange(next) }
            p.next = next
        case .updatePriority(let id, let priority):
            guard let k = model.index(of: id) else {
                p.errors = [.unknownConstraint]
                return p
            }
            if !priority.isFinite {
                p.errors = [.nonFinite, .invalidPriority]
                return p
            }
            if !isValidPriority(priority) {
                p.errors = [.invalidPriority]
                return p
            }
            let current = model.items[k].content.priority
            if current == priority {
                p.next = model
                return p
            }
            if current >= 1000 || priority >= 1000 {
                p.errors = [.priorityCrossesRequired]
                return p
            }
            var next = model
            next.items[k].content.priority = priority
            p.next = next
        case .addEdit(let v, let priority):
            if v < 0 || v >= n { p.errors.insert(.unknownVariable) }
            if !priority.isFinite {
                p.errors.insert(.nonFinite)
            } else if !isValidPriority(priority) {
                p.errors.insert(.invalidPriority)
            } else if priority >= 1000 {
                p.errors.insert(.requiredEditPriority)
            }
            if model.editIndex(of: v) != nil { p.errors.insert(.duplicateEditVariable) }
            if !priority.isFinite { p.errors.insert(.invalidPriority) }
            guard p.errors.isEmpty else { return p }
            var next = model
            next.items.append(
                Model.Item(
                    id: nil,
                    content: ReferenceConstraint(
                        terms: [ReferenceTerm(variable: v, coefficient: 1)], constant: 0, relation: .equal,
                        priority: priority),
                    editVariable: v))
            p.next = next
        case .removeEdit(let v):
            guard let k = model.editIndex(of: v) else {
                p.errors = [.unknownEditVariable]
                return p
            }
            var next = model
            next.items.remove(at: k)
            p.next = next
        case .suggest(let v, let x):
            let k = model.editIndex(of: v)
            if k == nil { p.errors.insert(.unknownEditVariable) }
            if !x.isFinite { p.errors.insert(.nonFinite) }
            guard p.errors.isEmpty, let k else { return p }
            var next = model
            next.items[k].content.constant = -x
            p.next = next
        case .reset:
            p.next = Model()
        case .makeVariable:
            p.next = model
        }
        return p
    }

    /// A change to the required set: feasible (success) or not (`unsatisfiable`), as the
    /// reference decides.
    private func requiredChange(_ next: Model) -> Prediction {
        let reference = ReferenceSolver(next.problem(variableCount: n))
        if reference.result.isFeasible { return Prediction(errors: [], next: next, reference: reference) }
        return Prediction(errors: [.unsatisfiable], next: nil, reference: reference, candidate: next)
    }

    // MARK: Running

    /// Runs the scenario; nil when every property held.
    func run() -> PropertyFailure? {
        let main = Solver()
        let twin = Solver()
        let clean = Solver()
        let watcher = Solver()
        let prober = Solver()
        let sleeper = Solver()
        for i in 0..<n {
            for solver in [main, twin, clean, watcher, prober, sleeper] {
                _ = solver.makeVariable(named: "x\(i)")
            }
        }
        var values = [Double](repeating: 0, count: n)
        var shadow = values
        var sleeperShadow = values
        var reference: ReferenceSolver? = nil
        outcomes = []

        for (index, step) in scenario.steps.enumerated() {
            func failure(_ property: String, _ message: String) -> PropertyFailure {
                PropertyFailure(property: property, step: index, message: message)
            }
            let prediction = predict(step)
            let dumpBefore = options.checkDumpAfterErrors && !prediction.errors.isEmpty ? main.dump() : ""
            let (error, kind) = outcome(of: step, on: main)
            outcomes.append(kind)
            tally[kind?.rawValue ?? "succeeded", default: 0] += 1
            tally["step " + step.kindName, default: 0] += 1
            let (_, twinKind) = outcome(of: step, on: twin)
            if twinKind != kind {
                return failure(
                    "determinism",
                    "the same call threw \(String(describing: kind)) then \(String(describing: twinKind))")
            }
            let (_, watcherKind) = outcome(of: step, on: watcher)
            if watcherKind != kind {
                return failure(
                    "determinism",
                    "the same call threw \(String(describing: kind)) then \(String(describing: watcherKind))")
            }
            let (_, sleeperKind) = outcome(of: step, on: sleeper)
            if sleeperKind != kind {
                return failure(
                    "determinism",
                    "the same call threw \(String(describing: kind)) then \(String(describing: sleeperKind))")
            }
            let (_, proberKind) = outcome(of: step, on: prober)
            if proberKind != kind {
                return failure(
                    "valueRangeLeavesNoTrace",
                    "after valueRange(of:) queries, \(step) threw \(String(describing: proberKind)), not \(String(describing: kind))"
                )
            }

            if let kind, let error {
                guard prediction.errors.contains(kind) else {
                    if prediction.errors.isEmpty {
                        return failure(
                            kind == .unsatisfiable ? "falseUnsatisfiable" : "unexpectedError",
                            "\(step) threw \(error), expected success")
                    }
                    return failure(
                        "wrongError", "\(step) threw \(kind), expected one of \(prediction.errors)")
                }
                // The call threw as it should: nothing may have changed.
                let after = main.allValues()
                if let diff = bitwiseDifference(values, after) {
                    return failure("errorChangedValues", "\(step) threw \(kind) but changed values: \(diff)")
                }
                let problems = main.checkInvariants()
                if !problems.isEmpty {
                    return failure("invariants", "after \(step) threw: \(problems.prefix(5))")
                }
                if options.checkDumpAfterErrors {
                    let dumpAfter = main.dump()
                    if dumpAfter != dumpBefore {
                        return failure(
                            "errorChangedDump",
                            "\(step) threw \(kind) but changed the dump:\n\(dumpBefore)\n---\n\(dumpAfter)")
                    }
                }
                let changed = watcher.changedValues()
                if !changed.isEmpty {
                    return failure("changedValues", "\(step) threw but changedValues() reports \(changed)")
                }
                if case .addQuietly(let id, _) = step, case .unsatisfiable(let culprit, let conflict) = error
                {
                    if culprit !== objects[id] {
                        return failure("conflictSet", "the error names \(culprit), not c\(id)")
                    }
                    if !conflict.isEmpty {
                        return failure(
                            "conflictSet", "add(_:explainingConflicts: false) listed a conflict: \(conflict)")
                    }
                } else if kind == .unsatisfiable, case .unsatisfiable(let culprit, let conflict) = error,
                    let candidate = prediction.candidate
                {
                    if let problem = checkConflict(
                        step: step, culprit: culprit, conflict: conflict, candidate: candidate)
                    {
                        return failure("conflictSet", problem)
                    }
                    tally["conflictChecked", default: 0] += 1
                    tally["conflictMembers", default: 0] += conflict.count
                }
                if let problem = checkQueries(main) {
                    return failure("queries", "after \(step) threw: \(problem)")
                }
                continue
            }

            // The call succeeded.
            guard prediction.errors.isEmpty, let next = prediction.next else {
                return failure(
                    prediction.errors.contains(.unsatisfiable) ? "acceptedInfeasible" : "missingError",
                    "\(step) succeeded, expected one of \(prediction.errors)")
            }
            let (_, cleanKind) = outcome(of: step, on: clean)
            if cleanKind != nil {
                return failure(
                    "errorsLeaveNoTrace", "\(step) threw \(cleanKind!) on a solver without the failed calls")
            }
            if case .makeVariable = step {
                // Every solver made it (the clean one above); the model gains an unconstrained 0.
                n += 1
                values.append(0)
                shadow.append(0)
                sleeperShadow.append(0)
            }
            let changed = next != model || step.kindName == "makeVariable"
            model = next
            if let fresh = prediction.reference {
                reference = fresh
            } else if reference == nil || changed {
                reference = ReferenceSolver(model.problem(variableCount: n))
            }

            let problems = main.checkInvariants()
            if !problems.isEmpty { return failure("invariants", "after \(step): \(problems.prefix(5))") }
            values = main.allValues()
            for j in 0..<n where main.value(of: Variable(index: j)).bitPattern != values[j].bitPattern {
                return failure(
                    "valueOf",
                    "value(of: v\(j)) = \(main.value(of: Variable(index: j))), allValues()[\(j)] = \(values[j])"
                )
            }
            if case .reset = step, let nonzero = values.firstIndex(where: { $0 != 0 }) {
                return failure("reset", "after reset v\(nonzero) = \(values[nonzero])")
            }
            if let diff = bitwiseDifference(values, twin.allValues()) {
                return failure("determinism", "two solvers given the same calls differ: \(diff)")
            }
            if options.checkErrorsLeaveNoTrace, let diff = bitwiseDifference(values, clean.allValues()) {
                return failure(
                    "errorsLeaveNoTrace",
                    "a solver without the calls that threw differs from one with them: \(diff)")
            }
            var seen = Set<Int>()
            for change in watcher.changedValues() {
                let i = change.variable.index
                guard seen.insert(i).inserted else { return failure("changedValues", "v\(i) reported twice") }
                if change.value == shadow[i] {
                    return failure("changedValues", "v\(i) reported as changed but is still \(change.value)")
                }
                shadow[i] = change.value
            }
            if let i = (0..<n).first(where: { shadow[$0] != values[$0] }) {
                return failure(
                    "changedValues",
                    "v\(i) changed to \(values[i]) but changedValues() did not say so (last reported \(shadow[i]))"
                )
            }
            if index % 5 == 4 || index == scenario.steps.count - 1 {
                // A solver read only now and then: what it evaluates late, and what it reports
                // as changed over several calls, must agree with the solver read every time.
                for change in sleeper.changedValues() { sleeperShadow[change.variable.index] = change.value }
                if let i = (0..<n).first(where: { sleeperShadow[$0] != values[$0] }) {
                    return failure(
                        "changedValues",
                        "read every 5 steps, changedValues() leaves v\(i) at \(sleeperShadow[i]); it is \(values[i])"
                    )
                }
                if let diff = bitwiseDifference(values, sleeper.allValues()) {
                    return failure(
                        "lazyValues", "a solver read every 5 steps differs from one read every step: \(diff)")
                }
            }
            if let problem = checkQueries(main) { return failure("queries", "after \(step): \(problem)") }
            if let (property, message) = compare(values, with: reference!) {
                return failure(property, message)
            }
            if options.checkValueRange {
                if let diff = bitwiseDifference(values, prober.allValues()) {
                    return failure(
                        "valueRangeLeavesNoTrace",
                        "a solver asked valueRange(of:) differs from one not asked: \(diff)")
                }
                if let j = rangeProbe(afterStep: index, variableCount: n),
                    let problem = checkRange(prober, of: j, reference: reference!)
                {
                    return failure(problem.0, problem.1)
                }
            }
        }

        if options.checkReplay, let reference {
            if let (property, message) = replay(values: values, reference: reference) {
                return PropertyFailure(property: property, step: scenario.steps.count - 1, message: message)
            }
        }
        if options.checkValueRange, let reference {
            for j in 0..<n {
                if let (property, message) = checkRange(prober, of: j, reference: reference) {
                    return PropertyFailure(
                        property: property, step: scenario.steps.count - 1, message: message)
                }
            }
        }
        return nil
    }

    /// `valueRange(of:)` is the reference's interval, and the solver is unchanged by the query.
    private func checkRange(_ solver: Solver, of j: Int, reference: ReferenceSolver) -> (String, String)? {
        guard let (lower, upper) = reference.range(of: j) else { return nil }
        let before = solver.allValues()
        let dumpBefore = options.checkDumpAfterErrors ? solver.dump() : ""
        let range = solver.valueRange(of: Variable(index: j))
        tally["valueRangeChecked", default: 0] += 1
        if lower != upper { tally["valueRangeNonTrivial", default: 0] += 1 }
        func close(_ a: Double, _ b: Double) -> Bool {
            a.isInfinite || b.isInfinite ? a == b : abs(a - b) <= options.tolerance * max(1, abs(b) / 100)
        }
        if !close(range.lowerBound, lower) || !close(range.upperBound, upper) {
            return (
                "valueRange", "valueRange(of: v\(j)) = \(range), the optimal values span \(lower)...\(upper)"
            )
        }
        let problems = solver.checkInvariants()
        if !problems.isEmpty {
            return (
                "valueRangeLeavesNoTrace", "invariants after valueRange(of: v\(j)): \(problems.prefix(5))"
            )
        }
        if let diff = bitwiseDifference(before, solver.allValues()) {
            return ("valueRangeLeavesNoTrace", "valueRange(of: v\(j)) changed values: \(diff)")
        }
        if options.checkDumpAfterErrors, solver.dump() != dumpBefore {
            return ("valueRangeLeavesNoTrace", "valueRange(of: v\(j)) changed the dump")
        }
        return nil
    }

    // MARK: Checks

    private func bitwiseDifference(_ a: [Double], _ b: [Double]) -> String? {
        guard a.count == b.count else { return "\(a.count) values vs \(b.count)" }
        for i in a.indices where a[i].bitPattern != b[i].bitPattern {
            return "v\(i): \(a[i]) vs \(b[i])"
        }
        return nil
    }

    /// The scale of a constraint's terms at a point, for a relative tolerance.
    private func size(_ c: ReferenceConstraint, _ x: [Double]) -> Double {
        c.terms.reduce(abs(c.constant)) { $0 + abs($1.coefficient * x[$1.variable]) }
    }

    /// Whether `values` satisfy the required constraints and reach the reference's optimum at
    /// every level; nil when they do.
    private func compare(_ values: [Double], with reference: ReferenceSolver) -> (String, String)? {
        let result = reference.result
        let problem = reference.problem
        if let inconsistency = result.inconsistency { return ("reference", inconsistency) }
        guard result.isFeasible else {
            return ("acceptedInfeasible", "the reference finds the required set infeasible")
        }
        for c in problem.constraints where c.isRequired {
            let v = c.violation(at: values)
            if v > options.tolerance * max(1, size(c, values) / 100) {
                return ("requiredViolated", "\(c.swiftDescription) is violated by \(v) (values \(values))")
            }
        }
        let ours = problem.levelErrors(at: values)
        tally["levelsChecked", default: 0] += ours.count
        tally["levelsWithError", default: 0] += result.levelErrors.lazy.filter { $0 > 1e-9 }.count
        for k in ours.indices {
            let p = result.levelPriorities[k]
            let scale = problem.constraints.lazy.filter { $0.priority == p }
                .reduce(0) { $0 + self.size($1, values) + self.size($1, result.point) }
            if abs(ours[k] - result.levelErrors[k]) > options.tolerance * max(1, scale / 100) {
                let table = result.levelPriorities.indices.map {
                    "@\(result.levelPriorities[$0]): solver \(ours[$0]), optimum \(result.levelErrors[$0])"
                }
                return (
                    "notOptimal",
                    "level \(p) differs from the lexicographic optimum; \(table.joined(separator: "; "))"
                        + "\nsolver values \(values)\nreference point \(result.point)"
                )
            }
        }
        return nil
    }

    /// The conflict set of an `unsatisfiable` error must name the culprit, consist of required
    /// constraints of the candidate system, be infeasible, and be feasible without any member.
    private func checkConflict(
        step: Step, culprit: Constraint, conflict: [Constraint], candidate: Model
    ) -> String? {
        let expected: Int
        switch step {
        case .add(let id, _), .updateConstant(let id, _): expected = id
        default: return "\(step) cannot be unsatisfiable"
        }
        guard objects[expected] === culprit else { return "the error names \(culprit), not c\(expected)" }
        return checkConflictMembers(culprit: culprit, conflict: conflict, candidate: candidate)
    }

    private func checkConflictMembers(
        culprit: Constraint, conflict: [Constraint], candidate: Model
    ) -> String? {
        guard conflict.contains(where: { $0 === culprit }) else {
            return "the conflict set \(conflict) lacks the culprit"
        }
        var members: [ReferenceConstraint] = []
        var ids: [Int] = []
        for member in conflict {
            guard let id = objects.first(where: { $0.value === member })?.key,
                let k = candidate.index(of: id)
            else { return "conflict member \(member) is not an added constraint" }
            guard !ids.contains(id) else { return "conflict member c\(id) is listed twice" }
            let content = candidate.items[k].content
            guard content.isRequired else { return "conflict member c\(id) is optional" }
            ids.append(id)
            members.append(content)
        }
        let names = ids.map { "c\($0)" }.joined(separator: ", ")
        if ReferenceSolver.isFeasible(variableCount: n, constraints: members) {
            return "the conflict set [\(names)] can hold: it explains nothing"
        }
        for k in members.indices {
            var rest = members
            rest.remove(at: k)
            if !ReferenceSolver.isFeasible(variableCount: n, constraints: rest) {
                return "the conflict set [\(names)] is reducible: it stays infeasible without c\(ids[k])"
            }
        }
        return nil
    }

    /// The solver's answers about its constraints agree with the model.
    private func checkQueries(_ solver: Solver) -> String? {
        for (id, object) in objects.sorted(by: { $0.key < $1.key }) {
            let k = model.index(of: id)
            if solver.contains(object) != (k != nil) {
                return "contains(c\(id)) = \(solver.contains(object))"
            }
            if let k {
                let content = model.items[k].content
                if solver.constant(of: object) != content.constant {
                    return
                        "constant(of: c\(id)) = \(String(describing: solver.constant(of: object))), expected \(content.constant)"
                }
                if solver.priority(of: object)?.value != content.priority {
                    return
                        "priority(of: c\(id)) = \(String(describing: solver.priority(of: object))), expected \(content.priority)"
                }
            } else if solver.constant(of: object) != nil || solver.priority(of: object) != nil {
                return "c\(id) is not added but has a constant or priority"
            }
        }
        for v in 0..<n
        where solver.containsEditVariable(Variable(index: v)) != (model.editIndex(of: v) != nil) {
            return "containsEditVariable(v\(v)) = \(solver.containsEditVariable(Variable(index: v)))"
        }
        if solver.constraintCount != model.constraintCount {
            return "constraintCount = \(solver.constraintCount), expected \(model.constraintCount)"
        }
        if solver.variableCount != n { return "variableCount = \(solver.variableCount)" }
        return nil
    }

    /// Replays the final system into a fresh solver: it must reach the same optimum, and every
    /// variable whose optimal value is unique must have it in both solvers.
    private func replay(values: [Double], reference: ReferenceSolver) -> (String, String)? {
        let fresh = Solver()
        for i in 0..<n { _ = fresh.makeVariable(named: "x\(i)") }
        do {
            for item in model.items {
                if item.id != nil {
                    try fresh.add(item.content.makeConstraint())
                } else {
                    try fresh.addEditVariable(
                        Variable(index: item.editVariable), priority: Priority(item.content.priority))
                    if item.content.constant != 0 {
                        try fresh.suggestValue(
                            -item.content.constant, for: Variable(index: item.editVariable))
                    }
                }
            }
        } catch {
            return ("replay", "replaying the final system into a fresh solver threw \(error)")
        }
        let problems = fresh.checkInvariants()
        if !problems.isEmpty { return ("replay", "fresh solver invariants: \(problems.prefix(5))") }
        let freshValues = fresh.allValues()
        if let (property, message) = compare(freshValues, with: reference) {
            return ("replay", "fresh solver: [\(property)] \(message)")
        }
        tally["replayed", default: 0] += 1
        for j in 0..<n {
            guard let unique = reference.uniqueValue(of: j) else {
                tally["nonUniqueValue", default: 0] += 1
                continue
            }
            tally["uniqueValueChecked", default: 0] += 1
            let tolerance = options.tolerance * max(1, abs(unique) / 100)
            if abs(values[j] - unique) > tolerance || abs(freshValues[j] - unique) > tolerance {
                return (
                    "replay",
                    "v\(j) has the unique optimal value \(unique), incremental \(values[j]), fresh \(freshValues[j])"
                )
            }
        }
        return nil
    }
}

/// The variable whose `valueRange(of:)` the prober asks after a successful step, if any.
func rangeProbe(afterStep index: Int, variableCount n: Int) -> Int? {
    index % 3 == 0 && n > 0 ? (index * 7) % n : nil
}

// MARK: - Shrinking

/// Shrinks a failing scenario to a (locally) minimal one that breaks the same property: drops
/// runs of steps, then single steps, then terms of constraints, then unused variables.
///
/// - Parameter budget: how many steps the attempts may run in all; a bound on work rather than
///   on time, so that the result is the same on every machine.
func shrink(
    _ scenario: Scenario, failure: PropertyFailure, options: RunOptions, budget: Int = 20_000
)
    -> (Scenario, PropertyFailure)
{
    var best = Scenario(
        variableCount: scenario.variableCount, steps: Array(scenario.steps.prefix(failure.step + 1)))
    var bestFailure = failure
    var spent = 0
    func attempt(_ candidate: Scenario) -> Bool {
        guard spent < budget, candidate.variableCount >= 1 else { return false }
        spent += candidate.steps.count
        guard let f = ScenarioRunner(candidate, options: options).run(), f.property == failure.property else {
            return false
        }
        best = Scenario(
            variableCount: candidate.variableCount, steps: Array(candidate.steps.prefix(f.step + 1)))
        bestFailure = f
        return true
    }
    var chunk = max(1, best.steps.count / 2)
    while true {
        var progressed = false
        var i = 0
        while i < best.steps.count {
            var steps = best.steps
            steps.removeSubrange(i..<min(i + chunk, steps.count))
            if !attempt(Scenario(variableCount: best.variableCount, steps: steps)) {
                i += chunk
            } else {
                progressed = true
            }
        }
        if chunk == 1 && !progressed { break }
        if !progressed { chunk = max(1, chunk / 2) }
    }
    // Fewer terms: drop a term from a constraint (in every step that adds it).
    var progressed = true
    while progressed {
        progressed = false
        for i in best.steps.indices {
            guard let (id, spec) = best.steps[i].added else { continue }
            for t in spec.terms.indices {
                var smaller = spec
                smaller.terms.remove(at: t)
                let steps = best.steps.map { $0.replacingSpec(of: id, with: smaller) }
                if attempt(Scenario(variableCount: best.variableCount, steps: steps)) {
                    progressed = true
                    break
                }
            }
            if progressed { break }
        }
    }
    // Simpler numbers: constants, suggestions and new constants set to 0, else to 1.
    for i in best.steps.indices {
        for simpler in [0.0, 1.0] {
            var steps = best.steps
            guard i < steps.count else { break }
            if let (id, spec) = steps[i].added {
                guard spec.constant != simpler, spec.constant.isFinite else { continue }
                var simplified = spec
                simplified.constant = simpler
                steps = steps.map { $0.replacingSpec(of: id, with: simplified) }
                if attempt(Scenario(variableCount: best.variableCount, steps: steps)) { break }
                continue
            }
            switch steps[i] {
            case .suggest(let v, let x) where x != simpler && x.isFinite: steps[i] = .suggest(v, simpler)
            case .updateConstant(let id, let x) where x != simpler && x.isFinite:
                steps[i] = .updateConstant(id, simpler)
            default: continue
            }
            if attempt(Scenario(variableCount: best.variableCount, steps: steps)) { break }
        }
    }
    // Only the variables used, renumbered in order of first use.
    var used: [Int] = []
    let total = best.variableCount + best.steps.lazy.filter { $0.kindName == "makeVariable" }.count
    func use(_ v: Int) { if v >= 0, v < total, !used.contains(v) { used.append(v) } }
    for step in best.steps {
        switch step {
        case .add(_, let spec), .addQuietly(_, let spec): spec.terms.forEach { use($0.variable) }
        case .addEdit(let v, _), .removeEdit(let v), .suggest(let v, _): use(v)
        default: break
        }
    }
    if used.count < best.variableCount || used != Array(used.indices)
        || best.steps.contains(where: { $0.kindName == "makeVariable" })
    {
        let count = max(1, used.count)
        func map(_ v: Int) -> Int { used.firstIndex(of: v) ?? (v < 0 ? v : count + (v - total)) }
        let steps = best.steps.filter { $0.kindName != "makeVariable" }.map { step -> Step in
            switch step {
            case .add(let id, let spec), .addQuietly(let id, let spec):
                var mapped = spec
                mapped.terms = spec.terms.map {
                    ReferenceTerm(variable: map($0.variable), coefficient: $0.coefficient)
                }
                return step.replacingSpec(of: id, with: mapped)
            case .addEdit(let v, let p): return .addEdit(map(v), p)
            case .removeEdit(let v): return .removeEdit(map(v))
            case .suggest(let v, let x): return .suggest(map(v), x)
            default: return step
            }
        }
        _ = attempt(Scenario(variableCount: count, steps: steps))
    }
    return (best, bestFailure)
}

// MARK: - Printing

/// The scenario as Swift code that reproduces the failure.
func swiftReproduction(_ scenario: Scenario, failure: PropertyFailure, options: RunOptions) -> String {
    let runner = ScenarioRunner(scenario, options: options)
    _ = runner.run()
    var n = scenario.variableCount
    func variable(_ v: Int) -> String { v >= 0 && v < n ? "v[\(v)]" : "Variable(index: \(v))" }
    let grows = scenario.steps.contains { $0.kindName == "makeVariable" }
    var lines = [
        "let solver = Solver()", "\(grows ? "var" : "let") v = (0..<\(n)).map { _ in solver.makeVariable() }",
    ]
    var declared = Set<Int>()
    let specs = scenario.specs
    func declare(_ id: Int) {
        guard declared.insert(id).inserted else { return }
        guard let spec = specs[id] else {
            lines.append("let c\(id) = Constraint(Expression(constant: 0), .equal)  // never added")
            return
        }
        let terms = spec.terms.map { "Term(\(variable($0.variable)), \(swiftNumber($0.coefficient)))" }
        lines.append(
            "let c\(id) = Constraint(Expression([\(terms.joined(separator: ", "))], constant: \(swiftNumber(spec.constant))), "
                + "\(spec.relation.swiftName), priority: \(swiftNumber(spec.priority)))")
    }
    for (i, step) in scenario.steps.enumerated() {
        let call: String
        switch step {
        case .add(let id, _):
            declare(id)
            call = "solver.add(c\(id))"
        case .addQuietly(let id, _):
            declare(id)
            call = "solver.add(c\(id), explainingConflicts: false)"
        case .remove(let id):
            declare(id)
            call = "solver.remove(c\(id))"
        case .removeForeign:
            call = "solver.remove(Constraint(Expression(constant: 0), .equal))"
        case .updateConstant(let id, let c):
            declare(id)
            call = "solver.updateConstant(of: c\(id), to: \(swiftNumber(c)))"
        case .updatePriority(let id, let p):
            declare(id)
            call = "solver.updatePriority(of: c\(id), to: \(swiftNumber(p)))"
        case .addEdit(let v, let p):
            call = "solver.addEditVariable(\(variable(v)), priority: \(swiftNumber(p)))"
        case .removeEdit(let v): call = "solver.removeEditVariable(\(variable(v)))"
        case .suggest(let v, let x): call = "solver.suggestValue(\(swiftNumber(x)), for: \(variable(v)))"
        case .reset: call = "solver.reset()"
        case .makeVariable:
            n += 1
            lines.append("v.append(solver.makeVariable())")
            continue
        }
        let kind = i < runner.outcomes.count ? runner.outcomes[i] : nil
        if case .reset = step {
            lines.append(call)
        } else if let kind {
            lines.append("try? \(call)  // throws .\(kind.rawValue)")
        } else {
            lines.append("try \(call)")
        }
        // The queries of the solver that checks valueRange(of:), when that is what broke.
        if failure.property.hasPrefix("valueRange"), kind == nil,
            let j = rangeProbe(afterStep: i, variableCount: n)
        {
            lines.append("_ = solver.valueRange(of: v[\(j)])")
        }
    }
    lines.append("// ↑ breaks [\(failure.property)]: \(failure.message)")
    return lines.joined(separator: "\n")
}
