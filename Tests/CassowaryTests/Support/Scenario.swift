// Random call sequences for the property tests: what a scenario is and how one is generated
// from a seed. (ScenarioRunner.swift runs, checks, shrinks and prints them.)

import Cassowary
import TestSupport

/// One call on the solver. Constraint objects are named by small integers (`c3`), so that a
/// scenario can be replayed into several solvers, shrunk and printed; the same integer always
/// means the same `Constraint` object, so adding it again is re-adding (or a duplicate).
enum Step: Sendable, CustomStringConvertible {
    /// `add(c_id)`, where the object is made from the spec the first time the id is met.
    case add(Int, ReferenceConstraint)
    /// `add(c_id, explainingConflicts: false)`: the same, but an unsatisfiable constraint
    /// throws with an empty conflict list.
    case addQuietly(Int, ReferenceConstraint)
    case remove(Int)
    /// `remove` of a constraint object that no solver ever saw.
    case removeForeign
    case updateConstant(Int, Double)
    case updatePriority(Int, Double)
    /// `addEditVariable(v[index], priority:)`; an index out of range is another solver's variable.
    case addEdit(Int, Double)
    case removeEdit(Int)
    case suggest(Int, Double)
    case reset
    /// `makeVariable()` in the middle of things: the next index.
    case makeVariable

    /// The id and spec of an `add` step of either kind.
    var added: (id: Int, spec: ReferenceConstraint)? {
        switch self {
        case .add(let id, let spec), .addQuietly(let id, let spec): (id, spec)
        default: nil
        }
    }

    /// The step with another spec when it adds constraint `id`.
    func replacingSpec(of id: Int, with spec: ReferenceConstraint) -> Step {
        switch self {
        case .add(id, _): .add(id, spec)
        case .addQuietly(id, _): .addQuietly(id, spec)
        default: self
        }
    }

    /// The call's name, for tallies.
    var kindName: String {
        switch self {
        case .add(_, let spec): spec.isRequired ? "add required" : "add optional"
        case .addQuietly: "add quietly"
        case .remove: "remove"
        case .removeForeign: "remove foreign"
        case .updateConstant: "updateConstant"
        case .updatePriority: "updatePriority"
        case .addEdit: "addEditVariable"
        case .removeEdit: "removeEditVariable"
        case .suggest: "suggestValue"
        case .reset: "reset"
        case .makeVariable: "makeVariable"
        }
    }

    var description: String {
        switch self {
        case .add(let id, let spec): "add c\(id): \(spec.swiftDescription)"
        case .addQuietly(let id, let spec):
            "add c\(id) (explainingConflicts: false): \(spec.swiftDescription)"
        case .remove(let id): "remove c\(id)"
        case .removeForeign: "remove a foreign constraint"
        case .updateConstant(let id, let c): "updateConstant c\(id) to \(c)"
        case .updatePriority(let id, let p): "updatePriority c\(id) to \(p)"
        case .addEdit(let v, let p): "addEdit v\(v) @\(p)"
        case .removeEdit(let v): "removeEdit v\(v)"
        case .suggest(let v, let x): "suggest \(x) for v\(v)"
        case .reset: "reset"
        case .makeVariable: "makeVariable"
        }
    }
}

/// A call sequence on a solver with `variableCount` variables made first (and more made by
/// `makeVariable` steps).
struct Scenario: Sendable {
    var variableCount: Int
    var steps: [Step]

    /// The spec of each constraint id: the one of its first `add` step.
    var specs: [Int: ReferenceConstraint] {
        var result: [Int: ReferenceConstraint] = [:]
        for step in steps {
            if let (id, spec) = step.added, result[id] == nil { result[id] = spec }
        }
        return result
    }
}

/// How often each kind of step is drawn (relative weights), and the shape of the systems.
struct ScenarioShape: Sendable {
    var variables: ClosedRange<Int>
    var steps: ClosedRange<Int>
    var levels: ClosedRange<Int>
    var maxConstraints = 80
    /// Coefficients and constants like 0.1, 1/3 and 7.3 instead of halves and small integers:
    /// rounding everywhere.
    var awkwardNumbers = false
    /// Constraints between neighbours (`v[i]`, `v[i+1]`, `v[i+2]`), like a layout's chains of
    /// views, instead of between any variables.
    var chains = false
    /// Multiplies every constant, suggestion and the hidden point: big coordinates.
    var scale = 1.0

