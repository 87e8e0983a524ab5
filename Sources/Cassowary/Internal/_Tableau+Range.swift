// How far a variable can move without making any priority level worse: the basis of ambiguity
// diagnostics.

extension _Tableau {
    /// The least and greatest values `symbol` takes over the optimal solutions.
    ///
    /// The variable is expanded into the simplex's non-basic symbols (a free variable in the
    /// expansion makes it unbounded at once); then an extra objective level below every real
    /// priority minimises (and maximises) it. Only symbols whose cost is zero at every real level
    /// can enter, so every real level keeps its optimum. The journal undoes the probe: the
    /// tableau ends exactly as it was.
    ///
    /// - Complexity: two small simplex runs over the core.
    mutating func range(of symbol: _SymbolID) -> (lower: Double, upper: Double) {
        clearAccumulator()
        accumulate(symbol, 1)
        expandDefinitionsInAccumulator()
        substituteCoreBasicsInAccumulator()
        var free = false
        for i in 0..<touched.count where symbols[Int(touched[i])].kind == .external && !isAccumulatedZero(at: i) {
            free = true
        }
        if free {
            clearAccumulator()
            return (-.infinity, .infinity)
        }
        let constant = accumulatorConstant
        let scale = accumulatorConstantMagnitude
        var finite = true
        let cells = accumulatedCells(finite: &finite)
        clearAccumulator()
        let lower = minimum(constant: constant, scale: scale, cells: cells, sign: 1)
        let upper = -minimum(constant: constant, scale: scale, cells: cells, sign: -1)
        return (lower, upper)
    }

    /// The ranges of several symbols at once, in the order given. Definitions are probed before
    /// the definitions that use them, and each found fixed stands for its value in the later
    /// expansions (exact on the optimal face, where it does not move).
    ///
    /// - Complexity: O(Σ expansion sizes), where each expansion stops at the fixed definitions
    ///   already probed: linear in the queries for a chain.
    ///   With `workLimit`, no probe starts once `cellsMerged` passed it: the symbols not probed
    ///   get (NaN, NaN).
    mutating func ranges(of queried: [_SymbolID], workLimit: Int = .max) -> [(lower: Double, upper: Double)] {
        fixedDefinitionValues = [Double](repeating: .nan, count: symbols.count)
        defer { fixedDefinitionValues = [] }
        let order = queried.indices.sorted {
            (symbols[Int(queried[$0])].order, $0) < (symbols[Int(queried[$1])].order, $1)
        }
        var result = [(lower: Double, upper: Double)](repeating: (.nan, .nan), count: queried.count)
        for i in order {
            if cellsMerged > workLimit { break }
            let symbol = queried[i]
            let range = range(of: symbol)
            result[i] = range
            if isDefined(symbol), range.lower.isFinite, range.upper - range.lower <= 1e-9 * max(1, abs(range.lower)) {
                fixedDefinitionValues[Int(symbol)] = range.lower
            }
        }
        return result
    }

    /// The least value of `sign × (constant + Σ cells)` over the optimal face, or -∞.
    private mutating func minimum(constant: Double, scale: Double, cells: [_Cell], sign: Double) -> Double {
        // Most variables of a settled layout cannot move at all (pinned by required equalities,
        // or held by optional constraints' costs): when no symbol of the expansion could enter,
        // the probe's simplex would make no pivot and give its constant back, so it is not made.
        if noSymbolCanEnter(cells, sign: sign) { return sign * constant }
        openJournal()
        let probe = insertRow(
            _Row(kind: .objective, head: -1, priority: -1, constant: sign * constant, scale: scale),
            cells: cells.map { _Cell(symbol: $0.symbol, slot: 0, coefficient: sign * $0.coefficient) })
        for k in 0..<cellCount(probe) { pushCandidate(cell(probe, k).symbol) }
        let bounded = optimize()
        let result = bounded ? rows[Int(probe)].constant : -.infinity
        rollBackJournal()
        return result
    }

    /// Whether `optimize()` would pivot nothing for a probe level (below every real one) over
    /// `sign × cells`: no candidate is pending, and no symbol of the cells can enter — a
    /// dummy or a basic symbol never enters, and a nonbasic slack or error enters only when the
    /// highest objective level that holds it gives it a negative cost (a real level if one
    /// holds it, the probe's otherwise), exactly as `optimize()` judges it with the probe in
    /// place.
    private func noSymbolCanEnter(_ cells: [_Cell], sign: Double) -> Bool {
        guard candidates.isEmpty else { return false }
        for cell in cells {
            let s = Int(cell.symbol)
            guard symbols[s].kind.isPivotable, symbols[s].rowOf < 0 else { continue }
            var heldByRealLevel = false
            for i in 0..<columns.count(s) where rows[Int(columns[s, i])].kind == .objective {
                heldByRealLevel = true
                break
            }
            if heldByRealLevel ? isLexicographicallyNegative(cell.symbol) : sign * cell.coefficient < 0 {
                return false
            }
        }
        return true
    }
}
