import Foundation
import LayoutFormats
import Testing

/// Reading files: missing, directories, and text that is not UTF-8.
@Suite struct SourceFileTests {
    func temporaryFile(_ bytes: [UInt8]) throws -> String {
        let path = FileManager.default.temporaryDirectory
            .appendingPathComponent("layoutformats-\(UUID().uuidString).json").path
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        return path
    }

    @Test func readsUTF8() throws {
        let path = try temporaryFile(Array("{\"é\": 1}\n".utf8))
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect(try SourceFile.read(atPath: path) == "{\"é\": 1}\n")
    }

    @Test func missingFile() {
        let path = "/nonexistent/layoutformats/missing.json"
        #expect(
            throws: FormatError(
                location: SourceLocation(file: path, line: 1, column: 1), message: "expected an existing file"
            )
        ) {
            try SourceFile.read(atPath: path)
        }
    }

    @Test func directory() {
        let path = FileManager.default.temporaryDirectory.path
        #expect(
            throws: FormatError(
                location: SourceLocation(file: path, line: 1, column: 1),
                message: "expected a file, found a directory")
        ) {
            try SourceFile.read(atPath: path)
        }
    }

    @Test func invalidUTF8IsReportedWhereItIs() throws {
        // Line 2: "é" (2 bytes, one column), then a lone continuation byte at column 3.
        let path = try temporaryFile(Array("{\n\"é".utf8) + [0x80] + Array("\"}".utf8))
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect(
            throws: FormatError(
                location: SourceLocation(file: path, line: 2, column: 3), message: "expected UTF-8 text")
        ) {
            try SourceFile.read(atPath: path)
        }
    }
}
