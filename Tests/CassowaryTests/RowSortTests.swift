@testable import Cassowary
import Testing
import TestSupport

/// `_sortBySymbol` orders a row's cells by symbol, short rows by insertion and long ones by an
/// in-place quicksort; cells keep their slots and coefficients.
struct RowSortTests {
    @Test func sortsRowsOfEveryLength() {
        var random = SplitMix64(seed: 0x50_27)
        for length in [0, 1, 2, 31, 32, 33, 34, 64, 66, 100, 257] {
            for pattern in 0..<4 {
                // Random, sorted, reversed, and sorted but for a few swaps.
                var symbols = Array(0..<Int32(length)).map { $0 * 3 }
                switch pattern {
                case 0:
                    for i in stride(from: length - 1, to: 0, by: -1) { symbols.swapAt(i, random.int(0...i)) }
                case 1: break
                case 2: symbols.reverse()
                default:
                    for _ in 0..<(length / 8) where length > 1 {
                        symbols.swapAt(random.int(0...(length - 1)), random.int(0...(length - 1)))
                    }
                }
                var cells = symbols.map { _Cell(symbol: $0, slot: $0 + 1, coefficient: Double($0) / 2) }
                cells.withUnsafeMutableBufferPointer { _sortBySymbol($0) }
                #expect(cells.map(\.symbol) == symbols.sorted(), "length \(length), pattern \(pattern)")
                #expect(cells.allSatisfy { $0.slot == $0.symbol + 1 && $0.coefficient == Double($0.symbol) / 2 })
            }
        }
    }
}
