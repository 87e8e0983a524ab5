/// Our side of the flexbox comparison (L1, L3, L3r) timed once more in a child process with the
/// other heap (issue 20): the timing process keeps its heap warm (`WarmHeap.swift`), so the
/// child runs with glibc's defaults, what an application gets — the headline of the comparison
/// — and with `--cold-heap` the other way round. The child (`--heap-child L3 1000`) prints one
/// line per phase: `samples`, the phase and its seconds per run, separated by tabs.
enum OtherHeap {
    /// The word that starts each line the child prints.
    static let marker = "samples"

    /// Times one of the flexbox workloads in this process (the child's side).
    static func measureOurs(_ workload: Workload, size: Int, policy: RunPolicy) throws -> [Phase: [Double]] {
        switch workload {
        case .engineList: try measure(policy) { try EngineListWorkload.runList(count: size) }
        case .stackOfStacks: try measure(policy) { try StackWorkload.runStackOfStacks(leaves: size) }
        case .stackRelayout: try measure(policy) { try StackWorkload.runStackRelayout(leaves: size) }
        default: throw BenchmarkFailure("\(workload.rawValue) has no flexbox peers")
        }
    }

    /// What the child runs: the workload timed under the policy, its samples on standard output.
    static func runChild(_ workload: Workload, size: Int, policy: RunPolicy) throws {
        for (phase, samples) in try measureOurs(workload, size: size, policy: policy) {
            print(([marker, phase.rawValue] + samples.map { String($0) }).joined(separator: "\t"))
        }
    }

    /// Runs this binary as a child with the other heap and returns its samples per phase.
    ///
    /// - Parameter cold: whether the child runs with glibc's defaults (else it keeps its heap warm).
    /// - Throws: ``BenchmarkFailure`` when the child cannot start or fails (a check failed in it).
    static func samples(
        _ workload: Workload, size: Int, policy: RunPolicy, cold: Bool
    ) throws -> [Phase: [Double]] {
        guard let executable = Memory.executablePath() else {
            throw BenchmarkFailure("cannot find this executable to run it again (/proc/self/exe)")
        }
        var arguments = [executable, "--heap-child", workload.rawValue, String(size)]
        if policy.minimumRuns == policy.maximumRuns {
            arguments += ["--runs", String(policy.minimumRuns)]
        } else if policy.budget < RunPolicy.standard.budget {
            arguments.append("--quick")
        }
        if cold { arguments.append("--cold-heap") }
        guard let outcome = ChildProcess.run(arguments), outcome.exitStatus == 0 else {
            throw BenchmarkFailure("the heap child \(workload.rawValue) \(size) failed")
        }
        var result: [Phase: [Double]] = [:]
        for line in outcome.output.split(separator: "\n") {
            let fields = line.split(separator: "\t")
            guard fields.count > 2, fields[0] == marker, let phase = Phase(rawValue: String(fields[1])) else { continue }
            result[phase] = fields.dropFirst(2).compactMap { Double($0) }
        }
        return result
    }
}
