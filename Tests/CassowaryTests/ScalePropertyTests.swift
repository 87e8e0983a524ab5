import Cassowary
import Testing
import TestSupport

/// Property tests of the solver's numerics (the README's "Numerical accuracy"): random problems
/// scaled as a whole, and random problems whose numbers span many orders of magnitude.
///
/// - **Well scaled**: a scenario of the ordinary property tests, checked against the reference
///   solver as they are, then run again with every constant multiplied by 2^b and every
///   coefficient by 2^a (b drawn from -40...40, a within 10 of b; powers of two, so that the copy
///   is the same problem exactly, its values the original's times 2^(b-a)). Every tolerance of
///   the solver is relative to the numbers it judges, so the copy must go exactly as the
///   original: the same outcome at every step and every value the original's times 2^(b-a), bit
///   for bit. In particular it is never badly scaled. (Without edit variables: an edit
///   variable's error is measured in the variable's units, the constraints' errors in theirs,
///   so scaling the constraints alone changes what the optimum trades.)
/// - **Badly scaled**: required and optional constraints whose coefficients and constants range
///   from 10⁻¹² to 10¹⁸. Each call either succeeds, and then every required constraint holds
///   within a relative tolerance of its own numbers (10⁻⁷ of `|constant| + Σ |coefficient ×
///   value|`, plus 10⁻¹² of the problem's largest constant or term, its rounding); or reports
///   `unsatisfiable`, and then the
///   conflict is one (the reference solver on the conflict finds it infeasible, or a Farkas
///   certificate shows it in doubles); or reports `badlyScaled`, and then nothing changed.
@Suite struct ScalePropertyTests {
    /// Shapes without misuse (bad numbers are the misuse tests' business) and without edit
    /// variables.
    static let shapes: [ScenarioShape] = [
        ScenarioShape(
            variables: 2...6, steps: 10...30, levels: 1...3, addEdit: 0, suggest: 0, removeEdit: 0, misuse: 0),
        ScenarioShape(
            variables: 2...8, steps: 10...35, levels: 1...4, requiredAdd: 10, wildRequiredAdd: 20, optionalAdd: 10,
            updateConstant: 15, addEdit: 0, suggest: 0, removeEdit: 0, misuse: 0),
        ScenarioShape(
            variables: 2...10, steps: 15...40, levels: 2...6, chains: true, addEdit: 0, suggest: 0, removeEdit: 0,
            misuse: 0),
        ScenarioShape(
            variables: 2...10, steps: 10...40, levels: 1...6, awkwardNumbers: true, addEdit: 0, suggest: 0,
            removeEdit: 0, misuse: 0),
    ]

    @Test(arguments: 0..<8) func wellScaledProblemsGoExactlyAsTheirOriginal(chunk: Int) {
        var failures: [String] = []
        var tally: [String: Int] = [:]
        for offset in 0..<12 {
            let seed = UInt64(13_000_000 + chunk * 12 + offset)
            let shape = Self.shapes[offset % Self.shapes.count]
            var generator = ScenarioGenerator(seed: seed, shape: shape)
            let scenario = generator.scenario()
            if let failure = ScenarioRunner(scenario).run() {
                failures.append("seed \(seed), original: \(failure)")
                continue
            }
            var random = SplitMix64(seed: seed)
            let b = random.int(-40...40)
            let a = b + random.int(-10...10)
            if let problem = compareScaled(scenario, coefficientExponent: a, constantExponent: b, tally: &tally) {
                failures.append("seed \(seed), coefficients × 2^\(a), constants × 2^\(b): \(problem)")
            }
        }
        #expect(failures.isEmpty, "\(failures.prefix(3).joined(separator: "\n"))")
        // The runs must have done what the test is about.
        #expect(tally["succeeded", default: 0] >= 100 && tally["unsatisfiable", default: 0] >= 1, "\(tally)")
    }

