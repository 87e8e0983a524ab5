import Foundation

extension Layer {
    /// The frame of the layer's view: the model value (``View/frame``); on a layer from
    /// ``presentation()``, the in-flight one. Zero once the view is gone.
    public var frame: CGRect { presentedFrame ?? owner?.frame ?? .zero }

    /// A copy of the layer as it is drawn now, as `CALayer.presentation()`: its ``frame`` and
    /// ``opacity`` are the in-flight values of the view's animations (the model values when none
    /// runs); its other properties are the model's. Nil once the view is gone.
    public func presentation() -> Layer? {
        guard let view = owner else { return nil }
        let copy = Layer()
        copy.backgroundColor = backgroundColor
        copy.isOpaque = isOpaque
        copy.cornerRadius = cornerRadius
        copy.borderWidth = borderWidth
        copy.borderColor = borderColor
        copy.masksToBounds = masksToBounds
        copy.contents = contents
        copy.opacity = view.presentationAlpha
        copy.presentedFrame = view.presentationFrame
        return copy
    }
}
