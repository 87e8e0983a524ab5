import CPNG
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Graphics

/// A PNG decoded by libpng (not by Cairo, which wrote it): 8-bit RGBA, not premultiplied.
struct DecodedPNG {
    let width: Int
    let height: Int
    let rgba: [UInt8]

    /// Decodes PNG bytes; nil when libpng cannot.
    init?(_ data: Data) {
        var image = png_image()
        image.version = UInt32(PNG_IMAGE_VERSION)
        let begun = data.withUnsafeBytes { png_image_begin_read_from_memory(&image, $0.baseAddress, $0.count) }
        guard begun != 0 else { return nil }
        image.format = 3  // PNG_FORMAT_RGBA: colour and alpha, 8 bits each
        var pixels = [UInt8](repeating: 0, count: Int(image.width) * Int(image.height) * 4)
        let finished = pixels.withUnsafeMutableBytes { png_image_finish_read(&image, nil, $0.baseAddress, 0, nil) }
        png_image_free(&image)
        guard finished != 0 else { return nil }
        width = Int(image.width)
        height = Int(image.height)
        rgba = pixels
    }

    /// The pixel at (x, y) as (red, green, blue, alpha).
    subscript(x x: Int, y y: Int) -> [UInt8] {
        let start = (y * width + x) * 4
        return Array(rgba[start..<start + 4])
    }
}

/// The opaque colours the pixel tests look for.
let opaqueRed: [UInt8] = [255, 0, 0, 255]
let opaqueWhite: [UInt8] = [255, 255, 255, 255]
let transparent: [UInt8] = [0, 0, 0, 0]

/// A file of this target's Fixtures folder.
func fixture(_ name: String) -> String {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")
        .appendingPathComponent(name).path
}

/// Whether an SVG (or any XML) document parses, with the parser's error when not.
func parsesAsXML(_ text: String) -> (ok: Bool, error: String?) {
    let parser = XMLParser(data: Data(text.utf8))
    let ok = parser.parse()
    return (ok, parser.parserError.map { "\($0)" })
}

/// The elements of an XML document by name, counted.
final class ElementCounter: NSObject, XMLParserDelegate {
    private(set) var counts: [String: Int] = [:]
    private(set) var attributes: [[String: String]] = []

    init(_ text: String) {
        super.init()
        let parser = XMLParser(data: Data(text.utf8))
        parser.delegate = self
        _ = parser.parse()
    }

    func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
        attributes attributeDict: [String: String] = [:]
    ) {
        counts[elementName, default: 0] += 1
        attributes.append(attributeDict.merging(["<element>": elementName]) { first, _ in first })
    }

    /// The attributes of every element with a name, in document order.
    func elements(_ name: String) -> [[String: String]] { attributes.filter { $0["<element>"] == name } }
}
