import FoundationEssentials
import Glibc

/// The peer: kiwisolver, driven by `Benchmarks/kiwisolver_workloads.py`, which runs the same
/// workloads, checks its values, and prints its timings as JSON.
///
/// Each workload and size runs in a Python process of its own, started right after ours, so
/// that the two sides are measured at nearly the same moment of a noisy machine and the peer's
/// peak memory (the process's `VmHWM`) is that workload's alone.
struct KiwiPeer {
    /// What the script prints.
    struct Output: Decodable {
        var version: String
        var python: String
        var results: [Result]
        /// The process's peak resident set size, in kilobytes.
        var peakKilobytes: Int
        /// W4: the first indices of the shuffled order.
        var shuffleHead: [Int]?
        /// W1: every variable's value after each size of the steps.
        var formValues: [[String: Double]]?

        /// The script's snake_case keys.
        enum CodingKeys: String, CodingKey {
            case version, python, results
            case peakKilobytes = "vmhwm_kb"
            case shuffleHead = "shuffle_head"
            case formValues = "form_values"
        }
    }

    /// One phase's samples.
    struct Result: Decodable {
        var workload: String
        var size: Int
        var phase: String
        /// Operations per run, for the per-op time.
        var ops: Int
        /// Seconds per run.
        var samples: [Double]
    }

    /// The interpreter, e.g. `python3`.
    let python: String
    /// The path of `kiwisolver_workloads.py`.
    let script: String
    /// The empty run: kiwisolver's and Python's versions, and the interpreter's baseline peak.
    let baseline: Output

    /// Finds the script, checks that Python and kiwisolver work, and measures the baseline.
    ///
    /// - Returns: the peer, or why there is none (the benchmark then goes on alone).
    static func start(python: String, script: String?) -> Swift.Result<KiwiPeer, BenchmarkFailure> {
        guard let script = script ?? repositoryFile("Benchmarks/kiwisolver_workloads.py") else {
            return .failure(BenchmarkFailure("Benchmarks/kiwisolver_workloads.py not found (--peer-script PATH)"))
        }
        guard let outcome = ChildProcess.run([python, script, "--baseline"]) else {
            return .failure(BenchmarkFailure("\(python) not found"))
        }
        switch outcome.exitStatus {
        case 0?:
            break
        case 3?:
            return .failure(BenchmarkFailure("kiwisolver is not installed (python3 -m pip install kiwisolver)"))
        default:
            return .failure(BenchmarkFailure("\(python) \(script) --baseline failed"))
        }
        do {
            let baseline = try decode(outcome.output)
            return .success(KiwiPeer(python: python, script: script, baseline: baseline))
        } catch {
            return .failure(BenchmarkFailure("unreadable output of \(script): \(error)"))
        }
    }

    /// Runs one workload (all its phases) at one size.
    ///
    /// - Parameter form: the W1 problem file, for W1.
    /// - Throws: ``BenchmarkFailure`` when the script fails, which includes its checks failing.
    func run(_ workload: Workload, size: Int, policy: RunPolicy, form: String?) throws -> Output {
        var arguments = [
            python, script, "--workload", workload.rawValue,
            "--min-runs", String(policy.minimumRuns), "--max-runs", String(policy.maximumRuns),
            "--budget", String(policy.budget),
        ]
        if workload == .form {
            guard let form else { throw BenchmarkFailure("W1 needs the form file") }
            arguments += ["--form", form]
        } else {
            arguments += ["--size", String(size)]
        }
        guard let outcome = ChildProcess.run(arguments) else {
            throw BenchmarkFailure("cannot start \(python)")
        }
        guard outcome.exitStatus == 0 else {
            throw BenchmarkFailure(
                "kiwisolver failed on \(workload.rawValue) N=\(size) (status "
                    + "\(outcome.exitStatus.map(String.init) ?? "signal"); see its message above)")
        }
        return try Self.decode(outcome.output)
    }

    /// Decodes the script's JSON.
    private static func decode(_ text: String) throws -> Output {
        try JSONDecoder().decode(Output.self, from: Data(text.utf8))
    }
}
