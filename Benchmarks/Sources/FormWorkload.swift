import Cassowary
import LayoutFormats

/// W1 form: kiwi's own benchmark (`benchmarks/enaml_like_benchmark.cpp` in nucleic/kiwi), a form
/// of three labels and three fields, read as data from `Benchmarks/Workloads/W1-enaml-form.json`
/// (the solver format of `docs/solver-format.md`).
///
/// (a) times building a fresh solver with the edit variables and every constraint, and reading
/// the values; (b) times suggest width, suggest height, read all values, cycling through the sizes
/// of the file's steps.
struct FormProblem {
    /// Where the problem lives in the repository.
    static let relativePath = "Benchmarks/Workloads/W1-enaml-form.json"
    /// The problem's path from here, or the relative path (which then fails to load, loudly).
    static var defaultPath: String { repositoryFile(relativePath) ?? relativePath }
    /// Cycles through the sizes per timed run of (b): one step is about a microsecond, too short
    /// to time alone. The Python script uses the same number.
    static let suggestCycles = 200

    /// The file it was read from.
    let path: String
    let problem: SolverProblem
    /// The suggestions of each `suggest` step: one size of the form.
    let sizes: [[(variable: Variable, value: Double)]]

    /// The number of constraints (edit variables not counted).
    var constraintCount: Int { problem.constraints.count }
    /// The number of sizes cycled through.
    var sizeCount: Int { sizes.count }

    /// Reads the problem.
    ///
    /// - Throws: ``BenchmarkFailure`` when the file is missing, does not parse, or has steps
    ///   other than suggestions.
    static func load(_ path: String) throws -> FormProblem {
        guard let text = readTextFile(path) else { throw BenchmarkFailure("cannot read \(path)") }
        let problem: SolverProblem
        do {
            problem = try SolverProblem.parse(text, file: path)
        } catch {
            throw BenchmarkFailure("\(error)")
        }
        var sizes: [[(variable: Variable, value: Double)]] = []
        for step in problem.steps {
            guard case .suggest(let suggestions) = step else {
                throw BenchmarkFailure("\(path): W1 expects only suggest steps")
            }
            sizes.append(suggestions.map { (Variable(index: $0.variable), $0.value) })
        }
        guard !sizes.isEmpty else { throw BenchmarkFailure("\(path): no suggest steps") }
        return FormProblem(path: path, problem: problem, sizes: sizes)
    }

    /// A fresh solver with the problem's variables (in the file's order, so that
    /// `Variable(index: i)` is the i-th name), its edit variables, then its constraints — kiwi's
    /// benchmark adds the edit variables first too.
    func build() throws -> Solver {
        let solver = Solver()
        for name in problem.variableNames { _ = solver.makeVariable(named: name) }
        for edit in problem.edits { try solver.addEditVariable(Variable(index: edit.variable), priority: edit.priority) }
        for constraint in problem.constraints { try solver.add(constraint.makeConstraint()) }
        return solver
    }

    /// (a), one run: build and read the values (timed), then check them.
    func runBuild() throws -> [Phase: Double] {
        let start = monotonicNanoseconds()
        let solver = try build()
        let values = solver.allValues()
        let elapsed = seconds(since: start)
        try check(values, suggested: [], "after building")
        return [.build: elapsed]
    }

    /// A built solver for (b), which the timed runs keep suggesting into.
    func makeSession() throws -> FormSession {
        FormSession(form: self, solver: try build())
    }

    /// The memory child's run: build, then each size once, checked.
    func runOnceChecked() throws {
        let solver = try build()
        try check(solver.allValues(), suggested: [], "after building")
        for size in sizes {
            for (variable, value) in size { try solver.suggestValue(value, for: variable) }
            try check(solver.allValues(), suggested: size, "at size \(describe(size))")
        }
    }

    /// Checks the values: every required constraint holds, and the edit variables have the values
    /// suggested (the form fits each of the six sizes, so nothing keeps them from it).
    func check(_ values: [Double], suggested: [(variable: Variable, value: Double)], _ when: String) throws {
        for (variable, value) in suggested {
            try expectClose(values[variable.index], value, "W1 \(when): \(problem.variableNames[variable.index])")
        }
        for constraint in problem.constraints where constraint.priority.isRequired {
            var total = constraint.expression.constant
            for term in constraint.expression.terms { total += term.coefficient * values[term.variable.index] }
            let holds =
                switch constraint.relation {
                case .equal: abs(total) <= 1e-6
                case .greaterThanOrEqual: total >= -1e-6
                case .lessThanOrEqual: total <= 1e-6
                }
            guard holds else { throw BenchmarkFailure("W1 \(when): required `\(constraint.text)` is off by \(total)") }
        }
    }

