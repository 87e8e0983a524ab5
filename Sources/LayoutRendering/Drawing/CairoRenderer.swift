import Foundation
import Graphics

/// Renders a display list to PNG or PDF with Cairo, loaded at run time.
///
/// ```swift
/// let recorder = RecordingContext()
/// window.render(in: recorder)
/// do {
///     let png = try CairoRenderer().png(recorder.commands, size: window.bounds.size, scale: 2)
///     try png.write(to: URL(fileURLWithPath: "screen.png"))
/// } catch {
///     print(error)   // e.g. libcairo.so.2 not found: install the Debian package libcairo2
/// }
/// ```
///
/// **Cairo at run time.** Only Cairo's runtime library (`libcairo.so.2`, Debian's libcairo2) is
/// needed, never its headers: it is opened with `dlopen` when a renderer is made, and each
/// function the renderer calls is looked up by name. Without it, making a renderer throws
/// ``RenderingError/cairoUnavailable(_:)``, one line naming the package; ``SVGRenderer`` needs
/// nothing and still works.
///
/// **Text** is drawn with Cairo's FreeType backend from the glyph runs' own font files
/// (`cairo_ft_font_face_create_for_ft_face`, `cairo_show_glyphs`): the very glyphs that measured
/// the text, each where the measurer placed it, unhinted. A PDF embeds the glyphs it uses.
///
/// **Images**: PNG through Cairo (`cairo_image_surface_create_from_png_stream`), JPEG through
/// libjpeg; an image that cannot be read or decoded is drawn as the same placeholder as in SVG.
///
/// Every command is read as ``SVGRenderer`` reads it (opacities as groups, the same commands left
/// out), so the three formats show the same picture. PNG output is deterministic for a given
/// Cairo version; PDF output too (it has no creation date, see ``pdf(_:size:)``).
public struct CairoRenderer: Sendable {
    /// The library loaded by default: `libcairo.so.2`.
    public static let defaultLibraryName = "libcairo.so.2"

    private let cairo: _CairoLibrary

    /// The largest picture side, in pixels for PNG and in points for PDF: 32 767 (Cairo's limit
    /// for image surfaces).
    public static let maximumDimension: CGFloat = 32_767

    /// Loads Cairo (once per process and library name).
    ///
    /// - Parameter libraryName: the library to `dlopen`; ``defaultLibraryName`` unless given
    ///   (tests give a name that does not exist to see the failure).
    /// - Throws: ``RenderingError/cairoUnavailable(_:)`` when the library cannot be loaded or lacks
    ///   a function the renderer needs.
    public init(libraryName: String = CairoRenderer.defaultLibraryName) throws(RenderingError) {
        cairo = try _CairoLibrary.named(libraryName)
    }

    /// A PNG image of a display list (32-bit RGBA; where nothing is drawn, transparent).
    ///
    /// - Parameters:
    ///   - commands: the display list, in points.
    ///   - size: the picture's size in points.
    ///   - scale: pixels per point (1 unless given): the image is `size × scale` pixels, each side
    ///     rounded up.
    /// - Throws: ``RenderingError/invalidSize(_:)`` when a side is not positive and finite or
    ///   exceeds ``maximumDimension`` pixels, ``RenderingError/cairoFailed(_:)`` when Cairo fails.
    /// - Complexity: O(commands + pixels).
    public func png(_ commands: [DrawingCommand], size: CGSize, scale: CGFloat = 1) throws(RenderingError) -> Data {
        guard scale.isFinite, scale > 0 else { throw .invalidSize("the scale \(scale) is not a positive number") }
        let width = try Self.pixels(size.width, scale: scale, side: "width")
        let height = try Self.pixels(size.height, scale: scale, side: "height")
        guard let surface = cairo.imageSurfaceCreate(0, width, height) else {  // CAIRO_FORMAT_ARGB32
            throw .cairoFailed("Cairo could not make a \(width) × \(height) image")
        }
        defer { cairo.surfaceDestroy(surface) }
        try check(cairo.surfaceStatus(surface), "making a \(width) × \(height) image")
        try draw(commands, on: surface, scale: scale)
        cairo.surfaceFlush(surface)
        let sink = _ByteSink()
        let status = cairo.surfaceWriteToPNGStream(surface, _ByteSink.write, Unmanaged.passUnretained(sink).toOpaque())
        try check(status, "writing the PNG")
        return sink.data
    }

    /// A PDF document of one page, `size` points large, showing a display list.
    ///
    /// The document carries no creation date (Cairo would write the current time), so that the
    /// same commands give the same bytes.
    ///
    /// - Throws: ``RenderingError/invalidSize(_:)`` when a side is not positive and finite or
    ///   exceeds ``maximumDimension`` points, ``RenderingError/cairoFailed(_:)`` when Cairo fails.
    public func pdf(_ commands: [DrawingCommand], size: CGSize) throws(RenderingError) -> Data {
        for (value, side) in [(size.width, "width"), (size.height, "height")] {
            guard value.isFinite, value > 0, value <= Self.maximumDimension else {
                throw .invalidSize("the page \(side), \(value) points, is not between 0 and 32767")
            }
        }
        let sink = _ByteSink()
        let surface = cairo.pdfSurfaceCreateForStream(
            _ByteSink.write, Unmanaged.passUnretained(sink).toOpaque(), Double(size.width), Double(size.height))
        guard let surface else { throw .cairoFailed("Cairo could not make a PDF surface") }
        defer { cairo.surfaceDestroy(surface) }
        try check(cairo.surfaceStatus(surface), "making the PDF")
        // CAIRO_PDF_METADATA_CREATE_DATE (5): an empty date leaves the entry out.
        cairo.pdfSurfaceSetMetadata?(surface, 5, "")
        try draw(commands, on: surface, scale: 1)
        cairo.surfaceFinish(surface)
        try check(cairo.surfaceStatus(surface), "writing the PDF")
        return withExtendedLifetime(sink) { sink.data }
    }

    /// Replays commands onto a surface through a new context scaled by `scale`.
    private func draw(_ commands: [DrawingCommand], on surface: OpaquePointer, scale: CGFloat) throws(RenderingError) {
        guard let context = cairo.create(surface) else { throw .cairoFailed("Cairo could not make a context") }
        defer { cairo.destroy(context) }
        if scale != 1 { cairo.scale(context, Double(scale), Double(scale)) }
        _CairoCanvas(cairo: cairo, context: context).replay(commands)
        try check(cairo.status(context), "drawing")
    }

    private func check(_ status: Int32, _ doing: String) throws(RenderingError) {
        guard status == 0 else { throw .cairoFailed("Cairo failed \(doing): \(cairo.describe(status))") }
    }

    /// A side in whole pixels, rounded up.
    private static func pixels(_ points: CGFloat, scale: CGFloat, side: String) throws(RenderingError) -> Int32 {
        let pixels = (points * scale).rounded(.up)
        guard points.isFinite, points > 0, pixels <= maximumDimension else {
            throw .invalidSize("the \(side), \(points) points at scale \(scale), is not between 1 and 32767 pixels")
        }
        return Int32(pixels)
    }
}
