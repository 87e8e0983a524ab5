/// What a symbol of the tableau stands for (the Cassowary paper's vocabulary).
enum _SymbolKind: UInt8 {
    /// A user variable: unrestricted in sign, never in the simplex core.
    case external
    /// A slack of an inequality: restricted to be ≥ 0.
    case slack
    /// An error of an optional constraint: restricted to be ≥ 0, and what the objective minimises.
    case error
    /// The marker of a required equality: restricted to be exactly 0; it never enters the basis.
    case dummy

    /// Whether the simplex may move the symbol (slack and error symbols).
    var isPivotable: Bool { self == .slack || self == .error }
}

/// Symbol ids index the tableau's per-symbol arrays; -1 stands for "none".
typealias _SymbolID = Int32

/// Row ids index the tableau's row store; -1 stands for "none".
typealias _RowID = Int32

/// Tags index the tableau's constraint records; -1 stands for "none".
typealias _TagID = Int32

/// Below this magnitude a coefficient or a constant counts as zero (kiwi's value).
let _epsilon = 1.0e-8

@inline(__always)
func _isNearZero(_ value: Double) -> Bool {
    value < _epsilon && value > -_epsilon
}
