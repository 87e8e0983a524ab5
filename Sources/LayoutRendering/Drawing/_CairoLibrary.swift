import CFreeType
import Foundation
import Synchronization

/// The Cairo functions the renderer calls, looked up with `dlopen`/`dlsym` at run time: only the
/// runtime library (`libcairo.so.2`, Debian's libcairo2) is needed, never its headers, so the
/// package builds where Cairo's development files are not installed and SVG works where Cairo is
/// not installed at all. Each function's C type is declared here, from Cairo's documentation.
///
/// A library is loaded once per name and kept for the life of the process (Cairo keeps global
/// caches that must not be unloaded). It also keeps the Cairo font faces made for font files,
/// over its own FreeType library, one per (file, face index), for ever: Cairo needs a face to
/// outlive every surface that drew with it.
final class _CairoLibrary: @unchecked Sendable {
    typealias Pointer = OpaquePointer
    /// `cairo_write_func_t`: returns a `cairo_status_t`.
    typealias WriteFunction = @convention(c) (UnsafeMutableRawPointer?, UnsafePointer<UInt8>?, UInt32) -> Int32
    /// `cairo_read_func_t`: returns a `cairo_status_t`.
    typealias ReadFunction = @convention(c) (UnsafeMutableRawPointer?, UnsafeMutablePointer<UInt8>?, UInt32) -> Int32

    let name: String

    // Surfaces.
    let imageSurfaceCreate: @convention(c) (Int32, Int32, Int32) -> Pointer?
    let imageSurfaceCreateFromPNGStream: @convention(c) (ReadFunction, UnsafeMutableRawPointer?) -> Pointer?
    let imageSurfaceGetData: @convention(c) (Pointer?) -> UnsafeMutablePointer<UInt8>?
    let imageSurfaceGetStride: @convention(c) (Pointer?) -> Int32
    let imageSurfaceGetWidth: @convention(c) (Pointer?) -> Int32
    let imageSurfaceGetHeight: @convention(c) (Pointer?) -> Int32
    let pdfSurfaceCreateForStream: @convention(c) (WriteFunction, UnsafeMutableRawPointer?, Double, Double) -> Pointer?
    /// `cairo_pdf_surface_set_metadata` (Cairo 1.16 and later; nil before).
    let pdfSurfaceSetMetadata: (@convention(c) (Pointer?, Int32, UnsafePointer<CChar>?) -> Void)?
    let surfaceWriteToPNGStream: @convention(c) (Pointer?, WriteFunction, UnsafeMutableRawPointer?) -> Int32
    let surfaceStatus: @convention(c) (Pointer?) -> Int32
    let surfaceFlush: @convention(c) (Pointer?) -> Void
    let surfaceMarkDirty: @convention(c) (Pointer?) -> Void
    let surfaceFinish: @convention(c) (Pointer?) -> Void
    let surfaceDestroy: @convention(c) (Pointer?) -> Void

    // Contexts and their state.
    let create: @convention(c) (Pointer?) -> Pointer?
    let destroy: @convention(c) (Pointer?) -> Void
    let status: @convention(c) (Pointer?) -> Int32
    let statusToString: @convention(c) (Int32) -> UnsafePointer<CChar>?
    let save: @convention(c) (Pointer?) -> Void
    let restore: @convention(c) (Pointer?) -> Void
    let translate: @convention(c) (Pointer?, Double, Double) -> Void
    let scale: @convention(c) (Pointer?, Double, Double) -> Void
    let pushGroup: @convention(c) (Pointer?) -> Void
    let popGroupToSource: @convention(c) (Pointer?) -> Void
    let paintWithAlpha: @convention(c) (Pointer?, Double) -> Void

