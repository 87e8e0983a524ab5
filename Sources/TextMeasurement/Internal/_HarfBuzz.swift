import Foundation
import Synchronization

/// HarfBuzz, the OpenType shaping engine, looked up with `dlopen`/`dlsym` at run time (as
/// LayoutRendering loads Cairo): only the runtime library (`libharfbuzz.so.0`, Debian's
/// libharfbuzz0b) is needed, never its headers. Each function's C type is declared here from
/// HarfBuzz's documentation.
///
/// Where the library is missing, ``shared`` is nil, the measurer says so once on standard error
/// (the first time it meets text that needs shaping), and such text is measured with FreeType's
/// advances, unshaped.
///
/// Fonts are made from the font file (`hb_blob_create_from_file`, `hb_face_create`), with
/// HarfBuzz's own OpenType functions, at a scale of one unit per font unit: advances and offsets
/// come back in font units, as FreeType's `FT_LOAD_NO_SCALE` advances do. A HarfBuzz font is
/// immutable once made and safe to shape with from any thread; they are kept for the life of the
/// process, one per face.
final class _HarfBuzz: @unchecked Sendable {
    typealias Pointer = OpaquePointer

    /// `hb_glyph_info_t` (20 bytes).
    struct GlyphInfo {
        var codepoint: UInt32
        var mask: UInt32
        var cluster: UInt32
        var var1: UInt32
        var var2: UInt32
    }

    /// `hb_glyph_position_t`.
    struct GlyphPosition {
        var xAdvance: Int32
        var yAdvance: Int32
        var xOffset: Int32
        var yOffset: Int32
        var var1: UInt32
    }

    /// `HB_DIRECTION_LTR` and `HB_DIRECTION_RTL`.
    static let leftToRight: UInt32 = 4
    static let rightToLeft: UInt32 = 5

    let version: String
    private let blobCreateFromFile: @convention(c) (UnsafePointer<CChar>?) -> Pointer?
    private let blobDestroy: @convention(c) (Pointer?) -> Void
    private let faceCreate: @convention(c) (Pointer?, UInt32) -> Pointer?
    private let faceGetUpem: @convention(c) (Pointer?) -> UInt32
    private let fontCreate: @convention(c) (Pointer?) -> Pointer?
    private let fontSetScale: @convention(c) (Pointer?, Int32, Int32) -> Void
    private let bufferCreate: @convention(c) () -> Pointer?
    private let bufferDestroy: @convention(c) (Pointer?) -> Void
    private let bufferAddUTF32: @convention(c) (Pointer?, UnsafePointer<UInt32>?, Int32, UInt32, Int32) -> Void
    private let bufferSetDirection: @convention(c) (Pointer?, UInt32) -> Void
    private let bufferGuessSegmentProperties: @convention(c) (Pointer?) -> Void
    private let bufferGetLength: @convention(c) (Pointer?) -> UInt32
    private let bufferGetGlyphInfos: @convention(c) (Pointer?, UnsafeMutablePointer<UInt32>?) -> UnsafeMutableRawPointer?
    private let bufferGetGlyphPositions: @convention(c) (Pointer?, UnsafeMutablePointer<UInt32>?) -> UnsafeMutableRawPointer?
    private let shapeFunction: @convention(c) (Pointer?, Pointer?, UnsafeRawPointer?, UInt32) -> Void

    /// HarfBuzz fonts by face (file and index); nil for a file HarfBuzz cannot read.
    private let fonts = Mutex<[_FaceKey: Pointer?]>([:])

    /// The library that ``shared`` loads.
    static let libraryName = "libharfbuzz.so.0"

    /// The process's HarfBuzz, loaded on first use; nil when `libharfbuzz.so.0` cannot be loaded
    /// or lacks a function.
    static let shared: _HarfBuzz? = load(libraryName)

    /// What a measurer says, once, when text needs shaping and HarfBuzz is missing.
    static let missingMessage =
        "TextMeasurement: \(libraryName) not found (Debian package libharfbuzz0b): right-to-left and complex scripts are measured with FreeType's advances, unshaped"

    private static let warned = Atomic<Bool>(false)

    /// Writes ``missingMessage`` to standard error the first time it is called.
    static func warnMissingOnce() {
        if warned.exchange(true, ordering: .relaxed) { return }
        FileHandle.standardError.write(Data((missingMessage + "\n").utf8))
    }

    /// Loads the library with this name, or returns nil.
    static func load(_ name: String) -> _HarfBuzz? {
        guard let handle = dlopen(name, RTLD_NOW | RTLD_LOCAL) else { return nil }
        return _HarfBuzz(handle: handle)
    }

