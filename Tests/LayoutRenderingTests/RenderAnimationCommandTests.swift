import CommandLineTesting
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing

/// End to end: `autolayout render --animate` through the built binary, on seed 004's red view
/// (Examples/documents/red-view-animated.yaml: a 50-point square centred in 200 × 500 moves
/// 200 points down over 1.5 s, ease in-out).
@Suite struct RenderAnimationCommandTests {
    let document = "Examples/documents/red-view-animated.yaml"

    func temporaryPath(_ name: String) -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("autolayout-\(UUID().uuidString)\(name)").path
    }

    @Test func svgIsAnimatedWellFormedAndDeterministic() throws {
        let path = temporaryPath(".svg")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let first = try AutolayoutProcess.run(["render", document, "--animate", "--fps", "4", "-o", path])
        #expect(first.status == 0)
        let svg = try String(contentsOfFile: path, encoding: .utf8)
        #expect(parsesAsXML(svg).ok)
        // 1.5 s at 4 frames a second: 7 frames, 0 to 1.5 s; the square's path moves, the
        // midpoint (0.75 s) exactly halfway: its top from 225 to 325 to 425.
        #expect(svg.contains(#"<animate attributeName="d" dur="1.5s" fill="freeze" keyTimes="0;0.16666666666666666;0.3333333333333333;0.5;0.6666666666666666;0.8333333333333334;1" values="M75 225 L125 225"#))
        #expect(svg.contains(";M75 325 L125 325 L125 375 L75 375 Z;"))
        #expect(svg.contains(";M75 425 L125 425 L125 475 L75 475 Z\"/>"))
        let second = try AutolayoutProcess.run(["render", document, "--animate", "--fps", "4", "--format", "svg"])
        #expect(String(decoding: second.stdout, as: UTF8.self) == svg)
    }

    @Test func pngFramesHaveTheCountTheSizeAndTheMovingSquare() throws {
        let folder = temporaryPath("-frames")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let result = try AutolayoutProcess.run(["render", document, "--animate", "--fps", "4", "--scale", "1", "-o", folder + "/"])
        #expect(result.status == 0)
        let names = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
        #expect(names == (0..<7).map { String(format: "frame-%03d.png", $0) })
        let frames = try names.map { name in
            try #require(DecodedPNG(try Data(contentsOf: URL(fileURLWithPath: folder + "/" + name))))
        }
        #expect(frames.allSatisfy { $0.width == 200 && $0.height == 500 })
        // The square's top row: 225 at the start, 325 at 0.75 s, 425 at the end.
        #expect(frames[0][x: 100, y: 230] == opaqueRed)
        #expect(frames[0][x: 100, y: 330] == opaqueWhite)
        #expect(frames[3][x: 100, y: 320] == opaqueWhite)
        #expect(frames[3][x: 100, y: 330] == opaqueRed)
        #expect(frames[6][x: 100, y: 420] == opaqueWhite)
        #expect(frames[6][x: 100, y: 430] == opaqueRed)
    }

    @Test func aPatternNamesTheFrames() throws {
        let folder = temporaryPath("-pattern")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let result = try AutolayoutProcess.run(["render", document, "--animate", "--fps", "2", "-o", folder + "/red-%02d.png"])
        #expect(result.status == 0)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).sorted() == ["red-00.png", "red-01.png", "red-02.png", "red-03.png"])
    }

    @Test func usageErrors() throws {
        let text = try AutolayoutProcess.run(["render", document, "--animate", "--format", "text"])
        #expect(text.status == 64)
        #expect(text.stderr.contains("--animate: expected --format svg or png"))
        let pattern = try AutolayoutProcess.run(["render", document, "--animate", "-o", "x-%s.png"])
        #expect(pattern.status == 64)
        let fps = try AutolayoutProcess.run(["render", document, "--fps", "3"])
        #expect(fps.status == 64)
        #expect(fps.stderr.contains("--fps: expected --animate with it"))
    }
}
