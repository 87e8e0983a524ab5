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

/// What the tableau records per symbol: 24 bytes (an external's value is kept by variable index
/// in `_Tableau.values`: two symbols in three are restricted and have none), so that the array of them (the largest
/// per-symbol store, 12 records per view of a list) grows and faults in little memory.
struct _SymbolInfo {
    var kind: _SymbolKind
    /// Whether the value of an external must be recomputed.
    var isStale = false
    /// Whether the symbol is in the tableau's `dirty` list.
    var isDirty = false
    /// Whether the external is in the tableau's `evaluatedSinceRead` list.
    var isEvaluatedSinceRead = false
    /// Whether the symbol is in the simplex's candidate heap.
    var isCandidate = false
    /// A scratch mark for graph searches (compared with the tableau's epoch; 16 bits fit beside
    /// the flags, and the epoch's wrap-around clears every mark).
    var mark: UInt16 = 0
    /// For a restricted symbol, the core row where it is basic; for an external, its definition
    /// row; -1 otherwise.
    var rowOf: _RowID = -1
    /// A topological order of the external variables: a definition's variable comes after every
    /// external it names (-1 for restricted symbols).
    var order: Int32
    /// The owner's tag (restricted symbols) or the variable index (externals): a symbol has only
    /// one of the two, so they share the field.
    private var link: Int32
    /// The symbol's position in the accumulator's entries, or -1 when the row being accumulated
    /// does not name it.
    var accumulatorSlot: Int32 = -1

    init(kind: _SymbolKind, owner: _TagID, order: Int32) {
        self.kind = kind
        self.link = kind == .external ? -1 : owner
        self.order = order
    }

    /// The tag of the constraint a restricted symbol belongs to; -1 for externals.
    var owner: _TagID {
        get { kind == .external ? -1 : link }
        set { link = newValue }
    }

    /// The variable index of a symbol known to be an external (no check of the kind).
    @inline(__always)
    var externalIndex: Int { Int(link) }

    /// For an external, its variable index; -1 otherwise.
    var variable: Int32 {
        get { kind == .external ? link : -1 }
        set { link = newValue }
    }
}