    /// Runs the scenario and its scaled copy side by side; nil when they agree exactly.
    func compareScaled(
        _ scenario: Scenario, coefficientExponent a: Int, constantExponent b: Int, tally: inout [String: Int]
    ) -> String? {
        let coefficientFactor = Double(sign: .plus, exponent: a, significand: 1)
        let constantFactor = Double(sign: .plus, exponent: b, significand: 1)
        let valueFactor = Double(sign: .plus, exponent: b - a, significand: 1)
        func scaled(_ spec: ReferenceConstraint) -> ReferenceConstraint {
            var copy = spec
            copy.terms = spec.terms.map { ReferenceTerm(variable: $0.variable, coefficient: $0.coefficient * coefficientFactor) }
            copy.constant = spec.constant * constantFactor
            return copy
        }
        let original = Solver()
        let copy = Solver()
        var objects: [Int: (Constraint, Constraint)] = [:]
        for _ in 0..<scenario.variableCount {
            _ = original.makeVariable()
            _ = copy.makeVariable()
        }
        func pair(_ id: Int) -> (Constraint, Constraint) {
            if let existing = objects[id] { return existing }
            let spec = scenario.specs[id] ?? ReferenceConstraint(terms: [], constant: 0, relation: .equal, priority: 1000)
            let made = (spec.makeConstraint(), scaled(spec).makeConstraint())
            objects[id] = made
            return made
        }
        func perform(_ step: Step, onCopy: Bool) -> SolverError? {
            let solver = onCopy ? copy : original
            let scale = onCopy ? constantFactor : 1
            let valueScale = onCopy ? valueFactor : 1
            do {
                switch step {
                case .add(let id, _): try solver.add(onCopy ? pair(id).1 : pair(id).0)
                case .addQuietly(let id, _):
                    try solver.add(onCopy ? pair(id).1 : pair(id).0, explainingConflicts: false)
                case .remove(let id): try solver.remove(onCopy ? pair(id).1 : pair(id).0)
                case .removeForeign: try solver.remove(Constraint(Expression(constant: 0), .equal))
                case .updateConstant(let id, let c):
                    try solver.updateConstant(of: onCopy ? pair(id).1 : pair(id).0, to: c * scale)
                case .updatePriority(let id, let p):
                    try solver.updatePriority(of: onCopy ? pair(id).1 : pair(id).0, to: Priority(p))
                case .addEdit(let v, let p): try solver.addEditVariable(Variable(index: v), priority: Priority(p))
                case .removeEdit(let v): try solver.removeEditVariable(Variable(index: v))
                case .suggest(let v, let x): try solver.suggestValue(x * valueScale, for: Variable(index: v))
                case .reset: solver.reset()
                case .makeVariable: _ = solver.makeVariable()
                }
                return nil
            } catch {
                return error
            }
        }
        for (index, step) in scenario.steps.enumerated() {
            let first = perform(step, onCopy: false)
            let second = perform(step, onCopy: true)
            let kind = first.map { ErrorKind($0).rawValue } ?? "succeeded"
            tally[kind, default: 0] += 1
            guard first.map(ErrorKind.init) == second.map(ErrorKind.init) else {
                return "step \(index) (\(step)): the original gives \(String(describing: first)), the copy \(String(describing: second))"
            }
            if case .unsatisfiable(_, let conflict) = first, case .unsatisfiable(_, let scaledConflict) = second {
                let ids = conflict.map { member in objects.first { $0.value.0 === member }?.key ?? -1 }
                let scaledIDs = scaledConflict.map { member in objects.first { $0.value.1 === member }?.key ?? -1 }
                guard ids == scaledIDs else { return "step \(index): conflict \(ids) against \(scaledIDs)" }
            }
            let values = original.allValues()
            let scaledValues = copy.allValues()
            for i in values.indices where !(scaledValues[i] == values[i] * valueFactor) {
                return "step \(index) (\(step)): v\(i) = \(values[i]), the copy's \(scaledValues[i]) (not × 2^\(b - a))"
            }
        }
        return nil
    }

    // MARK: Badly scaled

    /// A magnitude from 10⁻¹² to 10¹⁸ (log-uniform, in steps of a thousand) times a small
    /// integer or half, either sign.
    static func wideNumber(_ random: inout SplitMix64, exponents: ClosedRange<Int>) -> Double {
        let exponent = 3 * random.int(exponents.lowerBound / 3...exponents.upperBound / 3)
        let mantissa = Double(random.int(1...9)) * (random.chance(0.3) ? 0.5 : 1)
        return (random.chance(0.5) ? -1 : 1) * mantissa * pow10(exponent)
    }

    static func pow10(_ exponent: Int) -> Double {
        var result = 1.0
        for _ in 0..<abs(exponent) { result *= 10 }
        return exponent < 0 ? 1 / result : result
    }

