import FoundationEssentials
import Glibc

/// A flexbox peer (issue 20): Yoga (PyPI `poga`) or Taffy (PyPI `stretchable`), driven by
/// `Benchmarks/flexbox_workloads.py`, which builds L1, L3 and L3r as flexbox trees through the
/// engine's Python binding, checks their frames, and prints its timings in the shape
/// `kiwisolver_workloads.py` prints (``KiwiPeer/Output``).
///
/// As with kiwisolver, each workload and size runs in a Python process of its own, right after
/// ours, so that both sides see the same moment of a noisy machine.
struct FlexPeer {
    /// The engines the script drives.
    enum Engine: String, CaseIterable {
        case yoga
        case taffy

        /// The name the report prints.
        var title: String { self == .yoga ? "Yoga" : "Taffy" }
        /// The PyPI package whose binding the script uses.
        var package: String { self == .yoga ? "poga" : "stretchable" }
    }

    let engine: Engine
    /// The interpreter, e.g. `python3`.
    let python: String
    /// The path of `flexbox_workloads.py`.
    let script: String
    /// The empty run: the package's and Python's versions.
    let baseline: KiwiPeer.Output

    /// Finds the script and checks that Python and the engine's package work.
    ///
    /// - Returns: the peer, or why there is none, in one line (the benchmark goes on without it).
    static func start(_ engine: Engine, python: String) -> Swift.Result<FlexPeer, BenchmarkFailure> {
        guard let script = repositoryFile("Benchmarks/flexbox_workloads.py") else {
            return .failure(BenchmarkFailure("Benchmarks/flexbox_workloads.py not found"))
        }
        guard let outcome = ChildProcess.run([python, script, "--engine", engine.rawValue, "--baseline"]) else {
            return .failure(BenchmarkFailure("\(python) not found"))
        }
        switch outcome.exitStatus {
        case 0?:
            break
        case 3?:
            return .failure(
                BenchmarkFailure("\(engine.package) is not installed (python3 -m pip install \(engine.package))"))
        default:
            return .failure(BenchmarkFailure("\(python) \(script) --engine \(engine.rawValue) --baseline failed"))
        }
        do {
            let baseline = try JSONDecoder().decode(KiwiPeer.Output.self, from: Data(outcome.output.utf8))
            return .success(FlexPeer(engine: engine, python: python, script: script, baseline: baseline))
        } catch {
            return .failure(BenchmarkFailure("unreadable output of \(script): \(error)"))
        }
    }

    /// Runs one workload (all its phases) at one size: `build` (nodes made and the first
    /// layout), `layout` (the first layout of a tree built untimed) and `resize` (L1, L3r).
    ///
    /// - Throws: ``BenchmarkFailure`` when the script fails, which includes its checks failing.
    func run(_ workload: Workload, size: Int, policy: RunPolicy) throws -> KiwiPeer.Output {
        let arguments = [
            python, script, "--engine", engine.rawValue, "--workload", workload.rawValue, "--size", String(size),
            "--min-runs", String(policy.minimumRuns), "--max-runs", String(policy.maximumRuns),
            "--budget", String(policy.budget),
        ]
        guard let outcome = ChildProcess.run(arguments) else { throw BenchmarkFailure("cannot start \(python)") }
        guard outcome.exitStatus == 0 else {
            throw BenchmarkFailure(
                "\(engine.title) failed on \(workload.rawValue) N=\(size) (status "
                    + "\(outcome.exitStatus.map(String.init) ?? "signal"); see its message above)")
        }
        return try JSONDecoder().decode(KiwiPeer.Output.self, from: Data(outcome.output.utf8))
    }
}
