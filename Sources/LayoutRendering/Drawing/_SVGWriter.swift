import Foundation
import Graphics
import LayoutFormats
import TextMeasurement

/// The state of one SVG rendering: the body written so far, the definitions (glyphs and images,
/// each once), and for each saved state its transform and the groups it opened.
///
/// Translations and scales are applied to the coordinates written (a display list only ever
/// moves and scales uniformly), so every element is written in the document's coordinates; only
/// clips and opacities open groups. A picture of a deep tree of views stays flat, which XML
/// readers with a nesting limit (libxml2's is 256) read too.
struct _SVGWriter {
    let fontRegistry: FontRegistry
    /// Put before every identifier, so that pictures in one HTML page do not share names.
    let idPrefix: String
    private var body = ""
    private var definitions = ""
    /// Glyph definitions (identifier, units per em) by (file, face, glyph); nil for a glyph
    /// without an outline.
    private var glyphs: [_GlyphKey: (id: String, unitsPerEm: Int)?] = [:]
    /// Image identifiers by source; nil for an image that cannot be embedded.
    private var imageIDs: [ImageReference.Source: String?] = [:]
    private var glyphCount = 0
    private var imageCount = 0
    private var clipCount = 0
    /// A saved state: where the user space's origin is and how it is scaled, in the document's
    /// coordinates, and how many groups were opened since it was saved.
    private struct _State {
        var scale: CGFloat = 1
        var offset = CGPoint.zero
        var openGroups = 0
    }
    /// The saved states, the document itself first.
    private var states = [_State()]
    /// How many groups are open: the nesting depth of the next element.
    private var depth = 0

    /// Elements are indented by their depth, two spaces a level, up to this many levels: a
    /// picture of a very deep tree stays linear in size.
    static let maximumIndentation = 32

    init(fontRegistry: FontRegistry, idPrefix: String = "") {
        self.fontRegistry = fontRegistry
        self.idPrefix = idPrefix
    }

    private struct _GlyphKey: Hashable {
        var file: String
        var face: Int
        var glyph: UInt32
    }

    // MARK: Commands

    mutating func write(_ command: DrawingCommand) {
        switch command {
        case .saveState:
            states.append(_State(scale: state.scale, offset: state.offset))
        case .restoreState:
            guard states.count > 1 else { return }
            closeGroups(states.removeLast().openGroups)
        case .translate(let offset):
            guard offset.x.isFinite, offset.y.isFinite else { return }
            states[states.count - 1].offset = place(offset)
        case .scale(let factor):
            guard factor.isFinite else { return }
            states[states.count - 1].scale *= factor
        case .clip(let path):
            guard let data = pathData(path) else { return }
            let id = "\(idPrefix)c\(clipCount)"
            clipCount += 1
            line("<clipPath id=\"\(id)\"><path d=\"\(data)\"/></clipPath>")
            openGroup("clip-path=\"url(#\(id))\"")
        case .setAlpha(let alpha):
            guard alpha.isFinite else { return }
            openGroup("opacity=\"\(n(min(max(alpha, 0), 1)))\"")
        case .fill(let path, let color):
            guard !color.isClear, let data = pathData(path) else { return }
            line("<path d=\"\(data)\" fill=\"\(rgb(color))\"\(opacity("fill-opacity", color))/>")
        case .stroke(let path, let color, let lineWidth, let dash):
            // Lengths scale with the coordinates.
            let scale = abs(state.scale)
            guard !color.isClear, lineWidth.isFinite, lineWidth * scale > 0, let data = pathData(path) else { return }
            var attributes = "fill=\"none\" stroke=\"\(rgb(color))\"\(opacity("stroke-opacity", color))"
            attributes += " stroke-width=\"\(n(lineWidth * scale))\""
            if let dash = _DashPattern.valid(dash) {
                attributes += " stroke-dasharray=\"\(dash.map { n($0 * scale) }.joined(separator: " "))\""
            }
            line("<path d=\"\(data)\" \(attributes)/>")
        case .drawGlyphs(let run, let origin, let color):
            drawGlyphs(run, at: origin, color: color)
        case .drawImage(let image, let rect):
            drawImage(image, in: rect)
        }
    }

