import Synchronization

/// The tokens that tell solvers apart in `Constraint.home`: one per table, never reused. Past
/// 2³² - 1 tables in one process a table gets 0, which means "no token": it keeps every
/// constraint in its hash table, still exact.
private let nextToken = Atomic<UInt64>(1)

/// Finds the tag of a constraint in a tableau.
///
/// A constraint that is in one solver only (the usual case) records that solver's token and its
/// tag in itself (`Constraint.home`), so finding it costs one load from an object the caller is
/// already touching: a hash table indexed by address touched a random slot of a table twice the
/// size of the constraint count, one cache miss per add in a large tableau (about a tenth of
/// W2 at N = 10000).
///
/// Constraints whose home another solver holds go to a hash table: open addressing with linear
/// probing and backward-shift deletion, hashing the object's address with one multiplication
/// (Swift's `Dictionary` hashes with SipHash, several times slower on this hot path). An entry
/// is 8 bytes: 32 bits of the object's address (bits 4 to 35; objects are 16-byte aligned, so
/// these tell apart any two objects less than 64 GB apart) and the tag. A match of those bits is
/// confirmed against the tag's own reference to its constraint, so the table stays exact
/// whatever the addresses.
///
/// The tableau that owns a table gives its homes back (`release(_:)`) before it drops its
/// constraints, so a home never names a table that is gone. Noncopyable, as the raw array it
/// owns.
struct _ConstraintTable: ~Copyable {
    /// The address bits and the tag (-1 for an empty entry).
    private var entries = _RawArray<(bits: UInt32, tag: _TagID)>()
    /// The number of constraints in the hash table (not those found through their home).
    private(set) var count = 0
    /// This table's token in `Constraint.home`, or 0 for none.
    private let token: UInt64 = {
        let token = nextToken.wrappingAdd(1, ordering: .relaxed).oldValue
        return token <= UInt64(UInt32.max) ? token : 0
    }()

    /// The tag in a constraint's home if this table holds it, else nil.
    @inline(__always)
    private func homeTag(of constraint: Constraint) -> _TagID? {
        let home = constraint.home.load(ordering: .acquiring)
        guard token != 0, home >> 32 == token else { return nil }
        return _TagID(truncatingIfNeeded: home)
    }

    @inline(__always)
    private func home(_ bits: UInt32, mask: Int) -> Int {
        Int(truncatingIfNeeded: (UInt64(bits) &* 0x9E37_79B9_7F4A_7C15) >> 32) & mask
    }

    @inline(__always)
    private static func address(_ constraint: Constraint) -> UInt {
        UInt(bitPattern: ObjectIdentifier(constraint))
    }

    @inline(__always)
    private static func bits(_ address: UInt) -> UInt32 {
        UInt32(truncatingIfNeeded: address >> 4)
    }

    /// The tag of a constraint, or nil (`tags` are the tableau's: a matching entry is checked
    /// against its tag's constraint).
    @inline(__always)
    func tag(of constraint: Constraint, in tags: borrowing _RawArray<_Tag>) -> _TagID? {
        if let tag = homeTag(of: constraint) { return tag }
        if count == 0 { return nil }
        let address = Self.address(constraint)
        let bits = Self.bits(address)
        let mask = entries.count - 1
        var i = home(bits, mask: mask)
        while true {
            let entry = entries[i]
            if entry.tag < 0 { return nil }
            if entry.bits == bits, tags[Int(entry.tag)].address == address { return entry.tag }
            i = (i + 1) & mask
        }
    }

    /// Records the tag of a constraint that is not in the table yet.
    mutating func insert(_ constraint: Constraint, tag: _TagID) {
        if token != 0 {
            let home = token << 32 | UInt64(UInt32(bitPattern: tag))
            if constraint.home.compareExchange(expected: 0, desired: home, ordering: .acquiringAndReleasing).exchanged {
                return
            }
        }
        if (count + 1) * 2 > entries.count { grow() }
        let bits = Self.bits(Self.address(constraint))
        let mask = entries.count - 1
        var i = home(bits, mask: mask)
        while entries[i].tag >= 0 { i = (i + 1) & mask }
        entries[i] = (bits, tag)
        count += 1
    }

    /// Forgets a constraint and returns its tag, or nil if it was not there (`tags` as for
    /// `tag(of:in:)`).
    mutating func remove(_ constraint: Constraint, in tags: borrowing _RawArray<_Tag>) -> _TagID? {
        if let tag = homeTag(of: constraint) {
            constraint.home.store(0, ordering: .releasing)
            return tag
        }
        guard count > 0 else { return nil }
        let address = Self.address(constraint)
        let bits = Self.bits(address)
        let mask = entries.count - 1
        var i = home(bits, mask: mask)
        while true {
            let entry = entries[i]
            if entry.tag < 0 { return nil }
            if entry.bits == bits, tags[Int(entry.tag)].address == address { break }
            i = (i + 1) & mask
        }
        let tag = entries[i].tag
        count -= 1
        var hole = i
        var j = i
        while true {
            j = (j + 1) & mask
            let entry = entries[j]
            if entry.tag < 0 { break }
            let h = home(entry.bits, mask: mask)
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
        var fresh = _RawArray<(bits: UInt32, tag: _TagID)>(repeating: (0, -1), count: capacity)
        entries.withUnsafeBufferPointer { old in
            fresh.withUnsafeMutableBufferPointer { buffer in
                for entry in old where entry.tag >= 0 {
                    var i = home(entry.bits, mask: mask)
                    while buffer[i].tag >= 0 { i = (i + 1) & mask }
                    buffer[i] = entry
                }
            }
        }
        entries = fresh
    }

    /// Gives back the home of a constraint of this table (another solver may take it). The
    /// tableau calls this for each of its constraints before dropping them.
    func release(_ constraint: Constraint) {
        if homeTag(of: constraint) != nil { constraint.home.store(0, ordering: .releasing) }
    }
}
