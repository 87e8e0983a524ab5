#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import Testing

/// End to end: `autolayout explain` on real logs and on bad input (standard output, standard
/// error, exit status), through the built binary.
@Suite struct ExplainCommandTests {
    let run = CommandLineTests()
    let fixtures = "Tests/LayoutLogsTests/Fixtures/"

    @Test func text() throws {
        let result = try run.autolayout("explain", fixtures + "folding-cell-63.log")
        #expect(result.status == 0)
        #expect(result.stderr == "")
        #expect(
            result.stdout == run.lines(
                "Tests/LayoutLogsTests/Fixtures/folding-cell-63.log: 1 report",
                "",
                "Report 1 (line 2): 2 constraints, 1 item",
                "Views",
                "  UIView  0x7fca0bd50f70",
                "Constraints",
                "  [1] 0x7fca0bd54cc0  height of UIView is 200",
                "  [2] 0x7fca0bd564a0  height of UIView is 84",
                "Conflict: these cannot all hold (the only minimal set)",
                "  [1] height of UIView is 200",
                "  [2] height of UIView is 84",
                "  200 [1] ≠ 84 [2]",
                "UIKit broke [1] 0x7fca0bd54cc0: without it the others can all hold."))
    }

    @Test func json() throws {
        let result = try run.autolayout("explain", "--format", "json", fixtures + "loop-439.log")
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix(#"{"file": "Tests/LayoutLogsTests/Fixtures/loop-439.log", "errors": [], "reports": [{"number": 1, "line": 3, "appKit": false, "satisfiable": false, "#))
        #expect(result.stdout.contains(#""smallestConflict": ["0x600000097430", "0x60000009c2f0"]"#))
    }

    /// An AppKit log whose conflict has four minimal sets: JSON lists every one, and says that
    /// breaking the one AppKit broke leaves the others in conflict.
    @Test func appKitWithSeveralMinimalSets() throws {
        let result = try run.autolayout("explain", "--format", "json", fixtures + "heliport-246.log")
        #expect(result.status == 0)
        #expect(result.stderr == "")
        #expect(result.stdout.contains(#""appKit": true, "satisfiable": false, "#))
        #expect(result.stdout.components(separatedBy: #"{"constraints": ["#).count == 5)
        #expect(result.stdout.contains(#""broken": {"id": "0x6000031c48c0", "listed": true, "resolvesConflict": false}"#))
        let text = try run.autolayout("explain", fixtures + "heliport-246.log")
        #expect(text.stdout.contains("\nConflict: 4 minimal sets cannot all hold, smallest first\n"))
        #expect(text.stdout.hasSuffix("\nAppKit broke [2] 0x6000031c48c0: the others still cannot all hold without it.\n"))
    }

    @Test func partlyUnreadable() throws {
        let result = try run.autolayout("explain", fixtures + "tagflow-8.log")
        #expect(result.status == 2)
        #expect(
            result.stderr
                == "Tests/LayoutLogsTests/Fixtures/tagflow-8.log:15:120: expected '>' at the end of the constraint, found the end of the line\n")
        #expect(result.stdout.contains("  8 [2] + 8 [3] = 16 > 0\n"))
    }

    @Test func svg() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("explain-\(UUID().uuidString).svg").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let result = try run.autolayout("explain", fixtures + "trust-wallet-279.log", "--svg", path)
        #expect(result.status == 0)
        let svg = try String(contentsOfFile: path, encoding: .utf8)
        #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""))
        #expect(svg.contains("<text x=\"20\" y=\"208\">4 [1] + 10 [2] = 14 &gt; 0</text>"))
        let missing = try run.autolayout("explain", fixtures + "trust-wallet-279.log", "--svg", path, "--report", "2")
        #expect(missing.status == 64)
        #expect(missing.stderr == "Tests/LayoutLogsTests/Fixtures/trust-wallet-279.log: expected report 2 for --svg, found 1\n")
    }

    /// `--svg PATH` writes into what PATH names and refuses what is not a regular file, or the
    /// log itself: status 2, one line on standard error, the file left as it was.
    @Test func svgIntoEveryKindOfPath() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("svg-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        func path(_ name: String) -> String { (folder as NSString).appendingPathComponent(name) }
        // A copy of the log, so that nothing here can touch the fixtures.
        let log = path("app.log")
        try FileManager.default.copyItem(atPath: fixtures + "trust-wallet-279.log", toPath: log)
        let logText = try String(contentsOfFile: log, encoding: .utf8)
        func kind(_ path: String) -> mode_t {
            var info = stat()
            return lstat(path, &info) == 0 ? info.st_mode & S_IFMT : 0
        }
        func svg(_ output: String) throws -> CommandLineTests.Result {
            try run.autolayout("explain", log, "--svg", output)
        }

        // An existing file, through a symbolic link: written in place, the link kept.
        try Data("old".utf8).write(to: URL(fileURLWithPath: path("drawing.svg")))
        try FileManager.default.createSymbolicLink(atPath: path("link.svg"), withDestinationPath: path("drawing.svg"))
        let linked = try svg(path("link.svg"))
        #expect(linked.status == 0 && linked.stderr == "")
        #expect(try String(contentsOfFile: path("drawing.svg"), encoding: .utf8).hasPrefix("<svg "))
        #expect(kind(path("link.svg")) == S_IFLNK)

        // What is not a regular file, and the log (by its path or through a link): refused.
        #expect(mkfifo(path("fifo"), 0o644) == 0)
        let device = mknod(path("null"), S_IFCHR | 0o666, 0x103) == 0 ? path("null") : "/dev/null"
        try FileManager.default.createSymbolicLink(atPath: path("null.svg"), withDestinationPath: "/dev/null")
        try FileManager.default.createSymbolicLink(atPath: path("log.svg"), withDestinationPath: log)
        let refusals = [
            (path("fifo"), "expected a regular file to write, found a FIFO", S_IFIFO),
            (device, "expected a regular file to write, found a character device", S_IFCHR),
            (path("null.svg"), "expected a regular file to write, found a character device", S_IFLNK),
            (folder, "expected a regular file to write, found a directory", S_IFDIR),
            (log, "expected a file other than the input \(log), which it would overwrite", S_IFREG),
            (path("log.svg"), "expected a file other than the input \(log), which it would overwrite", S_IFLNK),
        ]
        for (output, message, type) in refusals {
            let result = try svg(output)
            #expect(result.status == 2, "\(output)")
            #expect(result.stderr == "\(output): \(message)\n")
            #expect(kind(output) == type, "\(output)")
        }
        #expect(try String(contentsOfFile: log, encoding: .utf8) == logText)
        var null = stat()
        #expect(stat("/dev/null", &null) == 0 && null.st_mode & S_IFMT == S_IFCHR)
    }

    @Test func notALog() throws {
        let garbage = try run.temporaryFile("just some text\n")
        let result = try run.autolayout("explain", garbage)
        #expect(result.status == 2)
        #expect(result.stdout == "")
        #expect(
            result.stderr
                == "\(garbage):1:1: expected a conflict report: \"Unable to simultaneously satisfy constraints\" and constraints such as <NSLayoutConstraint:0x… …>\n")
        let absent = try run.autolayout("explain", "no/such.log")
        #expect(absent.status == 2)
        #expect(absent.stderr == "no/such.log:1:1: expected an existing file\n")
    }
}