    private mutating func drawGlyphs(_ run: GlyphRun, at origin: CGPoint, color: Color) {
        guard !color.isClear, origin.x.isFinite, origin.y.isFinite, run.pointSize.isFinite, run.pointSize > 0 else {
            return
        }
        var uses: [String] = []
        for (glyph, position) in zip(run.glyphs, run.positions) {
            guard position.x.isFinite, position.y.isFinite,
                let (id, unitsPerEm) = glyphDefinition(glyph, file: run.fontFile, face: run.faceIndex)
            else { continue }
            let scale = state.scale * run.pointSize / CGFloat(unitsPerEm)
            let at = place(CGPoint(x: origin.x + position.x, y: origin.y + position.y))
            uses.append(
                "<use xlink:href=\"#\(id)\" transform=\"matrix(\(n(scale)) 0 0 \(n(scale)) \(n(at.x)) \(n(at.y)))\"/>")
        }
        guard !uses.isEmpty else { return }
        line("<g fill=\"\(rgb(color))\"\(opacity("fill-opacity", color))>")
        for use in uses { line("  " + use) }
        line("</g>")
    }

    /// The identifier of a glyph's definition and its face's units per em, writing the
    /// definition the first time; nil for a glyph without an outline.
    private mutating func glyphDefinition(_ glyph: UInt32, file: String, face: Int) -> (String, Int)? {
        let key = _GlyphKey(file: file, face: face, glyph: glyph)
        if let known = glyphs[key] { return known }
        guard let outline = fontRegistry.glyphOutline(glyph, fontFile: file, faceIndex: face),
            let data = pathData(outline.path, placed: false)
        else {
            glyphs[key] = .some(nil)
            return nil
        }
        let id = "\(idPrefix)g\(glyphCount)"
        glyphCount += 1
        glyphs[key] = (id, outline.unitsPerEm)
        definitions += "<path id=\"\(id)\" d=\"\(data)\"/>\n"
        return (id, outline.unitsPerEm)
    }

    private mutating func drawImage(_ image: ImageReference, in rect: CGRect) {
        let rect = rect.standardized
        guard rect.origin.x.isFinite, rect.origin.y.isFinite, rect.width.isFinite, rect.height.isFinite,
            rect.width > 0, rect.height > 0
        else { return }
        guard let (id, pixelSize) = imageDefinition(image) else {
            for command in _ImagePlaceholder.commands(in: rect) { write(command) }
            return
        }
        let sx = state.scale * rect.width / pixelSize.width
        let sy = state.scale * rect.height / pixelSize.height
        let at = place(rect.origin)
        line("<use xlink:href=\"#\(id)\" transform=\"matrix(\(n(sx)) 0 0 \(n(sy)) \(n(at.x)) \(n(at.y)))\"/>")
    }

    /// The identifier of an image's definition and the size it is defined at, writing the
    /// definition the first time; nil for an image whose bytes cannot be read or are not PNG or
    /// JPEG.
    private mutating func imageDefinition(_ image: ImageReference) -> (String, CGSize)? {
        let size = _ImageBytes.definedSize(image.pixelSize)
        if let known = imageIDs[image.source] { return known.map { ($0, size) } }
        guard let bytes = try? image.bytes(), let format = _ImageBytes.Format(bytes) else {
            imageIDs[image.source] = .some(nil)
            return nil
        }
        let id = "\(idPrefix)i\(imageCount)"
        imageCount += 1
        imageIDs[image.source] = id
        definitions += "<image id=\"\(id)\" width=\"\(n(size.width))\" height=\"\(n(size.height))\""
        definitions += " preserveAspectRatio=\"none\" xlink:href=\"data:\(format.mimeType);base64,"
        definitions += bytes.base64EncodedString() + "\"/>\n"
        return (id, size)
    }

