extension Array {
    /// Appends an element, first giving an empty array room for `initialCapacity` elements.
    ///
    /// A view's lists of children (subviews, arranged subviews, children waiting for layout or
    /// for their frames, held constraints) usually grow to a handful or more one element at a
    /// time; starting them at eight skips the growth from one to two to four to eight (three
    /// reallocations and copies per list, a few percent of building a stack of stacks).
    @inline(__always)
    mutating func append(_ element: Element, initialCapacity: Int) {
        if capacity == 0 { reserveCapacity(initialCapacity) }
        append(element)
    }
}
