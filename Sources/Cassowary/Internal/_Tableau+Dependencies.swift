// Sensitivity analysis: which tight constraints a value is written in.

extension _Tableau {
    /// The tight constraints a symbol's value is written in, with the rate at which it follows
    /// each one's constant.
    ///
    /// The symbol is expanded into non-basic symbols: `value = c + Σ a × s`. A non-basic
    /// restricted symbol `s` belongs to one constraint, whose original row reads
    /// `expression + constant + k × s (+ …) = 0`; with the constant raised by δ, the old `s`
    /// is the new one plus `δ / k` (the edit-constant technique), and the new one stays at 0, so
    /// the value moves by `a / k` per unit.
    mutating func dependencies(of symbol: _SymbolID) -> [ValueDependency] {
        clearAccumulator()
        accumulate(symbol, 1)
        expandDefinitionsInAccumulator()
        substituteCoreBasicsInAccumulator()
        var rates: [(tag: _TagID, rate: Double)] = []
        for i in 0..<touched.count where symbols[Int(touched[i])].kind != .external && !isAccumulatedZero(at: i) {
            let s = touched[i]
            let owner = symbols[Int(s)].owner
            guard owner >= 0, tags[Int(owner)].constraint != nil, tags[Int(owner)].editVariable < 0,
                !rates.contains(where: { $0.tag == owner })
            else { continue }
            let tag = tags[Int(owner)]
            let k = s == tag.marker ? tag.markerCoefficient : -tag.markerCoefficient
            rates.append((owner, accumulated(s) / k))
        }
        clearAccumulator()
        rates.sort { tags[Int($0.tag)].sequence < tags[Int($1.tag)].sequence }
        return rates.compactMap { entry in
            tags[Int(entry.tag)].constraint.map { ValueDependency(constraint: $0, rate: entry.rate) }
        }
    }
}
