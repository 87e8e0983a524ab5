import Glibc

/// Reads a whole file as UTF-8 text, or nil when it cannot be opened.
///
/// A plain read loop, because the files of /proc report a size of 0 and must be read until the
/// end instead of by their size.
func readTextFile(_ path: String) -> String? {
    let descriptor = open(path, O_RDONLY)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 16384)
    while true {
        let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
        if count > 0 {
            bytes.append(contentsOf: buffer[0..<count])
        } else if count == 0 {
            break
        } else if errno != EINTR {
            return nil
        }
    }
    return String(decoding: bytes, as: UTF8.self)
}

/// The first line of `text` that starts with `key`, without the key and surrounding blanks: for
/// files of `key: value` lines such as /proc/self/status and /proc/cpuinfo.
func field(_ key: String, in text: String) -> String? {
    for line in text.split(separator: "\n") where line.hasPrefix(key) {
        var rest = line.dropFirst(key.count)
        while let first = rest.first, first == ":" || first == " " || first == "\t" { rest = rest.dropFirst() }
        return String(rest)
    }
    return nil
}

/// Writes a line to standard error: progress and failures, kept out of the report on stdout.
func printError(_ message: String) {
    let line = message + "\n"
    var remaining = Array(line.utf8)[...]
    while !remaining.isEmpty {
        let written = remaining.withUnsafeBytes { write(STDERR_FILENO, $0.baseAddress, $0.count) }
        if written <= 0 { return }
        remaining = remaining.dropFirst(written)
    }
}

/// Writes `text` to the file at `path`, replacing it.
///
/// - Throws: ``BenchmarkFailure`` when the file cannot be written.
func writeTextFile(_ path: String, _ text: String) throws {
    let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    guard descriptor >= 0 else { throw BenchmarkFailure("cannot write \(path)") }
    defer { close(descriptor) }
    var remaining = Array(text.utf8)[...]
    while !remaining.isEmpty {
        let written = remaining.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        guard written > 0 else { throw BenchmarkFailure("cannot write \(path)") }
        remaining = remaining.dropFirst(written)
    }
}

/// A file of the repository, such as `Benchmarks/kiwisolver_workloads.py`: under the current
/// directory when run from the repository's root (as `swift run` is), else under the root this
/// binary was built from.
func repositoryFile(_ relativePath: String) -> String? {
    if access(relativePath, R_OK) == 0 { return relativePath }
    // #filePath is <root>/Benchmarks/Sources/TextFile.swift.
    var components = "\(#filePath)".split(separator: "/", omittingEmptySubsequences: false)
    guard components.count > 3 else { return nil }
    components.removeLast(3)
    let path = components.joined(separator: "/") + "/" + relativePath
    return access(path, R_OK) == 0 ? path : nil
}
