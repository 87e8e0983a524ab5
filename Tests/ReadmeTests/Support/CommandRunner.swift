import Foundation

/// Runs the built `autolayout` binary from the package's root, as README.md's commands do.
enum CommandRunner {
    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// The binary, built beside the test bundle (the test target depends on it). On Linux the
    /// bundle's URL is the build folder; on macOS it is the `.xctest` bundle inside it.
    static var binary: URL {
        let bundle = Bundle.main.bundleURL
        let folder = bundle.pathExtension == "xctest" ? bundle.deletingLastPathComponent() : bundle
        return folder.appendingPathComponent("autolayout")
    }

    /// Runs `autolayout` with `arguments` (split at spaces; README's commands quote nothing).
    static func run(_ arguments: [String]) throws -> Result {
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        process.currentDirectoryURL = ReadmeDocument.root
        // Standard error goes to a file, so that neither pipe can fill while the other is read.
        let errorFile = FileManager.default.temporaryDirectory.appendingPathComponent("readme-\(UUID().uuidString).err")
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
        return Result(
            status: process.terminationStatus, stdout: String(decoding: output, as: UTF8.self),
            stderr: String(decoding: error, as: UTF8.self))
    }
}
