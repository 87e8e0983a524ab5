#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes the files the command-line tool makes (`explain --svg PATH`) the safe way: into the
/// file that is there, never in its place.
///
/// A file is written by truncating and writing the file the path names (following symbolic
/// links), or by creating it; never by writing elsewhere and renaming over the path, which would
/// replace a device (`/dev/null`), a FIFO or a symbolic link with a regular file, and lose an
/// existing file's owner and permissions. What is not a regular file is refused, and so is any
/// of the command's input files (the same file by device and inode, whatever the path), so that
/// `--svg LOG` cannot destroy the log.
public enum OutputFile {
    /// Writes `bytes` to the file at `path`.
    ///
    /// - Parameters:
    ///   - bytes: the whole content of the file.
    ///   - path: the file's path, as the user gave it; a symbolic link is followed.
    ///   - inputs: the paths of the files the command reads; none of them is overwritten.
    /// - Throws: an ``OutputFileError`` when `path` is a directory, a device, a FIFO, a socket
    ///   or one of `inputs` (checked before anything is written, and again on the opened file),
    ///   or when the file cannot be created or written. A refused file is left as it was.
    /// - Complexity: O(size of the content + number of inputs).
    public static func write(_ bytes: [UInt8], toPath path: String, inputs: [String] = []) throws(OutputFileError) {
        var existing = stat()
        if stat(path, &existing) == 0 {
            try check(existing, path, inputs)
        } else if errno != ENOENT {
            throw failure(path, "expected a file that can be written")
        }
        // O_NONBLOCK: a FIFO that appears after the check must not block the open; nothing is
        // truncated until the opened file has passed the same checks.
        let descriptor = open(path, O_WRONLY | O_CREAT | O_NONBLOCK | O_CLOEXEC, 0o666)
        guard descriptor >= 0 else { throw failure(path, "expected a file that can be written") }
        var opened = stat()
        do throws(OutputFileError) {
            guard fstat(descriptor, &opened) == 0 else { throw failure(path, "expected a file that can be written") }
            try check(opened, path, inputs)
            guard ftruncate(descriptor, 0) == 0 else { throw failure(path, "could not be truncated") }
            var written = 0
            while written < bytes.count {
                let count = bytes[written...].withUnsafeBytes { systemWrite(descriptor, $0.baseAddress, $0.count) }
                if count < 0 {
                    if errno == EINTR || errno == EAGAIN { continue }
                    throw failure(path, "could not be written")
                }
                written += count
            }
        } catch {
            close(descriptor)
            throw error
        }
        guard close(descriptor) == 0 else { throw failure(path, "could not be written") }
    }

    /// Refuses what is not a regular file, and the command's inputs.
    static func check(_ info: stat, _ path: String, _ inputs: [String]) throws(OutputFileError) {
        let kind = info.st_mode & S_IFMT
        guard kind == S_IFREG else {
            let found: String
            switch kind {
            case S_IFDIR: found = "a directory"
            case S_IFCHR: found = "a character device"
            case S_IFBLK: found = "a block device"
            case S_IFIFO: found = "a FIFO"
            case S_IFSOCK: found = "a socket"
            default: found = "something that is not a file"
            }
            throw OutputFileError(path: path, message: "expected a regular file to write, found \(found)")
        }
        for input in inputs {
            var inputInfo = stat()
            if stat(input, &inputInfo) == 0, inputInfo.st_dev == info.st_dev, inputInfo.st_ino == info.st_ino {
                throw OutputFileError(
                    path: path, message: "expected a file other than the input \(input), which it would overwrite")
            }
        }
    }

    /// An error with the system's reason (`errno`) appended.
    static func failure(_ path: String, _ message: String) -> OutputFileError {
        let reason = String(cString: strerror(errno))
        return OutputFileError(path: path, message: "\(message) (\(reason))")
    }
}

/// The system's `write(2)`, which ``OutputFile/write(_:toPath:inputs:)`` hides inside the type.
private func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
    write(descriptor, buffer, count)
}