    private init?(handle: UnsafeMutableRawPointer) {
        func symbol<Function>(_ name: String, as type: Function.Type = Function.self) -> Function? {
            dlsym(handle, name).map { unsafeBitCast($0, to: Function.self) }
        }
        guard let versionString: @convention(c) () -> UnsafePointer<CChar>? = symbol("hb_version_string"),
            let blobCreateFromFile: @convention(c) (UnsafePointer<CChar>?) -> Pointer? = symbol("hb_blob_create_from_file"),
            let blobDestroy: @convention(c) (Pointer?) -> Void = symbol("hb_blob_destroy"),
            let faceCreate: @convention(c) (Pointer?, UInt32) -> Pointer? = symbol("hb_face_create"),
            let faceGetUpem: @convention(c) (Pointer?) -> UInt32 = symbol("hb_face_get_upem"),
            let fontCreate: @convention(c) (Pointer?) -> Pointer? = symbol("hb_font_create"),
            let fontSetScale: @convention(c) (Pointer?, Int32, Int32) -> Void = symbol("hb_font_set_scale"),
            let bufferCreate: @convention(c) () -> Pointer? = symbol("hb_buffer_create"),
            let bufferDestroy: @convention(c) (Pointer?) -> Void = symbol("hb_buffer_destroy"),
            let bufferAddUTF32: @convention(c) (Pointer?, UnsafePointer<UInt32>?, Int32, UInt32, Int32) -> Void =
                symbol("hb_buffer_add_utf32"),
            let bufferSetDirection: @convention(c) (Pointer?, UInt32) -> Void = symbol("hb_buffer_set_direction"),
            let bufferGuessSegmentProperties: @convention(c) (Pointer?) -> Void =
                symbol("hb_buffer_guess_segment_properties"),
            let bufferGetLength: @convention(c) (Pointer?) -> UInt32 = symbol("hb_buffer_get_length"),
            let bufferGetGlyphInfos:
                @convention(c) (Pointer?, UnsafeMutablePointer<UInt32>?) -> UnsafeMutableRawPointer? =
                symbol("hb_buffer_get_glyph_infos"),
            let bufferGetGlyphPositions:
                @convention(c) (Pointer?, UnsafeMutablePointer<UInt32>?) -> UnsafeMutableRawPointer? =
                symbol("hb_buffer_get_glyph_positions"),
            let shape: @convention(c) (Pointer?, Pointer?, UnsafeRawPointer?, UInt32) -> Void = symbol("hb_shape")
        else { return nil }
        version = versionString().map { String(cString: $0) } ?? ""
        self.blobCreateFromFile = blobCreateFromFile
        self.blobDestroy = blobDestroy
        self.faceCreate = faceCreate
        self.faceGetUpem = faceGetUpem
        self.fontCreate = fontCreate
        self.fontSetScale = fontSetScale
        self.bufferCreate = bufferCreate
        self.bufferDestroy = bufferDestroy
        self.bufferAddUTF32 = bufferAddUTF32
        self.bufferSetDirection = bufferSetDirection
        self.bufferGuessSegmentProperties = bufferGuessSegmentProperties
        self.bufferGetLength = bufferGetLength
        self.bufferGetGlyphInfos = bufferGetGlyphInfos
        self.bufferGetGlyphPositions = bufferGetGlyphPositions
        self.shapeFunction = shape
    }

    /// The HarfBuzz font of a face, made on first use; nil for the built-in face and a file
    /// HarfBuzz cannot read.
    private func font(for face: _FontFace) -> Pointer? {
        if face.isBuiltIn { return nil }
        return fonts.withLock { fonts in
            if let known = fonts[face.key] { return known }
            var font: Pointer?
            if let blob = blobCreateFromFile(face.key.path) {
                let hbFace = faceCreate(blob, UInt32(clamping: face.key.index))
                blobDestroy(blob)
                if let hbFace, faceGetUpem(hbFace) > 0 {
                    font = fontCreate(hbFace)
                    // The font holds its face: the scale is one unit per font unit.
                    let units = Int32(clamping: face.unitsPerEm)
                    fontSetScale(font, units, units)
                }
            }
            fonts[face.key] = .some(font)
            return font
        }
    }

    /// One glyph as HarfBuzz placed it, in font units.
    struct ShapedGlyph {
        var glyph: UInt32
        /// The index (in the scalars given) of the first code point of the glyph's cluster.
        var cluster: Int
        var advance: Int32
        var xOffset: Int32
        var yOffset: Int32
    }

    /// Shapes code points with a face in one direction, giving the glyphs in visual order
    /// (left to right); nil when the face cannot be read by HarfBuzz. Each glyph names, by its
    /// index in `scalars`, the first code point of its cluster.
    func shape(_ scalars: [UInt32], face: _FontFace, rightToLeft: Bool) -> [ShapedGlyph]? {
        guard let font = font(for: face), let buffer = bufferCreate() else { return nil }
        defer { bufferDestroy(buffer) }
        scalars.withUnsafeBufferPointer { bufferAddUTF32(buffer, $0.baseAddress, Int32($0.count), 0, Int32($0.count)) }
        bufferSetDirection(buffer, rightToLeft ? Self.rightToLeft : Self.leftToRight)
        bufferGuessSegmentProperties(buffer)
        shapeFunction(font, buffer, nil, 0)
        let count = Int(bufferGetLength(buffer))
        // hb_glyph_info_t and hb_glyph_position_t: five 32-bit fields each.
        guard count > 0, let infoMemory = bufferGetGlyphInfos(buffer, nil),
            let positionMemory = bufferGetGlyphPositions(buffer, nil)
        else { return [] }
        let infos = infoMemory.bindMemory(to: GlyphInfo.self, capacity: count)
        let positions = positionMemory.bindMemory(to: GlyphPosition.self, capacity: count)
        return (0..<count).map { index in
            ShapedGlyph(
                glyph: infos[index].codepoint, cluster: Int(infos[index].cluster),
                advance: positions[index].xAdvance, xOffset: positions[index].xOffset,
                yOffset: positions[index].yOffset)
        }
    }
}