    var requiredAdd = 18.0
    /// A required constraint with a random constant: often in conflict with the others.
    var wildRequiredAdd = 4.0
    var optionalAdd = 30.0
    /// The same content again as a new object (or scaled): redundant rows.
    var copyAdd = 3.0
    var remove = 10.0
    var readd = 3.0
    var updateConstant = 8.0
    var updatePriority = 5.0
    var addEdit = 4.0
    var suggest = 8.0
    var removeEdit = 2.0
    /// Calls that must throw: bad numbers, unknown objects, duplicates, priority crossings.
    var misuse = 4.0
    var reset = 0.3
    var makeVariable = 1.0
}

/// The priorities a scenario draws its optional levels from: close levels on purpose.
let levelPool: [Double] = [999.5, 999, 998, 751, 750, 500, 250, 1]

/// Makes the scenario of a seed. The system is built around a hidden point that satisfies
/// every "consistent" required constraint, so the required set is feasible unless a "wild"
/// constraint or constant breaks it.
struct ScenarioGenerator {
    var random: SplitMix64
    let shape: ScenarioShape
    var variableCount = 0
    var point: [Double] = []
    var levels: [Double] = []
    /// What the generator believes is added (a wild required constraint may in fact be refused).
    var active: [(id: Int, spec: ReferenceConstraint)] = []
    var removed: [(id: Int, spec: ReferenceConstraint)] = []
    var edits: [Int] = []
    var nextID = 0

    init(seed: UInt64, shape: ScenarioShape) {
        random = SplitMix64(seed: seed)
        self.shape = shape
    }

    mutating func scenario() -> Scenario {
        variableCount = random.int(shape.variables)
        point = (0..<variableCount).map { _ in
            let whole = Double(random.int(-40...40))
            return (random.chance(0.2) ? whole + 0.5 : whole) * shape.scale
        }
        var pool = levelPool
        for _ in 0..<random.int(shape.levels) {
            levels.append(pool.remove(at: random.int(0...(pool.count - 1))))
        }
        let count = random.int(shape.steps)
        var steps: [Step] = []
        while steps.count < count { steps.append(nextStep()) }
        return Scenario(variableCount: variableCount, steps: steps)
    }

    mutating func newID() -> Int {
        nextID += 1
        return nextID - 1
    }

    mutating func coefficient() -> Double {
        let awkward: [Double] = [1, 1, 1, 0.1, 0.3, 1.0 / 3, 0.7, 7, 1.1, 2.5, 1.0 / 7]
        let simple: [Double] = [1, 1, 1, 1, 1, 1, 1, 2, 2, 0.5, 0.5, 3, 1.5]
        let magnitude = random.pick(shape.awkwardNumbers ? awkward : simple)
        return random.chance(0.5) ? magnitude : -magnitude
    }

    mutating func constantNumber(_ range: ClosedRange<Int>) -> Double {
        let whole = Double(random.int(range))
        if shape.awkwardNumbers {
            return (whole + random.pick([0, 0.1, 0.3, 1.0 / 3, 0.7, 0.25] as [Double])) * shape.scale
        }
        return (random.chance(0.15) ? whole + 0.5 : whole) * shape.scale
    }

    mutating func terms() -> [ReferenceTerm] {
        let count = random.pick([0, 1, 1, 1, 2, 2, 2, 2, 3, 3, 4].filter { $0 <= variableCount } + [1])
        var result: [ReferenceTerm] = []
        let start = random.int(0...(variableCount - 1))
        for _ in 0..<count {
            // Now and then the same variable twice (the solver must add them up).
            let variable =
                !result.isEmpty && random.chance(0.05)
                ? random.pick(result).variable
                : shape.chains
                    ? min(variableCount - 1, start + random.int(0...2)) : random.int(0...(variableCount - 1))
            result.append(ReferenceTerm(variable: variable, coefficient: coefficient()))
        }
        return result
    }

    mutating func relation() -> ReferenceRelation {
        random.pick([
            .equal, .equal, .greaterThanOrEqual, .greaterThanOrEqual, .lessThanOrEqual, .lessThanOrEqual,
        ])
    }

    /// A constant that makes `terms REL 0` hold at the hidden point (tightly, now and then).
    mutating func consistentConstant(_ terms: [ReferenceTerm], _ relation: ReferenceRelation) -> Double {
        let atPoint = terms.reduce(0) { $0 + $1.coefficient * point[$1.variable] }
        let slack = random.chance(0.4) ? 0 : Double(random.int(1...20)) * shape.scale
        switch relation {
        case .equal: return -atPoint
        case .greaterThanOrEqual: return -atPoint + slack
        case .lessThanOrEqual: return -atPoint - slack
        }
    }