    // MARK: Groups

    private mutating func openGroup(_ attributes: String) {
        line("<g \(attributes)>")
        states[states.count - 1].openGroups += 1
        depth += 1
    }

    /// Closes `count` groups of a state being left, innermost first.
    private mutating func closeGroups(_ count: Int) {
        for _ in 0..<count {
            depth -= 1
            line("</g>")
        }
    }

    // MARK: The document

    /// The whole document: the root element, the definitions, the body, every group closed.
    mutating func document(size: CGSize, scale: CGFloat) -> String {
        while states.count > 1 { closeGroups(states.removeLast().openGroups) }
        closeGroups(states[0].openGroups)
        states[0].openGroups = 0
        func dimension(_ value: CGFloat) -> CGFloat { value.isFinite ? max(0, value) : 0 }
        let width = dimension(size.width)
        let height = dimension(size.height)
        let scale = scale.isFinite && scale > 0 ? scale : 1
        var document = "<svg xmlns=\"http://www.w3.org/2000/svg\" xmlns:xlink=\"http://www.w3.org/1999/xlink\""
        document += " width=\"\(n(width * scale))\" height=\"\(n(height * scale))\""
        document += " viewBox=\"0 0 \(n(width)) \(n(height))\">\n"
        if !definitions.isEmpty { document += "<defs>\n" + definitions + "</defs>\n" }
        return document + body + "</svg>\n"
    }

    private mutating func line(_ text: String) {
        body += String(repeating: "  ", count: min(depth, Self.maximumIndentation)) + text + "\n"
    }

    // MARK: Values

    /// The innermost saved state.
    private var state: _State { states[states.count - 1] }

    /// A point of the current user space in the document's coordinates.
    private func place(_ point: CGPoint) -> CGPoint {
        let state = state
        return CGPoint(x: state.scale * point.x + state.offset.x, y: state.scale * point.y + state.offset.y)
    }

    /// A number in the tool's one shortest round-trip form.
    private func n(_ value: CGFloat) -> String { _JSONWriter.number(Double(value)) }

    /// A colour without its opacity, `#RRGGBB`.
    private func rgb(_ color: Color) -> String { color.withAlphaComponent(1).hexString }

    /// An opacity attribute (with its leading space) when the colour is not opaque.
    private func opacity(_ name: String, _ color: Color) -> String {
        color.alpha < 1 ? " \(name)=\"\(n(color.alpha))\"" : ""
    }

    /// A path's `d` attribute, in the document's coordinates (`placed`) or as it is; nil for a
    /// path without elements or with a non-finite coordinate. A line or curve with no current
    /// point starts at (0, 0), as in Cairo.
    private func pathData(_ path: Path, placed: Bool = true) -> String? {
        guard !path.isEmpty, path.elements.allSatisfy(\.isFinite) else { return nil }
        var parts: [String] = []
        parts.reserveCapacity(path.elements.count)
        var hasCurrentPoint = false
        func point(_ p: CGPoint) -> String {
            let point = placed ? place(p) : p
            return n(point.x) + " " + n(point.y)
        }
        for element in path.elements {
            switch element {
            case .move: break
            case .close: if !hasCurrentPoint { continue }  // nothing to close: Cairo ignores it too
            default: if !hasCurrentPoint { parts.append("M" + point(.zero)) }
            }
            hasCurrentPoint = true
            switch element {
            case .move(let to): parts.append("M" + point(to))
            case .line(let to): parts.append("L" + point(to))
            case .quadCurve(let to, let control): parts.append("Q" + point(control) + " " + point(to))
            case .cubicCurve(let to, let control1, let control2):
                parts.append("C" + point(control1) + " " + point(control2) + " " + point(to))
            case .close: parts.append("Z")
            }
        }
        return parts.isEmpty ? nil : parts.joined(separator: " ")
    }
}
