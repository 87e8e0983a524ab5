import Testing
import Cassowary

/// Priorities are strict and lexicographic, as Auto Layout documents them; within one priority
/// the errors add up.
struct PriorityTests {
    @Test func oneAt751BeatsThreeAt750() throws {
        let solver = Solver()
        let x = solver.makeVariable()
        try solver.add((x == 100).withPriority(751))
        for _ in 0..<3 { try solver.add((x == 0).withPriority(750)) }
        // A weighted sum (751 vs 3 × 750) would pull x to 0; strict priorities keep 100.
        #expect(solver.value(of: x) == 100)
        #expect(solver.checkInvariants() == [])
    }

    @Test func threeAt750OutvoteOneAt750() throws {
        let solver = Solver()
        let x = solver.makeVariable()
        try solver.add((x == 100).withPriority(750))
        for _ in 0..<3 { try solver.add((x == 0).withPriority(750)) }
        // Within one priority the errors add up: 3 × |x| + |x - 100| is least at x = 0.
        #expect(solver.value(of: x) == 0)
    }

    @Test func closePrioritiesAreDistinctLevels() throws {
        let solver = Solver()
        let x = solver.makeVariable()
        let y = solver.makeVariable()
        let z = solver.makeVariable()
        try solver.add(x + y + z == 10)
        try solver.add((x == 10).withPriority(998))
        try solver.add((y == 10).withPriority(999))
        try solver.add((z == 10).withPriority(999.5))
        // 999.5 first: z = 10; then 999: y = 10 would need x = -10 (998 gives way).
        #expect(solver.value(of: z) == 10)
        #expect(solver.value(of: y) == 10)
        #expect(solver.value(of: x) == -10)
        #expect(solver.statistics.levels == 3)
    }

    @Test func optionalConstraintsComeAsCloseAsTheyCan() throws {
        let solver = Solver()
        let width = solver.makeVariable()
        try solver.add(width <= 280)
        try solver.add((width == 300).withPriority(999))
        try solver.add((width == 100).withPriority(1))
        #expect(solver.value(of: width) == 280)
    }

    @Test func higherPriorityWinsRegardlessOfOrder() throws {
        for reversed in [false, true] {
            let solver = Solver()
            let w = solver.makeVariable()
            let constraints = [(w == 100).withPriority(750), (w == 200).withPriority(500)]
            for c in reversed ? constraints.reversed() : constraints { try solver.add(c) }
            #expect(solver.value(of: w) == 100)
        }
    }

    @Test func hugAndResistAsIntrinsicSizeDoes() throws {
        // Three labels of intrinsic width 120 in 320 - 4 × 8: the one with compression 750
        // (against 751) gives way.
        let solver = Solver()
        let widths = (0..<3).map { _ in solver.makeVariable() }
        try solver.add(widths[0] + widths[1] + widths[2] == 320 - 32)
        for (i, w) in widths.enumerated() {
            try solver.add((w <= 120).withPriority(250))
            try solver.add((w >= 120).withPriority(i == 2 ? 750 : 751))
        }
        #expect(widths.map { solver.value(of: $0) } == [120, 120, 48])
    }
}
