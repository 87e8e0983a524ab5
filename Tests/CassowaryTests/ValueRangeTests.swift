import Testing
import Cassowary

/// The range of optimal values, which tells ambiguous variables from pinned ones.
struct ValueRangeTests {
    @Test func pinnedVariablesHaveOneValue() throws {
        let solver = Solver()
        let x = solver.makeVariable()
        let w = solver.makeVariable()
        try solver.add(x == 10)
        try solver.add(w >= 44)
        try solver.add((w <= 44).withPriority(250))
        #expect(solver.valueRange(of: x) == 10...10)
        #expect(solver.valueRange(of: w) == 44...44)
    }

    @Test func freeVariablesAreUnbounded() throws {
        let solver = Solver()
        let x = solver.makeVariable()
        let w = solver.makeVariable()
        try solver.add(x == 10)
        #expect(solver.valueRange(of: w) == -Double.infinity...Double.infinity)
        try solver.add(w >= 5)
        #expect(solver.valueRange(of: w) == 5...Double.infinity)
    }

    @Test func equalPriorityTiesAreAnInterval() throws {
        // Two labels of intrinsic width 50 share 320 points with equal hugging: any split works.
        let solver = Solver()
        let a = solver.makeVariable()
        let b = solver.makeVariable()
        try solver.add(a + b == 320)
        for v in [a, b] {
            try solver.add((v <= 50).withPriority(250))
            try solver.add((v >= 50).withPriority(750))
        }
        #expect(solver.valueRange(of: a) == 50...270)
        #expect(solver.valueRange(of: b) == 50...270)
        // Different hugging settles it.
        try solver.add((b <= 50).withPriority(251))
        #expect(solver.valueRange(of: a) == 270...270)
    }

    @Test func probingChangesNothing() throws {
        let solver = Solver()
        let a = solver.makeVariable()
        let b = solver.makeVariable()
        try solver.add(a + b == 320)
        try solver.add((a >= 50).withPriority(750))
        try solver.add((b >= 50).withPriority(750))
        let before = solver.allValues()
        let dump = solver.dump()
        _ = solver.valueRange(of: a)
        _ = solver.valueRange(of: b)
        #expect(solver.allValues() == before)
        #expect(solver.dump() == dump)
        #expect(solver.checkInvariants() == [])
    }
}
