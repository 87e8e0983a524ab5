/// A binary min-heap of 64-bit keys: the simplex's queue of entering candidates (keyed by symbol
/// id, for Bland's rule) and the expansion's queue of definitions (keyed by reverse topological
/// order). Noncopyable, as the raw array it owns.
struct _Heap: ~Copyable {
    private var keys = _RawArray<UInt64>()

    var isEmpty: Bool { keys.isEmpty }

    /// The number of keys.
    var count: Int { keys.count }

    /// The key at a position of the heap's array (in heap order, not sorted): for the
    /// invariant checks.
    func key(at position: Int) -> UInt64 { keys[position] }

    mutating func removeAll() {
        keys.removeAll()
    }

    mutating func push(_ key: UInt64) {
        keys.append(key)
        var child = keys.count - 1
        while child > 0 {
            let parent = (child - 1) >> 1
            if keys[parent] <= key { break }
            keys[child] = keys[parent]
            child = parent
        }
        keys[child] = key
    }

    mutating func popMin() -> UInt64? {
        guard let last = keys.popLast() else { return nil }
        guard !keys.isEmpty else { return last }
        let top = keys[0]
        var parent = 0
        let count = keys.count
        while true {
            var child = 2 * parent + 1
            if child >= count { break }
            if child + 1 < count, keys[child + 1] < keys[child] { child += 1 }
            if last <= keys[child] { break }
            keys[parent] = keys[child]
            parent = child
        }
        keys[parent] = last
        return top
    }
}
