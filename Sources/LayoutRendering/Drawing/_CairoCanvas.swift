import CJPEG
import Foundation
import Graphics

/// Replays a display list into a Cairo context, with the same reading of every command as the
/// SVG renderer: saved states are Cairo's save and restore; an opacity is a group (pushed, then
/// painted with the opacity at the matching restore); commands with a non-finite number, clear
/// colours, strokes no wider than 0 and unbalanced restores are left out.
final class _CairoCanvas {
    private let cairo: _CairoLibrary
    private let context: OpaquePointer

    /// One saved state (the first stands for the context itself): the opacities of the groups
    /// pushed since, and whether nothing drawn now can show (a scale by 0, an opacity of 0).
    private struct Level {
        var groupAlphas: [Double] = []
        var isInvisible = false
    }
    private var levels = [Level()]
    /// Decoded images by source (nil for one that cannot be decoded), destroyed with the canvas.
    private var images: [ImageReference.Source: OpaquePointer?] = [:]

    init(cairo: _CairoLibrary, context: OpaquePointer) {
        self.cairo = cairo
        self.context = context
        // SVG's default miter limit, so that both renderers join lines alike.
        cairo.setMiterLimit(context, 4)
        let options = cairo.fontOptionsCreate()
        // Glyphs go exactly where the measurer put them: no hinting of outlines or metrics.
        cairo.fontOptionsSetHintStyle(options, 1)  // CAIRO_HINT_STYLE_NONE
        cairo.fontOptionsSetHintMetrics(options, 1)  // CAIRO_HINT_METRICS_OFF
        cairo.setFontOptions(context, options)
        cairo.fontOptionsDestroy(options)
    }

    deinit {
        for case let image?? in images.values { cairo.surfaceDestroy(image) }
    }

    private var isInvisible: Bool { levels[levels.count - 1].isInvisible }

    // MARK: Commands

    func replay(_ commands: [DrawingCommand]) {
        for command in commands { apply(command) }
        while levels.count > 1 { restore() }
        popGroups()
    }

    private func apply(_ command: DrawingCommand) {
        switch command {
        case .saveState:
            cairo.save(context)
            levels.append(Level(isInvisible: isInvisible))
        case .restoreState:
            guard levels.count > 1 else { return }
            restore()
        case .translate(let offset):
            guard offset.x.isFinite, offset.y.isFinite else { return }
            cairo.translate(context, Double(offset.x), Double(offset.y))
        case .scale(let factor):
            guard factor.isFinite else { return }
            if factor == 0 {
                levels[levels.count - 1].isInvisible = true
            } else {
                cairo.scale(context, Double(factor), Double(factor))
            }
        case .clip(let path):
            guard setPath(path) else { return }
            cairo.clip(context)
        case .setAlpha(let alpha):
            guard alpha.isFinite, alpha < 1 else { return }
            if alpha <= 0 {
                levels[levels.count - 1].isInvisible = true
            } else {
                cairo.pushGroup(context)
                levels[levels.count - 1].groupAlphas.append(Double(alpha))
            }
        case .fill(let path, let color):
            guard !isInvisible, !color.isClear, setPath(path) else { return }
            setSource(color)
            cairo.fill(context)
        case .stroke(let path, let color, let lineWidth, let dash):
            guard !isInvisible, !color.isClear, lineWidth.isFinite, lineWidth > 0, setPath(path) else { return }
            setSource(color)
            cairo.setLineWidth(context, Double(lineWidth))
            let lengths = (_DashPattern.valid(dash) ?? []).map(Double.init)
            lengths.withUnsafeBufferPointer { cairo.setDash(context, $0.baseAddress, Int32($0.count), 0) }
            cairo.stroke(context)
        case .drawGlyphs(let run, let origin, let color):
            guard !isInvisible else { return }
            drawGlyphs(run, at: origin, color: color)
        case .drawImage(let image, let rect):
            guard !isInvisible else { return }
            drawImage(image, in: rect)
        }
    }

    private func restore() {
        popGroups()
        levels.removeLast()
        cairo.restore(context)
    }

    /// Paints the groups of the innermost level, innermost first, each with its opacity.
    private func popGroups() {
        while let alpha = levels[levels.count - 1].groupAlphas.popLast() {
            cairo.popGroupToSource(context)
            cairo.paintWithAlpha(context, alpha)
        }
    }

    private func setSource(_ color: Color) {
        cairo.setSourceRGBA(context, Double(color.red), Double(color.green), Double(color.blue), Double(color.alpha))
    }

    /// Makes a path Cairo's current path; false (and no path) for an empty one or one with a
    /// non-finite coordinate. Quadratic curves become the cubic curves they are; a line or curve
    /// with no current point starts at (0, 0).
    private func setPath(_ path: Path) -> Bool {
        guard !path.isEmpty, path.elements.allSatisfy(\.isFinite) else { return false }
        cairo.newPath(context)
        var current: CGPoint?
        var start = CGPoint.zero
        func ensureCurrent() -> CGPoint {
            if let current { return current }
            cairo.moveTo(context, 0, 0)
            start = .zero
            return .zero
        }
        for element in path.elements {
            switch element {
            case .move(let to):
                cairo.moveTo(context, Double(to.x), Double(to.y))
                current = to
                start = to
            case .line(let to):
                _ = ensureCurrent()
                cairo.lineTo(context, Double(to.x), Double(to.y))
                current = to
            case .quadCurve(let to, let control):
                let from = ensureCurrent()
                let control1 = CGPoint(x: from.x + 2 / 3 * (control.x - from.x), y: from.y + 2 / 3 * (control.y - from.y))
                let control2 = CGPoint(x: to.x + 2 / 3 * (control.x - to.x), y: to.y + 2 / 3 * (control.y - to.y))
                cairo.curveTo(
                    context, Double(control1.x), Double(control1.y), Double(control2.x), Double(control2.y),
                    Double(to.x), Double(to.y))
                current = to
            case .cubicCurve(let to, let control1, let control2):
                _ = ensureCurrent()
                cairo.curveTo(
                    context, Double(control1.x), Double(control1.y), Double(control2.x), Double(control2.y),
                    Double(to.x), Double(to.y))
                current = to
            case .close:
                cairo.closePath(context)
                current = start
            }
        }
        return true
    }

