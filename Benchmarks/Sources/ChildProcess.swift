import Glibc

/// Runs another program and collects what it writes to standard output; its standard error goes
/// straight to ours, so the peer's progress shows while it runs.
///
/// Written on `posix_spawn` rather than Foundation's `Process`, so that the benchmark itself
/// imports only FoundationEssentials (for JSON), and the child's exit status is ours to read.
struct ChildProcess {
    /// What the child wrote to standard output, and how it ended.
    struct Outcome {
        var output: String
        /// The exit status, or nil if a signal ended the child.
        var exitStatus: Int32?
    }

    /// Runs `arguments[0]` (looked up in `PATH` when it holds no slash) with `arguments` as its
    /// argv, and waits for it.
    ///
    /// - Returns: nil when the program cannot be started (not found, not executable).
    static func run(_ arguments: [String]) -> Outcome? {
        var pipeEnds: [Int32] = [0, 0]
        guard pipe(&pipeEnds) == 0 else { return nil }
        let (readEnd, writeEnd) = (pipeEnds[0], pipeEnds[1])
        defer { close(readEnd) }

        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, writeEnd, STDOUT_FILENO)
        posix_spawn_file_actions_addclose(&actions, readEnd)

        let argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        defer { for argument in argv { free(argument) } }
        var pid: pid_t = 0
        let spawned = argv.withUnsafeBufferPointer { argv in
            posix_spawnp(&pid, arguments[0], &actions, nil, argv.baseAddress!, environ)
        }
        close(writeEnd)
        guard spawned == 0 else { return nil }

        var output: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(readEnd, $0.baseAddress, $0.count) }
            if count > 0 {
                output.append(contentsOf: buffer[0..<count])
            } else if count == 0 || errno != EINTR {
                break
            }
        }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        // The <sys/wait.h> macros, which Swift does not import: low 7 bits 0 means a normal exit,
        // with the status in the next byte.
        let exitStatus: Int32? = status & 0x7f == 0 ? (status >> 8) & 0xff : nil
        return Outcome(output: String(decoding: output, as: UTF8.self), exitStatus: exitStatus)
    }
}
