/// A growable array of noncopyable values (the standard library's `Array` holds copyable ones
/// only): the tableau's symbol indexes of its objective rows, each of which owns memory.
///
/// Noncopyable itself; its `deinit` destroys the elements (each freeing what it owns) and frees
/// the buffer. Elements are reached in place through the subscript, never copied out.
struct _OwnedArray<Element: ~Copyable>: ~Copyable {
    private var base: UnsafeMutablePointer<Element>?
    private(set) var count = 0
    private var capacity = 0

    init() {}

    deinit {
        if let base {
            base.deinitialize(count: count)
            base.deallocate()
        }
    }

    /// The element at `position`, in place.
    subscript(position: Int) -> Element {
        unsafeAddress {
            precondition(position >= 0 && position < count, "index out of range")
            return UnsafePointer(base! + position)
        }
        unsafeMutableAddress {
            precondition(position >= 0 && position < count, "index out of range")
            return base! + position
        }
    }

    /// Appends an element, doubling the buffer when it is full.
    mutating func append(_ element: consuming Element) {
        if count == capacity {
            let grown = Swift.max(4, capacity * 2)
            let fresh = UnsafeMutablePointer<Element>.allocate(capacity: grown)
            if let base {
                fresh.moveInitialize(from: base, count: count)
                base.deallocate()
            }
            base = fresh
            capacity = grown
        }
        (base! + count).initialize(to: element)
        count += 1
    }
}
