/// A list of symbol ids that is emptied and refilled often (the accumulator's touched symbols):
/// emptying it keeps its storage and costs nothing.
struct _SymbolList: RandomAccessCollection {
    /// The elements, followed by spare room from earlier fills.
    private var storage: [_SymbolID] = []
    private(set) var count = 0

    var startIndex: Int { 0 }
    var endIndex: Int { count }

    @inline(__always)
    subscript(position: Int) -> _SymbolID { storage[position] }

    @inline(__always)
    mutating func append(_ symbol: _SymbolID) {
        if count < storage.count {
            storage[count] = symbol
        } else {
            storage.append(symbol)
        }
        count += 1
    }

    @inline(__always)
    mutating func removeAll() {
        count = 0
    }

    /// Sorts the elements in increasing order (insertion sort for the short lists that
    /// constraints make).
    mutating func sort() {
        if count <= 1 { return }
        if count > 16 {
            storage[0..<count].sort()
            return
        }
        storage.withUnsafeMutableBufferPointer { buffer in
            for i in 1..<count {
                let value = buffer[i]
                var j = i
                while j > 0, buffer[j - 1] > value {
                    buffer[j] = buffer[j - 1]
                    j -= 1
                }
                buffer[j] = value
            }
        }
    }
}