    // MARK: Text

    /// Draws a run with the FreeType face of its file (Cairo's FreeType font backend), each
    /// glyph at its position: the very glyphs that measured the text.
    private func drawGlyphs(_ run: GlyphRun, at origin: CGPoint, color: Color) {
        guard !color.isClear, origin.x.isFinite, origin.y.isFinite, run.pointSize.isFinite, run.pointSize > 0,
            !run.fontFile.isEmpty, let face = cairo.fontFace(file: run.fontFile, index: run.faceIndex)
        else { return }
        var glyphs: [_CairoGlyph] = []
        glyphs.reserveCapacity(run.glyphs.count)
        for (glyph, position) in zip(run.glyphs, run.positions) where position.x.isFinite && position.y.isFinite {
            glyphs.append(
                _CairoGlyph(index: UInt(glyph), x: Double(origin.x + position.x), y: Double(origin.y + position.y)))
        }
        guard !glyphs.isEmpty else { return }
        cairo.setFontFace(context, face)
        cairo.setFontSize(context, Double(run.pointSize))
        setSource(color)
        glyphs.withUnsafeBytes { cairo.showGlyphs(context, $0.baseAddress, Int32(glyphs.count)) }
    }

    // MARK: Images

    private func drawImage(_ image: ImageReference, in rect: CGRect) {
        let rect = rect.standardized
        guard rect.origin.x.isFinite, rect.origin.y.isFinite, rect.width.isFinite, rect.height.isFinite,
            rect.width > 0, rect.height > 0
        else { return }
        guard let surface = decoded(image) else {
            for command in _ImagePlaceholder.commands(in: rect) { apply(command) }
            return
        }
        let width = Double(cairo.imageSurfaceGetWidth(surface))
        let height = Double(cairo.imageSurfaceGetHeight(surface))
        cairo.save(context)
        cairo.translate(context, Double(rect.minX), Double(rect.minY))
        cairo.scale(context, Double(rect.width) / width, Double(rect.height) / height)
        cairo.setSourceSurface(context, surface, 0, 0)
        cairo.newPath(context)
        cairo.rectangle(context, 0, 0, width, height)
        cairo.fill(context)
        cairo.restore(context)
    }

    /// The image decoded into a Cairo image surface, once per source; nil when its bytes cannot
    /// be read or decoded.
    private func decoded(_ image: ImageReference) -> OpaquePointer? {
        if let known = images[image.source] { return known }
        var surface: OpaquePointer?
        if let bytes = try? image.bytes(), let format = _ImageBytes.Format(bytes) {
            surface = switch format {
            case .png: decodePNG(bytes)
            case .jpeg: decodeJPEG(bytes)
            }
        }
        images[image.source] = .some(surface)
        return surface
    }

    private func decodePNG(_ bytes: Data) -> OpaquePointer? {
        let source = _ByteSource(bytes)
        let surface = cairo.imageSurfaceCreateFromPNGStream(_ByteSource.read, Unmanaged.passUnretained(source).toOpaque())
        withExtendedLifetime(source) {}
        guard let surface else { return nil }
        guard cairo.surfaceStatus(surface) == 0, cairo.imageSurfaceGetWidth(surface) > 0 else {
            cairo.surfaceDestroy(surface)
            return nil
        }
        return surface
    }

    private func decodeJPEG(_ bytes: Data) -> OpaquePointer? {
        var pixels: UnsafeMutablePointer<UInt8>?
        var width: UInt32 = 0
        var height: UInt32 = 0
        var message = [CChar](repeating: 0, count: 200)
        let status = bytes.withUnsafeBytes { buffer in
            cjpeg_decode_rgb(
                buffer.baseAddress?.assumingMemoryBound(to: UInt8.self), buffer.count, &pixels, &width, &height,
                &message, message.count)
        }
        guard status == 0, let pixels else { return nil }
        defer { cjpeg_free(pixels) }
        // CAIRO_FORMAT_RGB24 (1): 32-bit native-endian words, the top byte unused.
        guard let surface = cairo.imageSurfaceCreate(1, Int32(width), Int32(height)),
            cairo.surfaceStatus(surface) == 0, let data = cairo.imageSurfaceGetData(surface)
        else { return nil }
        cairo.surfaceFlush(surface)
        let stride = Int(cairo.imageSurfaceGetStride(surface))
        for y in 0..<Int(height) {
            let row = UnsafeMutableRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
            let source = pixels + y * Int(width) * 3
            for x in 0..<Int(width) {
                let r = UInt32(source[3 * x]), g = UInt32(source[3 * x + 1]), b = UInt32(source[3 * x + 2])
                row[x] = 0xFF00_0000 | r << 16 | g << 8 | b
            }
        }
        cairo.surfaceMarkDirty(surface)
        return surface
    }
}

extension Path.Element {
    /// Whether every coordinate of the element is finite.
    var isFinite: Bool {
        func finite(_ point: CGPoint) -> Bool { point.x.isFinite && point.y.isFinite }
        switch self {
        case .move(let to), .line(let to): return finite(to)
        case .quadCurve(let to, let control): return finite(to) && finite(control)
        case .cubicCurve(let to, let control1, let control2): return finite(to) && finite(control1) && finite(control2)
        case .close: return true
        }
    }
}
