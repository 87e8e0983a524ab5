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

    /// The least value of `sign × (constant + Σ cells)` over the optimal face, or -∞.
    private mutating func minimum(constant: Double, scale: Double, cells: [_Cell], sign: Double) -> Double {
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
}
