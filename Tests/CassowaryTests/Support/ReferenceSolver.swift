// A deliberately plain reference for the property tests: a dense two-phase tableau simplex with
// Bland's rule that solves the lexicographic problem one priority level at a time.
//
// It imports nothing from the solver under test and shares none of its code or its ideas (no
// incremental tableau, no definitions, no dual simplex, no symbolic weights), so that one
// mistake cannot hide in both. It is slow (dense, O(rows × columns) per pivot) and only meant
// for small systems: up to about 40 variables and 80 constraints.

/// How a reference constraint's expression relates to zero.
enum ReferenceRelation: Hashable, Sendable {
    case equal
    case greaterThanOrEqual
    case lessThanOrEqual
}

/// One summand `coefficient × x[variable]` of a reference constraint.
struct ReferenceTerm: Hashable, Sendable {
    var variable: Int
    var coefficient: Double
}

/// A constraint for the reference: `Σ terms + constant REL 0` at a priority, where 1000 (or
/// more) means required and anything lower is optional with error weight 1.
struct ReferenceConstraint: Hashable, Sendable {
    var terms: [ReferenceTerm]
    var constant: Double
    var relation: ReferenceRelation
    var priority: Double

    var isRequired: Bool { priority >= 1000 }

    /// `Σ terms + constant` at `point`.
    func value(at point: [Double]) -> Double {
        var sum = constant
        for term in terms { sum += term.coefficient * point[term.variable] }
        return sum
    }

    /// How far `point` is from satisfying the relation (0 when it holds): the constraint's error.
    func violation(at point: [Double]) -> Double {
        let v = value(at: point)
        switch relation {
        case .equal: return abs(v)
        case .greaterThanOrEqual: return max(0, -v)
        case .lessThanOrEqual: return max(0, v)
        }
    }

    /// The largest magnitude among the coefficients and the constant (for relative tolerances).
    var magnitude: Double {
        terms.reduce(abs(constant)) { max($0, abs($1.coefficient)) }
    }
}

/// A lexicographic problem: variables `x[0..<variableCount]` (free in sign) and constraints.
struct ReferenceProblem: Sendable {
    var variableCount: Int
    var constraints: [ReferenceConstraint]

    /// The distinct optional priorities, highest first: the levels of the objective.
    var levelPriorities: [Double] {
        var seen: [Double] = []
        for c in constraints where !c.isRequired && !seen.contains(c.priority) {
            seen.append(c.priority)
        }
        return seen.sorted(by: >)
    }

    /// The total error of each level (in `levelPriorities` order) at `point`.
    func levelErrors(at point: [Double]) -> [Double] {
        levelPriorities.map { p in
            constraints.lazy.filter { $0.priority == p }.reduce(0) { $0 + $1.violation(at: point) }
        }
    }

    /// The largest violation of a required constraint at `point`.
    func requiredViolation(at point: [Double]) -> Double {
        constraints.lazy.filter(\.isRequired).reduce(0) { max($0, $1.violation(at: point)) }
    }

    /// A scale for tolerances: 1 or the largest coefficient or constant.
    var magnitude: Double {
        constraints.reduce(1) { max($0, $1.magnitude) }
    }
}

/// What the reference found.
struct ReferenceResult: Sendable {
    /// Whether the required constraints can all hold.
    var isFeasible: Bool
    /// The optional priorities, highest first.
    var levelPriorities: [Double]
    /// The lexicographic optimum: the least total error of each level, given that every higher
    /// level has its least (empty when infeasible).
    var levelErrors: [Double]
    /// One lexicographically optimal point (empty when infeasible).
    var point: [Double]
    /// Set when the reference's own point fails its own claims (a bug in the reference, or a
    /// numerically hopeless system); the tests report it instead of trusting the reference.
    var inconsistency: String?
}

/// The reference solver. Build it with a problem (it solves at once), read `result`, and ask
/// `uniqueValue(of:)` whether a variable has the same value at every optimal point.
///
/// Method: every free variable is split as `x = x⁺ - x⁻`; every optional constraint gets explicit
/// nonnegative error columns; every row gets an artificial column. Phase one minimises the sum
/// of the artificials (feasibility of the required constraints). Then each level, highest
/// first, minimises the sum of its error columns; at its optimum, every non-basic column with a
/// positive reduced cost is fixed at 0 for good ("banned"), which restricts the feasible set to
/// exactly the optimal face of that level, so lower levels can never trade away any of it.
/// Entering columns are chosen by Bland's rule (lowest index), so the simplex cannot cycle.
struct ReferenceSolver {
    /// Below this, a pivot element or a reduced cost counts as zero.
    static let zeroTolerance = 1e-9

