import Foundation

/// A context that draws nothing and records every call as a ``DrawingCommand``: a display list.
///
/// ```swift
/// let recorder = RecordingContext()
/// window.render(in: recorder)
/// let svg = SVGRenderer().render(recorder.commands, size: window.bounds.size, scale: 2)
/// ```
///
/// Calls are recorded exactly as made (nothing is merged, checked or dropped), so that a test can
/// compare a drawing with the commands it expects.
public final class RecordingContext: GraphicsContext {
    /// The commands recorded so far, in order.
    public private(set) var commands: [DrawingCommand] = []

    /// Makes an empty recorder.
    public init() {}

    /// Forgets the commands recorded so far.
    public func removeAll() {
        commands.removeAll(keepingCapacity: true)
    }

    /// Records ``DrawingCommand/saveState``.
    public func saveState() { commands.append(.saveState) }
    /// Records ``DrawingCommand/restoreState``.
    public func restoreState() { commands.append(.restoreState) }
    /// Records ``DrawingCommand/translate(_:)``.
    public func translate(by offset: CGPoint) { commands.append(.translate(offset)) }
    /// Records ``DrawingCommand/scale(_:)``.
    public func scale(by factor: CGFloat) { commands.append(.scale(factor)) }
    /// Records ``DrawingCommand/clip(_:)``.
    public func clip(to path: Path) { commands.append(.clip(path)) }
    /// Records ``DrawingCommand/setAlpha(_:)``.
    public func setAlpha(_ alpha: CGFloat) { commands.append(.setAlpha(alpha)) }
    /// Records ``DrawingCommand/fill(_:_:)``.
    public func fill(_ path: Path, with color: Color) { commands.append(.fill(path, color)) }
    /// Records ``DrawingCommand/stroke(_:_:lineWidth:dash:)``.
    public func stroke(_ path: Path, with color: Color, lineWidth: CGFloat, dash: [CGFloat]?) {
        commands.append(.stroke(path, color, lineWidth: lineWidth, dash: dash))
    }
    /// Records ``DrawingCommand/drawGlyphs(_:at:color:)``.
    public func draw(_ run: GlyphRun, at origin: CGPoint, color: Color) {
        commands.append(.drawGlyphs(run, at: origin, color: color))
    }
    /// Records ``DrawingCommand/drawImage(_:in:)``.
    public func draw(image: ImageReference, in rect: CGRect) { commands.append(.drawImage(image, in: rect)) }
}
