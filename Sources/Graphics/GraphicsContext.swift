import Foundation

/// Something to draw into, as a small Core Graphics `CGContext`: the drawing calls a view's
/// `draw(_:)` makes, and what display lists are replayed into.
///
/// ```swift
/// override func draw(_ rect: CGRect) {
///     guard let context = currentGraphicsContext else { return }
///     context.fill(Path(roundedRect: bounds, cornerRadius: 8), with: .systemBlue)
///     context.stroke(Path(lineFrom: CGPoint(x: 0, y: 20), to: CGPoint(x: 100, y: 20)), with: .separator)
/// }
/// ```
///
/// **State.** A context has a current transform (from ``translate(by:)`` and ``scale(by:)``), a
/// clip (``clip(to:)``, which only ever shrinks) and an opacity (``setAlpha(_:)``, which
/// multiplies). ``saveState()`` pushes all three; ``restoreState()`` pops them. An opacity applies
/// to everything drawn until the matching restore *as a group*, the way Core Animation
/// composites a layer with `opacity` (overlapping shapes inside do not show through each other).
///
/// **Drawing.** Paths fill with the non-zero winding rule; strokes are centred on the path, with
/// mitred joins and butt ends. Coordinates are points, y growing downward.
///
/// Implementations: ``RecordingContext`` records ``DrawingCommand``s (a display list); renderers
/// (module LayoutRendering) replay a display list as SVG, PNG or PDF.
public protocol GraphicsContext: AnyObject {
    /// Pushes the current transform, clip and opacity.
    func saveState()
    /// Pops the state pushed by the matching ``saveState()``; a restore without a save does
    /// nothing.
    func restoreState()
    /// Moves the origin by an offset (in the current coordinates).
    func translate(by offset: CGPoint)
    /// Scales the coordinates by a factor on both axes.
    func scale(by factor: CGFloat)
    /// Shrinks the clip to its intersection with a path's inside.
    func clip(to path: Path)
    /// Multiplies the opacity of what is drawn until the matching restore (see the type's
    /// discussion: the drawing is composited as a group).
    func setAlpha(_ alpha: CGFloat)
    /// Fills a path's inside with a colour.
    func fill(_ path: Path, with color: Color)
    /// Strokes a path with a colour: a line `lineWidth` wide centred on it, dashed by the
    /// lengths in `dash` (on, off, on, …; nil or empty for a solid line).
    func stroke(_ path: Path, with color: Color, lineWidth: CGFloat, dash: [CGFloat]?)
    /// Draws a run of glyphs with its origin at a point on the baseline.
    func draw(_ run: GlyphRun, at origin: CGPoint, color: Color)
    /// Draws an image scaled to fill a rectangle.
    func draw(image: ImageReference, in rect: CGRect)
}

extension GraphicsContext {
    /// Strokes a solid line (1 point wide unless given).
    public func stroke(_ path: Path, with color: Color, lineWidth: CGFloat = 1) {
        stroke(path, with: color, lineWidth: lineWidth, dash: nil)
    }

    /// Fills a rectangle with a colour.
    public func fill(_ rect: CGRect, with color: Color) {
        fill(Path(rect: rect), with: color)
    }

    /// Runs a display list: every command, in order.
    ///
    /// - Complexity: O(commands).
    public func replay(_ commands: [DrawingCommand]) {
        for command in commands { command.apply(to: self) }
    }

    /// Runs `body` between ``saveState()`` and ``restoreState()``.
    public func withSavedState<Result>(_ body: () throws -> Result) rethrows -> Result {
        saveState()
        defer { restoreState() }
        return try body()
    }
}
