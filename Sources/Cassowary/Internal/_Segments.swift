/// Many small growable sequences in one flat buffer: the cells of every row (the symbols' index
/// lists, one per symbol, have a store with smaller headers: `_IndexLists`).
///
/// A segment has a start, a count and a capacity in `storage`. Appending to a full segment moves
/// it to the end of the buffer with twice the capacity; the space it leaves is garbage, and the
/// buffer is compacted when garbage exceeds half of it, or, when it is full, when the segments
/// hold less than half of it (room kept by segments that shrank). So the tableau allocates nothing per row
/// or per symbol, rows sit next to each other in memory, and nothing is reference counted per
/// row.
///
/// Positions inside a segment are stable until the segment itself changes; compaction moves
/// segments but never reorders their elements. Noncopyable, as the raw arrays it owns.
struct _Segments<Element: BitwiseCopyable>: ~Copyable {
    private(set) var storage = _RawArray<Element>()
    /// Per segment: where it starts, how many elements it holds, how many it can hold.
    private var headers = _RawArray<(start: Int32, count: Int32, capacity: Int32)>()
    private var garbage = 0
    /// The end of the used part of `storage`; the rest is spare room for new segments.
    private var top = 0
    /// `top` when `compactIfMostlyRoom()` last counted the elements held.
    private var topAtLastCount = 0

    /// The elements claimed so far, live or garbage: how far into the storage positions go (a
    /// segment's start is 32 bits, see `Solver.capacityLimit`).
    var used: Int { top }
    /// The capacity a segment gets on its first element.
    private let initialCapacity: Int32

    /// - Parameter initialCapacity: the capacity a segment gets on its first element (most
    ///   index lists stay at one or two entries; rows get room for what they hold when they are
    ///   stored). A segment's spare room is never written before it is used, so no filler value
    ///   is needed.
    init(initialCapacity: Int = 4) {
        self.initialCapacity = Int32(initialCapacity)
    }

    /// Makes sure segment ids up to `id` exist (new ones are empty).
    @inline(__always)
    mutating func reserveSegment(_ id: Int) {
        if headers.count == id {
            headers.append((0, 0, 0))
            return
        }
        while headers.count <= id { headers.append((0, 0, 0)) }
    }

    @inline(__always)
    func count(_ id: Int) -> Int { Int(headers[id].count) }

    /// Where a segment's elements are in `storage` (valid until the segment changes).
    @inline(__always)
    func range(_ id: Int) -> Range<Int> {
        let start = Int(headers[id].start)
        return start..<(start + Int(headers[id].count))
    }

    @inline(__always)
    func isEmpty(_ id: Int) -> Bool { headers[id].count == 0 }

    /// Calls `body` with the segment headers and the storage as raw buffers, for read-only hot
    /// loops (a segment's elements are `storage[start ..< start + count]`).
    @inline(__always)
    func withUnsafeBuffers<R>(
        _ body: (UnsafeBufferPointer<(start: Int32, count: Int32, capacity: Int32)>, UnsafeBufferPointer<Element>) throws -> R
    ) rethrows -> R {
        try headers.withUnsafeBufferPointer { headerBuffer in
            try storage.withUnsafeBufferPointer { storageBuffer in try body(headerBuffer, storageBuffer) }
        }
    }

    /// Calls `body` with a segment's elements as a mutable buffer (valid only inside `body`).
    @inline(__always)
    mutating func withUnsafeMutableSegment<R>(_ id: Int, _ body: (UnsafeMutableBufferPointer<Element>) throws -> R) rethrows -> R {
        let start = Int(headers[id].start)
        let count = Int(headers[id].count)
        return try storage.withUnsafeMutableBufferPointer { buffer in
            try body(UnsafeMutableBufferPointer(rebasing: buffer[start..<(start + count)]))
        }
    }

    /// The element at position `i` of segment `id`.
    @inline(__always)
    subscript(id: Int, i: Int) -> Element {
        get { storage[Int(headers[id].start) + i] }
        set { storage[Int(headers[id].start) + i] = newValue }
    }