    mutating func optionalConstant(_ terms: [ReferenceTerm]) -> Double {
        if random.chance(0.5) {
            let atPoint = terms.reduce(0) { $0 + $1.coefficient * point[$1.variable] }
            return -atPoint + constantNumber(-20...20)
        }
        return constantNumber(-60...60)
    }

    mutating func requiredSpec(wild: Bool) -> ReferenceConstraint {
        let t = terms()
        let r = relation()
        let c = wild ? constantNumber(-60...60) : consistentConstant(t, r)
        return ReferenceConstraint(terms: t, constant: c, relation: r, priority: 1000)
    }

    mutating func optionalSpec() -> ReferenceConstraint {
        let t = terms()
        return ReferenceConstraint(
            terms: t, constant: optionalConstant(t), relation: relation(), priority: random.pick(levels))
    }

    mutating func add(_ spec: ReferenceConstraint) -> Step {
        let id = newID()
        active.append((id, spec))
        return .add(id, spec)
    }

    mutating func nextStep() -> Step {
        let full = active.count >= shape.maxConstraints
        let nonEdits = (0..<variableCount).filter { !edits.contains($0) }
        let weights: [Double] = [
            full ? 0 : shape.requiredAdd,
            full ? 0 : shape.wildRequiredAdd,
            full ? 0 : shape.optionalAdd,
            full || active.isEmpty ? 0 : shape.copyAdd,
            active.isEmpty ? 0 : shape.remove * (full ? 10 : 1),
            full || removed.isEmpty ? 0 : shape.readd,
            active.isEmpty ? 0 : shape.updateConstant,
            active.isEmpty ? 0 : shape.updatePriority,
            nonEdits.isEmpty ? 0 : shape.addEdit,
            edits.isEmpty ? 0 : shape.suggest,
            edits.isEmpty ? 0 : shape.removeEdit,
            shape.misuse,
            shape.reset,
            variableCount < 40 ? shape.makeVariable : 0,
        ]
        switch random.weighted(weights) {
        case 0: return add(requiredSpec(wild: false))
        case 1:
            let step = add(requiredSpec(wild: true))
            if random.chance(0.3), case .add(let id, let spec) = step { return .addQuietly(id, spec) }
            return step
        case 2: return add(optionalSpec())
        case 3:
            // Same content as an added constraint, as a new object: scaled by 1, 2 or -1 (which
            // turns ≥ into ≤), at the same or another priority.
            var spec = random.pick(active).spec
            let factor = random.pick([1.0, 2, -1])
            spec.terms = spec.terms.map {
                ReferenceTerm(variable: $0.variable, coefficient: $0.coefficient * factor)
            }
            spec.constant *= factor
            if factor < 0 {
                spec.relation =
                    switch spec.relation {
                    case .equal: .equal
                    case .greaterThanOrEqual: .lessThanOrEqual
                    case .lessThanOrEqual: .greaterThanOrEqual
                    }
            }
            if !spec.isRequired, random.chance(0.5) { spec.priority = random.pick(levels) }
            return add(spec)
        case 4:
            let victim = active.remove(at: random.int(0...(active.count - 1)))
            removed.append(victim)
            return .remove(victim.id)
        case 5:
            let back = removed.remove(at: random.int(0...(removed.count - 1)))
            active.append(back)
            return .add(back.id, back.spec)
        case 6:
            let target = random.pick(active)
            let spec = target.spec
            let c =
                spec.isRequired
                ? (random.chance(0.75)
                    ? consistentConstant(spec.terms, spec.relation) : constantNumber(-60...60))
                : optionalConstant(spec.terms)
            return .updateConstant(target.id, c)
        case 7:
            let target = random.pick(active)
            if target.spec.isRequired { return .updatePriority(target.id, random.pick(levels)) }
            let p = random.pick(levels)
            if let k = active.firstIndex(where: { $0.id == target.id }) { active[k].spec.priority = p }
            return .updatePriority(target.id, p)
        case 8:
            let v = random.pick(nonEdits)
            edits.append(v)
            return .addEdit(v, random.pick(levels))
        case 9:
            return .suggest(random.pick(edits), constantNumber(-60...60))
        case 10:
            let v = edits.remove(at: random.int(0...(edits.count - 1)))
            return .removeEdit(v)
        case 11:
            return misuse()
        case 13:
            variableCount += 1
            let whole = Double(random.int(-40...40))
            point.append((random.chance(0.2) ? whole + 0.5 : whole) * shape.scale)
            return .makeVariable
        default:
            active.removeAll()
            removed.removeAll()
            edits.removeAll()
            return .reset
        }
    }

