import Foundation
import Testing

/// End to end: every subcommand exits with the same statuses — 0 success, 1 findings or failed
/// cases, 2 unreadable input (or an output that cannot be written), 64 usage — and says so in
/// its help; `--version` prints the one version string.
@Suite struct ExitStatusTests {
    let run = CommandLineTests()

    /// A conformance file with one passing case, or with one failing case.
    func caseFile(expectedWidth: Int) throws -> String {
        try run.temporaryFile(
            """
            {"cases": [{"id": "pinned", "root": {"w": 320, "h": 100}, "views": [{"name": "v"}],
              "constraints": ["v.leading == root.leading", "v.top == root.top", "v.width == 100", "v.height == 10"],
              "expect": {"frames": {"v": {"x": 0, "y": 0, "w": \(expectedWidth), "h": 10}}}}]}
            """)
    }

    @Test func solve() throws {
        #expect(try run.autolayout("solve", "Examples/solver/errors.json").status == 0)
        #expect(try run.autolayout("solve", "no/such.json").status == 2)
        #expect(try run.autolayout("solve").status == 64)
        #expect(try run.autolayout("solve", "a.json", "--bogus").status == 64)
    }

    @Test func conformance() throws {
        let passing = try caseFile(expectedWidth: 100)
        let failing = try caseFile(expectedWidth: 120)
        let typo = try run.temporaryFile(
            #"{"cases": [{"id": "typo", "root": {"w": 320, "h": 100}, "constraints": ["root.widht == 320"], "expect": {"frames": {}}}]}"#)
        defer { for path in [passing, failing, typo] { try? FileManager.default.removeItem(atPath: path) } }
        #expect(try run.autolayout("conformance", passing) == CommandLineTests.Result(status: 0, stdout: run.lines("PASS pinned", "1 passed, 0 failed"), stderr: ""))
        #expect(
            try run.autolayout("conformance", failing)
                == CommandLineTests.Result(
                    status: 1,
                    stdout: run.lines(
                        "FAIL pinned: \(failing):3:25: v is {x 0, y 0, w 100, h 10}, expected {x 0, y 0, w 120, h 10}",
                        "0 passed, 1 failed"),
                    stderr: ""))
        // A case that cannot be read: not run, on standard error too; the others still run.
        let error = "\(typo):1:79: expected an attribute, found widht (did you mean width?)"
        #expect(
            try run.autolayout("conformance", typo, passing)
                == CommandLineTests.Result(
                    status: 2, stdout: run.lines("FAIL typo: not read: \(error)", "PASS pinned", "1 passed, 1 failed (1 not read)"),
                    stderr: run.lines(error)))
        #expect(
            try run.autolayout("conformance", "no/such.json", passing)
                == CommandLineTests.Result(
                    status: 2, stdout: run.lines("PASS pinned", "1 passed, 0 failed, 1 file not read"),
                    stderr: run.lines("no/such.json:1:1: expected an existing file")))
        #expect(try run.autolayout("conformance").status == 64)
        #expect(try run.autolayout("conformance", passing, "--bogus").status == 64)
    }

    @Test func check() throws {
        let clean = try caseFile(expectedWidth: 100)
        defer { try? FileManager.default.removeItem(atPath: clean) }
        #expect(try run.autolayout("check", clean).status == 0)
        #expect(try run.autolayout("check", "Examples/check/diagnostics.json").status == 1)
        #expect(try run.autolayout("check", "no/such.json").status == 2)
        #expect(try run.autolayout("check").status == 64)
    }

    @Test func explain() throws {
        let log = "Tests/LayoutLogsTests/Fixtures/trust-wallet-279.log"
        #expect(try run.autolayout("explain", log).status == 0)
        #expect(try run.autolayout("explain", "no/such.log").status == 2)
        #expect(try run.autolayout("explain", "Tests/LayoutLogsTests/Fixtures/tagflow-8.log").status == 2)
        #expect(try run.autolayout("explain").status == 64)
        #expect(try run.autolayout("explain", log, "--format", "xml").status == 64)
        let zero = try run.autolayout("explain", log, "--report", "0")
        #expect(zero.status == 64)
        #expect(zero.stdout == "")
        #expect(zero.stderr.hasPrefix("Error: --report counts from 1, found 0\n"))
    }

    @Test func everyHelpListsTheExitStatuses() throws {
        for command in ["solve", "conformance", "explain", "check"] {
            let help = try run.autolayout(command, "--help")
            #expect(help.status == 0)
            #expect(help.stdout.contains("\nExit status:\n  0   "), "\(command)")
            #expect(help.stdout.contains("\n  1   "), "\(command)")
            #expect(help.stdout.contains("\n  2   "), "\(command)")
            #expect(
                help.stdout.contains("\n  64  usage: a missing or unknown argument or option, or a value out of range"),
                "\(command)")
        }
        let conformance = try run.autolayout("conformance", "--help")
        #expect(
            conformance.stdout.contains(
                """
                Exit status:
                  0   every case passed (or is disabled)
                  1   a case failed
                  2   a file or a case cannot be read
                  64  usage: a missing or unknown argument or option, or a value out of range
                """))
    }

    /// The version is written once, in Sources/autolayout/Version.swift.
    @Test func versionIsTheOneString() throws {
        let source = try String(
            contentsOf: CommandLineTests.root.appendingPathComponent("Sources/autolayout/Version.swift"), encoding: .utf8)
        let declaration = try #require(source.split(separator: "\n").first { $0.hasPrefix("let autolayoutVersion = \"") })
        let version = declaration.dropFirst("let autolayoutVersion = \"".count).dropLast()
        #expect(version == "0.1.0")
        #expect(try run.autolayout("--version") == CommandLineTests.Result(status: 0, stdout: "\(version)\n", stderr: ""))
    }

    /// Runs the binary with standard output going to /dev/full.
    func runIntoAFullDevice(_ arguments: String...) throws -> (status: Int32, stderr: String) {
        let process = Process()
        process.executableURL = CommandLineTests.binary
        process.arguments = arguments
        process.currentDirectoryURL = CommandLineTests.root
        process.standardOutput = try FileHandle(forWritingTo: URL(fileURLWithPath: "/dev/full"))
        let stderr = Pipe()
        process.standardError = stderr
        try process.run()
        let error = stderr.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: error, as: UTF8.self))
    }

    /// Output that cannot be written is an error (status 2), not a silent success: output held
    /// until the end (a passing run would exit 0), output that fails while it is written (more
    /// than a buffer), and help.
    @Test(.enabled(if: FileManager.default.fileExists(atPath: "/dev/full")))
    func standardOutputThatCannotBeWritten() throws {
        let full = "autolayout: standard output could not be written (No space left on device)\n"
        let passing = try runIntoAFullDevice("conformance", "Tests/ConformanceTests/Fixtures/runner-cases.json")
        #expect(passing.status == 2)
        #expect(passing.stderr == full)
        let large = try runIntoAFullDevice("explain", "--format", "json", "Tests/LayoutLogsTests/Fixtures/heliport-246.log")
        #expect(large.status == 2)
        #expect(large.stderr.hasPrefix("autolayout: standard output could not be written"))
        let help = try runIntoAFullDevice("check", "--help")
        #expect(help.status == 2)
        #expect(help.stderr == full)
    }
}
