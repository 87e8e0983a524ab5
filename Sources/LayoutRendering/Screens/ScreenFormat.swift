import Foundation

/// What `autolayout render` writes: a picture (SVG, PNG, PDF) or the frames (JSON, text).
public enum ScreenFormat: String, Hashable, Sendable, CaseIterable {
    /// ``RenderedScreen/svg(scale:overlay:idPrefix:)``.
    case svg
    /// ``RenderedScreen/png(scale:overlay:)``.
    case png
    /// ``RenderedScreen/pdf(overlay:)``.
    case pdf
    /// ``RenderedScreen/json``.
    case json
    /// ``RenderedScreen/text``.
    case text

    /// The format a file name asks for by its extension (`.svg`, `.png`, `.pdf`, `.json`, and
    /// `.txt` or `.text` for text; any case); nil for another extension or none.
    public init?(path: String) {
        switch URL(fileURLWithPath: path).pathExtension.lowercased() {
        case "svg": self = .svg
        case "png": self = .png
        case "pdf": self = .pdf
        case "json": self = .json
        case "txt", "text": self = .text
        default: return nil
        }
    }
}
