/// One term of a row: a symbol, its coefficient, and where the row sits in that symbol's index
/// list (its column for core and objective rows, its dependents for definitions), so that the
/// row leaves the list in O(1).
struct _Cell {
    var symbol: _SymbolID
    var slot: Int32
    var coefficient: Double
}

/// What a row of the store is.
enum _RowKind: UInt8 {
    /// A recycled slot.
    case free
    /// A simplex row: `head = constant + Σ cells`, where `head` is a restricted basic symbol and
    /// every cell is a restricted non-basic symbol.
    case core
    /// One priority level of the objective (or the artificial objective of phase one): the
    /// level's total error as `constant + Σ cells` over non-basic symbols.
    case objective
    /// The definition of an external variable: `head = constant + Σ cells`, where the cells may
    /// name any symbols, basic or not, including other defined variables (the definitions form an
    /// acyclic graph). Definitions stay out of the simplex and are evaluated when values are read.
    case definition
}

/// A row of the store. Cells are kept sorted by symbol id.
struct _Row {
    var kind: _RowKind
    /// The basic symbol (core), the defined variable (definition), or -1 (objective).
    var head: _SymbolID
    /// The priority of an objective level (`.infinity` for the artificial objective).
    var priority: Double
    var constant: Double
    var cells: [_Cell]

    static let empty = _Row(kind: .free, head: -1, priority: 0, constant: 0, cells: [])

    /// The index of `symbol` in `cells`, or `nil`. O(log n).
    @inline(__always)
    func index(of symbol: _SymbolID) -> Int? {
        var low = 0
        var high = cells.count
        while low < high {
            let mid = (low &+ high) >> 1
            let s = cells[mid].symbol
            if s < symbol {
                low = mid &+ 1
            } else if s > symbol {
                high = mid
            } else {
                return mid
            }
        }
        return nil
    }

    /// The coefficient of `symbol`, 0 when absent. O(log n).
    @inline(__always)
    func coefficient(of symbol: _SymbolID) -> Double {
        if let i = index(of: symbol) { return cells[i].coefficient }
        return 0
    }
}
