import Foundation

/// The keys of one update's specs, indexed: which spec wants a key, and which specs repeat a key
/// that an earlier spec has.
///
/// An open-addressing table of spec indices, probed linearly from the key's own mixed word
/// (``_StackConstraintSpec/Key/word``): a `Dictionary` runs `Hasher` (SipHash) over that word for
/// every insertion and lookup, which was most of the cost of indexing a stack's keys.
struct _StackKeyIndex {
    /// The keys, by spec index.
    let keys: [_StackConstraintSpec.Key]
    /// Whether a spec repeats the key of an earlier one (it makes no constraint of its own).
    private(set) var isDuplicate: [Bool]
    /// Spec index + 1 in each bucket; 0 for an empty bucket.
    private var buckets: [Int32]
    private let mask: Int

    /// Indexes `keys`; the first spec of each key wants it, the later ones are duplicates.
    ///
    /// - Complexity: O(number of keys) expected.
    init(_ keys: [_StackConstraintSpec.Key]) {
        self.keys = keys
        // At most half full: short probes.
        var capacity = 8
        while capacity < keys.count * 2 { capacity <<= 1 }
        mask = capacity - 1
        buckets = [Int32](repeating: 0, count: capacity)
        isDuplicate = [Bool](repeating: false, count: keys.count)
        for index in keys.indices {
            let key = keys[index]
            var bucket = Int(truncatingIfNeeded: key.word) & mask
            while true {
                let stored = Int(buckets[bucket])
                if stored == 0 {
                    buckets[bucket] = Int32(index + 1)
                    break
                }
                if keys[stored - 1] == key {
                    isDuplicate[index] = true
                    break
                }
                bucket = (bucket + 1) & mask
            }
        }
    }

    /// The index of the first spec whose key is `key`, or nil when no spec wants it.
    ///
    /// - Complexity: O(1) expected.
    func index(of key: _StackConstraintSpec.Key) -> Int? {
        var bucket = Int(truncatingIfNeeded: key.word) & mask
        while true {
            let stored = Int(buckets[bucket])
            if stored == 0 { return nil }
            if keys[stored - 1] == key { return stored - 1 }
            bucket = (bucket + 1) & mask
        }
    }
}
