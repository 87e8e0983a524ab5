import Cassowary
import Testing

/// A required constraint whose row names only restricted symbols, with a constant of exactly 0,
/// skips phase one: the row becomes the definition of its cheapest symbol at once (what phase
/// one's exit pivot did). Two columns of sizes that want 20 each, aligned on their totals, are
/// the stack view case.
struct ZeroConstantRowTests {
    /// Two columns of `count` sizes each, every size with compression resistance (750) and
    /// hugging (250) at 20, and each column's total as a variable.
    private func makeColumns(count: Int) throws -> (Solver, [Variable], [Variable], Variable, Variable) {
        let solver = Solver()
        var columns: [[Variable]] = []
        var totals: [Variable] = []
        for _ in 0..<2 {
            let sizes = (0..<count).map { _ in solver.makeVariable() }
            for size in sizes {
                try solver.add((size >= 20).withPriority(750))
                try solver.add((size <= 20).withPriority(250))
            }
            let total = solver.makeVariable()
            try solver.add(total == sizes.dropFirst().reduce(Expression(sizes[0])) { $0 + $1 })
            columns.append(sizes)
            totals.append(total)
        }
        return (solver, columns[0], columns[1], totals[0], totals[1])
    }

    @Test func aligningTwoColumnsOfEqualContentChangesNothing() throws {
        let (solver, left, right, leftTotal, rightTotal) = try makeColumns(count: 5)
        let align = leftTotal == rightTotal
        try solver.add(align)
        #expect(solver.value(of: leftTotal) == 100)
        #expect(solver.value(of: rightTotal) == 100)
        #expect((left + right).allSatisfy { solver.value(of: $0) == 20 })
        #expect(solver.checkInvariants() == [])
        // The aligned rows take part in what follows: a taller right column makes the left grow
        // too, and removing the alignment lets it go back.
        let tall = (rightTotal == 150).withPriority(500)
        try solver.add(tall)
        #expect(solver.value(of: leftTotal) == 150)
        #expect(solver.checkInvariants() == [])
        try solver.remove(align)
        #expect(solver.value(of: leftTotal) == 100)
        #expect(solver.value(of: rightTotal) == 150)
        #expect(solver.checkInvariants() == [])
    }

    @Test func aConflictingAlignmentStillReportsItsConflict() throws {
        let (solver, _, _, leftTotal, rightTotal) = try makeColumns(count: 3)
        try solver.add(leftTotal == 60)
        try solver.add(rightTotal == 80)
        #expect(throws: SolverError.self) { try solver.add(leftTotal == rightTotal) }
        #expect(solver.checkInvariants() == [])
    }
}
