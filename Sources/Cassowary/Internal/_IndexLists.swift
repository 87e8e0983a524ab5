/// The index lists of the symbols (each symbol's column, or its dependents): many small
/// growable lists of row ids in one flat buffer, as `_Segments`, with 8-byte headers.
///
/// There is a header per symbol whether or not its list is used (a list of views uses one
/// symbol's column in four, and its dependents in two of three), so the headers are a large part
/// of the index: a list's capacity is a power of two, kept as its logarithm in the top bits of
/// the count, and a header is a start and that word (8 bytes instead of 12).
///
/// A full list moves to the top of the buffer with twice the capacity; the space it leaves is
/// garbage. A list keeps its room when it shrinks or empties, which costs nothing while the same
/// lists stay long (a layout); but when the long lists change over time (pivots that move one
/// pair of error symbols into every row after another: 30,000 `x == i @500` took 4 GB), the room
/// held by short lists grows without bound. So when the buffer is full, it is first compacted if
/// at least half of it is garbage or room beyond what the lists hold (each list keeps the power
/// of two above its count, an empty one nothing): the store stays within four times what its
/// lists hold. Positions inside a list are stable until the list itself changes (compaction moves
/// lists, not elements within them).
/// Noncopyable, as the raw arrays it owns.
struct _IndexLists: ~Copyable {
    /// Where a list starts in `storage`, its count (low 27 bits) and the logarithm of its
    /// capacity (top 5 bits; 0 with no room, else 1 + log₂ capacity).
    struct Header {
        var start: Int32
        var packed: UInt32

        static let countBits: UInt32 = 27
        static let countMask: UInt32 = (1 << countBits) - 1

        @inline(__always)
        var count: Int { Int(packed & Self.countMask) }

        @inline(__always)
        var capacity: Int {
            let code = packed >> Self.countBits
            return code == 0 ? 0 : 1 << Int(code - 1)
        }

        @inline(__always)
        init(start: Int32, count: Int, capacity: Int) {
            self.start = start
            let code = capacity == 0 ? 0 : UInt32(capacity.trailingZeroBitCount + 1)
            self.packed = code << Self.countBits | UInt32(count)
        }

        static let empty = Header(start: 0, count: 0, capacity: 0)
    }

    private(set) var storage = _RawArray<_RowID>()
    private var headers = _RawArray<Header>()
    /// The end of the used part of `storage`; the rest is spare room for new lists.
    private var top = 0

    /// The elements claimed so far, live or garbage: how far into the storage positions go (a
    /// list's start is 32 bits, see `Solver.capacityLimit`).
    var used: Int { top }
    /// The capacity a list gets on its first element (a power of two).
    private let initialCapacity: Int

    /// - Parameter initialCapacity: the capacity a list gets on its first element, a power of
    ///   two. A list's spare room is never written before it is used.
    init(initialCapacity: Int) {
        precondition(initialCapacity > 0 && initialCapacity & (initialCapacity - 1) == 0)
        self.initialCapacity = initialCapacity
    }

    /// Makes sure list ids up to `id` exist (new ones are empty).
    @inline(__always)
    mutating func reserveSegment(_ id: Int) {
        while headers.count <= id { headers.append(.empty) }
    }

    @inline(__always)
    func count(_ id: Int) -> Int { headers[id].count }

    @inline(__always)
    func isEmpty(_ id: Int) -> Bool { headers[id].packed & Header.countMask == 0 }

    /// Calls `body` with the headers and the storage as raw buffers, for read-only hot loops (a
    /// list's elements are `storage[start ..< start + count]`).
    @inline(__always)
    func withUnsafeBuffers<R>(
        _ body: (UnsafeBufferPointer<Header>, UnsafeBufferPointer<_RowID>) throws -> R
    ) rethrows -> R {
        try headers.withUnsafeBufferPointer { headerBuffer in
            try storage.withUnsafeBufferPointer { storageBuffer in try body(headerBuffer, storageBuffer) }
        }
    }

    /// The element at position `i` of list `id`.
    @inline(__always)
    subscript(id: Int, i: Int) -> _RowID {
        get { storage[Int(headers[id].start) + i] }
        set { storage[Int(headers[id].start) + i] = newValue }
    }