    /// Compares our solution after each size with the peer's.
    ///
    /// The values need not be equal: the form's gap between contents and fields may sit above,
    /// between or below the fields at the same cost (several constraints of priority 751 compete),
    /// so the optimum is not unique and each solver breaks the tie its own way. What must agree is
    /// the cost: at every priority, the total error of the optional constraints and edits.
    ///
    /// - Returns: a line for the report: the same cost, or where the costs differ (not a failure
    ///   in itself: kiwi weighs priorities where we order them strictly, so it may trade a little
    ///   error at one priority for less at a lower one).
    /// - Throws: ``BenchmarkFailure`` when the peer omits a value, or its values break a required
    ///   constraint or miss a suggestion.
    func compare(withPeer peer: [[String: Double]]) throws -> String {
        let solver = try build()
        var differentValues = 0
        var costLines: [String] = []
        for (index, size) in sizes.enumerated() where index < peer.count {
            for (variable, value) in size { try solver.suggestValue(value, for: variable) }
            let ours = solver.allValues()
            var theirs = ours
            for (i, name) in problem.variableNames.enumerated() {
                guard let value = peer[index][name] else {
                    throw BenchmarkFailure("W1: kiwisolver reports no value for \(name)")
                }
                theirs[i] = value
                if abs(value - ours[i]) > 1e-6 * max(1, abs(ours[i])) { differentValues += 1 }
            }
            try check(theirs, suggested: size, "kiwisolver at size \(describe(size))")
            let ourCost = cost(ours, suggested: size)
            let theirCost = cost(theirs, suggested: size)
            for (priority, ourError) in ourCost {
                let theirError = theirCost[priority] ?? 0
                if abs(ourError - theirError) > 1e-6 * max(1, ourError) {
                    costLines.append(
                        "at \(describe(size)), priority \(priority.value): error ours \(ourError), "
                            + "kiwisolver \(theirError)")
                }
            }
        }
        let count = sizes.count * problem.variableNames.count
        guard costLines.isEmpty else {
            return "W1: kiwisolver's solutions cost differently from ours (kiwi weighs priorities, we order "
                + "them strictly): " + costLines.prefix(4).joined(separator: "; ")
        }
        return "W1: kiwisolver's solutions and ours have the same error at every priority at all "
            + "\(sizes.count) sizes; \(differentValues) of \(count) values differ (ties: the form's spare "
            + "height may go above, between or below the fields at the same cost)"
    }

    /// The total error at each priority below required: optional constraints by how far they are
    /// from holding, edit variables by how far they are from their suggestion.
    private func cost(_ values: [Double], suggested: [(variable: Variable, value: Double)]) -> [Priority: Double] {
        var result: [Priority: Double] = [:]
        for constraint in problem.constraints where !constraint.priority.isRequired {
            var total = constraint.expression.constant
            for term in constraint.expression.terms { total += term.coefficient * values[term.variable.index] }
            let error =
                switch constraint.relation {
                case .equal: abs(total)
                case .greaterThanOrEqual: max(0, -total)
                case .lessThanOrEqual: max(0, total)
                }
            result[constraint.priority, default: 0] += error
        }
        for edit in problem.edits {
            let target = suggested.last { $0.variable.index == edit.variable }?.value ?? 0
            result[edit.priority, default: 0] += abs(values[edit.variable] - target)
        }
        return result
    }

    /// A size in words, e.g. `width 400, height 600`.
    private func describe(_ size: [(variable: Variable, value: Double)]) -> String {
        size.map { "\(problem.variableNames[$0.variable.index]) \(formatNumber($0.value))" }
            .joined(separator: ", ")
    }

    /// A whole number without `.0`.
    private func formatNumber(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : String(value)
    }
}

/// A built W1 solver that the runs of (b) keep suggesting into, as kiwi's benchmark does.
final class FormSession {
    let form: FormProblem
    let solver: Solver

    init(form: FormProblem, solver: Solver) {
        self.form = form
        self.solver = solver
    }

    /// (b), one run: ``FormProblem/suggestCycles`` cycles through the sizes, each step suggesting
    /// every value of the size and reading all values (timed); then the last values are checked.
    func runSuggest() throws -> [Phase: Double] {
        var values: [Double] = []
        let start = monotonicNanoseconds()
        for _ in 0..<FormProblem.suggestCycles {
            for size in form.sizes {
                for (variable, value) in size { try solver.suggestValue(value, for: variable) }
                values = solver.allValues()
            }
        }
        let elapsed = seconds(since: start)
        try form.check(values, suggested: form.sizes[form.sizes.count - 1], "after suggesting")
        return [.suggest: elapsed]
    }
}
