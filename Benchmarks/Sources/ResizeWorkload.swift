import Cassowary

/// W3 resize: the W2 list with `rw` an edit variable, resized 1000 times; each time the whole
/// frame set is read, as a layout pass after a window resize would.
enum ResizeWorkload {
    /// Suggestions per run.
    static let resizeCount = 1000

    /// The width suggested at step `k`: `320 + 0.7 · k` (`docs/benchmark-workloads.md`).
    static func rootWidth(at k: Int) -> Double { 320 + 0.7 * Double(k) }

    /// One run: build (untimed), then time `resizeCount` × (suggest, `allValues()`), then check
    /// the last frames.
    ///
    /// - Parameter checkEveryStep: also check the frames after every suggestion (untimed runs
    ///   only: the checks would be timed with the loop).
    static func run(count: Int, checkEveryStep: Bool = false) throws -> [Phase: Double] {
        let problem = try ListProblem(count: count, chained: true, editableRootWidth: true)
        try checkFrames(problem.solver.allValues(), count: count, rootWidth: 375, "W3 (before resizing)")
        let solver = problem.solver
        let rw = problem.rootWidth
        var values: [Double] = []
        if checkEveryStep {
            for k in 0..<resizeCount {
                try solver.suggestValue(rootWidth(at: k), for: rw)
                try checkFrames(solver.allValues(), count: count, rootWidth: rootWidth(at: k), "W3 step \(k)")
            }
            return [:]
        }
        let start = monotonicNanoseconds()
        for k in 0..<resizeCount {
            try solver.suggestValue(rootWidth(at: k), for: rw)
            values = solver.allValues()
        }
        let elapsed = seconds(since: start)
        try checkFrames(values, count: count, rootWidth: rootWidth(at: resizeCount - 1), "W3")
        return [.resize: elapsed]
    }
}