    /// Appends an element and returns its position.
    @inline(__always)
    mutating func append(_ id: Int, _ element: _RowID) -> Int {
        var header = headers[id]
        let n = header.count
        if n == header.capacity {
            grow(id)
            header = headers[id]
        }
        storage[Int(header.start) + n] = element
        // The count is in the low bits: one more is one more in the word.
        headers[id].packed = header.packed &+ 1
        return n
    }

    /// Gives a full list twice its room (or its initial room).
    @inline(never)
    private mutating func grow(_ id: Int) {
        let capacity = headers[id].capacity
        if capacity == 0, top + initialCapacity <= storage.capacity {
            // A list's first element (nothing to move): take room at the top.
            headers[id] = Header(start: Int32(top), count: 0, capacity: initialCapacity)
            claim(initialCapacity)
            return
        }
        // The count has 27 bits: a list of 2²⁶ rows (64 million) is the longest that may double.
        precondition(capacity <= 1 << 26, "an index list of more than 2^27 rows")
        relocate(id, capacity: capacity == 0 ? initialCapacity : capacity * 2)
    }

    /// Removes and returns the last element.
    @inline(__always)
    mutating func removeLast(_ id: Int) -> _RowID {
        let header = headers[id]
        headers[id].packed = header.packed &- 1
        return storage[Int(header.start) + header.count - 1]
    }

    /// Empties a list, keeping its capacity.
    @inline(__always)
    mutating func removeAll(_ id: Int) {
        headers[id].packed &= ~Header.countMask
    }

    /// Appends the contents of a list to `array`.
    @inline(__always)
    func copy(_ id: Int, into array: inout [_RowID]) {
        storage.copy(from: Int(headers[id].start), count: headers[id].count, into: &array)
    }

    /// The contents of a list as a new array.
    func elements(_ id: Int) -> [_RowID] {
        var result: [_RowID] = []
        result.reserveCapacity(count(id))
        copy(id, into: &result)
        return result
    }

    /// Moves a list to the end of the used part of the buffer with a new capacity (a bump
    /// allocation; the buffer itself grows by doubling, by four times at middle sizes).
    private mutating func relocate(_ id: Int, capacity: Int) {
        if top + capacity > storage.capacity, !compact(reserving: capacity) {
            storage.reserve(atLeast: capacity)
        }
        let header = headers[id]
        let oldStart = Int(header.start)
        let n = header.count
        let newStart = top
        claim(capacity)
        storage.copyElements(from: oldStart, count: n, to: newStart)
        headers[id] = Header(start: Int32(newStart), count: n, capacity: capacity)
    }

    /// Copies every list into a fresh buffer with the room its count needs (the power of two
    /// above it, the initial capacity at least; none for an empty list), with `extra` more room
    /// at the top, when that frees at least half of what is claimed. Returns whether it did.
    ///
    /// - Complexity: O(lists + elements), when the buffer would otherwise grow: amortized over
    ///   the appends that filled it.
    private mutating func compact(reserving extra: Int) -> Bool {
        // The lists of a layout hold a few entries each: room of more than eight entries a list
        // is what is worth counting (the count is a pass over every list).
        guard top >= 4096, top > 8 * headers.count else { return false }
        var needed = extra
        for id in 0..<headers.count {
            let n = headers[id].count
            if n > 0 { needed += Swift.max(initialCapacity, 1 << (Int.bitWidth - (n - 1).leadingZeroBitCount)) }
        }
        guard needed * 2 <= top else { return false }
        var fresh = _RawArray<_RowID>()
        fresh.reserve(Swift.max(needed * 2, initialCapacity))
        var freshTop = 0
        for id in 0..<headers.count {
            let header = headers[id]
            let n = header.count
            guard n > 0 else {
                headers[id] = .empty
                continue
            }
            let room = Swift.max(initialCapacity, 1 << (Int.bitWidth - (n - 1).leadingZeroBitCount))
            fresh.appendUnwritten(count: room)
            storage.withUnsafeBufferPointer { old in
                fresh.withUnsafeMutableBufferPointer { new in
                    for k in 0..<n { new[freshTop + k] = old[Int(header.start) + k] }
                }
            }
            headers[id] = Header(start: Int32(freshTop), count: n, capacity: room)
            freshTop += room
        }
        storage = fresh
        top = freshTop
        return true
    }

    /// Takes `count` elements of room at the top for a list (unwritten: a list writes each
    /// position before it counts it).
    @inline(__always)
    private mutating func claim(_ count: Int) {
        storage.appendUnwritten(count: count)
        top += count
    }
}
