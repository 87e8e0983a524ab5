import Glibc

/// Peak memory, each workload measured in isolation: the benchmark runs itself again as a child
/// (`--child W2 1000`) that runs the workload once and reports its own peak resident set size.
///
/// The child reports `VmHWM` from /proc/self/status rather than the parent reading `ru_maxrss`
/// of the child: `posix_spawn` starts the child in the parent's address space (vfork), and Linux
/// then carries the parent's high-water mark into the child's `ru_maxrss`, which would charge
/// every workload with the largest one run before it. `VmHWM` belongs to the exec'd image alone.
enum Memory {
    /// The word the child prints before its peak, in kilobytes.
    static let childMarker = "vmhwm_kb"

    /// This process's peak resident set size in kilobytes (`VmHWM`), or nil off Linux.
    static func peakKilobytes() -> Int? {
        guard let status = readTextFile("/proc/self/status"),
            let value = field("VmHWM", in: status)?.split(separator: " ").first
        else { return nil }
        return Int(value)
    }

    /// The path of the running benchmark binary, to run it again.
    static func executablePath() -> String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let length = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        guard length > 0 else { return nil }
        return String(decoding: buffer[0..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// Runs this binary with `childArguments` and returns the peak the child reports.
    ///
    /// - Throws: ``BenchmarkFailure`` when the child cannot start, fails (a check failed in it;
    ///   its message is on standard error), or reports no peak.
    static func peakOfChild(_ childArguments: [String]) throws -> Int {
        guard let executable = executablePath() else {
            throw BenchmarkFailure("cannot find this executable to run it again (/proc/self/exe)")
        }
        guard let outcome = ChildProcess.run([executable] + childArguments) else {
            throw BenchmarkFailure("cannot start \(executable)")
        }
        guard outcome.exitStatus == 0 else {
            throw BenchmarkFailure(
                "the memory child \(childArguments.joined(separator: " ")) failed "
                    + "(status \(outcome.exitStatus.map(String.init) ?? "signal"))")
        }
        for line in outcome.output.split(separator: "\n") {
            let words = line.split(separator: " ")
            if words.count == 2, words[0] == childMarker, let kilobytes = Int(words[1]) {
                return kilobytes
            }
        }
        throw BenchmarkFailure("the memory child \(childArguments.joined(separator: " ")) reported no peak")
    }

    /// What a child runs: the workload once, checked, then its peak on standard output.
    /// `workload` nil is the empty baseline run.
    static func runChild(_ workload: Workload?, size: Int, form: FormProblem?) throws {
        if let workload { try runOnce(workload, size: size, form: form) }
        guard let peak = peakKilobytes() else { throw BenchmarkFailure("no VmHWM in /proc/self/status") }
        print("\(childMarker) \(peak)")
    }

    /// One checked run of a workload, with the same peak as a timed run.
    private static func runOnce(_ workload: Workload, size: Int, form: FormProblem?) throws {
        switch workload {
        case .list, .independentList:
            _ = try ListProblem.runBuild(count: size, chained: workload == .list, workload: workload)
        case .resize:
            _ = try ResizeWorkload.run(count: size, checkEveryStep: true)
        case .churn:
            _ = try ChurnWorkload.run(count: size)
        case .engineList:
            _ = try EngineListWorkload.runList(count: size)
        case .localChange:
            _ = try EngineListWorkload.runLocalChange(count: size)
        case .stackOfStacks:
            _ = try StackWorkload.runStackOfStacks(leaves: size)
        case .stackRelayout:
            _ = try StackWorkload.runStackRelayout(leaves: size)
        case .hiddenToggle:
            _ = try StackWorkload.runHiddenToggle(count: size)
        case .guides:
            _ = try GuidesWorkload.run(count: size)
        case .subtreeRemoval:
            _ = try SubtreeRemovalWorkload.run(views: size)
        case .directionFlip:
            _ = try DirectionFlipWorkload.run(count: size)
        case .brokenRetry:
            _ = try BrokenRetryWorkload.run(broken: size)
        case .labels:
            _ = try LabelsWorkload.run(count: size)
        case .labelStack:
            _ = try LabelStackWorkload.run(count: size)
        case .shortText:
            _ = try ShortTextWorkload.run(count: size)
        case .selfSizingCells:
            _ = try TableWorkload.runCells(count: size)
        case .tableScroll:
            _ = try TableWorkload.runScroll(count: size)
        case .documentRead:
            _ = try DocumentReadWorkload.run(
                views: size, json: DocumentReadWorkload.json(views: size), yaml: DocumentReadWorkload.yaml(views: size))
        case .documentLayout:
            _ = try DocumentLayoutWorkload.run(views: size, json: DocumentReadWorkload.json(views: size))
        case .solveParse:
            _ = try SolveParseWorkload.run(views: size, text: SolveParseWorkload.text(views: size))
        case .renderSVG, .renderPNG:
            _ = try RenderWorkload.run(views: size, png: workload == .renderPNG)
        case .form:
            guard let form else { throw BenchmarkFailure("W1 needs the form file") }
            try form.runOnceChecked()
        }
    }
}
