import Foundation
import Graphics
import LayoutRendering
import Testing
import TextMeasurement

/// PNG and PDF through Cairo, loaded at run time; the PNGs decoded with libpng.
@Suite struct CairoRendererTests {
    /// A red 10 × 10 square at (10, 10) on white, 40 × 40 points.
    let square: [DrawingCommand] = [
        .fill(Path(rect: CGRect(x: 0, y: 0, width: 40, height: 40)), .white),
        .fill(Path(rect: CGRect(x: 10, y: 10, width: 10, height: 10)), .red),
    ]

    @Test func withoutCairoTheErrorNamesTheLibraryAndThePackage() {
        #expect(throws: RenderingError.cairoUnavailable(
            "libcairo-not-installed.so.2 not found: install the Debian package libcairo2")
        ) {
            try CairoRenderer(libraryName: "libcairo-not-installed.so.2")
        }
        let error = RenderingError.cairoUnavailable("libcairo.so.2 not found: install the Debian package libcairo2")
        #expect("\(error)" == "libcairo.so.2 not found: install the Debian package libcairo2")
    }

    @Test(arguments: [1, 2] as [CGFloat])
    func aRedSquareOnWhiteIsRedInsideAndWhiteOutside(scale: CGFloat) throws {
        let png = try CairoRenderer().png(square, size: CGSize(width: 40, height: 40), scale: scale)
        let image = try #require(DecodedPNG(png))
        #expect(image.width == Int(40 * scale))
        #expect(image.height == Int(40 * scale))
        #expect(image[x: Int(15 * scale), y: Int(15 * scale)] == opaqueRed)
        #expect(image[x: Int(5 * scale), y: Int(5 * scale)] == opaqueWhite)
        #expect(image[x: Int(10 * scale), y: Int(10 * scale)] == opaqueRed)
        #expect(image[x: Int(20 * scale), y: Int(20 * scale)] == opaqueWhite)
        #expect(image[x: Int(10 * scale) - 1, y: Int(15 * scale)] == opaqueWhite)
    }

    @Test func whereNothingIsDrawnThePNGIsTransparentAndSidesRoundUp() throws {
        let png = try CairoRenderer().png([], size: CGSize(width: 2.2, height: 1), scale: 1)
        let image = try #require(DecodedPNG(png))
        #expect((image.width, image.height) == (3, 1))
        #expect(image[x: 0, y: 0] == transparent)
    }

    @Test func anOpacityIsAGroupAsCoreAnimationCompositesIt() throws {
        // Two overlapping opaque squares at 50 %: the overlap is as light as the rest.
        let png = try CairoRenderer().png(
            [
                .fill(Path(rect: CGRect(x: 0, y: 0, width: 4, height: 1)), .white),
                .saveState, .setAlpha(0.5),
                .fill(Path(rect: CGRect(x: 0, y: 0, width: 3, height: 1)), .black),
                .fill(Path(rect: CGRect(x: 1, y: 0, width: 3, height: 1)), .black),
                .restoreState,
            ], size: CGSize(width: 4, height: 1))
        let image = try #require(DecodedPNG(png))
        #expect(image[x: 0, y: 0] == image[x: 2, y: 0])
        #expect(image[x: 2, y: 0] == [127, 127, 127, 255] || image[x: 2, y: 0] == [128, 128, 128, 255])
    }

    @Test func aClipAndATranslationApply() throws {
        let png = try CairoRenderer().png(
            [
                .saveState, .translate(CGPoint(x: 2, y: 0)), .clip(Path(rect: CGRect(x: 0, y: 0, width: 1, height: 1))),
                .fill(Path(rect: CGRect(x: -2, y: 0, width: 10, height: 1)), .red), .restoreState,
                .scale(0), .fill(Path(rect: CGRect(x: 0, y: 0, width: 10, height: 1)), .blue),
            ], size: CGSize(width: 4, height: 1))
        let image = try #require(DecodedPNG(png))
        #expect((0..<4).map { image[x: $0, y: 0] } == [transparent, transparent, opaqueRed, transparent])
    }

    @Test func textIsDrawnInsideTheBoxItWasMeasuredIn() throws {
        let measurer = FreeTypeTextMeasurer()
        let font = Font.systemFont(ofSize: 20)
        let line = try #require(measurer.layout("Hello, mini", font: font).lines.first)
        let origin = CGPoint(x: 10, y: 10 + font.ascender)
        let recorder = RecordingContext()
        recorder.fill(CGRect(x: 0, y: 0, width: 160, height: 50), with: .white)
        measurer.draw(line, font: font, at: origin, color: .black, in: recorder)
        let image = try #require(DecodedPNG(try CairoRenderer().png(recorder.commands, size: CGSize(width: 160, height: 50))))
        var inked: [(Int, Int)] = []
        for y in 0..<image.height {
            for x in 0..<image.width where image[x: x, y: y] != opaqueWhite { inked.append((x, y)) }
        }
        #expect(inked.count > 100)
        // Every inked pixel lies within the line's box: from the origin to its measured width,
        // from the ascender to the descender.
        let box = CGRect(x: 10, y: 10, width: line.width, height: font.lineHeight)
        #expect(inked.allSatisfy { CGFloat($0.0) >= box.minX - 1 && CGFloat($0.0) < box.maxX + 1 })
        #expect(inked.allSatisfy { CGFloat($0.1) >= box.minY && CGFloat($0.1) < box.maxY })
        // And it reaches both ends (the H's stem, the i's).
        #expect(inked.contains { CGFloat($0.0) < box.minX + 3 })
        #expect(inked.contains { CGFloat($0.0) > box.maxX - 5 })
    }

    @Test func pngAndJPEGImagesAreDecodedAndScaledIntoTheirRectangles() throws {
        let png = ImageReference(path: fixture("green-halfblue-4x2.png"), pixelSize: CGSize(width: 4, height: 2))
        let jpeg = ImageReference(path: fixture("red-blue-16x8.jpg"), pixelSize: CGSize(width: 16, height: 8))
        let output = try CairoRenderer().png(
            [
                .fill(Path(rect: CGRect(x: 0, y: 0, width: 40, height: 20)), .white),
                .drawImage(png, in: CGRect(x: 0, y: 0, width: 8, height: 4)),
                .drawImage(jpeg, in: CGRect(x: 0, y: 10, width: 32, height: 8)),
            ], size: CGSize(width: 40, height: 20))
        let image = try #require(DecodedPNG(output))
        #expect(image[x: 1, y: 1] == [0, 255, 0, 255])
        // The right half is blue at 50 % over white.
        let blended = image[x: 6, y: 1]
        #expect(blended[2] == 255 && (126...128).contains(blended[0]) && blended[0] == blended[1])
        // The JPEG: red on the left, blue on the right (JPEG is lossy: close, not exact).
        let left = image[x: 4, y: 14]
        let right = image[x: 28, y: 14]
        #expect(left[0] > 230 && left[1] < 40 && left[2] < 40)
        #expect(right[2] > 230 && right[0] < 40 && right[1] < 40)
    }

    @Test func anImageThatCannotBeDecodedIsThePlaceholder() throws {
        let broken = ImageReference(data: Data([0xFF, 0xD8, 0xFF, 0x00, 0x01]), pixelSize: CGSize(width: 4, height: 4))
        let output = try CairoRenderer().png([.drawImage(broken, in: CGRect(x: 0, y: 0, width: 9, height: 9))], size: CGSize(width: 9, height: 9))
        let image = try #require(DecodedPNG(output))
        #expect(image[x: 4, y: 1] == [229, 229, 234, 255])
        #expect(image[x: 4, y: 4] != [229, 229, 234, 255])
    }

    @Test func aPDFHasOnePageOfTheSize() throws {
        let pdf = try CairoRenderer().pdf(square, size: CGSize(width: 320, height: 480))
        let text = String(decoding: pdf, as: UTF8.self)
        #expect(text.hasPrefix("%PDF-"))
        #expect(text.contains("/MediaBox [ 0 0 320 480 ]"))
        // One page object (Cairo writes `/Type /Page % 1`), one page in the tree.
        #expect(text.components(separatedBy: "/Type /Page ").count - 1 == 1)
        #expect(text.contains("/Count 1"))
        #expect(!text.contains("/CreationDate"))
    }

    @Test func theSameCommandsGiveTheSameBytes() throws {
        let commands = try sampleScreen()
        let renderer = try CairoRenderer()
        let size = CGSize(width: 320, height: 200)
        #expect(try renderer.png(commands, size: size, scale: 2) == renderer.png(commands, size: size, scale: 2))
        #expect(try renderer.pdf(commands, size: size) == renderer.pdf(commands, size: size))
    }

    @Test func sizesThatCannotBeRenderedAreErrors() throws {
        let renderer = try CairoRenderer()
        #expect(throws: RenderingError.invalidSize("the width, 0.0 points at scale 1.0, is not between 1 and 32767 pixels")) {
            try renderer.png([], size: CGSize(width: 0, height: 10))
        }
        #expect(throws: RenderingError.self) { try renderer.png([], size: CGSize(width: 20000, height: 10), scale: 2) }
        #expect(throws: RenderingError.self) { try renderer.png([], size: CGSize(width: 10, height: 10), scale: .nan) }
        #expect(throws: RenderingError.self) { try renderer.pdf([], size: CGSize(width: CGFloat.infinity, height: 10)) }
    }
}