    let problem: ReferenceProblem
    private(set) var result: ReferenceResult
    private var tableau: DenseTableau
    private let variableCount: Int

    init(_ problem: ReferenceProblem) {
        self.problem = problem
        variableCount = problem.variableCount
        let levels = problem.levelPriorities
        var layout = ColumnLayout(variableCount: problem.variableCount)
        var rows: [[Double]] = []
        var rhs: [Double] = []
        var errorColumnsOfLevel = [[Int]](repeating: [], count: levels.count)
        // First pass: give every constraint its extra columns, so that the width is known.
        var extras: [[(column: Int, coefficient: Double)]] = []
        for c in problem.constraints {
            var extra: [(column: Int, coefficient: Double)] = []
            let level = c.isRequired ? nil : levels.firstIndex(of: c.priority)
            switch (c.relation, c.isRequired) {
            case (.equal, true):
                break
            case (.greaterThanOrEqual, true):
                extra.append((layout.newColumn(), -1))  // expr - s = 0, s ≥ 0
            case (.lessThanOrEqual, true):
                extra.append((layout.newColumn(), 1))  // expr + s = 0
            case (.equal, false):
                let plus = layout.newColumn()
                let minus = layout.newColumn()
                extra.append((plus, -1))  // expr - e⁺ + e⁻ = 0
                extra.append((minus, 1))
                errorColumnsOfLevel[level!].append(contentsOf: [plus, minus])
            case (.greaterThanOrEqual, false):
                let error = layout.newColumn()
                extra.append((error, 1))  // expr + e - s = 0: expr ≥ -e
                extra.append((layout.newColumn(), -1))
                errorColumnsOfLevel[level!].append(error)
            case (.lessThanOrEqual, false):
                let error = layout.newColumn()
                extra.append((error, -1))  // expr - e + s = 0: expr ≤ e
                extra.append((layout.newColumn(), 1))
                errorColumnsOfLevel[level!].append(error)
            }
            extras.append(extra)
        }
        let artificialStart = layout.count
        let columnCount = artificialStart + problem.constraints.count
        for (i, c) in problem.constraints.enumerated() {
            var row = [Double](repeating: 0, count: columnCount)
            for term in c.terms {
                row[term.variable] += term.coefficient
                row[variableCount + term.variable] -= term.coefficient
            }
            for (column, coefficient) in extras[i] { row[column] += coefficient }
            var b = -c.constant
            if b < 0 {
                b = -b
                for j in row.indices { row[j] = -row[j] }
            }
            row[artificialStart + i] = 1
            rows.append(row)
            rhs.append(b)
        }
        tableau = DenseTableau(
            rows: rows, rhs: rhs, columnCount: columnCount,
            basis: (0..<problem.constraints.count).map { artificialStart + $0 })

        // Phase one: minimise the sum of the artificials.
        var phaseOneCosts = [Double](repeating: 0, count: columnCount)
        for j in artificialStart..<columnCount { phaseOneCosts[j] = 1 }
        let phaseOne = tableau.addObjective(costs: phaseOneCosts)
        _ = tableau.minimize(objective: phaseOne)
        let infeasibility = tableau.objectiveValue(phaseOne)
        let tolerance = 1e-7 * problem.magnitude
        guard infeasibility <= tolerance else {
            result = ReferenceResult(
                isFeasible: false, levelPriorities: levels, levelErrors: [], point: [],
                inconsistency: nil)
            return
        }
        tableau.driveOutArtificials(from: artificialStart)
        for j in artificialStart..<columnCount { tableau.banned[j] = true }

        // One level at a time, highest first.
        var simplexErrors: [Double] = []
        for columns in errorColumnsOfLevel {
            var costs = [Double](repeating: 0, count: columnCount)
            for j in columns { costs[j] = 1 }
            let k = tableau.addObjective(costs: costs)
            // A sum of nonnegative errors is bounded below: `minimize` cannot report unbounded.
            _ = tableau.minimize(objective: k)
            simplexErrors.append(max(0, tableau.objectiveValue(k)))
            tableau.banPositiveReducedCosts(of: k)
        }

        var point = [Double](repeating: 0, count: variableCount)
        for j in 0..<variableCount {
            point[j] = tableau.valueOfColumn(j) - tableau.valueOfColumn(variableCount + j)
        }
        let achieved = problem.levelErrors(at: point)
        var inconsistency: String? = nil
        let slack = problem.requiredViolation(at: point)
        let scale = problem.magnitude * (1 + point.reduce(0) { max($0, abs($1)) })
        if slack > 1e-7 * scale {
            inconsistency = "reference point violates a required constraint by \(slack)"
        }
        for k in achieved.indices where abs(achieved[k] - simplexErrors[k]) > 1e-7 * scale {
            inconsistency =
                "reference level \(levels[k]): simplex says \(simplexErrors[k]), point gives \(achieved[k])"
        }
        result = ReferenceResult(
            isFeasible: true, levelPriorities: levels, levelErrors: achieved, point: point,
            inconsistency: inconsistency)
    }

