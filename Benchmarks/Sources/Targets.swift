/// The performance targets, and the reference numbers of `docs/benchmark-workloads.md`, per row.
struct Target: Sendable {
    /// The limit on the time per operation, in seconds.
    var perOp: Double?
    /// The limit on the median run, in seconds.
    var total: Double?
    /// The limit on the peak resident set size over an empty run's, in bytes.
    var peakBytes: Double?

    /// The target of a row, or nil when the issue sets none (W2i).
    static func of(_ workload: Workload, size: Int, phase: Phase) -> Target? {
        switch (workload, phase) {
        case (.list, .build):
            // ≤ 2 µs per view, flat from N = 100 to 10000.
            switch size {
            case 1000: Target(perOp: 2e-6, total: 2e-3)
            case 10000: Target(perOp: 2e-6, total: 20e-3, peakBytes: 50e6)
            default: Target(perOp: 2e-6)
            }
        case (.resize, .resize): Target(perOp: 25e-6)
        case (.churn, .remove), (.churn, .readd): Target(perOp: 20e-6)
        case (.form, .build): Target(total: 300e-6)
        case (.form, .suggest): Target(perOp: 1e-6)
        // Issue 3: L1 at N = 10000 in ≤ 50 ms (≤ 5 µs per view, flat in N).
        case (.engineList, .build): size == 10000 ? Target(perOp: 5e-6, total: 50e-3) : Target(perOp: 5e-6)
        // Issue 4: ≤ 5 µs per arranged view for build + first layout; a toggle in ≤ 100 µs.
        case (.stackOfStacks, .build): Target(perOp: 5e-6)
        case (.hiddenToggle, .toggle): Target(perOp: 100e-6)
        // Issue 16: a 1000-view document read + laid out + SVG in ≤ 30 ms, PNG in ≤ 100 ms.
        case (.renderSVG, .render): Target(total: 30e-3)
        case (.renderPNG, .render): Target(total: 100e-3)
        default: nil
        }
    }

    /// The target in words, e.g. `≤ 2 µs/view, ≤ 2 ms`.
    func text(unit: String) -> String {
        var parts: [String] = []
        if let perOp { parts.append("≤ \(formatDuration(perOp))/\(unit)") }
        if let total { parts.append("≤ \(formatDuration(total))") }
        if let peakBytes { parts.append("≤ \(formatMegabytes(peakBytes)) peak (Δ)") }
        return parts.joined(separator: ", ")
    }

    /// `met`, or each limit missed with its distance: how many times the limit, and by how much.
    func verdict(median: Double, ops: Int, unit: String, peakBytes measuredPeak: Double?) -> String {
        var misses: [String] = []
        let perOpMeasured = median / Double(max(ops, 1))
        if let perOp, perOpMeasured > perOp {
            misses.append(
                "\(formatDuration(perOpMeasured))/\(unit) is \(formatRatio(perOpMeasured / perOp)) "
                    + "(+\(formatDuration(perOpMeasured - perOp)))")
        }
        if let total, median > total {
            misses.append("\(formatDuration(median)) is \(formatRatio(median / total)) (+\(formatDuration(median - total)))")
        }
        if let peakBytes, let measuredPeak, measuredPeak > peakBytes {
            misses.append("peak Δ \(formatMegabytes(measuredPeak)) is \(formatRatio(measuredPeak / peakBytes))")
        }
        return misses.isEmpty ? "met" : "MISSED: " + misses.joined(separator: "; ")
    }
}

/// The peers' numbers from `docs/benchmark-workloads.md`, measured on a machine like ours: kiwi in C++, built
/// with g++ -O2. Shown where the peer does not run (W2 at N = 10000 without `--peer-large`), and
/// beside kiwisolver for scale.
enum Reference {
    /// kiwi (C++): the median run in seconds and, where the page gives it, the peak in bytes.
    static func kiwi(_ workload: Workload, size: Int, phase: Phase) -> (seconds: Double, peakBytes: Double?)? {
        switch (workload, size, phase) {
        case (.form, _, .build): (423e-6, nil)
        case (.form, _, .suggest): (1.18e-6, nil)  // per step
        case (.list, 100, .build): (1.6e-3, nil)
        case (.list, 1000, .build): (234e-3, nil)
        case (.list, 10000, .build): (50.6, 2.41e9)
        case (.independentList, 1000, .build): (125e-3, nil)
        case (.independentList, 10000, .build): (15.2, nil)
        case (.resize, 1000, .resize): (245e-6 * Double(ResizeWorkload.resizeCount), nil)
        case (.churn, 1000, .remove): (1126e-6 * 600, nil)
        case (.churn, 1000, .readd): (633e-6 * 600, nil)
        default: nil
        }
    }
}
