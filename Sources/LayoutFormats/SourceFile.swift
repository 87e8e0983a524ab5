import Foundation

/// Reads the text files that the formats are written in.
public enum SourceFile {
    /// Reads a file as UTF-8 text: a regular file, or standard input (`-`, `/dev/stdin`), a
    /// pipe or a device, read to its end.
    ///
    /// - Parameter path: the file's path (`-` for standard input), also used as the file's name
    ///   in the error.
    /// - Throws: a ``FormatError`` at line 1, column 1 when there is no file at `path`, when it
    ///   is a directory or cannot be read, or when a pipe or device gives more than
    ///   ``streamLimit`` bytes (`/dev/zero` never ends); at the first byte that is not UTF-8 when
    ///   the text is not UTF-8.
    /// - Complexity: O(size of the file).
    public static func read(atPath path: String) throws(FormatError) -> String {
        let start = SourceLocation(file: path, line: 1, column: 1)
        if path == "-" { return try decode(readStream(descriptor: 0, file: path), file: path) }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw FormatError(location: start, message: "expected an existing file")
        }
        guard !isDirectory.boolValue else {
            throw FormatError(location: start, message: "expected a file, found a directory")
        }
        let type = (try? FileManager.default.attributesOfItem(atPath: path)[.type]) as? FileAttributeType
        guard type == .typeRegular else {
            // A pipe (`/dev/stdin` from one, `<(…)`) or a device: read to its end.
            let descriptor = open(path, O_RDONLY)
            guard descriptor >= 0 else { throw FormatError(location: start, message: "expected a readable file") }
            defer { close(descriptor) }
            return try decode(readStream(descriptor: descriptor, file: path), file: path)
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw FormatError(location: start, message: "expected a readable file")
        }
        return try decode(Array(data), file: path)
    }

    /// How many bytes standard input, a pipe or a device may give: 256 MiB (a regular file
    /// has its own size; a device such as `/dev/zero` never ends).
    public static let streamLimit = 256 << 20

    /// Reads a descriptor to its end, or to ``streamLimit``.
    static func readStream(descriptor: Int32, file: String) throws(FormatError) -> [UInt8] {
        let start = SourceLocation(file: file, line: 1, column: 1)
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { Foundation.read(descriptor, $0.baseAddress, $0.count) }
            if count == 0 { return bytes }
            if count < 0 {
                if errno == EINTR { continue }
                throw FormatError(location: start, message: "expected a readable file (\(String(cString: strerror(errno))))")
            }
            bytes.append(contentsOf: chunk[..<count])
            guard bytes.count <= streamLimit else {
                throw FormatError(
                    location: start, message: "expected at most \(streamLimit >> 20) MiB from standard input, a pipe or a device")
            }
        }
    }

    /// Decodes UTF-8 bytes, reporting the first invalid byte's place.
    static func decode(_ bytes: [UInt8], file: String) throws(FormatError) -> String {
        if let text = String(validating: bytes, as: UTF8.self) { return text }
        let offset = validUTF8Prefix(of: bytes)
        throw FormatError(
            location: bytes.withUnsafeBufferPointer { _TextLocator.location(at: offset, in: $0, file: file) }, message: "expected UTF-8 text"
        )
    }

    /// How many bytes from the start are valid UTF-8: where the first invalid byte is.
    static func validUTF8Prefix(of bytes: some Collection<UInt8>) -> Int {
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = bytes.makeIterator()
        var offset = 0
        while case .valid(let scalar) = parser.parseScalar(from: &iterator) {
            offset += scalar.count
        }
        return offset
    }
}