    /// Whether the constraints can all hold as required constraints (their priorities ignored).
    static func isFeasible(variableCount: Int, constraints: [ReferenceConstraint]) -> Bool {
        let required = constraints.map { c in
            ReferenceConstraint(terms: c.terms, constant: c.constant, relation: c.relation, priority: 1000)
        }
        return ReferenceSolver(ReferenceProblem(variableCount: variableCount, constraints: required))
            .result.isFeasible
    }

    /// The least and greatest values the variable takes over the lexicographically optimal
    /// points (infinite when unbounded): the variable is minimised and maximised over the optimal
    /// face, which the banned columns describe exactly. Nil when infeasible.
    func range(of variable: Int) -> (lower: Double, upper: Double)? {
        guard result.isFeasible else { return nil }
        var costs = [Double](repeating: 0, count: tableau.columnCount)
        costs[variable] = 1
        costs[variableCount + variable] = -1
        var low = tableau
        let lowObjective = low.addObjective(costs: costs)
        let lower = low.minimize(objective: lowObjective) ? low.objectiveValue(lowObjective) : -.infinity
        for j in costs.indices { costs[j] = -costs[j] }
        var high = tableau
        let highObjective = high.addObjective(costs: costs)
        let upper = high.minimize(objective: highObjective) ? -high.objectiveValue(highObjective) : .infinity
        return (lower, upper)
    }

    /// The variable's value if it is the same at every lexicographically optimal point (within
    /// `tolerance`, relative), else nil.
    func uniqueValue(of variable: Int, tolerance: Double = 1e-7) -> Double? {
        guard let (lower, upper) = range(of: variable), lower.isFinite, upper.isFinite else { return nil }
        let scale = 1 + abs(lower) + abs(upper)
        return upper - lower <= tolerance * scale ? (lower + upper) / 2 : nil
    }
}

/// Hands out column indices after the split variables `x⁺` (0..<n) and `x⁻` (n..<2n).
private struct ColumnLayout {
    var count: Int

    init(variableCount: Int) { count = 2 * variableCount }

    mutating func newColumn() -> Int {
        count += 1
        return count - 1
    }
}

/// A dense simplex tableau `B⁻¹A x = B⁻¹b` with objective rows kept in reduced form.
///
/// Row `i` is stored at `cells[i * width ..< (i + 1) * width]`, its right-hand side last. An
/// objective row holds the reduced costs `d` and, last, minus the objective's value, so that
/// `cost · x = value + Σ d_j x_j` and a pivot updates it exactly like a constraint row.
private struct DenseTableau {
    let columnCount: Int
    let width: Int
    var rowCount: Int
    var cells: [Double]
    var basis: [Int]
    var isBasic: [Bool]
    var banned: [Bool]
    var objectives: [Double] = []
    var objectiveCount = 0

    init(rows: [[Double]], rhs: [Double], columnCount: Int, basis: [Int]) {
        self.columnCount = columnCount
        width = columnCount + 1
        rowCount = rows.count
        cells = []
        cells.reserveCapacity(rows.count * width)
        for (i, row) in rows.enumerated() {
            cells.append(contentsOf: row)
            cells.append(rhs[i])
        }
        self.basis = basis
        isBasic = [Bool](repeating: false, count: columnCount)
        for j in basis { isBasic[j] = true }
        banned = [Bool](repeating: false, count: columnCount)
    }

