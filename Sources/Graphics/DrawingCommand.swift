import Foundation

/// One call made on a ``GraphicsContext``, as a value: the element of a display list.
///
/// ``RecordingContext`` records them; ``apply(to:)`` (and ``GraphicsContext/replay(_:)``) plays
/// them into another context, which is how renderers draw a recorded picture. Commands are
/// `Hashable`, so tests assert a view's drawing exactly.
public enum DrawingCommand: Hashable, Sendable {
    /// ``GraphicsContext/saveState()``.
    case saveState
    /// ``GraphicsContext/restoreState()``.
    case restoreState
    /// ``GraphicsContext/translate(by:)``.
    case translate(CGPoint)
    /// ``GraphicsContext/scale(by:)``.
    case scale(CGFloat)
    /// ``GraphicsContext/clip(to:)``.
    case clip(Path)
    /// ``GraphicsContext/setAlpha(_:)``.
    case setAlpha(CGFloat)
    /// ``GraphicsContext/fill(_:with:)``.
    case fill(Path, Color)
    /// ``GraphicsContext/stroke(_:with:lineWidth:dash:)``.
    case stroke(Path, Color, lineWidth: CGFloat, dash: [CGFloat]?)
    /// ``GraphicsContext/draw(_:at:color:)``.
    case drawGlyphs(GlyphRun, at: CGPoint, color: Color)
    /// ``GraphicsContext/draw(image:in:)``.
    case drawImage(ImageReference, in: CGRect)

    /// Makes the call this command stands for on a context.
    public func apply(to context: some GraphicsContext) {
        switch self {
        case .saveState: context.saveState()
        case .restoreState: context.restoreState()
        case .translate(let offset): context.translate(by: offset)
        case .scale(let factor): context.scale(by: factor)
        case .clip(let path): context.clip(to: path)
        case .setAlpha(let alpha): context.setAlpha(alpha)
        case .fill(let path, let color): context.fill(path, with: color)
        case .stroke(let path, let color, let lineWidth, let dash):
            context.stroke(path, with: color, lineWidth: lineWidth, dash: dash)
        case .drawGlyphs(let run, let origin, let color): context.draw(run, at: origin, color: color)
        case .drawImage(let image, let rect): context.draw(image: image, in: rect)
        }
    }
}
