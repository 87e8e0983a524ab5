import Foundation
import Graphics

/// What Core Animation draws of a view besides the view's own drawing, as `CALayer`: the
/// background, the corner radius, the border, the opacity and the clip, and the contents the
/// view's `draw(_:)` last recorded.
///
/// Every view has one (``View/layer``), made when first needed. Changing its properties changes
/// the next rendering and never asks the view to draw again: Core Animation composites them
/// around the contents, in this order (see ``View/render(in:)``): the background (rounded by
/// ``cornerRadius``), the contents, the subviews (both clipped to the rounded bounds when
/// ``masksToBounds``), then the border on top of everything, inside the bounds — "composited
/// above the receiver's contents and sublayers", as `CALayer.borderWidth`'s documentation says.
public final class Layer {
    /// The background colour (`UIView.backgroundColor`); nil (the default) draws none.
    public var backgroundColor: Color?

    /// The opacity, 0…1 (`UIView.alpha`; 1 unless set). The view and its subviews are
    /// composited as one group with it.
    public internal(set) var opacity: CGFloat = 1

    /// Whether the view declares itself opaque (true unless set, as `UIView.isOpaque`): a hint
    /// kept for clients, which drawing does not use.
    public var isOpaque = true

    /// The radius of the corners of the background, the border and (with ``masksToBounds``) the
    /// clip; 0 (the default) for square corners. At most half the shorter side is used; a
    /// negative or NaN radius draws square corners.
    public var cornerRadius: CGFloat = 0

    /// The width of the border drawn inside the bounds; 0 (the default) draws none, and so does a
    /// negative or non-finite width.
    public var borderWidth: CGFloat = 0

    /// The border's colour: opaque black unless set, as Core Animation's.
    public var borderColor: Color = .black

    /// Whether the contents and the subviews are clipped to the (rounded) bounds (false unless
    /// set; `UIView.clipsToBounds`).
    public var masksToBounds = false

    /// The display list the view's `draw(_:)` recorded when it was last displayed, in the view's
    /// bounds coordinates; nil before the first display.
    public internal(set) var contents: [DrawingCommand]?

    // The display phase's bookkeeping.

    /// Whether `draw(_:)` must run at the next display.
    var needsDisplay = true
    /// The bounds size the contents were drawn at: drawn again at another size.
    var contentsSize = CGSize.zero
    /// The layout direction the contents were drawn in: drawn again in the other.
    var contentsDirection = UserInterfaceLayoutDirection.leftToRight
    /// The view's own tint colour, nil to inherit.
    var tintColor: Color?
    /// The tint colour the view was last told about through `tintColorDidChange()`.
    var notifiedTintColor = View.defaultTintColor

    // Animation (see Animation/).

    /// The view the layer belongs to (cleared when the view goes).
    unowned(unsafe) var owner: View?
    /// The view's animations in flight, oldest first.
    var animations: [_PropertyAnimation] = []
    /// The in-flight frame, on a copy made by `presentation()`.
    var presentedFrame: CGRect?

    init() {}
}
