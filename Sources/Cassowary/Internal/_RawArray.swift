#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A growable array of plain values that owns its memory: no copy-on-write check, no bounds
/// check and no reference counting per access (the tableau's hot loops touch these arrays
/// several times per cell, and those checks were about a tenth of adding a constraint).
///
/// Noncopyable: exactly one owner holds a raw array, and its `deinit` frees the memory, so the
/// compiler refuses a copy that would share it (or free it twice), and a tableau needs no list of
/// stores to free. (Nothing copies one: a fresh tableau is built, never copied.) Accesses are checked by assertions in debug builds (the tests). The memory comes from the C
/// allocator (malloc, realloc, free) where the platform's C library is at hand, so that growing a
/// large store does not copy it.
struct _RawArray<Element: BitwiseCopyable>: ~Copyable {
    /// Where the elements are; a dangling, aligned address while nothing is allocated.
    private var base = UnsafeMutablePointer<Element>(bitPattern: MemoryLayout<Element>.alignment)!
    private(set) var count = 0
    private(set) var capacity = 0

    init() {}

    deinit {
        if capacity > 0 { Self.free(base) }
    }

    /// `count` copies of `element`.
    init(repeating element: Element, count: Int) {
        if count > 0 {
            reserve(count)
            base.initialize(repeating: element, count: count)
            self.count = count
        }
    }

    /// The valid positions, `0 ..< count`.
    var indices: Range<Int> { 0..<count }

    var isEmpty: Bool { count == 0 }

    @inline(__always)
    subscript(position: Int) -> Element {
        unsafeAddress {
            assert(position >= 0 && position < count, "index out of range")
            return UnsafePointer(base + position)
        }
        unsafeMutableAddress {
            assert(position >= 0 && position < count, "index out of range")
            return base + position
        }
    }

    /// The capacity a full array grows to: four times its size from 4 KB to 512 KB, twice
    /// otherwise. Growing moves every element, and the middle sizes are where a list of a
    /// thousand views spends its moves; past 512 KB, growing fourfold measured slower (more
    /// page faults per run in a 10000-view list, whose blocks the C allocator maps afresh).
    @inline(__always)
    private var grownCapacity: Int {
        let bytes = capacity &* MemoryLayout<Element>.stride
        return bytes >= 1 << 12 && bytes < 1 << 19 ? capacity &* 4 : capacity &* 2
    }

    @inline(__always)
    mutating func append(_ element: Element) {
        if count == capacity { reserve(Swift.max(16, grownCapacity)) }
        (base + count).initialize(to: element)
        count &+= 1
    }

    /// Appends `count` copies of `element`.
    mutating func append(repeating element: Element, count added: Int) {
        guard added > 0 else { return }
        if count + added > capacity { reserve(Swift.max(count + added, grownCapacity)) }
        (base + count).initialize(repeating: element, count: added)
        count += added
    }

    /// Appends the elements of a buffer in one copy.
    mutating func append(contentsOf elements: UnsafeBufferPointer<Element>) {
        let added = elements.count
        guard added > 0 else { return }
        if count + added > capacity { reserve(Swift.max(count + added, grownCapacity)) }
        (base + count).initialize(from: elements.baseAddress!, count: added)
        count += added
    }

    /// Counts `added` more elements without writing them, within the capacity (the caller
    /// reserved it): for stores that write every position before reading it (a segment's spare
    /// room), so that memory is touched only when used. The elements are plain values, so
    /// leaving them unwritten is safe.
    @inline(__always)
    mutating func appendUnwritten(count added: Int) {
        assert(added >= 0 && count + added <= capacity, "beyond the reserved capacity")
        count &+= added
    }

    /// Makes the array `count` elements long without writing them, for scratch lists that write
    /// each position before reading it: a larger block is taken afresh (nothing in it needs
    /// keeping, so nothing is copied), and its pages are touched only as far as the list is
    /// used.
    mutating func resizeUnwritten(to newCount: Int) {
        if newCount > capacity {
            freeMemory()
            reserve(newCount)
        }
        count = newCount
    }

    /// Removes and returns the last element of a non-empty array.
    @inline(__always)
    @discardableResult
    mutating func removeLast() -> Element {
        assert(count > 0, "removeLast on an empty array")
        count &-= 1
        return base[count]
    }