    /// The last element of a non-empty segment.
    @inline(__always)
    func last(_ id: Int) -> Element { storage[Int(headers[id].start) + Int(headers[id].count) - 1] }

    /// Appends an element and returns its position.
    @inline(__always)
    mutating func append(_ id: Int, _ element: Element) -> Int {
        var header = headers[id]
        if header.count == header.capacity {
            grow(id)
            header = headers[id]
        }
        let n = Int(header.count)
        storage[Int(header.start) + n] = element
        headers[id].count = Int32(n + 1)
        return n
    }

    /// Gives a full segment twice its room (or its initial room).
    @inline(never)
    private mutating func grow(_ id: Int) {
        let capacity = headers[id].capacity
        if capacity == 0, top + Int(initialCapacity) <= storage.capacity {
            // A segment's first element (nothing to move): take room at the top.
            headers[id] = (Int32(top), 0, initialCapacity)
            claim(Int(initialCapacity))
            return
        }
        relocate(id, capacity: capacity == 0 ? Int(initialCapacity) : Int(capacity) * 2)
    }

    /// Removes and returns the last element.
    @inline(__always)
    mutating func removeLast(_ id: Int) -> Element {
        let n = Int(headers[id].count) - 1
        headers[id].count = Int32(n)
        return storage[Int(headers[id].start) + n]
    }

    /// Removes the element at `i`, shifting the later ones (keeps order).
    mutating func remove(at i: Int, of id: Int) -> Element {
        let start = Int(headers[id].start)
        let n = Int(headers[id].count)
        let removed = storage[start + i]
        var k = start + i
        while k < start + n - 1 {
            storage[k] = storage[k + 1]
            k += 1
        }
        headers[id].count = Int32(n - 1)
        return removed
    }

    /// Inserts an element at `i`, shifting the later ones (keeps order).
    mutating func insert(_ element: Element, at i: Int, of id: Int) {
        let n = Int(headers[id].count)
        if n == Int(headers[id].capacity) { grow(id) }
        let start = Int(headers[id].start)
        var k = start + n
        while k > start + i {
            storage[k] = storage[k - 1]
            k -= 1
        }
        storage[start + i] = element
        headers[id].count = Int32(n + 1)
    }

    /// Replaces the contents of a segment.
    mutating func assign(_ id: Int, _ elements: [Element]) {
        if elements.count > Int(headers[id].capacity) {
            headers[id].count = 0
            relocate(id, capacity: max(4, elements.count + elements.count / 2))
        }
        let start = Int(headers[id].start)
        storage.withUnsafeMutableBufferPointer { buffer in
            for k in elements.indices { buffer[start + k] = elements[k] }
        }
        headers[id].count = Int32(elements.count)
    }

    /// Empties a segment and makes room for `capacity` elements; returns the position of its
    /// first element in `storage`. Write the elements with `initialize(_:at:)`, then give the
    /// segment its count with `setCount(_:_:)`.
    ///
    /// - Parameter spare: whether to leave room for growth beyond `capacity` when the segment
    ///   must move (rows that pivots reshape), or to take exactly what is asked (rows that
    ///   rarely change size).
    @inline(__always)
    mutating func clear(_ id: Int, reserving capacity: Int, spare: Bool = true) -> Int {
        headers[id].count = 0
        if capacity > Int(headers[id].capacity) {
            relocate(id, capacity: spare ? max(4, capacity + capacity / 2) : max(1, capacity))
        }
        return Int(headers[id].start)
    }

    /// Writes an element at a position of `storage` inside a segment's capacity (see
    /// `clear(_:reserving:)`).
    @inline(__always)
    mutating func initialize(_ element: Element, at position: Int) {
        storage[position] = element
    }

    /// Sets how many elements a segment holds (within its capacity).
    @inline(__always)
    mutating func setCount(_ id: Int, _ count: Int) {
        headers[id].count = Int32(count)
    }

