import Foundation
import Graphics

extension View {
    /// The tint colour of a view with no tinted ancestor: `systemBlue`, as in UIKit.
    public static let defaultTintColor = Color.systemBlue

    /// The view's layer: its background, corners, border, opacity, clip and recorded contents
    /// (see ``Layer``), made on first use.
    public var layer: Layer {
        if let layer = storedLayer { return layer }
        let layer = Layer()
        layer.owner = self
        storedLayer = layer
        return layer
    }

    /// The background colour, as `UIView.backgroundColor` (the layer's); nil (the default) draws
    /// none.
    public var backgroundColor: Color? {
        get { storedLayer?.backgroundColor }
        set { layer.backgroundColor = newValue }
    }

    /// The opacity of the view and its subviews, as `UIView.alpha`: 1 unless set; values are
    /// clamped to 0…1, as UIKit clamps them, and NaN is refused (reported as
    /// ``LayoutError/invalidValue(_:)``; the old alpha stays). A view with an alpha of 0 is not
    /// drawn; others are composited as one group (overlapping subviews do not show through each
    /// other), as Core Animation does.
    public var alpha: CGFloat {
        get { storedLayer?.opacity ?? 1 }
        set {
            guard accepts(!newValue.isNaN, "alpha", "\(newValue)") else { return }
            let old = alpha, new = min(max(newValue, 0), 1)
            if new != old, _AnimationThreadState.openRecorders.load(ordering: .relaxed) != 0 {
                noteChangeForAnimation(frame: storedFrame, alpha: old)
            }
            layer.opacity = new
        }
    }

    /// Whether the view declares itself opaque, as `UIView.isOpaque` (true unless set): a hint
    /// that drawing does not use.
    public var isOpaque: Bool {
        get { storedLayer?.isOpaque ?? true }
        set { layer.isOpaque = newValue }
    }

    /// Whether the view's drawing and its subviews are clipped to its bounds (rounded by the
    /// layer's corner radius), as `UIView.clipsToBounds`: the layer's
    /// ``Layer/masksToBounds``. False unless set.
    public var clipsToBounds: Bool {
        get { storedLayer?.masksToBounds ?? false }
        set { layer.masksToBounds = newValue }
    }

    /// The tint colour, as `UIView.tintColor`: the view's own when set, else its superview's,
    /// else ``defaultTintColor``. Setting nil goes back to inheriting. When a view's tint colour
    /// changes, it and every view below that inherits it hear of it through
    /// ``tintColorDidChange()``; a view moved under another tint hears of it at the next display.
    ///
    /// - Complexity: reading is O(depth of the view); setting O(views below it).
    public var tintColor: Color! {
        get {
            var current: View? = self
            while let view = current {
                if let tint = view.storedLayer?.tintColor { return tint }
                current = view.storedSuperview
            }
            return View.defaultTintColor
        }
        set {
            guard newValue != storedLayer?.tintColor else { return }
            layer.tintColor = newValue
            notifyTintColorChange()
        }
    }

    /// Tells this view and every view below that inherits from it whose effective tint colour
    /// differs from the one it last heard of (pre-order: a superview hears first).
    func notifyTintColorChange() {
        var pending: [(view: View, inherited: Color)] = [(self, superview?.tintColor ?? View.defaultTintColor)]
        while let (view, inherited) = pending.popLast() {
            let tint = view.storedLayer?.tintColor ?? inherited
            view.tellTintColor(tint)
            for subview in view.storedSubviews.reversed() where subview.storedLayer?.tintColor == nil {
                pending.append((subview, tint))
            }
        }
    }

    /// Calls ``tintColorDidChange()`` when `tint` is not the colour the view last heard of.
    func tellTintColor(_ tint: Color) {
        guard tint != (storedLayer?.notifiedTintColor ?? View.defaultTintColor) else { return }
        layer.notifiedTintColor = tint
        tintColorDidChange()
    }
}
