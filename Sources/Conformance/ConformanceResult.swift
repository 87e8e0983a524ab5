/// What running one case gave.
public struct ConformanceResult: Sendable, CustomStringConvertible {
    /// What became of a case.
    public enum Outcome: Sendable, Equatable {
        case passed
        case failed(String)
        case skipped(String)
    }

    /// The case's id.
    public var id: String
    /// The case's title.
    public var title: String
    public var outcome: Outcome

    /// `PASS id`, `FAIL id: why`, `SKIP id: why`.
    public var description: String {
        switch outcome {
        case .passed: "PASS \(id)"
        case .failed(let reason): "FAIL \(id): \(reason)"
        case .skipped(let reason): "SKIP \(id): \(reason)"
        }
    }
}

/// The results of a run, with the closing line.
public struct ConformanceSummary: Sendable {
    public var results: [ConformanceResult]

    public var passed: Int { results.filter { $0.outcome == .passed }.count }
    public var failed: Int { results.filter { if case .failed = $0.outcome { true } else { false } }.count }
    public var skipped: [ConformanceResult] {
        results.filter { if case .skipped = $0.outcome { true } else { false } }
    }

    /// `N passed, M failed` (and the skipped count when there are any).
    public var closingLine: String {
        let line = "\(passed) passed, \(failed) failed"
        return skipped.isEmpty ? line : line + ", \(skipped.count) skipped"
    }
}
