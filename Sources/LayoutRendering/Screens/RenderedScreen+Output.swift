import Foundation

extension RenderedScreen {
    /// The screen in a format, as the bytes of a file.
    ///
    /// - Parameters:
    ///   - format: the format.
    ///   - scale: pixels per point for PNG, the size factor of SVG (``defaultScale`` unless
    ///     given); PDF pages are in points, and JSON and text in window coordinates.
    ///   - overlay: what to draw over the pictures.
    /// - Throws: ``RenderingError`` when PNG or PDF cannot be made (Cairo is missing, or fails).
    public func output(_ format: ScreenFormat, scale: CGFloat? = nil, overlay: Overlay = .none) throws(RenderingError) -> [UInt8] {
        switch format {
        case .svg: Array(svg(scale: scale, overlay: overlay).utf8)
        case .png: [UInt8](try png(scale: scale, overlay: overlay))
        case .pdf: [UInt8](try pdf(overlay: overlay))
        case .json: Array(json.utf8)
        case .text: Array(text.utf8)
        }
    }
}
