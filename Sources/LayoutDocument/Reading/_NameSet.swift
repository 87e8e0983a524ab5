/// A set of names for checking a document's names: open addressing on a hash of the names'
/// bytes (FNV-1a), which costs a fraction of `Set<String>`'s seeded hashing for the short names
/// a document gives (checking names hashed each statement's two items).
struct _NameSet {
    /// The names, nil for an empty slot; a power of two long, at most half full.
    private var slots: [String?]
    private var hashes: [UInt64]
    private(set) var count = 0

    init(minimumCapacity: Int) {
        var size = 8
        while size < 2 * minimumCapacity { size *= 2 }
        slots = Array(repeating: nil, count: size)
        hashes = Array(repeating: 0, count: size)
    }

    /// FNV-1a of a name's UTF-8 bytes.
    private static func hash(_ name: String) -> UInt64 {
        func fnv(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
            var hash: UInt64 = 0xCBF2_9CE4_8422_2325
            for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01B3 }
            return hash
        }
        return name.utf8.withContiguousStorageIfAvailable(fnv) ?? Array(name.utf8).withUnsafeBufferPointer(fnv)
    }

    /// The slot holding `name`, or the empty slot where it would go.
    private func slot(of name: String, hash: UInt64) -> Int {
        let mask = slots.count - 1
        var index = Int(truncatingIfNeeded: hash ^ (hash >> 29)) & mask
        while let held = slots[index] {
            if hashes[index] == hash, held == name { return index }
            index = (index + 1) & mask
        }
        return index
    }

    func contains(_ name: String) -> Bool {
        slots[slot(of: name, hash: Self.hash(name))] != nil
    }

    /// Adds `name`; false when it was there already.
    @discardableResult
    mutating func insert(_ name: String) -> Bool {
        let hash = Self.hash(name)
        let index = slot(of: name, hash: hash)
        guard slots[index] == nil else { return false }
        slots[index] = name
        hashes[index] = hash
        count += 1
        if 2 * count > slots.count { grow() }
        return true
    }

    private mutating func grow() {
        let names = slots.compactMap { $0 }
        self = _NameSet(minimumCapacity: 2 * names.count)
        for name in names { insert(name) }
    }
}
