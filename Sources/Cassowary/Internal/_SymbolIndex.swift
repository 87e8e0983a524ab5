/// An open-addressing hash index from symbol id to a position, for the objective rows.
///
/// An objective row names every error of its priority level (N cells for N optional
/// constraints), so adding one constraint must not cost O(N): objective rows keep their cells
/// unsorted and find a symbol's cell through this index in O(1). Linear probing with
/// backward-shift deletion keeps it tombstone-free; keys and positions share one flat array.
/// Noncopyable, as the raw array it owns.
struct _SymbolIndex: ~Copyable {
    /// `symbol << 32 | position`, or `empty`.
    private var slots = _RawArray<UInt64>()
    private(set) var count = 0
    private static let empty = UInt64.max

    @inline(__always)
    private func home(_ symbol: _SymbolID, mask: Int) -> Int {
        // Fibonacci hashing spreads consecutive ids.
        Int(truncatingIfNeeded: (UInt64(UInt32(bitPattern: symbol)) &* 0x9E37_79B9_7F4A_7C15) >> 32) & mask
    }

    /// The position stored for `symbol`, or nil.
    @inline(__always)
    func position(of symbol: _SymbolID) -> Int? {
        if count == 0 { return nil }
        let mask = slots.count - 1
        var i = home(symbol, mask: mask)
        let key = UInt64(UInt32(bitPattern: symbol))
        while true {
            let slot = slots[i]
            if slot == Self.empty { return nil }
            if slot >> 32 == key { return Int(truncatingIfNeeded: slot & 0xFFFF_FFFF) }
            i = (i + 1) & mask
        }
    }

    /// Stores (or replaces) the position of `symbol`.
    mutating func set(_ symbol: _SymbolID, position: Int) {
        if (count + 1) * 2 > slots.count { grow() }
        let mask = slots.count - 1
        var i = home(symbol, mask: mask)
        let key = UInt64(UInt32(bitPattern: symbol))
        let value = key << 32 | UInt64(UInt32(position))
        while true {
            let slot = slots[i]
            if slot == Self.empty {
                slots[i] = value
                count += 1
                return
            }
            if slot >> 32 == key {
                slots[i] = value
                return
            }
            i = (i + 1) & mask
        }
    }

    /// Forgets `symbol`, shifting back the entries that probed past it.
    mutating func remove(_ symbol: _SymbolID) {
        guard count > 0 else { return }
        let mask = slots.count - 1
        var i = home(symbol, mask: mask)
        let key = UInt64(UInt32(bitPattern: symbol))
        while true {
            let slot = slots[i]
            if slot == Self.empty { return }
            if slot >> 32 == key { break }
            i = (i + 1) & mask
        }
        count -= 1
        var hole = i
        var j = i
        while true {
            j = (j + 1) & mask
            let slot = slots[j]
            if slot == Self.empty { break }
            let h = home(_SymbolID(truncatingIfNeeded: slot >> 32), mask: mask)
            // Move the entry back when its home does not lie cyclically in (hole, j].
            let inRange = hole <= j ? (h > hole && h <= j) : (h > hole || h <= j)
            if !inRange {
                slots[hole] = slot
                hole = j
            }
        }
        slots[hole] = Self.empty
    }

    /// Forgets every entry and gives the memory back.
    mutating func removeAll() {
        slots = _RawArray()
        count = 0
    }

    /// Doubles the table, placing the entries straight into the new slots (the same places
    /// `set` would give them, in the same order).
    private mutating func grow() {
        let capacity = max(16, slots.count * 2)
        let mask = capacity - 1
        var fresh = _RawArray<UInt64>(repeating: Self.empty, count: capacity)
        slots.withUnsafeBufferPointer { old in
            fresh.withUnsafeMutableBufferPointer { buffer in
                for slot in old where slot != Self.empty {
                    var i = home(_SymbolID(truncatingIfNeeded: slot >> 32), mask: mask)
                    while buffer[i] != Self.empty { i = (i + 1) & mask }
                    buffer[i] = slot
                }
            }
        }
        slots = fresh
    }
}
