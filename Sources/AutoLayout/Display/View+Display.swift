import Foundation
import Graphics

extension View {
    // MARK: The display phase

    /// Marks the view so that its ``draw(_:)`` runs at the next display, as
    /// `UIView.setNeedsDisplay()`; until then the contents it last recorded are kept.
    public func setNeedsDisplay() {
        storedLayer?.needsDisplay = true
    }

    /// Whether ``draw(_:)`` will run at the next display: the view was never displayed, was
    /// marked by ``setNeedsDisplay()``, or its bounds size or its layout direction changed since
    /// it last drew (a display list is not a bitmap to stretch: every view redraws at a new size,
    /// as with UIKit's `contentMode` `.redraw`, and controls mirror their drawing right to left).
    public var needsDisplay: Bool {
        needsDisplay(in: effectiveUserInterfaceLayoutDirection)
    }

    /// ``needsDisplay``, given the view's layout direction.
    func needsDisplay(in direction: UserInterfaceLayoutDirection) -> Bool {
        guard let layer = storedLayer, !layer.needsDisplay, layer.contents != nil else { return true }
        return layer.contentsSize != bounds.size || layer.contentsDirection != direction
    }

    /// What a view hands down to its subviews in the display phase: its tint colour and layout
    /// direction, which they inherit unless they have their own.
    struct _DisplayInheritance {
        var tint: Color
        var direction: UserInterfaceLayoutDirection

        /// What the view a pass starts at inherits: its superview's tint colour, and a direction
        /// that gives it its own effective direction (each walked up once).
        init(above view: View) {
            tint = view.superview?.tintColor ?? View.defaultTintColor
            direction = view.effectiveUserInterfaceLayoutDirection
        }

        init(tint: Color, direction: UserInterfaceLayoutDirection) {
            self.tint = tint
            self.direction = direction
        }
    }

    /// Runs the display phase for the view and its subtree now: every visible view (not
    /// hidden, alpha above 0) that ``needsDisplay`` records its ``draw(_:)`` into its layer's
    /// contents, superviews before subviews; the others keep theirs. A view whose tint colour
    /// changed since it last heard hears of it first (``tintColorDidChange()``).
    ///
    /// The layout cycle runs it after layout (``Window/flush()``: update constraints, layout,
    /// display); ``render(in:)`` runs it for the views it draws. `layoutIfNeeded()` does not
    /// display, as in UIKit.
    ///
    /// - Complexity: O(visible views) plus the drawing of those that need display.
    public func displayIfNeeded() {
        var pending: [(view: View, inherited: _DisplayInheritance)] = [(self, _DisplayInheritance(above: self))]
        while let (view, inherited) = pending.popLast() {
            guard view.isVisibleForDrawing else { continue }
            let own = view.displayIfNeeded(inheriting: inherited)
            for subview in view.storedSubviews.reversed() { pending.append((subview, own)) }
        }
    }

    /// Whether the view is drawn at all: not hidden and not fully transparent (as drawn now, in
    /// flight or not).
    var isVisibleForDrawing: Bool {
        guard let layer = storedLayer else { return !isHidden }
        return !isHidden && (layer.animations.isEmpty ? layer.opacity : presentationAlpha) > 0
    }

    /// Tells the view of a changed tint colour, then records its drawing if it needs display;
    /// returns what its subviews inherit from it.
    func displayIfNeeded(inheriting inherited: _DisplayInheritance) -> _DisplayInheritance {
        let own = _DisplayInheritance(
            tint: storedLayer?.tintColor ?? inherited.tint,
            direction: storedSemanticContentAttribute.forcedDirection ?? inherited.direction)
        tellTintColor(own.tint)
        if needsDisplay(in: own.direction) { display(in: own.direction) }
        return own
    }

    /// Records ``draw(_:)`` into the layer's contents, with a recording context current.
    func display(in direction: UserInterfaceLayoutDirection) {
        let layer = self.layer
        let recorder = RecordingContext()
        let box = bounds
        withCurrentGraphicsContext(recorder) { draw(box) }
        layer.contents = recorder.commands
        layer.contentsSize = box.size
        layer.contentsDirection = direction
        layer.needsDisplay = false
    }

