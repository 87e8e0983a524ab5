/// A hash table from a constraint's identity to its tag: open addressing with linear probing and
/// backward-shift deletion, hashing the object's address with one multiplication (Swift's
/// `Dictionary` hashes with SipHash, several times slower on this hot path). Keys and tags share
/// one flat array of entries.
struct _ConstraintTable {
    /// The object's address (0 for an empty entry) and its tag.
    private var entries = _RawArray<(key: UInt, tag: _TagID)>()
    private(set) var count = 0

    @inline(__always)
    private func home(_ key: UInt, mask: Int) -> Int {
        Int(truncatingIfNeeded: (UInt64(key) &* 0x9E37_79B9_7F4A_7C15) >> 29) & mask
    }

    @inline(__always)
    private static func key(_ constraint: Constraint) -> UInt {
        UInt(bitPattern: ObjectIdentifier(constraint))
    }

    /// The tag of a constraint, or nil.
    @inline(__always)
    subscript(_ constraint: Constraint) -> _TagID? {
        if count == 0 { return nil }
        let key = Self.key(constraint)
        let mask = entries.count - 1
        var i = home(key, mask: mask)
        while true {
            let entry = entries[i]
            if entry.key == 0 { return nil }
            if entry.key == key { return entry.tag }
            i = (i + 1) & mask
        }
    }

    /// Records the tag of a constraint that is not in the table yet.
    mutating func insert(_ constraint: Constraint, tag: _TagID) {
        if (count + 1) * 2 > entries.count { grow() }
        let key = Self.key(constraint)
        let mask = entries.count - 1
        var i = home(key, mask: mask)
        while entries[i].key != 0 { i = (i + 1) & mask }
        entries[i] = (key, tag)
        count += 1
    }

    /// Forgets a constraint and returns its tag, or nil if it was not there.
    mutating func remove(_ constraint: Constraint) -> _TagID? {
        guard count > 0 else { return nil }
        let key = Self.key(constraint)
        let mask = entries.count - 1
        var i = home(key, mask: mask)
        while true {
            let k = entries[i].key
            if k == 0 { return nil }
            if k == key { break }
            i = (i + 1) & mask
        }
        let tag = entries[i].tag
        count -= 1
        var hole = i
        var j = i
        while true {
            j = (j + 1) & mask
            let entry = entries[j]
            if entry.key == 0 { break }
            let h = home(entry.key, mask: mask)
            let inRange = hole <= j ? (h > hole && h <= j) : (h > hole || h <= j)
            if !inRange {
                entries[hole] = entry
                hole = j
            }
        }
        entries[hole] = (0, -1)
        return tag
    }

    /// Doubles the table, placing the entries straight into their new slots.
    private mutating func grow() {
        let capacity = max(16, entries.count * 2)
        let mask = capacity - 1
        let fresh = _RawArray<(key: UInt, tag: _TagID)>(repeating: (0, -1), count: capacity)
        entries.withUnsafeBufferPointer { old in
            fresh.withUnsafeMutableBufferPointer { buffer in
                for entry in old where entry.key != 0 {
                    var i = home(entry.key, mask: mask)
                    while buffer[i].key != 0 { i = (i + 1) & mask }
                    buffer[i] = entry
                }
            }
        }
        entries.deallocate()
        entries = fresh
    }

    /// Frees the memory (see `_RawArray`).
    mutating func deallocate() {
        entries.deallocate()
        count = 0
    }
}