    // Paths and painting.
    let newPath: @convention(c) (Pointer?) -> Void
    let moveTo: @convention(c) (Pointer?, Double, Double) -> Void
    let lineTo: @convention(c) (Pointer?, Double, Double) -> Void
    let curveTo: @convention(c) (Pointer?, Double, Double, Double, Double, Double, Double) -> Void
    let closePath: @convention(c) (Pointer?) -> Void
    let rectangle: @convention(c) (Pointer?, Double, Double, Double, Double) -> Void
    let clip: @convention(c) (Pointer?) -> Void
    let fill: @convention(c) (Pointer?) -> Void
    let stroke: @convention(c) (Pointer?) -> Void
    let setSourceRGBA: @convention(c) (Pointer?, Double, Double, Double, Double) -> Void
    let setSourceSurface: @convention(c) (Pointer?, Pointer?, Double, Double) -> Void
    let setLineWidth: @convention(c) (Pointer?, Double) -> Void
    let setMiterLimit: @convention(c) (Pointer?, Double) -> Void
    let setDash: @convention(c) (Pointer?, UnsafePointer<Double>?, Int32, Double) -> Void

    // Text.
    let ftFontFaceCreateForFTFace: @convention(c) (UnsafeMutableRawPointer?, Int32) -> Pointer?
    let fontFaceStatus: @convention(c) (Pointer?) -> Int32
    let setFontFace: @convention(c) (Pointer?, Pointer?) -> Void
    let setFontSize: @convention(c) (Pointer?, Double) -> Void
    let fontOptionsCreate: @convention(c) () -> Pointer?
    let fontOptionsDestroy: @convention(c) (Pointer?) -> Void
    let fontOptionsSetHintStyle: @convention(c) (Pointer?, Int32) -> Void
    let fontOptionsSetHintMetrics: @convention(c) (Pointer?, Int32) -> Void
    let setFontOptions: @convention(c) (Pointer?, Pointer?) -> Void
    /// `cairo_show_glyphs`, the glyphs an array of ``_CairoGlyph``.
    let showGlyphs: @convention(c) (Pointer?, UnsafeRawPointer?, Int32) -> Void

    private struct FontFaces: ~Copyable {
        var freeType: FT_Library?
        var faces: [String: Pointer?] = [:]
    }
    private let fontFaces = Mutex(FontFaces())

    /// The libraries loaded so far, by name.
    private static let loaded = Mutex<[String: _CairoLibrary]>([:])

    /// The library with a name (`libcairo.so.2` in normal use), loaded once.
    ///
    /// - Throws: ``RenderingError/cairoUnavailable(_:)`` when it cannot be loaded or lacks a
    ///   function, naming it and the Debian package libcairo2.
    static func named(_ name: String) throws(RenderingError) -> _CairoLibrary {
        let result: Result<_CairoLibrary, RenderingError> = loaded.withLock { loaded in
            if let library = loaded[name] { return .success(library) }
            guard let handle = dlopen(name, RTLD_NOW | RTLD_LOCAL) else {
                return .failure(.cairoUnavailable("\(name) not found: install the Debian package libcairo2"))
            }
            do throws(RenderingError) {
                let library = try _CairoLibrary(name: name, handle: handle)
                loaded[name] = library
                return .success(library)
            } catch {
                return .failure(error)
            }
        }
        return try result.get()
    }

