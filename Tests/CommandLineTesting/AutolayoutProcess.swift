import Foundation

/// The built `autolayout` binary, run as a user runs it: what the tests of the command line share
/// (the end-to-end tests of LayoutFormats and LayoutRendering, and README's commands).
public enum AutolayoutProcess {
    /// What a run printed and how it ended.
    public struct Output: Sendable {
        /// The exit status.
        public var status: Int32
        /// Standard output, as bytes (a PNG or PDF written to it stays whole).
        public var stdout: Data
        /// Standard error, as text.
        public var stderr: String
        /// Standard output as UTF-8 text.
        public var text: String { String(decoding: stdout, as: UTF8.self) }
    }

    /// The package's root, found from this file's path (`Tests/CommandLineTesting/…`).
    public static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The binary, built beside the test bundle (the test targets depend on it). On Linux the
    /// bundle's URL is the build folder; on macOS it is the `.xctest` bundle inside it.
    public static var binary: URL {
        let bundle = Bundle.main.bundleURL
        let folder = bundle.pathExtension == "xctest" ? bundle.deletingLastPathComponent() : bundle
        return folder.appendingPathComponent("autolayout")
    }

    /// Runs `autolayout` with `arguments` in `directory` (the package's root by default).
    ///
    /// Standard error goes to a file while standard output is read, so that neither pipe can fill
    /// and block the child whatever it prints.
    public static func run(_ arguments: [String], in directory: URL = packageRoot) throws -> Output {
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        process.currentDirectoryURL = directory
        let errorFile = FileManager.default.temporaryDirectory
            .appendingPathComponent("autolayout-\(UUID().uuidString).err")
        _ = FileManager.default.createFile(atPath: errorFile.path, contents: nil)
        defer { try? FileManager.default.removeItem(at: errorFile) }
        let errorHandle = try FileHandle(forWritingTo: errorFile)
        let stdout = Pipe()
        process.standardOutput = stdout
        process.standardError = errorHandle
        try process.run()
        let output = stdout.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        try errorHandle.close()
        let error = try Data(contentsOf: errorFile)
        return Output(status: process.terminationStatus, stdout: output, stderr: String(decoding: error, as: UTF8.self))
    }
}
