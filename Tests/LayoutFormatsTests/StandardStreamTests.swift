import CommandLineTesting
import Foundation
import Testing

/// End to end: every command that reads a file reads standard input too (`-`, `/dev/stdin`, a
/// pipe), and output that cannot be written (a full device, a closed standard output) ends the
/// run with status 2 and one line saying so, whatever the command writes (text or image bytes).
@Suite struct StandardStreamTests {
    struct Run {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// Runs the binary through `sh -c` (so that a test can redirect or close its streams),
    /// `input` on standard input.
    func shell(_ command: String, input: String = "") throws -> Run {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", command]
        process.currentDirectoryURL = AutolayoutProcess.packageRoot
        process.environment = ["AUTOLAYOUT": AutolayoutProcess.binary.path, "PATH": "/usr/bin:/bin"]
        let stdin = Pipe()
        let stdout = Pipe()
        let errorFile = FileManager.default.temporaryDirectory.appendingPathComponent("autolayout-\(UUID().uuidString).err")
        _ = FileManager.default.createFile(atPath: errorFile.path, contents: nil)
        defer { try? FileManager.default.removeItem(at: errorFile) }
        let errorHandle = try FileHandle(forWritingTo: errorFile)
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = errorHandle
        try process.run()
        // The input is small: it fits the pipe's buffer before the child reads it.
        stdin.fileHandleForWriting.write(Data(input.utf8))
        try stdin.fileHandleForWriting.close()
        let output = stdout.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        try errorHandle.close()
        return Run(
            status: process.terminationStatus, stdout: String(decoding: output, as: UTF8.self),
            stderr: String(decoding: try Data(contentsOf: errorFile), as: UTF8.self))
    }

    func contents(_ path: String) throws -> String {
        try String(contentsOf: AutolayoutProcess.packageRoot.appendingPathComponent(path), encoding: .utf8)
    }

    /// `-` and `/dev/stdin` read what a pipe gives, as the file itself would be read.
    @Test(arguments: ["-", "/dev/stdin"])
    func everyReadingCommandReadsStandardInput(_ name: String) throws {
        let solver = "Examples/solver/split-view.json"
        let fromFile = try shell("\"$AUTOLAYOUT\" solve \(solver)")
        let fromInput = try shell("\"$AUTOLAYOUT\" solve \(name)", input: contents(solver))
        #expect(fromFile.status == 0)
        #expect(fromInput.status == 0 && fromInput.stdout == fromFile.stdout && fromInput.stderr == "")

        let document = "Examples/documents/wide-button.yaml"
        let rendered = try shell("\"$AUTOLAYOUT\" render \(document) --format json")
        let renderedFromInput = try shell("\"$AUTOLAYOUT\" render \(name) --format json", input: contents(document))
        #expect(rendered.status == 0 && renderedFromInput.status == 0)
        #expect(renderedFromInput.stdout == rendered.stdout.replacingOccurrences(of: document, with: name))
        #expect(renderedFromInput.stdout.hasPrefix("{"))

        #expect(
            try shell("\"$AUTOLAYOUT\" check \(name)", input: contents(document)).stdout.hasSuffix(
                "1 case checked: 0 conflicts, 0 ambiguities, 0 refused constraints\n"))
        let conformance = try shell("\"$AUTOLAYOUT\" conformance \(name)", input: contents(document))
        #expect(conformance.status == 0 && conformance.stdout.hasSuffix("1 passed, 0 failed\n"))

        // Standard input has no extension: a JSON conformance file is known by its text.
        let cases = "Tests/ConformanceTests/Fixtures/runner-cases.json"
        let casesFromFile = try shell("\"$AUTOLAYOUT\" conformance \(cases)")
        let casesFromInput = try shell("\"$AUTOLAYOUT\" conformance \(name)", input: contents(cases))
        #expect(casesFromInput.status == casesFromFile.status)
        #expect(casesFromInput.stdout == casesFromFile.stdout.replacingOccurrences(of: cases, with: name))
        #expect(casesFromInput.stdout.hasSuffix(" failed\n") && !casesFromInput.stdout.contains("not read"))

        let log = "Tests/LayoutLogsTests/Fixtures/layout-support-guide.log"
        let explained = try shell("\"$AUTOLAYOUT\" explain \(log)")
        let explainedFromInput = try shell("\"$AUTOLAYOUT\" explain \(name)", input: contents(log))
        #expect(explainedFromInput.status == explained.status)
        #expect(explainedFromInput.stdout == explained.stdout.replacingOccurrences(of: log, with: name))

        let page = FileManager.default.temporaryDirectory.appendingPathComponent("autolayout-\(UUID().uuidString).html")
        defer { try? FileManager.default.removeItem(at: page) }
        let preview = try shell("\"$AUTOLAYOUT\" preview \(name) -o \(page.path)", input: contents(document))
        #expect(preview.status == 0)
        #expect(try String(contentsOf: page, encoding: .utf8).hasPrefix("<!DOCTYPE html>"))
    }

    /// A device that never ends is read up to a limit, then refused.
    @Test func aDeviceThatNeverEndsIsRefused() throws {
        #expect(
            try shell("\"$AUTOLAYOUT\" solve /dev/zero").stderr
                == "/dev/zero:1:1: expected at most 256 MiB from standard input, a pipe or a device\n")
    }

    /// Image bytes and text alike: a full device or a closed standard output is status 2 and
    /// one line (render and preview wrote through Foundation's `FileHandle`, which trapped).
    @Test(.enabled(if: FileManager.default.fileExists(atPath: "/dev/full")))
    func outputThatCannotBeWrittenIsAnErrorForEveryCommand() throws {
        let full = "autolayout: standard output could not be written (No space left on device)\n"
        let document = "Examples/documents/wide-button.yaml"
        for format in ["text", "svg", "png"] {
            let run = try shell("\"$AUTOLAYOUT\" render \(document) --format \(format) > /dev/full")
            #expect(run.status == 2)
            #expect(run.stderr.hasPrefix("autolayout: standard output could not be written"))
            #expect(run.stderr.split(separator: "\n").count == 1)
        }
        let preview = try shell("\"$AUTOLAYOUT\" preview \(document) > /dev/full")
        #expect(preview.status == 2)
        // A write that failed within the page leaves no reason by the time the process exits.
        #expect(preview.stderr.hasSuffix("autolayout: standard output could not be written\n"))
        #expect(try shell("\"$AUTOLAYOUT\" solve Examples/solver/split-view.json > /dev/full").stderr == full)
        let closed = "autolayout: standard output could not be written (Bad file descriptor)\n"
        for command in ["render \(document) --format svg", "solve Examples/solver/split-view.json", "devices"] {
            let run = try shell("\"$AUTOLAYOUT\" \(command) >&-")
            #expect(run.status == 2)
            #expect(run.stderr == closed)
        }
    }
}
