import CommandLineTesting
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing

/// End to end: `autolayout render` and `autolayout devices` through the built binary — every
/// format, -o, the exit statuses, errors in documents.
@Suite struct RenderCommandTests {
    struct Result {
        var status: Int32
        var stdout: Data
        var stderr: String
        var text: String { String(decoding: stdout, as: UTF8.self) }
    }

    /// The package's root.
    static var root: URL { AutolayoutProcess.packageRoot }

    /// The built binary.
    static var binary: URL { AutolayoutProcess.binary }

    func autolayout(_ arguments: String...) throws -> Result {
        let output = try AutolayoutProcess.run(arguments)
        return Result(status: output.status, stdout: output.stdout, stderr: output.stderr)
    }

    /// A fresh path in the temporary folder with an extension.
    func temporaryPath(_ pathExtension: String) -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("autolayout-\(UUID().uuidString).\(pathExtension)").path
    }

    let signIn = "Examples/documents/sign-in.yaml"

    // MARK: Formats

    @Test func textIsTheDefault() throws {
        let result = try autolayout("render", signIn)
        #expect(result.status == 0)
        #expect(result.stderr == "")
        let lines = result.text.split(separator: "\n").map(String.init)
        #expect(
            Array(lines.prefix(7)) == [
                "Sign in — iPhone 15, portrait, ltr, large",
                "root window (0, 0, 393, 852)",
                "  card view (20, 159, 353, 268)",
                "    logo imageView (146.5, 175, 100, 50)",
                "    username textField (36, 249, 321, 44)",
                "    password textField (36, 301, 321, 44)",
                "    signIn button (36, 361, 321, 50)",
            ])
        // The button's title label: its size is the installed font's, its place centred.
        #expect(lines.count == 8)
        #expect(lines[7].hasPrefix("      signIn/0 Label ("))
    }

    @Test func jsonGivesEveryFrameInWindowCoordinates() throws {
        let result = try autolayout("render", signIn, "--format", "json", "--device", "iPhone SE", "--orientation", "landscape")
        #expect(result.status == 0)
        let object = try #require(try JSONSerialization.jsonObject(with: result.stdout) as? [String: Any])
        #expect(object["device"] as? String == "iPhone SE (3rd generation)")
        #expect(object["orientation"] as? String == "landscape")
        #expect(object["direction"] as? String == "ltr")
        let views = try #require(object["views"] as? [[String: Any]])
        var frames: [String: [Double]] = [:]
        for view in views {
            let id = try #require(view["id"] as? String)
            let frame = try #require(view["frame"] as? [String: Double])
            frames[id] = [frame["x"]!, frame["y"]!, frame["width"]!, frame["height"]!]
        }
        #expect(views.map { $0["id"] as? String } == ["root", "card", "logo", "username", "password", "signIn", "signIn/0"])
        // Landscape SE: no safe area; 900 wins (card 100 down), the card 627 wide.
        #expect(frames["root"] == [0, 0, 667, 375])
        #expect(frames["card"] == [20, 100, 627, 268])
        #expect(frames["logo"] == [283.5, 116, 100, 50])
        #expect(frames["username"] == [36, 190, 595, 44])
        #expect(frames["signIn"] == [36, 302, 595, 50])
        #expect(object["conflicts"] as? [Any] != nil && (object["conflicts"] as? [Any])!.isEmpty)
        #expect((object["ambiguities"] as? [Any])?.isEmpty == true)
    }

    @Test func rightToLeftMirrorsTheFrames() throws {
        let result = try autolayout("render", "Examples/documents/detail-row.yaml", "--rtl", "--format", "json")
        let object = try #require(try JSONSerialization.jsonObject(with: result.stdout) as? [String: Any])
        let views = try #require(object["views"] as? [[String: Any]])
        let username = try #require(views.first { $0["id"] as? String == "username" }?["frame"] as? [String: Double])
        let trophy = try #require(views.first { $0["id"] as? String == "trophy" }?["frame"] as? [String: Double])
        #expect(object["direction"] as? String == "rtl")
        #expect(username["x"]! + username["width"]! == 224)  // 16 from the right edge
        #expect(trophy["x"] == 16)
    }

    @Test func svgIsWellFormedAndDeterministic() throws {
        let path = temporaryPath("svg")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let first = try autolayout("render", signIn, "-o", path)
        #expect(first.status == 0)
        #expect(first.stdout.isEmpty)
        let svg = try String(contentsOfFile: path, encoding: .utf8)
        #expect(parsesAsXML(svg).ok)
        #expect(svg.contains("width=\"1179\" height=\"2556\""))  // 393 × 852 at the device's scale, 3
        let second = try autolayout("render", signIn, "--format", "svg")
        #expect(second.text == svg)
    }

    @Test func pngIsTheScreenAtTheScale() throws {
        let path = temporaryPath("png")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let result = try autolayout("render", signIn, "--scale", "1", "-o", path)
        #expect(result.status == 0)
        let png = try #require(DecodedPNG(try Data(contentsOf: URL(fileURLWithPath: path))))
        #expect(png.width == 393)
        #expect(png.height == 852)
        #expect(png[x: 5, y: 5] == [242, 242, 247, 255])  // systemGroupedBackground
        #expect(png[x: 30, y: 300] == [255, 255, 255, 255])  // the card, systemBackground
        #expect(png[x: 45, y: 400] == [0, 122, 255, 255])  // the button, systemBlue
        #expect(png[x: 150, y: 200] == [0, 122, 255, 255])  // the logo's blue
        let twice = try autolayout("render", signIn, "--scale", "2", "--format", "png")
        let large = try #require(DecodedPNG(twice.stdout))
        #expect(large.width == 786)
        #expect(large.height == 1704)
    }

    /// docs/images/sign-in.png, which README shows, is what the main job's command makes.
    @Test func theReadmePictureIsWhatTheMainJobMakes() throws {
        let result = try autolayout("render", signIn, "--format", "png")
        #expect(result.status == 0)
        let committed = try Data(contentsOf: Self.root.appendingPathComponent("docs/images/sign-in.png"))
        #expect(result.stdout == committed, "regenerate: swift run autolayout render \(signIn) -o docs/images/sign-in.png")
        let png = try #require(DecodedPNG(committed))
        #expect((png.width, png.height) == (1179, 2556))
    }

    @Test func pdfIsOnePageInPoints() throws {
        let result = try autolayout("render", signIn, "--format", "pdf")
        #expect(result.status == 0)
        let text = String(decoding: result.stdout, as: UTF8.self)
        #expect(text.hasPrefix("%PDF-"))
        #expect(text.contains("/MediaBox [ 0 0 393 852 ]"))
        #expect(text.components(separatedBy: "/Type /Page\n").count - 1 == 1 || text.contains("/Count 1"))
    }

    @Test func overlayDrawsConstraintsAndAmbiguity() throws {
        let plain = try autolayout("render", "Examples/documents/red-view.yaml", "--format", "svg")
        let overlaid = try autolayout("render", "Examples/documents/red-view.yaml", "--format", "svg", "--overlay")
        #expect(plain.status == 1)
        #expect(overlaid.status == 1)
        #expect(!plain.text.contains("stroke-dasharray"))
        #expect(parsesAsXML(overlaid.text).ok)
        // The ambiguous red view, outlined in dashed systemOrange.
        #expect(overlaid.text.contains("stroke=\"#FF9500\""))
        #expect(overlaid.text.contains("stroke-dasharray=\"4 2\""))
        // Its two constraints, as I-beams in systemBlue.
        #expect(overlaid.text.contains("stroke=\"#007AFF\""))
    }

    // MARK: Statuses

    @Test func findingsExitOneAndAreListed() throws {
        let result = try autolayout("render", "Examples/documents/red-view.yaml")
        #expect(result.status == 1)
        #expect(
            result.stderr == """
                Examples/documents/red-view.yaml: ambiguous: RedView (horizontal): width is not determined; add a width, or pin both leading and trailing
                Examples/documents/red-view.yaml: ambiguous: RedView (vertical): height is not determined; add a height, or pin both top and bottom

                """)
        #expect(result.text.contains("RedView view (10, 10, 0, 0)"))
    }

    @Test func errorsInTheDocumentExitTwoWithCarets() throws {
        let path = temporaryPath("yaml")
        defer { try? FileManager.default.removeItem(atPath: path) }
        try Data("children:\n  - view: a\nconstraints:\n  - a.top == roo.top\n  - a.widht == 10\n".utf8)
            .write(to: URL(fileURLWithPath: path))
        let result = try autolayout("render", path)
        #expect(result.status == 2)
        #expect(result.stdout.isEmpty)
        #expect(
            result.stderr == """
                \(path):4:14: expected a view of the document, found roo (did you mean root?)
                  - a.top == roo.top
                             ^
                \(path):5:7: expected an attribute, found widht (did you mean width?)
                  - a.widht == 10
                      ^

                """)
    }

    @Test func unreadableAndUnwritableExitTwo() throws {
        let missing = try autolayout("render", "Examples/documents/missing.yaml")
        #expect(missing.status == 2)
        #expect(missing.stderr == "Examples/documents/missing.yaml:1:1: expected an existing file\n")
        let device = try autolayout("render", signIn, "--format", "json", "-o", "/dev/null")
        #expect(device.status == 2)
        #expect(device.stderr == "/dev/null: expected a regular file to write, found a character device\n")
        let input = try autolayout("render", signIn, "--format", "text", "-o", signIn)
        #expect(input.status == 2)
        #expect(try String(contentsOfFile: Self.root.appendingPathComponent(signIn).path, encoding: .utf8).hasPrefix("# The sign-in"))
    }

    @Test func usageErrorsExitSixtyFour() throws {
        let device = try autolayout("render", signIn, "--device", "iPhone 99")
        #expect(device.status == 64)
        #expect(device.stderr.hasPrefix("Error: --device: expected a device ("))
        #expect(device.stderr.contains("found iPhone 99 (did you mean iPhone 15?)"))
        let size = try autolayout("render", signIn, "--content-size", "huge")
        #expect(size.status == 64)
        #expect(size.stderr.hasPrefix("Error: --content-size: expected a content size category, found huge (did you mean large?)"))
        let format = try autolayout("render", signIn, "-o", "screen.gif")
        #expect(format.status == 64)
        let scale = try autolayout("render", signIn, "--scale", "0")
        #expect(scale.status == 64)
        let orientation = try autolayout("render", signIn, "--orientation", "sideways")
        #expect(orientation.status == 64)
    }

    @Test func helpListsTheExitStatuses() throws {
        let result = try autolayout("render", "--help")
        #expect(result.status == 0)
        for line in ["Exit status:", "  0   rendered, and nothing found", "  1   rendered, with a conflict", "  2   DOC cannot be read", "  64  usage"] {
            #expect(result.text.contains(line), "\(line)")
        }
    }

    // MARK: Devices

    @Test func devicesListsTheProfiles() throws {
        let result = try autolayout("devices")
        #expect(result.status == 0)
        let lines = result.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.count == 9)
        #expect(lines[0].hasPrefix("device                      aliases"))
        #expect(lines[2].hasPrefix("iPhone 15                   iphone15"))
        #expect(lines[2].hasSuffix("393 × 852    3      59 0 34 0           0 59 21 59           wC hR     wC hC      55"))
        #expect(lines[5].contains("iPad Pro 12.9-inch"))
        #expect(lines[5].hasSuffix("1024 × 1366  2      24 0 20 0           24 0 20 0            wR hR     wR hR      18"))
    }

    // MARK: check

    @Test func checkExplainsTheRedView() throws {
        let result = try autolayout("check", "Examples/documents/red-view.yaml")
        #expect(result.status == 1)
        #expect(result.text.contains("RedView: width is not determined; add a width, or pin both leading and trailing"))
        #expect(result.text.contains("RedView: height is not determined; add a height, or pin both top and bottom"))
    }

    // MARK: Watch

    /// Waits (up to 20 s, checking every 50 ms) until a condition holds.
    func eventually(_ condition: () -> Bool) -> Bool {
        for _ in 0..<400 {
            if condition() { return true }
            usleep(50_000)
        }
        return condition()
    }

    @Test func watchRendersAgainWhenTheFileChangesAndEndsOnSIGINT() throws {
        let document = temporaryPath("yaml")
        let output = temporaryPath("txt")
        let errors = temporaryPath("err")
        defer { for path in [document, output, errors] { try? FileManager.default.removeItem(atPath: path) } }
        let yaml = "size: 100x100\nchildren:\n  - view: box\nconstraints:\n  - H:|-10-[box(20)]\n  - V:|-10-[box(20)]\n"
        try Data(yaml.utf8).write(to: URL(fileURLWithPath: document))
        _ = FileManager.default.createFile(atPath: errors, contents: nil)
        let process = Process()
        process.executableURL = Self.binary
        process.arguments = ["render", document, "--watch", "-o", output]
        process.standardError = try FileHandle(forWritingTo: URL(fileURLWithPath: errors))
        try process.run()
        func stderr() -> String { (try? String(contentsOfFile: errors, encoding: .utf8)) ?? "" }
        func rendered() -> String { (try? String(contentsOfFile: output, encoding: .utf8)) ?? "" }
        #expect(eventually { stderr().contains("rendered \(document) (1)") })
        #expect(rendered().contains("box view (10, 10, 20, 20)"))
        // Change the box, and make sure the modification time moves even on a coarse clock.
        try Data(yaml.replacingOccurrences(of: "H:|-10-", with: "H:|-30-").utf8).write(to: URL(fileURLWithPath: document))
        try FileManager.default.setAttributes([.modificationDate: Date().addingTimeInterval(10)], ofItemAtPath: document)
        #expect(eventually { stderr().contains("rendered \(document) (2)") })
        #expect(rendered().contains("box view (30, 10, 20, 20)"))
        process.interrupt()
        let ended = eventually { !process.isRunning }
        #expect(ended)
        guard ended else {
            kill(process.processIdentifier, SIGKILL)
            return
        }
        #expect(process.terminationReason == .exit)
        #expect(process.terminationStatus == 0)
        #expect(!stderr().contains("(3)"))
    }
}
