import Cassowary

/// W4 churn: the W2 list, then a seeded 10% of its view constraints removed one by one and added
/// back one by one — what a layout engine does when views come and go.
enum ChurnWorkload {
    /// The shuffle's seed; the Python script uses the same constant.
    static let seed: UInt64 = 0x5EED_CA55_0A11_0001

    /// The order in which the view constraints are churned: indices into
    /// ``ListProblem/viewConstraints``. The report compares its head with the peer's.
    static func order(count: Int) -> [Int] {
        Array(0..<(6 * count)).deterministicallyShuffled(seed: seed)
    }

    /// One run: build (untimed), remove the first 10% of the shuffled constraints (timed), add them
    /// back in the same order (timed), then check the frames.
    static func run(count: Int) throws -> [Phase: Double] {
        try SplitMix64.checkKnownAnswer()
        let problem = try ListProblem(count: count, chained: true)
        let solver = problem.solver
        let order = order(count: count)
        let churned = order.prefix(order.count / 10).map { problem.viewConstraints[$0] }

        let start = monotonicNanoseconds()
        for constraint in churned { try solver.remove(constraint) }
        let middle = monotonicNanoseconds()
        for constraint in churned { try solver.add(constraint) }
        let end = monotonicNanoseconds()

        let expected = 3 + 6 * count
        guard solver.constraintCount == expected else {
            throw BenchmarkFailure("W4: \(solver.constraintCount) constraints after re-adding, expected \(expected)")
        }
        try checkFrames(solver.allValues(), count: count, rootWidth: 375, "W4 (after re-adding)")
        return [.remove: Double(middle - start) / 1e9, .readd: Double(end - middle) / 1e9]
    }
}
