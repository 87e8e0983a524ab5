import Glibc

/// The monotonic clock, in nanoseconds. `CLOCK_MONOTONIC` is what Python's `perf_counter_ns`
/// reads on Linux, so both sides of a ratio use the same clock.
@inline(__always)
func monotonicNanoseconds() -> UInt64 {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return UInt64(time.tv_sec) &* 1_000_000_000 &+ UInt64(time.tv_nsec)
}

/// Seconds elapsed since `start` (a ``monotonicNanoseconds()`` reading).
@inline(__always)
func seconds(since start: UInt64) -> Double {
    Double(monotonicNanoseconds() &- start) / 1e9
}

/// How many times a workload runs: at least `minimumRuns`, then more while the timed work stays
/// under `budget` seconds, up to `maximumRuns`. Fast workloads thus get many runs (a steadier
/// median) and slow ones the minimum. The peer script applies the same policy.
struct RunPolicy: Sendable {
    var minimumRuns: Int
    var maximumRuns: Int
    /// Seconds of timed work after which no run beyond the minimum starts.
    var budget: Double
    /// Seconds of whole runs (untimed set-up and checks included) after which no run beyond the
    /// minimum starts, when set (see ``withWallBudget(_:)``).
    var wallBudget: Double?

    /// The default: ≥ 5 runs, about a second per workload and size.
    static let standard = RunPolicy(minimumRuns: 5, maximumRuns: 1000, budget: 1.0)
    /// `--quick`: enough to see that everything works, not for the table.
    static let quick = RunPolicy(minimumRuns: 3, maximumRuns: 100, budget: 0.1)

    /// Exactly `runs` runs (`--runs N`).
    static func exactly(_ runs: Int) -> RunPolicy {
        RunPolicy(minimumRuns: runs, maximumRuns: runs, budget: 0)
    }

    /// The policy for a workload whose untimed set-up costs far more than its timed part (L4–L7:
    /// a tree of up to 10,000 views built for 100 or 200 operations of a microsecond): it also
    /// stops starting runs beyond the minimum once whole runs took `seconds`, and a first run
    /// that took longer than ``warmUpThreshold`` in all is not a warm-up (its set-up ran the
    /// same code). Without it, 1000 runs of L7 at N = 10000 would take hours.
    func withWallBudget(_ seconds: Double) -> RunPolicy {
        var policy = self
        policy.wallBudget = seconds
        return policy
    }
}

/// A first run cheaper than this is repeated as an untimed warm-up (caches, page faults, lazy
/// symbol binding); a dearer one is timed, as there is nothing to warm that it did not warm.
let warmUpThreshold = 0.05

/// Runs `run` as the policy says and collects its samples per phase.
///
/// `run` times itself and returns the seconds each phase took, so that untimed set-up (building
/// the solver for W3 and W4) and checks stay outside the measurement.
func measure(
    _ policy: RunPolicy, _ run: () throws -> [Phase: Double]
) throws -> [Phase: [Double]] {
    var samples: [Phase: [Double]] = [:]
    var timedTotal = 0.0
    var runs = 0
    let start = monotonicNanoseconds()
    /// Keeps one run's samples.
    func record(_ result: [Phase: Double]) {
        for (phase, elapsed) in result { samples[phase, default: []].append(elapsed) }
        timedTotal += result.values.reduce(0, +)
        runs += 1
    }
    let first = try run()
    let firstCost = policy.wallBudget == nil ? first.values.reduce(0, +) : seconds(since: start)
    if firstCost > warmUpThreshold { record(first) }
    while runs < policy.maximumRuns
        && (runs < policy.minimumRuns
            || (timedTotal < policy.budget && policy.wallBudget.map { seconds(since: start) < $0 } ?? true))
    {
        record(try run())
    }
    return samples
}
