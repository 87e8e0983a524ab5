import LayoutFormats

/// What running one case gave.
public struct ConformanceResult: Sendable, CustomStringConvertible {
    /// What became of a case.
    public enum Outcome: Sendable, Equatable {
        /// The engine gave what the case expects, for the reason it expects.
        case passed
        /// The engine did not; why, and where in the file.
        case failed(String)
        /// The case cannot be read as a layout (a constraint that does not parse, a name the
        /// case does not declare): it was not run. Counts as a failure.
        case notRead([FormatError])
        /// The case is disabled; why.
        case skipped(String)
    }

    /// The case's id.
    public var id: String
    /// The case's title.
    public var title: String
    /// What became of the case.
    public var outcome: Outcome

    /// Whether the case failed, or could not be read.
    public var isFailure: Bool {
        switch outcome {
        case .failed, .notRead: true
        case .passed, .skipped: false
        }
    }

    /// `PASS id`, `FAIL id: why`, `FAIL id: not read: FILE:LINE:COLUMN: message; …`,
    /// `SKIP id: why`.
    public var description: String {
        switch outcome {
        case .passed: "PASS \(id)"
        case .failed(let reason): "FAIL \(id): \(reason)"
        case .notRead(let errors): "FAIL \(id): not read: " + errors.map(\.description).joined(separator: "; ")
        case .skipped(let reason): "SKIP \(id): \(reason)"
        }
    }
}

/// The results of a run, with the closing line and the exit status.
public struct ConformanceSummary: Sendable {
    /// Every case's result, in the order of the files and of the cases in them.
    public var results: [ConformanceResult]
    /// The files that could not be read or are not of the format, each at its first error;
    /// their cases did not run.
    public var unreadableFiles: [FormatError]

    /// Makes a summary.
    public init(results: [ConformanceResult], unreadableFiles: [FormatError] = []) {
        self.results = results
        self.unreadableFiles = unreadableFiles
    }

    /// The number of cases that passed.
    public var passed: Int { results.filter { $0.outcome == .passed }.count }
    /// The number of cases that failed, those not read included.
    public var failed: Int { results.filter(\.isFailure).count }
    /// The cases that could not be read.
    public var notRead: [ConformanceResult] {
        results.filter { if case .notRead = $0.outcome { true } else { false } }
    }
    /// The disabled cases.
    public var skipped: [ConformanceResult] {
        results.filter { if case .skipped = $0.outcome { true } else { false } }
    }

    /// Every file error: the unreadable files', then each case's not read, in order.
    public var fileErrors: [FormatError] {
        unreadableFiles + results.flatMap { result -> [FormatError] in
            if case .notRead(let errors) = result.outcome { return errors }
            return []
        }
    }

    /// `N passed, M failed`, then `(K not read)` when cases could not be read, `, S skipped`
    /// when cases are disabled, and `, F files not read` when files could not be.
    public var closingLine: String {
        var line = "\(passed) passed, \(failed) failed"
        if !notRead.isEmpty { line += " (\(notRead.count) not read)" }
        if !skipped.isEmpty { line += ", \(skipped.count) skipped" }
        if !unreadableFiles.isEmpty {
            line += ", \(unreadableFiles.count) \(unreadableFiles.count == 1 ? "file" : "files") not read"
        }
        return line
    }

    /// 2 when a file or a case cannot be read, else 1 when a case failed, else 0.
    public var exitStatus: Int32 {
        if !unreadableFiles.isEmpty || !notRead.isEmpty { return 2 }
        return failed > 0 ? 1 : 0
    }
}
