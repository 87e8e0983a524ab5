import Glibc

/// The machine, toolchain and commit a run measured: numbers mean little without them.
struct Machine: Sendable {
    var cpu: String
    var cores: Int
    var memoryBytes: Double
    var system: String
    var swift: String
    var commit: String
    /// The 1-minute load average when the run started (other people's compilers show here).
    var loadBefore: String
    /// The time the run started, UTC.
    var date: String

    /// Describes this machine now. Reads /proc and runs `swift --version` and read-only `git`
    /// commands; what it cannot find it calls `unknown`.
    static func current() -> Machine {
        let cpuinfo = readTextFile("/proc/cpuinfo") ?? ""
        let meminfo = readTextFile("/proc/meminfo") ?? ""
        let memoryKilobytes = field("MemTotal", in: meminfo)?.split(separator: " ").first.flatMap { Double($0) }
        let osRelease = readTextFile("/etc/os-release") ?? ""
        var name = utsname()
        uname(&name)
        let kernel = withUnsafeBytes(of: name.release) { bytes in
            String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
        }
        let distribution = field("PRETTY_NAME=", in: osRelease)?.trimmingCharacters(in: "\"") ?? "Linux"
        return Machine(
            cpu: field("model name", in: cpuinfo) ?? "unknown",
            cores: sysconf(Int32(_SC_NPROCESSORS_ONLN)),
            memoryBytes: (memoryKilobytes ?? 0) * 1024,
            system: "\(distribution), kernel \(kernel)",
            swift: firstLine(of: ["swift", "--version"]) ?? "unknown",
            commit: commitDescription(),
            loadBefore: loadAverage(),
            date: utcNow())
    }

    /// A machine not described (`--profile` runs start no processes besides the workload).
    static let unknown = Machine(
        cpu: "unknown", cores: 0, memoryBytes: 0, system: "unknown", swift: "unknown", commit: "unknown",
        loadBefore: loadAverage(), date: "unknown")

    /// The 1-, 5- and 15-minute load averages.
    static func loadAverage() -> String {
        let fields = (readTextFile("/proc/loadavg") ?? "").split(separator: " ")
        return fields.count >= 3 ? fields[0..<3].joined(separator: " ") : "unknown"
    }

    /// `git rev-parse --short HEAD`, with a note when the working tree differs from it (the
    /// numbers then measure uncommitted code). Only read-only git commands.
    private static func commitDescription() -> String {
        guard let commit = firstLine(of: ["git", "rev-parse", "--short", "HEAD"]) else { return "unknown" }
        let modified = ChildProcess.run(["git", "diff-index", "--name-only", "HEAD", "--"])?.output ?? ""
        let untracked = ChildProcess.run(["git", "ls-files", "--others", "--exclude-standard"])?.output ?? ""
        let changed = (modified + untracked).split(separator: "\n")
        guard !changed.isEmpty else { return commit }
        // The solver's own files matter most: say whether the solver measured is the commit's.
        let solver = changed.filter { $0.hasPrefix("Sources/Cassowary/") }.count
        return "\(commit) with uncommitted changes in \(changed.count) files"
            + (solver == 0 ? " (none in Sources/Cassowary)" : " (\(solver) in Sources/Cassowary)")
    }

    /// The first line a command prints, or nil when it cannot run or fails.
    private static func firstLine(of command: [String]) -> String? {
        guard let outcome = ChildProcess.run(command), outcome.exitStatus == 0,
            let line = outcome.output.split(separator: "\n").first
        else { return nil }
        return String(line)
    }

    /// Now, as `2025-01-31 12:34 UTC`.
    private static func utcNow() -> String {
        var now = time(nil)
        var parts = tm()
        gmtime_r(&now, &parts)
        /// Two digits.
        func two(_ value: Int32) -> String { value < 10 ? "0\(value)" : "\(value)" }
        return "\(parts.tm_year + 1900)-\(two(parts.tm_mon + 1))-\(two(parts.tm_mday)) "
            + "\(two(parts.tm_hour)):\(two(parts.tm_min)) UTC"
    }
}

extension String {
    /// The string without `character` at either end.
    fileprivate func trimmingCharacters(in character: Character) -> String {
        var result = Substring(self)
        while result.first == character { result = result.dropFirst() }
        while result.last == character { result = result.dropLast() }
        return String(result)
    }
}