    /// Adds the objective `costs · x`, priced out against the current basis; returns its index.
    mutating func addObjective(costs: [Double]) -> Int {
        var row = costs + [0]
        for i in 0..<rowCount {
            let c = costs[basis[i]]
            if c == 0 { continue }
            for j in 0..<width { row[j] -= c * cells[i * width + j] }
        }
        for j in basis.indices { row[basis[j]] = 0 }
        objectives.append(contentsOf: row)
        objectiveCount += 1
        return objectiveCount - 1
    }

    func objectiveValue(_ k: Int) -> Double {
        -objectives[k * width + columnCount]
    }

    func valueOfColumn(_ j: Int) -> Double {
        guard isBasic[j], let i = basis.firstIndex(of: j) else { return 0 }
        return cells[i * width + columnCount]
    }

    /// Makes column `q` basic in row `r`.
    mutating func pivot(row r: Int, column q: Int) {
        let w = width
        let n = rowCount
        let tiny = 1e-13
        cells.withUnsafeMutableBufferPointer { a in
            let p = a[r * w + q]
            for j in 0..<w { a[r * w + j] /= p }
            a[r * w + q] = 1
            for i in 0..<n where i != r {
                let f = a[i * w + q]
                if f == 0 { continue }
                for j in 0..<w {
                    let x = a[r * w + j]
                    if x == 0 { continue }
                    let y = a[i * w + j] - f * x
                    a[i * w + j] = abs(y) < tiny ? 0 : y
                }
                a[i * w + q] = 0
            }
            // A right-hand side is never below 0 in exact arithmetic: clear rounding dust.
            for i in 0..<n where a[i * w + w - 1] < 0 && a[i * w + w - 1] > -1e-11 {
                a[i * w + w - 1] = 0
            }
            objectives.withUnsafeMutableBufferPointer { o in
                for k in 0..<objectiveCount {
                    let f = o[k * w + q]
                    if f == 0 { continue }
                    for j in 0..<w {
                        let x = a[r * w + j]
                        if x == 0 { continue }
                        let y = o[k * w + j] - f * x
                        o[k * w + j] = abs(y) < tiny ? 0 : y
                    }
                    o[k * w + q] = 0
                }
            }
        }
        isBasic[basis[r]] = false
        basis[r] = q
        isBasic[q] = true
    }

    /// Minimises objective `k` over the columns that are not banned. Returns false when it is
    /// unbounded below.
    mutating func minimize(objective k: Int) -> Bool {
        let zero = ReferenceSolver.zeroTolerance
        var iterations = 0
        while true {
            iterations += 1
            precondition(iterations < 200_000, "reference simplex does not terminate")
            // Bland's rule: the lowest-index improving column enters…
            var q = -1
            for j in 0..<columnCount where !banned[j] && !isBasic[j] {
                if objectives[k * width + j] < -zero {
                    q = j
                    break
                }
            }
            if q < 0 { return true }
            // …and among the tied minimum ratios, the row of the lowest-index basic column leaves.
            var r = -1
            var best = Double.infinity
            for i in 0..<rowCount {
                let a = cells[i * width + q]
                guard a > zero else { continue }
                let ratio = cells[i * width + columnCount] / a
                let tie = 1e-12 * (1 + abs(best))
                if r < 0 || ratio < best - tie || (abs(ratio - best) <= tie && basis[i] < basis[r]) {
                    r = i
                    best = min(best, ratio)
                }
            }
            if r < 0 { return false }
            pivot(row: r, column: q)
        }
    }

    /// After a feasible phase one, every artificial still basic sits at 0: pivot it out on any
    /// real column of its row; a row without one is a redundant equality and is emptied.
    mutating func driveOutArtificials(from start: Int) {
        for i in 0..<rowCount where basis[i] >= start {
            var q = -1
            var largest = ReferenceSolver.zeroTolerance
            for j in 0..<start where abs(cells[i * width + j]) > largest {
                largest = abs(cells[i * width + j])
                q = j
            }
            // Phase one left this row at (about) 0; make it exactly 0 so that the pivot, whatever
            // the sign of its element, moves no other row.
            cells[i * width + columnCount] = 0
            if q >= 0 {
                pivot(row: i, column: q)
            } else {
                for j in 0..<start { cells[i * width + j] = 0 }
            }
        }
    }

    /// Fixes at 0, for good, every non-basic column whose reduced cost in objective `k` is
    /// positive: any point where one of them is positive is worse at that level.
    mutating func banPositiveReducedCosts(of k: Int) {
        for j in 0..<columnCount
        where !isBasic[j] && objectives[k * width + j] > ReferenceSolver.zeroTolerance {
            banned[j] = true
        }
    }
}