    /// Appends the contents of a segment to `array`.
    @inline(__always)
    func copy(_ id: Int, into array: inout [Element]) {
        storage.copy(from: Int(headers[id].start), count: Int(headers[id].count), into: &array)
    }

    /// The contents of a segment as a new array.
    func elements(_ id: Int) -> [Element] {
        var result: [Element] = []
        result.reserveCapacity(count(id))
        copy(id, into: &result)
        return result
    }

    /// Empties a segment, keeping its capacity.
    @inline(__always)
    mutating func removeAll(_ id: Int) {
        headers[id].count = 0
    }

    /// Empties a segment and gives its space back.
    mutating func release(_ id: Int) {
        garbage += Int(headers[id].capacity)
        headers[id] = (0, 0, 0)
    }

    /// Moves a segment to the end of the used part of the buffer with a new capacity (a bump
    /// allocation; the buffer itself grows by doubling, by four times at middle sizes).
    private mutating func relocate(_ id: Int, capacity: Int) {
        if garbage > 4096, garbage * 2 > top {
            compact()
        } else if top + capacity > storage.capacity, top > 4096, top > 16 * headers.count, liveCount() * 2 < top {
            // Before the buffer grows: segments keep their room when they shrink, and when the
            // long ones change over time (pivots that lengthen one row after another) the room
            // outgrows what they hold (issue 21: a compressed stack of 400 views kept 1.3 M
            // cells for 16 k). Compaction trims each to twice its count. Rows of a layout
            // hold a few cells: only room of more than 16 a row is worth the count.
            compact()
        }
        if top + capacity > storage.capacity {
            storage.reserve(atLeast: capacity)
        }
        let header = headers[id]
        let oldStart = Int(header.start)
        let n = Int(header.count)
        let newStart = top
        claim(capacity)
        storage.copyElements(from: oldStart, count: n, to: newStart)
        garbage += Int(header.capacity)
        headers[id] = (Int32(newStart), Int32(n), Int32(capacity))
    }

    /// Takes `count` elements of room at the top for a segment (unwritten: a segment writes each
    /// position before it counts it).
    @inline(__always)
    private mutating func claim(_ count: Int) {
        storage.appendUnwritten(count: count)
        top += count
    }

    /// The elements the segments hold.
    ///
    /// - Complexity: O(segments); asked only when the buffer is full.
    private func liveCount() -> Int {
        var total = 0
        for id in headers.indices { total += Int(headers[id].count) }
        return total
    }

    /// Copies every live segment into a fresh buffer, dropping the garbage and trimming each
    /// segment's room to twice its count.
    /// Compacts the buffer when the segments' room has grown past 8 times what they hold; it
    /// counts what they hold only when `top` has doubled since the last count, so it costs
    /// amortised O(1) per element claimed. Called between operations: within one, pivots that
    /// lengthen row after row leave each row its room when it shrinks back (issue 21: a
    /// compressed stack of 800 views ended with 1.75 M cells claimed for 38 k held, because the
    /// buffer had room to spare and the compaction at growth never came).
    mutating func compactIfMostlyRoom() {
        guard top > 4096, top > 2 * topAtLastCount else { return }
        if liveCount() * 8 < top { compact() }
        topAtLastCount = top
    }

    private mutating func compact() {
        var fresh = _RawArray<Element>()
        fresh.reserve(max(16, 2 * (top - garbage)))
        for id in headers.indices where headers[id].capacity > 0 {
            let start = Int(headers[id].start)
            let n = Int(headers[id].count)
            let capacity = max(n, min(Int(headers[id].capacity), max(4, n * 2)))
            headers[id].start = Int32(fresh.count)
            headers[id].capacity = Int32(capacity)
            for k in 0..<n { fresh.append(storage[start + k]) }
            fresh.appendUnwritten(count: capacity - n)
        }
        top = fresh.count
        // The old buffer is freed as the new one takes its place.
        storage = fresh
        garbage = 0
    }
}
