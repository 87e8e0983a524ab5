/// The row being built (`constant + Σ coefficient × symbol`), as a list of entries that is
/// emptied and refilled for every constraint: emptying it keeps its storage and costs nothing.
///
/// An entry holds the symbol's summed coefficient and the largest term summed into it (a sum
/// far below its terms is cancellation dust, and is neither kept nor substituted). The tableau finds a symbol's entry through
/// `_SymbolInfo.accumulatorSlot`, so the per-symbol records carry 4 bytes for the accumulator
/// instead of a dense coefficient and magnitude each. Noncopyable, as the raw array it owns.
struct _Accumulator: ~Copyable {
    /// One symbol's part of the row.
    struct Entry {
        var symbol: _SymbolID
        var coefficient: Double
        var magnitude: Double
    }

    /// The entries, followed by spare room from earlier fills (a raw array, as the tableau's
    /// stores: every term of every constraint goes through here, and an array's uniqueness and
    /// bounds checks were a good part of that).
    private var storage = _RawArray<Entry>()
    private(set) var count = 0

    /// The symbol of the entry at `position`.
    @inline(__always)
    subscript(position: Int) -> _SymbolID { storage[position].symbol }

    @inline(__always)
    func coefficient(at position: Int) -> Double { storage[position].coefficient }

    @inline(__always)
    func magnitude(at position: Int) -> Double { storage[position].magnitude }

    /// Sets the coefficient of the entry at `position` (to 0 when the symbol is substituted away).
    @inline(__always)
    mutating func setCoefficient(_ coefficient: Double, at position: Int) {
        storage[position].coefficient = coefficient
    }

    /// Adds a term to the entry at `position`.
    @inline(__always)
    mutating func add(_ coefficient: Double, at position: Int) {
        storage[position].coefficient += coefficient
        storage[position].magnitude = Swift.max(storage[position].magnitude, abs(coefficient))
    }

    /// Appends an entry for a symbol not in the list and returns its position.
    @inline(__always)
    mutating func append(_ symbol: _SymbolID, _ coefficient: Double) -> Int {
        let entry = Entry(symbol: symbol, coefficient: coefficient, magnitude: abs(coefficient))
        if count < storage.count {
            storage[count] = entry
        } else {
            storage.append(entry)
        }
        count += 1
        return count - 1
    }

    @inline(__always)
    mutating func removeAll() {
        count = 0
    }
}
