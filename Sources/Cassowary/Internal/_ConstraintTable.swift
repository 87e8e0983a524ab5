/// A hash table from a constraint's identity to its tag: open addressing with linear probing and
/// backward-shift deletion, hashing the object's address with one multiplication (Swift's
/// `Dictionary` hashes with SipHash, several times slower on this hot path).
struct _ConstraintTable {
    private var keys: [UInt] = []
    private var tags: [_TagID] = []
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
        let mask = keys.count - 1
        var i = home(key, mask: mask)
        while true {
            let k = keys[i]
            if k == 0 { return nil }
            if k == key { return tags[i] }
            i = (i + 1) & mask
        }
    }

    /// Records the tag of a constraint that is not in the table yet.
    mutating func insert(_ constraint: Constraint, tag: _TagID) {
        if (count + 1) * 2 > keys.count { grow() }
        place(Self.key(constraint), tag)
    }

    private mutating func place(_ key: UInt, _ tag: _TagID) {
        let mask = keys.count - 1
        var i = home(key, mask: mask)
        while keys[i] != 0 { i = (i + 1) & mask }
        keys[i] = key
        tags[i] = tag
        count += 1
    }

    /// Forgets a constraint and returns its tag, or nil if it was not there.
    mutating func remove(_ constraint: Constraint) -> _TagID? {
        guard count > 0 else { return nil }
        let key = Self.key(constraint)
        let mask = keys.count - 1
        var i = home(key, mask: mask)
        while true {
            let k = keys[i]
            if k == 0 { return nil }
            if k == key { break }
            i = (i + 1) & mask
        }
        let tag = tags[i]
        count -= 1
        var hole = i
        var j = i
        while true {
            j = (j + 1) & mask
            let k = keys[j]
            if k == 0 { break }
            let h = home(k, mask: mask)
            let inRange = hole <= j ? (h > hole && h <= j) : (h > hole || h <= j)
            if !inRange {
                keys[hole] = k
                tags[hole] = tags[j]
                hole = j
            }
        }
        keys[hole] = 0
        return tag
    }

    private mutating func grow() {
        let oldKeys = keys
        let oldTags = tags
        let capacity = max(16, keys.count * 2)
        keys = [UInt](repeating: 0, count: capacity)
        tags = [_TagID](repeating: -1, count: capacity)
        count = 0
        for i in oldKeys.indices where oldKeys[i] != 0 { place(oldKeys[i], oldTags[i]) }
    }
}
