/// The summary of a phase's samples (seconds per run).
///
/// The median, not the mean: on a machine shared with compilers, a few runs are slowed down by
/// other processes, and the median ignores them.
struct Summary: Sendable {
    /// How many runs were timed.
    var runs: Int
    /// The median run, in seconds.
    var median: Double
    /// The fastest run, in seconds.
    var minimum: Double
    /// The slowest run, in seconds.
    var maximum: Double

    /// Summarises at least one sample.
    init(_ samples: [Double]) {
        precondition(!samples.isEmpty, "a summary needs at least one sample")
        let sorted = samples.sorted()
        let middle = sorted.count / 2
        runs = sorted.count
        median = sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
        minimum = sorted[0]
        maximum = sorted[sorted.count - 1]
    }
}