    /// A call that must throw (or, now and then, a harmless no-op that looks like misuse).
    mutating func misuse() -> Step {
        let nonFinite = [Double.nan, .infinity, -.infinity]
        switch random.int(0...11) {
        case 0:
            if let target = active.isEmpty ? nil : random.pick(active) { return .add(target.id, target.spec) }
            return .removeForeign
        case 1:
            if let gone = removed.isEmpty ? nil : random.pick(removed) { return .remove(gone.id) }
            return .removeForeign
        case 2:
            var spec = optionalSpec()
            switch random.int(0...2) {
            case 0 where !spec.terms.isEmpty: spec.terms[0].coefficient = random.pick(nonFinite)
            case 1: spec.priority = random.pick(nonFinite)
            default: spec.constant = random.pick(nonFinite)
            }
            return .add(newID(), spec)
        case 3:
            var spec = random.chance(0.5) ? optionalSpec() : requiredSpec(wild: false)
            spec.priority = random.pick([0, -1, 1000.5, 2000, -0.0])
            return .add(newID(), spec)
        case 4:
            var spec = optionalSpec()
            let foreign = random.chance(0.8) ? variableCount + random.int(0...3) : -1
            spec.terms.append(ReferenceTerm(variable: foreign, coefficient: 1))
            return .add(newID(), spec)
        case 5:
            // An unknown constraint: one removed, or one never added.
            if let gone = removed.isEmpty ? nil : random.pick(removed) {
                return .updateConstant(gone.id, constantNumber(-10...10))
            }
            return .updateConstant(newID(), 1)
        case 6:
            if let target = active.isEmpty ? nil : random.pick(active) {
                return .updateConstant(target.id, random.pick(nonFinite))
            }
            return .updatePriority(newID(), 500)
        case 7:
            if let target = active.isEmpty ? nil : random.pick(active) {
                let p = random.pick(
                    [1000, 0, -3, 1001, .nan, .infinity] + (target.spec.isRequired ? [500] : []))
                return .updatePriority(target.id, p)
            }
            return .updatePriority(newID(), 500)
        case 8:
            let v =
                random.chance(0.7) ? random.int(0...(variableCount - 1)) : variableCount + random.int(0...2)
            return .addEdit(
                v,
                random.pick([1000, 0, -1, 1000.5, .nan] + (edits.contains(v) ? [random.pick(levels)] : [])))
        case 9:
            let v = random.int(0...(variableCount - 1))
            if edits.contains(v) { return .suggest(v, random.pick(nonFinite)) }
            return .suggest(v, 3)
        case 10:
            let nonEdits = (0..<variableCount + 2).filter { !edits.contains($0) }
            return .removeEdit(random.pick(nonEdits))
        default:
            return .removeForeign
        }
    }
}

// MARK: - Conversions

extension ReferenceRelation {
    var solverRelation: Relation {
        switch self {
        case .equal: .equal
        case .greaterThanOrEqual: .greaterThanOrEqual
        case .lessThanOrEqual: .lessThanOrEqual
        }
    }

    var swiftName: String {
        switch self {
        case .equal: ".equal"
        case .greaterThanOrEqual: ".greaterThanOrEqual"
        case .lessThanOrEqual: ".lessThanOrEqual"
        }
    }
}

extension ReferenceConstraint {
    /// The solver's constraint with this content (a new object every time).
    func makeConstraint(constant: Double? = nil, priority: Double? = nil) -> Constraint {
        Constraint(
            Expression(
                terms.map { Term(Variable(index: $0.variable), $0.coefficient) },
                constant: constant ?? self.constant),
            relation.solverRelation, priority: Priority(priority ?? self.priority))
    }

    /// `Constraint(Expression([Term(v[0], 1)], constant: -3), .equal, priority: 750)`
    var swiftDescription: String {
        let t = terms.map { "Term(\(variableName($0.variable)), \(swiftNumber($0.coefficient)))" }
        return "Constraint(Expression([\(t.joined(separator: ", "))], constant: \(swiftNumber(constant))), "
            + "\(relation.swiftName), priority: \(swiftNumber(priority)))"
    }
}

/// `v[3]`: how a reproduction names the variables it made.
func variableName(_ index: Int) -> String {
    "v[\(index)]"
}

/// A number as Swift source: whole numbers without `.0`, non-finite ones by name.
func swiftNumber(_ x: Double) -> String {
    if x.isNaN { return ".nan" }
    if x.isInfinite { return x < 0 ? "-.infinity" : ".infinity" }
    if x == x.rounded(), abs(x) < 1e15 { return x == 0 && x.sign == .minus ? "-0.0" : String(Int64(x)) }
    return "\(x)"
}