    @Test(arguments: 0..<8) func badlyScaledProblemsAreSolvedRefusedOrExplained(chunk: Int) {
        var failures: [String] = []
        var tally: [String: Int] = [:]
        for offset in 0..<40 {
            let seed = UInt64(14_000_000 + chunk * 40 + offset)
            if let failure = runBadlyScaled(seed: seed, tally: &tally) { failures.append("seed \(seed): \(failure)") }
        }
        #expect(failures.isEmpty, "\(failures.prefix(3).joined(separator: "\n"))")
        #expect(
            tally["succeeded", default: 0] >= 200 && tally["unsatisfiable", default: 0] >= 5
                && tally["badlyScaled", default: 0] >= 5,
            "\(tally)")
    }

    /// One random badly scaled problem, added constraint by constraint (with a removal now and
    /// then); nil when every call did what the suite's documentation says.
    func runBadlyScaled(seed: UInt64, tally: inout [String: Int]) -> String? {
        var random = SplitMix64(seed: seed)
        let variableCount = random.int(2...6)
        let solver = Solver()
        for _ in 0..<variableCount { _ = solver.makeVariable() }
        var added: [(constraint: Constraint, spec: ReferenceConstraint)] = []
        for step in 0..<random.int(8...24) {
            if !added.isEmpty, random.chance(0.1) {
                let k = random.int(0...(added.count - 1))
                do { try solver.remove(added[k].constraint) } catch { return "step \(step): remove threw \(error)" }
                added.remove(at: k)
                let problems = solver.checkInvariants()
                guard problems.isEmpty else { return "step \(step): after a removal, invariants \(problems.prefix(3))" }
                continue
            }
            var terms: [ReferenceTerm] = []
            for _ in 0..<random.int(1...3) {
                terms.append(
                    ReferenceTerm(
                        variable: random.int(0...(variableCount - 1)),
                        coefficient: Self.wideNumber(&random, exponents: -12...12)))
            }
            let constant = random.chance(0.2) ? 0 : Self.wideNumber(&random, exponents: -12...18)
            let relation = random.pick([ReferenceRelation.equal, .greaterThanOrEqual, .lessThanOrEqual])
            let priority = random.chance(0.75) ? 1000 : random.pick([750.0, 250])
            let spec = ReferenceConstraint(terms: terms, constant: constant, relation: relation, priority: priority)
            let constraint = spec.makeConstraint()
            let before = solver.allValues()
            let dumpBefore = solver.dump()
            do {
                try solver.add(constraint)
                added.append((constraint, spec))
                tally["succeeded", default: 0] += 1
            } catch .unsatisfiable(_, let conflict) {
                tally["unsatisfiable", default: 0] += 1
                guard spec.isRequired else { return "step \(step): an optional constraint was unsatisfiable" }
                let members = conflict.map { member in
                    member === constraint ? spec : added.first { $0.constraint === member }!.spec
                }
                if ReferenceSolver.isFeasible(variableCount: variableCount, constraints: members),
                    ConflictCertificate(conflict) == nil
                {
                    return "step \(step): \(spec.swiftDescription) refused, but its conflict can hold: \(members.map(\.swiftDescription))"
                }
                if solver.dump() != dumpBefore { return "step \(step): a refusal changed the solver" }
                continue
            } catch .badlyScaled(let culprit) {
                tally["badlyScaled", default: 0] += 1
                guard culprit === constraint else { return "step \(step): badlyScaled names another constraint" }
                let after = solver.allValues()
                guard zip(before, after).allSatisfy({ $0.bitPattern == $1.bitPattern }), solver.dump() == dumpBefore else {
                    return "step \(step): badlyScaled changed the solver"
                }
                continue
            } catch {
                return "step \(step): \(spec.swiftDescription) threw \(error)"
            }
            let problems = solver.checkInvariants()
            guard problems.isEmpty else { return "step \(step): invariants \(problems.prefix(3))" }
            let values = solver.allValues()
            func own(_ spec: ReferenceConstraint) -> Double {
                spec.terms.reduce(abs(spec.constant)) { $0 + abs($1.coefficient * values[$1.variable]) }
            }
            // Rounding at the problem's own size: a value that should be 0 may be 10⁻¹⁶ of it.
            let largestValue = values.reduce(0) { max($0, abs($1)) }
            let noise = 1e-12 * added.reduce(0) { size, entry in
                entry.spec.terms.reduce(max(size, own(entry.spec), abs(entry.spec.constant))) {
                    max($0, abs($1.coefficient) * largestValue)
                }
            }
            for (_, spec) in added where spec.isRequired {
                let violation = spec.violation(at: values)
                guard values.allSatisfy(\.isFinite), violation <= 1e-7 * own(spec) + noise else {
                    return "step \(step): \(spec.swiftDescription) is off by \(violation) at \(values)"
                }
            }
        }
        return nil
    }
}
