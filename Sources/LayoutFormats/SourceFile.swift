import Foundation

/// Reads the text files that the formats are written in.
public enum SourceFile {
    /// Reads a file as UTF-8 text.
    ///
    /// - Parameter path: the file's path, also used as the file's name in the error.
    /// - Throws: a ``FormatError`` at line 1, column 1 when there is no file at `path`, when it
    ///   is a directory or cannot be read; at the first byte that is not UTF-8 when the text is
    ///   not UTF-8.
    /// - Complexity: O(size of the file).
    public static func read(atPath path: String) throws(FormatError) -> String {
        let start = SourceLocation(file: path, line: 1, column: 1)
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw FormatError(location: start, message: "expected an existing file")
        }
        guard !isDirectory.boolValue else {
            throw FormatError(location: start, message: "expected a file, found a directory")
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw FormatError(location: start, message: "expected a readable file")
        }
        return try decode(Array(data), file: path)
    }

    /// Decodes UTF-8 bytes, reporting the first invalid byte's place.
    static func decode(_ bytes: [UInt8], file: String) throws(FormatError) -> String {
        if let text = String(validating: bytes, as: UTF8.self) { return text }
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = bytes.makeIterator()
        var offset = 0
        while case .valid(let scalar) = parser.parseScalar(from: &iterator) {
            offset += scalar.count
        }
        throw FormatError(
            location: bytes.withUnsafeBufferPointer { _TextLocator.location(at: offset, in: $0, file: file) }, message: "expected UTF-8 text"
        )
    }
}