    // MARK: Rendering

    /// Draws the view and its visible subtree into a context, in the view's own coordinates (its
    /// bounds' origin at the context's origin), as `CALayer.render(in:)`: what a renderer turns
    /// into SVG, PNG or PDF.
    ///
    /// ```swift
    /// window.flush()                       // update constraints, layout, display
    /// let recorder = RecordingContext()
    /// window.render(in: recorder)          // recorder.commands: the display list of the screen
    /// ```
    ///
    /// Each visible view (hidden views and views with an alpha of 0 are skipped with their
    /// subviews) is drawn as Core Animation composites its layer (see ``Layer``): in a saved
    /// state, moved to its frame, with its alpha as a group opacity; its background (rounded by
    /// the corner radius); then, clipped to its rounded bounds when it clips, its recorded
    /// contents (displayed first if it needs display) and its subviews back to front; then its
    /// border on top. Frames are used as they are: lay out first.
    ///
    /// - Complexity: O(visible views + their contents); no recursion, so trees of any depth.
    public func render(in context: any GraphicsContext) {
        enum Step {
            case enter(View, inherited: _DisplayInheritance, isRoot: Bool)
            case exit(View, clipped: Bool)
        }
        var steps: [Step] = [.enter(self, inherited: _DisplayInheritance(above: self), isRoot: true)]
        while let step = steps.popLast() {
            switch step {
            case .enter(let view, let inherited, let isRoot):
                guard view.isVisibleForDrawing else { continue }
                let own = view.displayIfNeeded(inheriting: inherited)
                let clipped = view.renderBelowSubviews(in: context, isRoot: isRoot)
                steps.append(.exit(view, clipped: clipped))
                for subview in view.storedSubviews.reversed() {
                    steps.append(.enter(subview, inherited: own, isRoot: false))
                }
            case .exit(let view, let clipped):
                if clipped { context.restoreState() }
                view.renderBorder(in: context)
                context.restoreState()
            }
        }
    }

    /// Opens the view's state (its position, its alpha), draws its background, opens its clip if
    /// it clips, and replays its contents; returns whether a clip was opened.
    private func renderBelowSubviews(in context: any GraphicsContext, isRoot: Bool) -> Bool {
        let layer = storedLayer
        // A view in flight is drawn where its animations have it (its presentation values).
        let animating = !(layer?.animations.isEmpty ?? true)
        let frame = animating ? presentationFrame : storedFrame
        let box = animating ? CGRect(origin: storedBoundsOrigin, size: frame.size) : bounds
        context.saveState()
        let offset = isRoot
            ? CGPoint(x: -box.minX, y: -box.minY)
            : CGPoint(x: frame.minX - box.minX, y: frame.minY - box.minY)
        if offset != .zero { context.translate(by: offset) }
        let alpha = animating ? presentationAlpha : (layer?.opacity ?? 1)
        if alpha < 1 { context.setAlpha(alpha) }
        let radius = layer?.cornerRadius ?? 0
        if let background = layer?.backgroundColor, !background.isClear {
            context.fill(Path(roundedRect: box, cornerRadius: radius), with: background)
        }
        let clips = layer?.masksToBounds ?? false
        if clips {
            context.saveState()
            context.clip(to: Path(roundedRect: box, cornerRadius: radius))
        }
        if let contents = layer?.contents { context.replay(contents) }
        return clips
    }

    /// Strokes the border inside the bounds, following the corner radius.
    private func renderBorder(in context: any GraphicsContext) {
        guard let layer = storedLayer, layer.borderWidth > 0, layer.borderWidth.isFinite, !layer.borderColor.isClear
        else { return }
        let width = layer.borderWidth
        let box = layer.animations.isEmpty ? bounds : CGRect(origin: storedBoundsOrigin, size: presentationFrame.size)
        let inset = min(width / 2, box.width / 2, box.height / 2)
        context.stroke(
            Path(roundedRect: box.insetBy(dx: inset, dy: inset), cornerRadius: max(0, layer.cornerRadius - inset)),
            with: layer.borderColor, lineWidth: width)
    }
}
