/// What the command line asks for. Parsed by hand: the benchmark target depends only on the
/// solver (and the formats), not on the argument parser.
struct Options: Sendable {
    /// The workloads to run, in the order of `docs/benchmark-workloads.md`.
    var workloads: [Workload] = Workload.allCases
    /// Only this size, when given.
    var size: Int?
    var policy: RunPolicy = .standard
    var quick = false
    var peer = true
    /// Also run kiwisolver where it needs about a minute and gigabytes (W2 at N = 10000).
    var peerLarge = false
    /// Print the markdown block instead of the text table.
    var markdown = false
    /// Replace the generated block of this file (BENCHMARKS.md) with the new one.
    var markdownFile: String?
    var python = "python3"
    var peerScript: String?
    /// The W1 problem; by default `Benchmarks/Workloads/W1-enaml-form.json`.
    var formFile: String?
    /// Internal: run one workload once and report its peak memory (`--child W2 1000`,
    /// `--child baseline`).
    var child: (workload: Workload?, size: Int)?
    /// `--heap-child L3 1000`: time one flexbox workload and print its samples (`OtherHeap.swift`).
    var heapChild: (workload: Workload, size: Int)?
    /// Only our timing loops: no machine description, memory children, floors or peer, so that
    /// a profiler (`perf record -g …`) sees the solver alone.
    var profile = false
    /// Leave glibc's heap trimming as it is (see ``WarmHeap``): each timed run may then fault
    /// its memory in afresh, as a process's first layout does.
    var coldHeap = false
    /// Print the usage and stop.
    var help = false
    /// The arguments as given, for the report's command line.
    var arguments: [String] = []

    static let usage = """
        usage: autolayout-benchmark [options]

          --workload W      run only W (W1, W2, W2i, W3, W4, L1, L2, L3, L3r, L3h, L4, L5, L6, L7, T1, T2, T3, D1, D2, S1, R1, R2, C1, C2); repeat or separate with commas
          --size N          run only size N of the chosen workloads
          --runs N          exactly N timed runs per workload and size (default: ≥ 5, about 1 s each)
          --quick           fewer runs, and the peer only up to N = 1000: a smoke test, not for the table
          --no-peer         do not run kiwisolver, Yoga or Taffy
          --peer-large      also run kiwisolver on W2 at N = 10000 (quadratic: 1–2 min a run, 2.4 GB)
          --profile         only our timing loops (no children, floors or peer): for perf record
          --cold-heap       keep glibc's heap trimming on, so runs may fault their memory in again (see BENCHMARKS.md)
          --markdown        print the markdown block of BENCHMARKS.md instead of the text table
          --markdown-file F replace the generated block of F (e.g. BENCHMARKS.md) with this run's
          --python PATH     the Python interpreter (default python3)
          --peer-script P   the peer script (default Benchmarks/kiwisolver_workloads.py)
          --form PATH       the W1 problem (default Benchmarks/Workloads/W1-enaml-form.json)
        """

    /// Parses the arguments (without the program name).
    ///
    /// - Throws: ``BenchmarkFailure`` with the usage for an unknown or incomplete option.
    static func parse(_ arguments: [String]) throws -> Options {
        var options = Options()
        options.arguments = arguments
        var selected: [Workload] = []
        var remaining = arguments[...]
        /// The option's value: the next argument.
        func value(of option: String) throws -> String {
            guard let value = remaining.popFirst() else { throw BenchmarkFailure("\(option) needs a value\n\(usage)") }
            return value
        }
        /// The option's value as a positive number.
        func number(of option: String) throws -> Int {
            let text = try value(of: option)
            guard let number = Int(text), number > 0 else {
                throw BenchmarkFailure("\(option) needs a positive number, not \(text)")
            }
            return number
        }
        /// The workload called `name` (case-insensitive).
        func workload(_ name: Substring) throws -> Workload {
            guard let workload = Workload(rawValue: String(name)) ?? Workload(rawValue: name.uppercased())
            else { throw BenchmarkFailure("unknown workload \(name) (W1, W2, W2i, W3, W4, L1, L2, L3, L3r, L3h, L4, L5, L6, L7, T1, T2, T3, D1, D2, S1, R1, R2, C1, C2)") }
            return workload
        }
        while let argument = remaining.popFirst() {
            switch argument {
            case "--workload":
                for name in try value(of: argument).split(separator: ",") { selected.append(try workload(name)) }
            case "--size": options.size = try number(of: argument)
            case "--runs": options.policy = .exactly(try number(of: argument))
            case "--quick":
                options.quick = true
                options.policy = .quick
            case "--no-peer": options.peer = false
            case "--peer-large": options.peerLarge = true
            case "--profile": options.profile = true
            case "--cold-heap": options.coldHeap = true
            case "--markdown": options.markdown = true
            case "--markdown-file": options.markdownFile = try value(of: argument)
            case "--python": options.python = try value(of: argument)
            case "--peer-script": options.peerScript = try value(of: argument)
            case "--form": options.formFile = try value(of: argument)
            case "--child":
                let name = try value(of: argument)
                if name == "baseline" {
                    options.child = (nil, 0)
                } else {
                    options.child = (try workload(Substring(name)), Int(try value(of: argument)) ?? 0)
                }
            case "--heap-child":
                let name = try value(of: argument)
                options.heapChild = (try workload(Substring(name)), Int(try value(of: argument)) ?? 0)
            case "--help", "-h": options.help = true
            default: throw BenchmarkFailure("unknown option \(argument)\n\(usage)")
            }
        }
        if !selected.isEmpty {
            options.workloads = Workload.allCases.filter(selected.contains)
        }
        return options
    }
}
