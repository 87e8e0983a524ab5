import Testing
import Cassowary
import TestSupport

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

    /// Ranges asked together are the ranges asked one by one, on random layouts mixing pinned,
    /// chained, free and optional-tied variables (the batch stops its expansions at the
    /// definitions it found fixed; issue 21: a chain of 10,000 views took 21 s to check).
    @Test(arguments: 0..<40)
    func rangesTogetherAreRangesOneByOne(seed: UInt64) throws {
        var random = SplitMix64(seed: seed)
        let solver = Solver()
        let count = 30
        let xs = (0..<count).map { _ in solver.makeVariable() }
        for i in 0..<count {
            let kind = random.next() % 5
            let other = xs[Int(random.next() % UInt64(max(1, i)))]
            let constant = Double(random.next() % 40)
            switch kind {
            case 0: try? solver.add(xs[i] == constant)
            case 1 where i > 0: try? solver.add(xs[i] == other + constant)
            case 2 where i > 0: try? solver.add(xs[i] >= other + constant)
            case 3:
                try? solver.add((xs[i] <= constant).withPriority(250))
                try? solver.add((xs[i] >= constant / 2).withPriority(750))
            default: break
            }
        }
        let reversed = Array(xs.reversed())
        let together = solver.valueRanges(of: reversed)
        let oneByOne = reversed.map { solver.valueRange(of: $0) }
        #expect(together.count == oneByOne.count)
        for (a, b) in zip(together, oneByOne) {
            #expect(abs(a.lowerBound - b.lowerBound) <= 1e-9 || a.lowerBound == b.lowerBound)
            #expect(abs(a.upperBound - b.upperBound) <= 1e-9 || a.upperBound == b.upperBound)
        }
        #expect(solver.checkInvariants() == [])
    }

    @Test func aChainAskedTogetherIsPinnedLinkByLink() throws {
        let solver = Solver()
        let xs = (0..<1000).map { _ in solver.makeVariable() }
        try solver.add(xs[0] == 0)
        for i in 1..<xs.count { try solver.add(xs[i] == xs[i - 1] + 1) }
        let ranges = solver.valueRanges(of: xs)
        #expect(ranges.enumerated().allSatisfy { $0.element == Double($0.offset)...Double($0.offset) })
    }
}

