import Foundation
import Graphics
import TextMeasurement

/// Writes a display list as an SVG document, directly and deterministically: the same commands
/// give the same bytes, on any machine with the same font files.
///
/// ```swift
/// let recorder = RecordingContext()
/// window.render(in: recorder)
/// let svg = SVGRenderer().render(recorder.commands, size: window.bounds.size, scale: 2)
/// try svg.write(toFile: "screen.svg", atomically: false, encoding: .utf8)
/// ```
///
/// **Text** is drawn as shapes: each glyph's outline is read from its font file (the very glyphs
/// that measured the text), defined once in `<defs>` in font units and placed with `<use>` at
/// the position the measurer gave it. The picture needs no font installed to look the same, and
/// text sits exactly where it was measured.
///
/// **Images** are embedded as `data:` URIs of their files' bytes (PNG or JPEG, as they are), each
/// once, however often it is drawn. An image whose bytes cannot be read or are neither PNG nor
/// JPEG is drawn as a placeholder: its rectangle filled with `systemGray5` and crossed with
/// `systemGray` lines.
///
/// **State.** ``GraphicsContext/translate(by:)`` and ``GraphicsContext/scale(by:)`` are applied
/// to the coordinates written (and to line widths and dashes), so every element is in the
/// picture's own coordinates — a view at (10, 10) is drawn at (10, 10) — and a deep tree of views
/// stays flat. ``GraphicsContext/clip(to:)`` opens a group clipped by a `<clipPath>`,
/// ``GraphicsContext/setAlpha(_:)`` a group with `opacity` (as Core Animation composites a
/// layer); the matching restore closes them. Elements are indented by their nesting, up to 32
/// levels.
///
/// **Numbers** are written in Swift's shortest round-trip form (`12.5`, `0.30000000000000004`);
/// attributes in a fixed order; identifiers (`g0`, `i0`, `c0`) numbered in order of first use.
/// Commands that carry a non-finite number, colours with no opacity, strokes no wider than 0 and
/// unbalanced restores are left out; states left open are closed at the end.
public struct SVGRenderer: Sendable {
    /// Where glyph outlines are read from (the faces are opened once and kept).
    public let fontRegistry: FontRegistry

    /// Makes a renderer reading glyph outlines through a registry (the default one unless given).
    public init(fontRegistry: FontRegistry = .default) {
        self.fontRegistry = fontRegistry
    }

    /// The SVG document of a display list.
    ///
    /// - Parameters:
    ///   - commands: the display list, in points, y down, its origin at the top-left corner.
    ///   - size: the picture's size in points (the `viewBox`); a negative or non-finite
    ///     dimension is 0.
    ///   - scale: the document's `width` and `height` are the size times this (pixels per point
    ///     when shown at 100 %); a scale that is not a positive finite number is 1.
    ///   - idPrefix: put before every identifier the document defines (`g0`, `i0`, `c0`), so
    ///     that several pictures inlined in one HTML page, whose identifiers share one name
    ///     space, do not use each other's glyphs; none unless given.
    /// - Returns: the document, UTF-8 text ending with a newline.
    /// - Complexity: O(commands + glyphs + image bytes).
    public func render(_ commands: [DrawingCommand], size: CGSize, scale: CGFloat = 1, idPrefix: String = "") -> String {
        var writer = _SVGWriter(fontRegistry: fontRegistry, idPrefix: idPrefix)
        for command in commands { writer.write(command) }
        return writer.document(size: size, scale: scale)
    }
}
