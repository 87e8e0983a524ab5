import Foundation

/// Reads a UTF-8 text file one line at a time, for files too large to hold whole; the lines are
/// those of ``SourceFile/read(atPath:)``'s text split at `\n`, `\r\n` and a lone `\r` (a text
/// that ends with a line break has an empty last line).
///
/// ```swift
/// var lines = try SourceLineReader(atPath: "huge.log")
/// while let line = try lines.next() { print(line.count) }
/// ```
///
/// It holds one line and a 64 KiB buffer.
public struct SourceLineReader {
    /// The file's path, as given: the file named in errors.
    public let file: String
    /// The number of lines read so far.
    public private(set) var lineNumber = 0
    private let handle: FileHandle
    private var buffer: [UInt8] = []
    private var start = 0
    private var scanned = 0
    private var isAtEnd = false
    private var isFinished = false

    static let chunkSize = 1 << 16

    /// Opens a file.
    ///
    /// - Throws: a ``FormatError`` at line 1, column 1 when there is no file at `path`, when it
    ///   is a directory, or cannot be opened (the messages of ``SourceFile/read(atPath:)``).
    public init(atPath path: String) throws(FormatError) {
        let start = SourceLocation(file: path, line: 1, column: 1)
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw FormatError(location: start, message: "expected an existing file")
        }
        guard !isDirectory.boolValue else {
            throw FormatError(location: start, message: "expected a file, found a directory")
        }
        guard let handle = FileHandle(forReadingAtPath: path) else {
            throw FormatError(location: start, message: "expected a readable file")
        }
        file = path
        self.handle = handle
    }

    /// The next line without its line break, or nil after the last one.
    ///
    /// - Throws: a ``FormatError`` at the first byte that is not UTF-8 (its line, and its column
    ///   in characters), or at the line being read when the file cannot be read further.
    /// - Complexity: O(length of the line).
    public mutating func next() throws(FormatError) -> String? {
        guard !isFinished else { return nil }
        while true {
            while scanned < buffer.count, buffer[scanned] != 0x0A, buffer[scanned] != 0x0D { scanned += 1 }
            if scanned < buffer.count {
                // A `\r` at the end of the buffer may be the start of `\r\n`.
                if buffer[scanned] == 0x0D, scanned + 1 == buffer.count, !isAtEnd {
                    try refill()
                    continue
                }
                var next = scanned + 1
                if buffer[scanned] == 0x0D, next < buffer.count, buffer[next] == 0x0A { next += 1 }
                let line = try decode(buffer[start..<scanned])
                start = next
                scanned = next
                return line
            }
            if isAtEnd {
                isFinished = true
                return try decode(buffer[start...])
            }
            try refill()
        }
    }

    private mutating func refill() throws(FormatError) {
        if start > 0 {
            buffer.removeSubrange(0..<start)
            scanned -= start
            start = 0
        }
        let data: Data?
        do {
            data = try handle.read(upToCount: Self.chunkSize)
        } catch {
            throw FormatError(
                location: SourceLocation(file: file, line: lineNumber + 1, column: 1), message: "expected a readable file")
        }
        guard let data, !data.isEmpty else {
            isAtEnd = true
            try? handle.close()
            return
        }
        buffer.append(contentsOf: data)
    }

    private mutating func decode(_ bytes: ArraySlice<UInt8>) throws(FormatError) -> String {
        lineNumber += 1
        if let text = String(validating: bytes, as: UTF8.self) { return text }
        let offset = SourceFile.validUTF8Prefix(of: bytes)
        let column = bytes.prefix(offset).withUnsafeBufferPointer { _TextLocator.characterCount($0) } + 1
        throw FormatError(location: SourceLocation(file: file, line: lineNumber, column: column), message: "expected UTF-8 text")
    }
}
