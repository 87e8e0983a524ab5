// @preconcurrency: `stdout` is C's global stream, read here only while the process exits.
#if canImport(Glibc)
@preconcurrency import Glibc
#elseif canImport(Musl)
@preconcurrency import Musl
#elseif canImport(Darwin)
@preconcurrency import Darwin
#endif

/// Standard output that cannot be written (`autolayout check FILE > /dev/full`) is an error:
/// the tool exits with status 2 and says so on standard error, whatever it was about to exit
/// with.
enum StandardOutput {
    /// Writes bytes (a PNG, a PDF, an SVG) to standard output through C's stream, like
    /// `print`: a failed write is reported when the process exits (Foundation's
    /// `FileHandle.write` trapped on a full disk).
    static func send(_ bytes: [UInt8]) {
        _ = bytes.withUnsafeBytes { fwrite($0.baseAddress, 1, $0.count, stdout) }
    }

    /// Checks, when the process exits, that everything printed reached standard output (help
    /// and argument errors included, which argument-parser prints as it exits): the last
    /// buffer is flushed, and a write that failed earlier has left its mark on the stream.
    static func checkWhenExiting() {
        atexit {
            let flushed = fflush(stdout) == 0
            let reason = flushed ? "" : " (" + String(cString: strerror(errno)) + ")"
            guard !flushed || ferror(stdout) != 0 else { return }
            let message = Array("autolayout: standard output could not be written\(reason)\n".utf8)
            _ = message.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
            // Inside exit: _exit ends the process with this status at once.
            _exit(2)
        }
    }
}
