/// One term of a row: a symbol, its coefficient, and where the row sits in that symbol's index
/// list (its column for core and objective rows, its dependents for definitions), so that the
/// row leaves the list in O(1).
struct _Cell {
    var symbol: _SymbolID
    var slot: Int32
    var coefficient: Double
}

/// Sorts cells by symbol: an insertion sort, linear on the sorted or nearly sorted short rows
/// that constraints make (the accumulator lists symbols in the order the terms came); longer
/// rows (a stack's alignment row names every size of two columns) go through a quicksort in
/// place. A row names each symbol once, so stability does not matter, and neither allocates
/// (the standard library's stable sort took a buffer and ~160 instructions a cell).
func _sortBySymbol(_ cells: UnsafeMutableBufferPointer<_Cell>) {
    let count = cells.count
    if count <= 1 { return }
    if count > 32, let base = cells.baseAddress {
        _quicksortBySymbol(base, 0, count - 1)
        return
    }
    for i in 1..<count {
        let cell = cells[i]
        var j = i
        while j > 0, cells[j - 1].symbol > cell.symbol {
            cells[j] = cells[j - 1]
            j -= 1
        }
        cells[j] = cell
    }
}

/// Sorts `cells[low...high]` by symbol.
private func _quicksortBySymbol(_ cells: UnsafeMutablePointer<_Cell>, _ low: Int, _ high: Int) {
    var low = low
    var high = high
    while high - low >= 32 {
        // Median of three as the pivot, then Hoare's partition.
        let middle = low + (high - low) / 2
        if cells[middle].symbol < cells[low].symbol { swap(&cells[middle], &cells[low]) }
        if cells[high].symbol < cells[low].symbol { swap(&cells[high], &cells[low]) }
        if cells[high].symbol < cells[middle].symbol { swap(&cells[high], &cells[middle]) }
        let pivot = cells[middle].symbol
        var i = low
        var j = high
        while i <= j {
            while cells[i].symbol < pivot { i += 1 }
            while cells[j].symbol > pivot { j -= 1 }
            if i <= j {
                if i != j { swap(&cells[i], &cells[j]) }
                i += 1
                j -= 1
            }
        }
        // Recurse into the smaller side, loop on the larger: the depth stays O(log n).
        if j - low < high - i {
            _quicksortBySymbol(cells, low, j)
            low = i
        } else {
            _quicksortBySymbol(cells, i, high)
            high = j
        }
    }
    guard high > low else { return }
    for k in (low + 1)...high {
        let cell = cells[k]
        var m = k
        while m > low, cells[m - 1].symbol > cell.symbol {
            cells[m] = cells[m - 1]
            m -= 1
        }
        cells[m] = cell
    }
}

/// What a row of the store is.
enum _RowKind: UInt8 {
    /// A recycled slot.
    case free
    /// A simplex row: `head = constant + Σ cells`, where `head` is a restricted basic symbol and
    /// every cell is a restricted non-basic symbol.
    case core
    /// One priority level of the objective: the level's total error as `constant + Σ cells`
    /// over non-basic symbols. Its cells are unsorted and found through `lookup`, because the
    /// row is as long as its level has constraints.
    case objective
    /// The artificial objective of phase one: substituted into like a core row, never a
    /// constraint.
    case artificial
    /// The definition of an external variable: `head = constant + Σ cells`, where the cells may
    /// name any symbols, basic or not, including other defined variables (the definitions form an
    /// acyclic graph). Definitions stay out of the simplex and are evaluated when values are read.
    case definition
}

/// A row's header. Its cells live in the tableau's cell store, in the segment of the row's id,
/// sorted by symbol id (except in objective rows).
///
/// A plain value (no references): rows are copied, saved and compared without reference
/// counting.
struct _Row {
    var kind: _RowKind
    /// The basic symbol (core), the defined variable (definition), or -1 (objective).
    var head: _SymbolID
    /// For an objective row, its index in the tableau's `lookups` (the position of each symbol's
    /// cell); -1 otherwise.
    var lookup: Int32 = -1
    /// The priority of an objective level (`.infinity` for the artificial objective).
    var priority: Double
    var constant: Double
    /// The largest magnitude summed into `constant` over its history (about `|constant|` or more):
    /// the constant is only known to a small fraction of it (`_Tolerance.constant`). A row
    /// built from the accumulator starts with the largest term it was summed from; a row scaled
    /// by a pivot scales it too; a row combined with another grows it to the term added
    /// (`_Tableau.addToConstant(of:_:)`). So
    /// `1e9 - 1e9 + 0.5` is known to be 0.5 give or take 10⁻², while a constant that was summed
    /// from small numbers only is judged against small numbers.
    var scale: Double

    /// A row whose constant was summed from terms as large as `scale`.
    @inline(__always)
    init(kind: _RowKind, head: _SymbolID, priority: Double, constant: Double, scale: Double) {
        self.kind = kind
        self.head = head
        self.priority = priority
        self.constant = constant
        self.scale = scale
    }

    /// A row whose constant was not summed from anything larger than itself.
    @inline(__always)
    init(kind: _RowKind, head: _SymbolID, priority: Double, constant: Double) {
        self.init(kind: kind, head: head, priority: priority, constant: constant, scale: abs(constant))
    }

    /// Whether the constant counts as zero (see `scale`).
    @inline(__always)
    var constantIsZero: Bool { abs(constant) <= _Tolerance.constant * scale }

    static let empty = _Row(kind: .free, head: -1, priority: 0, constant: 0)
}
