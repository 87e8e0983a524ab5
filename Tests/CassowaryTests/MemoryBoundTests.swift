import Cassowary
import Testing

/// The tableau's memory stays linear in what it holds (issue 21: 30,000 optional `x == i @500`
/// took 4.35 GB, 10,000 distinct priorities on one variable 2.04 GB). Pivots move a different
/// pair of error symbols into every row after another, so many index lists are long once and
/// short afterwards; the room they kept grew with the square of the problem.
struct MemoryBoundTests {
    /// The budget the docs state: stored elements per cell of the tableau.
    static let elementsPerCell = 16

    @Test(arguments: [false, true])
    func manyOptionalConstraintsOnOneVariable(distinctPriorities: Bool) throws {
        let solver = Solver()
        let x = solver.makeVariable(named: "x")
        let count = 1000
        for i in 0..<count {
            let priority = distinctPriorities ? 1 + Double(i) * 998 / Double(count) : 500
            try solver.add((x == Double(i)).withPriority(Priority(priority)))
        }
        // The median with equal priorities; the strongest (the last) with distinct ones.
        #expect(solver.value(of: x) == (distinctPriorities ? 999 : 499))
        let statistics = solver.statistics
        #expect(statistics.cells < 8 * count)
        #expect(statistics.storedElements <= Self.elementsPerCell * statistics.cells)
    }
}
