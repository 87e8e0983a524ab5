import Foundation
import Graphics
import LayoutRendering
import Testing
import TextMeasurement

/// SVG written directly: exact documents for small display lists, well-formed and deterministic
/// for large ones, glyphs and images defined once.
@Suite struct SVGRendererTests {
    let renderer = SVGRenderer()

    @Test func aSmallDisplayListIsThisExactDocument() {
        let recorder = RecordingContext()
        recorder.fill(CGRect(x: 0, y: 0, width: 40, height: 30), with: .white)
        recorder.saveState()
        recorder.translate(by: CGPoint(x: 10, y: 5))
        recorder.setAlpha(0.5)
        recorder.clip(to: Path(rect: CGRect(x: 0, y: 0, width: 20, height: 10)))
        recorder.fill(CGRect(x: 0, y: 0, width: 30, height: 10), with: .systemRed)
        recorder.stroke(
            Path(lineFrom: CGPoint(x: 0, y: 0.5), to: CGPoint(x: 20, y: 0.5)), with: .separator, lineWidth: 1,
            dash: [2, 1])
        recorder.restoreState()
        recorder.scale(by: 2)
        recorder.fill(Path(rect: CGRect(x: 1, y: 1, width: 0.5, height: 0.25)), with: .black)
        recorder.translate(by: CGPoint(x: 1, y: 1))
        recorder.stroke(Path(lineFrom: CGPoint(x: 2, y: 2), to: CGPoint(x: 3, y: 2)), with: .black, lineWidth: 1.5, dash: [2, 1])
        let svg = renderer.render(recorder.commands, size: CGSize(width: 40, height: 30), scale: 2)
        #expect(svg == """
            <svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="80" height="60" viewBox="0 0 40 30">
            <path d="M0 0 L40 0 L40 30 L0 30 Z" fill="#FFFFFF"/>
            <g opacity="0.5">
              <clipPath id="c0"><path d="M10 5 L30 5 L30 15 L10 15 Z"/></clipPath>
              <g clip-path="url(#c0)">
                <path d="M10 5 L40 5 L40 15 L10 15 Z" fill="#FF3B30"/>
                <path d="M10 5.5 L30 5.5" fill="none" stroke="#3C3C43" stroke-opacity="0.29" stroke-width="1" stroke-dasharray="2 1"/>
              </g>
            </g>
            <path d="M2 2 L3 2 L3 2.5 L2 2.5 Z" fill="#000000"/>
            <path d="M6 6 L8 6" fill="none" stroke="#000000" stroke-width="3" stroke-dasharray="4 2"/>
            </svg>

            """)
    }

    @Test func movesAreAppliedToCoordinatesSoDeepPicturesStayFlat() {
        var commands: [DrawingCommand] = []
        for _ in 0..<1_000 { commands += [.saveState, .translate(CGPoint(x: 1, y: 0))] }
        commands.append(.fill(Path(rect: CGRect(x: 0, y: 0, width: 1, height: 1)), .black))
        let svg = renderer.render(commands, size: CGSize(width: 10, height: 10))
        #expect(svg.split(separator: "\n").dropFirst().first == "<path d=\"M1000 0 L1001 0 L1001 1 L1000 1 Z\" fill=\"#000000\"/>")
        #expect(parsesAsXML(svg).ok)
    }

    @Test func indentationStopsAt32LevelsSoNestedGroupsStayLinear() {
        let depth = 200
        var commands: [DrawingCommand] = []
        for _ in 0..<depth { commands += [.saveState, .setAlpha(0.99)] }
        commands.append(.fill(Path(rect: CGRect(x: 0, y: 0, width: 1, height: 1)), .black))
        let svg = renderer.render(commands, size: CGSize(width: 10, height: 10))
        let lines = svg.split(separator: "\n")
        #expect(lines.count == 1 + 2 * depth + 2)
        #expect(lines.map { $0.prefix { $0 == " " }.count }.max() == 64)
        #expect(parsesAsXML(svg).ok)
    }

    @Test func curvesAreWrittenAsTheyAre() {
        var path = Path()
        path.addLine(to: CGPoint(x: 1, y: 1))
        path.addQuadCurve(to: CGPoint(x: 2, y: 0), control: CGPoint(x: 1.5, y: -1))
        path.addCurve(to: CGPoint(x: 3, y: 3), control1: CGPoint(x: 2, y: 1), control2: CGPoint(x: 3, y: 2))
        path.closeSubpath()
        let svg = renderer.render([.fill(path, .black)], size: CGSize(width: 4, height: 4))
        #expect(svg.contains("<path d=\"M0 0 L1 1 Q1.5 -1 2 0 C2 1 3 2 3 3 Z\" fill=\"#000000\"/>"))
    }

    @Test func nonFiniteAndInvisibleCommandsAreLeftOutAndUnbalancedStatesRepaired() {
        let nan = CGFloat.nan
        let svg = renderer.render(
            [
                .restoreState,
                .translate(CGPoint(x: nan, y: 0)),
                .scale(.infinity),
                .fill(Path(rect: CGRect(x: nan, y: 0, width: 1, height: 1)), .black),
                .fill(Path(rect: CGRect(x: 0, y: 0, width: 1, height: 1)), .clear),
                .stroke(Path(lineFrom: .zero, to: CGPoint(x: 1, y: 0)), .black, lineWidth: 0, dash: nil),
                .stroke(Path(lineFrom: .zero, to: CGPoint(x: 1, y: 0)), .black, lineWidth: 1, dash: [0, 0]),
                .fill(Path(elements: [.close]), .black),
                .saveState,
                .setAlpha(2),
                .fill(Path(rect: CGRect(x: 0, y: 0, width: 1, height: 1)), .black),
            ], size: CGSize(width: -5, height: CGFloat.nan), scale: 0)
        #expect(svg == """
            <svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="0" height="0" viewBox="0 0 0 0">
            <path d="M0 0 L1 0" fill="none" stroke="#000000" stroke-width="1"/>
            <g opacity="1">
              <path d="M0 0 L1 0 L1 1 L0 1 Z" fill="#000000"/>
            </g>
            </svg>

            """)
    }

    @Test func glyphsAreDefinedOnceInFontUnitsAndPlacedWhereMeasured() throws {
        let measurer = FreeTypeTextMeasurer()
        let font = Font.systemFont(ofSize: 17)
        let line = try #require(measurer.layout("lull", font: font).lines.first)
        let recorder = RecordingContext()
        measurer.draw(line, font: font, at: CGPoint(x: 4, y: 20), color: .label, in: recorder)
        let svg = renderer.render(recorder.commands, size: CGSize(width: 100, height: 30))
        let run = try #require(measurer.glyphRuns(for: line, font: font).first)
        let elements = ElementCounter(svg)
        // l, u: two definitions; four uses.
        #expect(elements.counts["path"] == 2)
        #expect(elements.counts["use"] == 4)
        let uses = elements.elements("use")
        let scale = 17.0 / 2048
        #expect(uses.map { $0["xlink:href"] ?? $0["href"] } == ["#g0", "#g1", "#g0", "#g0"])
        #expect(uses[1]["transform"] == "matrix(\(scale) 0 0 \(scale) \(4 + run.positions[1].x) 20)")
        let l = try #require(FontRegistry.default.glyphOutline(run.glyphs[0], fontFile: run.fontFile, faceIndex: 0))
        #expect(l.path.bounds.minY < 0)
        #expect(svg.contains("<g fill=\"#000000\">"))
    }

    @Test func aWholeScreenIsWellFormedAndTheSameTwice() throws {
        let commands = try sampleScreen()
        let first = renderer.render(commands, size: CGSize(width: 320, height: 200), scale: 2)
        let second = SVGRenderer().render(commands, size: CGSize(width: 320, height: 200), scale: 2)
        #expect(first == second)
        let parsed = parsesAsXML(first)
        #expect(parsed.ok, "\(parsed.error ?? "")")
    }

    @Test func imagesAreEmbeddedOnceAsDataURIsOfTheirBytes() throws {
        let png = ImageReference(path: fixture("green-halfblue-4x2.png"), pixelSize: CGSize(width: 4, height: 2))
        let jpeg = ImageReference(path: fixture("red-blue-16x8.jpg"), pixelSize: CGSize(width: 16, height: 8))
        let svg = renderer.render(
            [
                .drawImage(png, in: CGRect(x: 0, y: 0, width: 8, height: 4)),
                .drawImage(png, in: CGRect(x: 10, y: 0, width: 4, height: 2)),
                .drawImage(jpeg, in: CGRect(x: 0, y: 10, width: 16, height: 8)),
            ], size: CGSize(width: 20, height: 20))
        let elements = ElementCounter(svg)
        let images = elements.elements("image")
        #expect(images.count == 2)
        let pngBytes = try Data(contentsOf: URL(fileURLWithPath: fixture("green-halfblue-4x2.png")))
        let jpegBytes = try Data(contentsOf: URL(fileURLWithPath: fixture("red-blue-16x8.jpg")))
        #expect(images[0]["xlink:href"] == "data:image/png;base64," + pngBytes.base64EncodedString())
        #expect(images[1]["xlink:href"] == "data:image/jpeg;base64," + jpegBytes.base64EncodedString())
        #expect(images[0]["width"] == "4")
        #expect(elements.elements("use").map { $0["transform"] } == [
            "matrix(2 0 0 2 0 0)", "matrix(1 0 0 1 10 0)", "matrix(1 0 0 1 0 10)",
        ])
    }

    @Test func anImageThatCannotBeReadIsAPlaceholder() {
        let missing = ImageReference(path: "/no/such/image.png", pixelSize: CGSize(width: 4, height: 4))
        let notAnImage = ImageReference(data: Data("hello".utf8), pixelSize: CGSize(width: 4, height: 4))
        let svg = renderer.render(
            [.drawImage(missing, in: CGRect(x: 0, y: 0, width: 4, height: 2)), .drawImage(notAnImage, in: .zero)],
            size: CGSize(width: 4, height: 2))
        #expect(svg == """
            <svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="4" height="2" viewBox="0 0 4 2">
            <path d="M0 0 L4 0 L4 2 L0 2 Z" fill="#E5E5EA"/>
            <path d="M0 0 L4 2 M4 0 L0 2" fill="none" stroke="#8E8E93" stroke-width="1"/>
            </svg>

            """)
    }
}

/// A display list with every kind of command: backgrounds, a rounded card with a border, text in
/// two faces, an image, a clipped and translucent group.
func sampleScreen() throws -> [DrawingCommand] {
    let measurer = FreeTypeTextMeasurer()
    let recorder = RecordingContext()
    recorder.fill(CGRect(x: 0, y: 0, width: 320, height: 200), with: .systemGroupedBackground)
    recorder.saveState()
    recorder.translate(by: CGPoint(x: 16, y: 16))
    let card = Path(roundedRect: CGRect(x: 0, y: 0, width: 288, height: 120), cornerRadius: 10)
    recorder.fill(card, with: .white)
    recorder.clip(to: card)
    let title = Font.boldSystemFont(ofSize: 17)
    for (index, line) in measurer.layout("Settings & privacy — AV", font: title).lines.enumerated() {
        measurer.draw(line, font: title, at: CGPoint(x: 12, y: 28 + 20 * CGFloat(index)), color: .label, in: recorder)
    }
    let serif = try Font(name: "DejaVu Serif", size: 13)
    let body = measurer.layout(
        "Hebrew \u{05D0} comes from the system font; the rest wraps at 200 points.", font: serif, maxWidth: 200,
        lineBreakMode: .byWordWrapping, numberOfLines: 0)
    for line in body.lines {
        measurer.draw(
            line, font: serif, at: CGPoint(x: 12, y: 50 + line.baselineOffsetFromTop), color: .secondaryLabel,
            in: recorder)
    }
    recorder.setAlpha(0.5)
    recorder.draw(
        image: ImageReference(path: fixture("green-halfblue-4x2.png"), pixelSize: CGSize(width: 4, height: 2)),
        in: CGRect(x: 230, y: 10, width: 40, height: 20))
    recorder.restoreState()
    recorder.stroke(card, with: .separator, lineWidth: 0.5, dash: [3, 2])
    return recorder.commands
}
