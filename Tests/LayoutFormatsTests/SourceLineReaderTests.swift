import Foundation
import LayoutFormats
import Testing

/// Reading a file line by line: the lines of ``SourceFile/read(atPath:)``'s text, whatever the
/// line breaks and wherever the reader's 64 KiB chunks end, and the same errors.
@Suite struct SourceLineReaderTests {
    func temporaryFile(_ bytes: [UInt8]) throws -> String {
        let path = FileManager.default.temporaryDirectory
            .appendingPathComponent("layoutformats-lines-\(UUID().uuidString).log").path
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        return path
    }

    func lines(ofFile path: String) throws -> [String] {
        var reader = try SourceLineReader(atPath: path)
        var lines: [String] = []
        while let line = try reader.next() { lines.append(line) }
        #expect(reader.lineNumber == lines.count)
        return lines
    }

    /// The lines of a whole text, as the log reader splits them.
    func expectedLines(_ text: String) -> [String] {
        text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" || $0 == "\r" })
            .map(String.init)
    }

    @Test(arguments: ["", "a", "a\n", "a\r\nb\rc\n\nd", "\r", "\r\n", "\n\r", "é\u{301}\r\nz\r", "\r\r\n\n"])
    func smallTexts(text: String) throws {
        let path = try temporaryFile(Array(text.utf8))
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect(try lines(ofFile: path) == expectedLines(text))
    }

    /// Line breaks across the ends of the chunks: `\r` as a chunk's last byte with `\n` as the
    /// next one's first, a lone `\r` there, and a line longer than a chunk.
    @Test(arguments: [65_535, 65_536, 131_071])
    func lineBreaksAcrossChunks(offset: Int) throws {
        for tail in ["\r\nnext\r\n", "\rnext\n", "\nnext", "x\r"] {
            let text = String(repeating: "a", count: offset) + tail + String(repeating: "b", count: 70_000) + "\r\nend"
            let path = try temporaryFile(Array(text.utf8))
            defer { try? FileManager.default.removeItem(atPath: path) }
            let read = try lines(ofFile: path)
            #expect(read.map(\.count) == expectedLines(text).map(\.count))
            #expect(read == expectedLines(text))
        }
    }

    /// A byte that is not UTF-8 is reported where ``SourceFile/read(atPath:)`` reports it.
    @Test func invalidUTF8() throws {
        let bytes = Array("one\r\ntwo\nth\u{E9}é".utf8) + [0xFF] + Array("x\n".utf8)
        let path = try temporaryFile(bytes)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let expected = FormatError(location: SourceLocation(file: path, line: 3, column: 5), message: "expected UTF-8 text")
        #expect(throws: expected) { try SourceFile.read(atPath: path) }
        var reader = try SourceLineReader(atPath: path)
        #expect(try reader.next() == "one")
        #expect(try reader.next() == "two")
        #expect(throws: expected) { try reader.next() }
    }

    @Test func missingFileAndDirectory() throws {
        let missing = "/nonexistent/layoutformats/missing.log"
        #expect(throws: FormatError(location: SourceLocation(file: missing, line: 1, column: 1), message: "expected an existing file")) {
            try SourceLineReader(atPath: missing)
        }
        let directory = FileManager.default.temporaryDirectory.path
        #expect(
            throws: FormatError(location: SourceLocation(file: directory, line: 1, column: 1), message: "expected a file, found a directory")
        ) {
            try SourceLineReader(atPath: directory)
        }
    }
}