    private init(name: String, handle: UnsafeMutableRawPointer) throws(RenderingError) {
        self.name = name
        func symbol<Function>(_ symbolName: String) throws(RenderingError) -> Function {
            guard let address = dlsym(handle, symbolName) else {
                throw .cairoUnavailable(
                    "\(name) has no \(symbolName): install the Debian package libcairo2 (Cairo 1.10 or later)")
            }
            return unsafeBitCast(address, to: Function.self)
        }
        imageSurfaceCreate = try symbol("cairo_image_surface_create")
        imageSurfaceCreateFromPNGStream = try symbol("cairo_image_surface_create_from_png_stream")
        imageSurfaceGetData = try symbol("cairo_image_surface_get_data")
        imageSurfaceGetStride = try symbol("cairo_image_surface_get_stride")
        imageSurfaceGetWidth = try symbol("cairo_image_surface_get_width")
        imageSurfaceGetHeight = try symbol("cairo_image_surface_get_height")
        pdfSurfaceCreateForStream = try symbol("cairo_pdf_surface_create_for_stream")
        pdfSurfaceSetMetadata = dlsym(handle, "cairo_pdf_surface_set_metadata").map {
            unsafeBitCast($0, to: (@convention(c) (Pointer?, Int32, UnsafePointer<CChar>?) -> Void).self)
        }
        surfaceWriteToPNGStream = try symbol("cairo_surface_write_to_png_stream")
        surfaceStatus = try symbol("cairo_surface_status")
        surfaceFlush = try symbol("cairo_surface_flush")
        surfaceMarkDirty = try symbol("cairo_surface_mark_dirty")
        surfaceFinish = try symbol("cairo_surface_finish")
        surfaceDestroy = try symbol("cairo_surface_destroy")
        create = try symbol("cairo_create")
        destroy = try symbol("cairo_destroy")
        status = try symbol("cairo_status")
        statusToString = try symbol("cairo_status_to_string")
        save = try symbol("cairo_save")
        restore = try symbol("cairo_restore")
        translate = try symbol("cairo_translate")
        scale = try symbol("cairo_scale")
        pushGroup = try symbol("cairo_push_group")
        popGroupToSource = try symbol("cairo_pop_group_to_source")
        paintWithAlpha = try symbol("cairo_paint_with_alpha")
        newPath = try symbol("cairo_new_path")
        moveTo = try symbol("cairo_move_to")
        lineTo = try symbol("cairo_line_to")
        curveTo = try symbol("cairo_curve_to")
        closePath = try symbol("cairo_close_path")
        rectangle = try symbol("cairo_rectangle")
        clip = try symbol("cairo_clip")
        fill = try symbol("cairo_fill")
        stroke = try symbol("cairo_stroke")
        setSourceRGBA = try symbol("cairo_set_source_rgba")
        setSourceSurface = try symbol("cairo_set_source_surface")
        setLineWidth = try symbol("cairo_set_line_width")
        setMiterLimit = try symbol("cairo_set_miter_limit")
        setDash = try symbol("cairo_set_dash")
        ftFontFaceCreateForFTFace = try symbol("cairo_ft_font_face_create_for_ft_face")
        fontFaceStatus = try symbol("cairo_font_face_status")
        setFontFace = try symbol("cairo_set_font_face")
        setFontSize = try symbol("cairo_set_font_size")
        fontOptionsCreate = try symbol("cairo_font_options_create")
        fontOptionsDestroy = try symbol("cairo_font_options_destroy")
        fontOptionsSetHintStyle = try symbol("cairo_font_options_set_hint_style")
        fontOptionsSetHintMetrics = try symbol("cairo_font_options_set_hint_metrics")
        setFontOptions = try symbol("cairo_set_font_options")
        showGlyphs = try symbol("cairo_show_glyphs")
    }

    /// Cairo's words for a status.
    func describe(_ code: Int32) -> String {
        statusToString(code).map { String(cString: $0) } ?? "Cairo status \(code)"
    }

    /// The Cairo font face of a face in a font file, made once (the FreeType face is opened with
    /// this library's own FreeType library and never closed); nil when FreeType cannot open it.
    func fontFace(file: String, index: Int) -> Pointer? {
        fontFaces.withLock { state in
            let key = "\(index):\(file)"
            if let known = state.faces[key] { return known }
            if state.freeType == nil {
                var library: FT_Library?
                if FT_Init_FreeType(&library) == 0 { state.freeType = library }
            }
            var face: FT_Face?
            guard let library = state.freeType, FT_New_Face(library, file, FT_Long(index), &face) == 0, let face else {
                state.faces[key] = .some(nil)
                return nil
            }
            let fontFace = ftFontFaceCreateForFTFace(UnsafeMutableRawPointer(face), 0)
            guard let fontFace, fontFaceStatus(fontFace) == 0 else {
                state.faces[key] = .some(nil)
                return nil
            }
            state.faces[key] = fontFace
            return fontFace
        }
    }
}

/// `cairo_glyph_t`: a glyph index (`unsigned long`) and its position (two `double`s).
struct _CairoGlyph {
    var index: UInt
    var x: Double
    var y: Double
}
