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
    /// The body and the definitions as UTF-8 (appending bytes, numbers written from their
    /// digits, costs a fraction of `String` appends and interpolations).
    private var body: [UInt8] = []
    private var definitions: [UInt8] = []
    /// Glyph definitions (identifier, units per em) by (file, face, glyph); nil for a glyph
    /// without an outline.
    private var glyphs: [_GlyphKey: (number: Int, unitsPerEm: Int)?] = [:]
    /// The faces met so far, numbered (a glyph's key holds its face's number: hashing the
    /// file's name per glyph cost more than writing the glyph).
    private var faceNumbers: [_FaceKey: Int] = [:]
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

    private struct _FaceKey: Hashable {
        var file: String
        var face: Int
    }

    private struct _GlyphKey: Hashable {
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
            guard Self.hasPathData(path) else { return }
            let id = idPrefix + "c" + String(clipCount)
            clipCount += 1
            startLine()
            body.append("<clipPath id=\"")
            body.append(id)
            body.append("\"><path d=\"")
            appendPathData(path)
            body.append("\"/></clipPath>\n")
            openGroup { $0.append("clip-path=\"url(#"); $0.append(id); $0.append(")\"") }
        case .setAlpha(let alpha):
            guard alpha.isFinite else { return }
            openGroup { $0.append("opacity=\""); $0.append(number: min(max(alpha, 0), 1)); $0.append("\"") }
        case .fill(let path, let color):
            guard !color.isClear, Self.hasPathData(path) else { return }
            startLine()
            body.append("<path d=\"")
            appendPathData(path)
            body.append("\" fill=\"")
            body.append(rgb(color))
            body.append("\"")
            appendOpacity("fill-opacity", color)
            body.append("/>\n")
        case .stroke(let path, let color, let lineWidth, let dash):
            // Lengths scale with the coordinates.
            let scale = abs(state.scale)
            guard !color.isClear, lineWidth.isFinite, lineWidth * scale > 0, Self.hasPathData(path) else { return }
            startLine()
            body.append("<path d=\"")
            appendPathData(path)
            body.append("\" fill=\"none\" stroke=\"")
            body.append(rgb(color))
            body.append("\"")
            appendOpacity("stroke-opacity", color)
            body.append(" stroke-width=\"")
            body.append(number: lineWidth * scale)
            body.append("\"")
            if let dash = _DashPattern.valid(dash) {
                body.append(" stroke-dasharray=\"")
                for (index, length) in dash.enumerated() {
                    if index > 0 { body.append(" ") }
                    body.append(number: length * scale)
                }
                body.append("\"")
            }
            body.append("/>\n")
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
        // The group is written first and taken back when no glyph has an outline.
        let groupStart = body.count
        startLine()
        body.append("<g fill=\"")
        body.append(rgb(color))
        body.append("\"")
        appendOpacity("fill-opacity", color)
        body.append(">\n")
        var used = false
        let faceKey = _FaceKey(file: run.fontFile, face: run.faceIndex)
        let face = faceNumbers[faceKey] ?? faceNumbers.count
        faceNumbers[faceKey] = face
        for (glyph, position) in zip(run.glyphs, run.positions) {
            guard position.x.isFinite, position.y.isFinite,
                let (number, unitsPerEm) = glyphDefinition(glyph, face: face, of: faceKey)
            else { continue }
            used = true
            let scale = state.scale * run.pointSize / CGFloat(unitsPerEm)
            let at = place(CGPoint(x: origin.x + position.x, y: origin.y + position.y))
            startLine()
            body.append("  <use xlink:href=\"#")
            body.append(idPrefix)
            body.append("g")
            body.append(number: CGFloat(number))
            body.append("\" transform=\"matrix(")
            appendMatrix(scale, scale, at)
            body.append(")\"/>\n")
        }
        guard used else {
            body.removeSubrange(groupStart...)
            return
        }
        startLine()
        body.append("</g>\n")
    }

    /// The identifier of a glyph's definition and its face's units per em, writing the
    /// definition the first time; nil for a glyph without an outline.
    private mutating func glyphDefinition(_ glyph: UInt32, face: Int, of faceKey: _FaceKey) -> (Int, Int)? {
        let key = _GlyphKey(face: face, glyph: glyph)
        if let known = glyphs[key] { return known }
        guard let outline = fontRegistry.glyphOutline(glyph, fontFile: faceKey.file, faceIndex: faceKey.face),
            Self.hasPathData(outline.path)
        else {
            glyphs[key] = .some(nil)
            return nil
        }
        let number = glyphCount
        glyphCount += 1
        glyphs[key] = (number, outline.unitsPerEm)
        definitions.append("<path id=\"")
        definitions.append(idPrefix)
        definitions.append("g")
        definitions.append(number: CGFloat(number))
        definitions.append("\" d=\"")
        Self.appendPathData(outline.path, placing: nil, to: &definitions)
        definitions.append("\"/>\n")
        return (number, outline.unitsPerEm)
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
        startLine()
        body.append("<use xlink:href=\"#")
        body.append(id)
        body.append("\" transform=\"matrix(")
        appendMatrix(sx, sy, at)
        body.append(")\"/>\n")
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
        let id = idPrefix + "i" + String(imageCount)
        imageCount += 1
        imageIDs[image.source] = id
        definitions.append("<image id=\"")
        definitions.append(id)
        definitions.append("\" width=\"")
        definitions.append(number: size.width)
        definitions.append("\" height=\"")
        definitions.append(number: size.height)
        definitions.append("\" preserveAspectRatio=\"none\" xlink:href=\"data:")
        definitions.append(format.mimeType)
        definitions.append(";base64,")
        definitions.append(bytes.base64EncodedString())
        definitions.append("\"/>\n")
        return (id, size)
    }

    // MARK: Groups

    /// Opens a group whose attributes `attributes` writes.
    private mutating func openGroup(_ attributes: (inout [UInt8]) -> Void) {
        startLine()
        body.append("<g ")
        attributes(&body)
        body.append(">\n")
        states[states.count - 1].openGroups += 1
        depth += 1
    }

    /// Closes `count` groups of a state being left, innermost first.
    private mutating func closeGroups(_ count: Int) {
        for _ in 0..<count {
            depth -= 1
            startLine()
            body.append("</g>\n")
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
        var document: [UInt8] = []
        document.reserveCapacity(definitions.count + body.count + 256)
        document.append("<svg xmlns=\"http://www.w3.org/2000/svg\" xmlns:xlink=\"http://www.w3.org/1999/xlink\"")
        document.append(" width=\"")
        document.append(number: width * scale)
        document.append("\" height=\"")
        document.append(number: height * scale)
        document.append("\" viewBox=\"0 0 ")
        document.append(number: width)
        document.append(" ")
        document.append(number: height)
        document.append("\">\n")
        if !definitions.isEmpty {
            document.append("<defs>\n")
            document += definitions
            document.append("</defs>\n")
        }
        document += body
        document.append("</svg>\n")
        return String(decoding: document, as: UTF8.self)
    }

    /// Starts an element's line: its indentation.
    private mutating func startLine() {
        let spaces = 2 * min(depth, Self.maximumIndentation)
        if spaces > 0 { body.append(contentsOf: repeatElement(UInt8(ascii: " "), count: spaces)) }
    }

    // MARK: Values

    /// The innermost saved state.
    private var state: _State { states[states.count - 1] }

    /// A point of the current user space in the document's coordinates.
    private func place(_ point: CGPoint) -> CGPoint {
        Self.place(point, in: state)
    }

    private static func place(_ point: CGPoint, in state: _State) -> CGPoint {
        CGPoint(x: state.scale * point.x + state.offset.x, y: state.scale * point.y + state.offset.y)
    }

    /// Writes a matrix's six numbers: `sx 0 0 sy x y`.
    private mutating func appendMatrix(_ sx: CGFloat, _ sy: CGFloat, _ at: CGPoint) {
        body.append(number: sx)
        body.append(" 0 0 ")
        body.append(number: sy)
        body.append(" ")
        body.append(number: at.x)
        body.append(" ")
        body.append(number: at.y)
    }

    /// A colour without its opacity, `#RRGGBB`.
    private func rgb(_ color: Color) -> String { color.withAlphaComponent(1).hexString }

    /// An opacity attribute (with its leading space) when the colour is not opaque.
    private mutating func appendOpacity(_ name: StaticString, _ color: Color) {
        guard color.alpha < 1 else { return }
        body.append(" ")
        body.append(name)
        body.append("=\"")
        body.append(number: color.alpha)
        body.append("\"")
    }

    /// Whether a path has a `d` attribute: it has an element other than a close (a close with
    /// no current point is left out, as Cairo ignores it) and no non-finite coordinate.
    private static func hasPathData(_ path: Path) -> Bool {
        guard !path.isEmpty, path.elements.allSatisfy(\.isFinite) else { return false }
        return path.elements.contains { if case .close = $0 { false } else { true } }
    }

    /// Writes the `d` attribute of a path that ``hasPathData(_:)`` to the body, in the
    /// document's coordinates.
    private mutating func appendPathData(_ path: Path) {
        let state = state
        Self.appendPathData(path, placing: state, to: &body)
    }

    /// Writes the `d` attribute of a path that ``hasPathData(_:)``: placed by `state`, or as
    /// it is. A line or curve with no current point starts at (0, 0), as in Cairo.
    private static func appendPathData(_ path: Path, placing state: _State?, to bytes: inout [UInt8]) {
        var hasCurrentPoint = false
        var first = true
        func command(_ letter: UInt8) {
            if !first { bytes.append(UInt8(ascii: " ")) }
            first = false
            bytes.append(letter)
        }
        func point(_ p: CGPoint) {
            let point = state.map { place(p, in: $0) } ?? p
            bytes.append(number: point.x)
            bytes.append(UInt8(ascii: " "))
            bytes.append(number: point.y)
        }
        for element in path.elements {
            switch element {
            case .move: break
            case .close: if !hasCurrentPoint { continue }  // nothing to close: Cairo ignores it too
            default:
                if !hasCurrentPoint {
                    command(UInt8(ascii: "M"))
                    point(.zero)
                }
            }
            hasCurrentPoint = true
            switch element {
            case .move(let to):
                command(UInt8(ascii: "M"))
                point(to)
            case .line(let to):
                command(UInt8(ascii: "L"))
                point(to)
            case .quadCurve(let to, let control):
                command(UInt8(ascii: "Q"))
                point(control)
                bytes.append(UInt8(ascii: " "))
                point(to)
            case .cubicCurve(let to, let control1, let control2):
                command(UInt8(ascii: "C"))
                point(control1)
                bytes.append(UInt8(ascii: " "))
                point(control2)
                bytes.append(UInt8(ascii: " "))
                point(to)
            case .close: command(UInt8(ascii: "Z"))
            }
        }
    }
}

extension [UInt8] {
    /// Appends a text's UTF-8 bytes.
    fileprivate mutating func append(_ text: StaticString) {
        text.withUTF8Buffer { append(contentsOf: $0) }
    }

    /// Appends a text's UTF-8 bytes.
    fileprivate mutating func append(_ text: String) {
        if !text.isEmpty { append(contentsOf: text.utf8) }
    }

    /// Appends a number in the tool's one shortest round-trip form.
    fileprivate mutating func append(number: CGFloat) {
        _JSONWriter.appendNumber(Double(number), to: &self)
    }
}