    @inline(__always)
    mutating func swapAt(_ i: Int, _ j: Int) {
        assert(i >= 0 && i < count && j >= 0 && j < count, "index out of range")
        let t = base[i]
        base[i] = base[j]
        base[j] = t
    }

    /// Removes and returns the last element, or nil when empty.
    @inline(__always)
    mutating func popLast() -> Element? {
        guard count > 0 else { return nil }
        count &-= 1
        return base[count]
    }

    mutating func removeLast(_ n: Int) {
        assert(n >= 0 && n <= count)
        count -= n
    }

    /// Empties the array, keeping its memory (whatever `keepingCapacity` says: the tableau
    /// refills its lists).
    mutating func removeAll(keepingCapacity: Bool = true) {
        count = 0
    }

    /// Makes room for at least `minimumCapacity` elements (moving them once).
    @inline(never)
    mutating func reserve(_ minimumCapacity: Int) {
        guard minimumCapacity > capacity else { return }
        #if canImport(Glibc) || canImport(Musl) || canImport(Darwin)
        // The C allocator's realloc: a large block grows in place or has its pages remapped
        // (no copy, and no fresh pages faulted in for the copy); the elements are plain values,
        // so moving them as bytes is a move. The memory comes from malloc and goes back to free.
        let bytes = minimumCapacity * MemoryLayout<Element>.stride
        guard let fresh = realloc(capacity > 0 ? UnsafeMutableRawPointer(base) : nil, bytes) else {
            fatalError("out of memory")
        }
        base = fresh.bindMemory(to: Element.self, capacity: minimumCapacity)
        #else
        let fresh = UnsafeMutablePointer<Element>.allocate(capacity: minimumCapacity)
        if count > 0 { fresh.moveInitialize(from: base, count: count) }
        if capacity > 0 { base.deallocate() }
        base = fresh
        #endif
        capacity = minimumCapacity
    }

    func withUnsafeBufferPointer<R>(_ body: (UnsafeBufferPointer<Element>) throws -> R) rethrows -> R {
        try body(UnsafeBufferPointer(start: base, count: count))
    }

    /// Gives the array room for at least `extra` elements past its capacity, growing as a full
    /// array does (`grownCapacity`) when that is more: how the stores of many small lists in one
    /// buffer (`_Segments`, `_IndexLists`) grow the buffer. The new room is not written, so its
    /// pages are not faulted in before a list claims them.
    mutating func reserve(atLeast extra: Int) {
        reserve(capacity + Swift.max(extra, grownCapacity - capacity))
    }

    /// Copies `count` elements from position `source` on to position `destination` on, in
    /// place (the two ranges must not overlap): how those stores move a list to new room.
    @inline(__always)
    mutating func copyElements(from source: Int, count: Int, to destination: Int) {
        guard count > 0 else { return }
        (base + destination).update(from: base + source, count: count)
    }

    /// Appends the `count` elements from `start` on to `array`: how the stores of many small
    /// lists in one buffer (`_Segments`, `_IndexLists`) copy one list out.
    @inline(__always)
    func copy(from start: Int, count: Int, into array: inout [Element]) {
        array.append(contentsOf: UnsafeBufferPointer(start: base + start, count: count))
    }

    /// The elements as a mutable buffer (valid only inside `body`).
    mutating func withUnsafeMutableBufferPointer<R>(_ body: (UnsafeMutableBufferPointer<Element>) throws -> R) rethrows -> R {
        try body(UnsafeMutableBufferPointer(start: base, count: count))
    }

    /// Frees the memory; the array is empty afterwards.
    private mutating func freeMemory() {
        if capacity > 0 { Self.free(base) }
        base = UnsafeMutablePointer<Element>(bitPattern: MemoryLayout<Element>.alignment)!
        count = 0
        capacity = 0
    }

    /// Gives memory from `reserve(_:)` back to where it came from.
    @inline(__always)
    private static func free(_ memory: UnsafeMutablePointer<Element>) {
        #if canImport(Glibc) || canImport(Musl) || canImport(Darwin)
        _cFree(memory)
        #else
        memory.deallocate()
        #endif
    }
}

#if canImport(Glibc) || canImport(Musl) || canImport(Darwin)
/// The C library's `free` (inside `_RawArray`, the name is its own static method).
@inline(__always)
private func _cFree(_ memory: UnsafeMutableRawPointer) {
    free(memory)
}
#endif
