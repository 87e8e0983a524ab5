import Foundation

/// A view whose content is larger than itself and moves under it, as UIKit's `UIScrollView`.
///
/// The content's size is ``contentSize``; which part of it shows is ``contentOffset`` (the
/// origin of the view's ``View/bounds``: the subviews keep their frames in the content, and
/// move on screen as the offset changes). Describe the content with constraints to the
/// ``contentLayoutGuide`` (its size becomes the content size) and pin what must stay on
/// screen to the ``frameLayoutGuide``:
///
/// ```swift
/// stack.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor)
/// stack.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor)
/// stack.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor)
/// // … leading and trailing to the content guide: the content is as tall as the stack.
/// ```
///
/// Constraints from a subview to the scroll view's own edges place it in the content at those
/// edges' positions with the offset at zero (they neither scroll it nor size the content, as
/// UIKit's did before iOS 11's guides): use the guides. There are no touches here: the content
/// moves when ``contentOffset`` is set, by ``setContentOffset(_:animated:)`` or
/// ``scrollRectToVisible(_:animated:)``.
open class ScrollView: View {
    // The guides are made with the view and keep their constraints; the content guide's size
    // constraints carry the size set in code (see ``contentSize``).
    let storedContentLayoutGuide = LayoutGuide()
    let storedFrameLayoutGuide = LayoutGuide()
    var contentSizeConstraints: (width: LayoutConstraint, height: LayoutConstraint)!
    var frameOriginConstraints: (x: LayoutConstraint, y: LayoutConstraint)!
    var storedContentSize = CGSize.zero
    var storedContentInset = EdgeInsets.zero
    var storedAdjustmentBehavior = ContentInsetAdjustmentBehavior.automatic

    /// The priority of the content guide's size constraints, which hold the size set in code:
    /// below everything else (the fitting size level, 50, included), so that any constraint
    /// that sizes the guide wins and the set size only fills in where nothing else decides.
    static let contentSizePriority = LayoutPriority(1)

    /// The identifiers of the guides' constraints, which conflict reports print.
    static let contentLayoutGuideIdentifier = "UIScrollView-contentLayoutGuide"
    static let frameLayoutGuideIdentifier = "UIScrollView-frameLayoutGuide"

    /// Whether the content bounces vertically even when it is not taller than the view:
    /// information only here (there is no bouncing), but it makes the vertical axis scrollable
    /// for ``ContentInsetAdjustmentBehavior/scrollableAxes``, as in UIKit.
    open var alwaysBounceVertical = false

    /// The horizontal counterpart of ``alwaysBounceVertical``.
    open var alwaysBounceHorizontal = false

    /// Whether the scroll view stops on multiples of its bounds when the user scrolls: kept for
    /// UIKit code (a pager sets it); it changes nothing without touches.
    open var isPagingEnabled = false

    /// Makes a scroll view with a frame and its two layout guides.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        makeGuides()
    }

    /// As ``View/init(coder:)``: an empty scroll view; nothing is read from `coder`. Never fails.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        makeGuides()
    }

    private func makeGuides() {
        let content = storedContentLayoutGuide
        let frameGuide = storedFrameLayoutGuide
        content.identifier = Self.contentLayoutGuideIdentifier
        frameGuide.identifier = Self.frameLayoutGuideIdentifier
        addLayoutGuide(content)
        addLayoutGuide(frameGuide)
        // A view's own edges are at 0 in its bounds whatever the offset: the content guide's
        // origin is the content's; the frame guide's is the offset, so that it stays on screen.
        let width = content.widthAnchor.constraint(equalToConstant: 0)
        let height = content.heightAnchor.constraint(equalToConstant: 0)
        width.priority = Self.contentSizePriority
        height.priority = Self.contentSizePriority
        let x = frameGuide.leftAnchor.constraint(equalTo: leftAnchor)
        let y = frameGuide.topAnchor.constraint(equalTo: topAnchor)
        let contentConstraints = [
            content.leftAnchor.constraint(equalTo: leftAnchor), content.topAnchor.constraint(equalTo: topAnchor),
            width, height,
        ]
        let frameConstraints = [
            x, y, frameGuide.widthAnchor.constraint(equalTo: widthAnchor),
            frameGuide.heightAnchor.constraint(equalTo: heightAnchor),
        ]
        for constraint in contentConstraints { constraint.identifier = Self.contentLayoutGuideIdentifier }
        for constraint in frameConstraints { constraint.identifier = Self.frameLayoutGuideIdentifier }
        LayoutConstraint.activate(contentConstraints + frameConstraints)
        contentSizeConstraints = (width, height)
        frameOriginConstraints = (x, y)
    }

    // MARK: Guides

    /// The guide of the content: at (0, 0) in the content, as large as ``contentSize``.
    /// Constraints that size it (a subview's edges pinned to its edges, say) set the content
    /// size; left unsized, it is the size set in code.
    public var contentLayoutGuide: LayoutGuide { storedContentLayoutGuide }

    /// The guide of the visible frame: the scroll view's bounds, at the current
    /// ``contentOffset``, so a subview pinned to it stays put on screen while the content
    /// moves. Make content as wide as the view with a width equal to this guide's.
    public var frameLayoutGuide: LayoutGuide { storedFrameLayoutGuide }

    // MARK: Content

    /// The size of the content.
    ///
    /// Once the view has been laid out, it is the size the layout gave the
    /// ``contentLayoutGuide``: constraints that size the guide decide it. Setting it in code
    /// sizes the guide where no constraint does (the guide's size constraints, identified
    /// `UIScrollView-contentLayoutGuide`, hold it at priority 1); a size that is negative or not
    /// finite is refused (reported as ``LayoutError/invalidValue(_:)``) and the old one stays.
    open var contentSize: CGSize {
        get {
            if let engine = layoutRoot?.existingEngine, storedContentLayoutGuide.engineVariables != nil {
                engine.refreshValues()
                if let frame = engine.frame(of: storedContentLayoutGuide) { return frame.size }
            }
            return storedContentSize
        }
        set {
            guard accepts(
                    newValue.isUsable && newValue.width >= 0 && newValue.height >= 0, "contentSize",
                    "(\(formatLength(newValue.width)), \(formatLength(newValue.height)))")
            else { return }
            storedContentSize = newValue
            contentSizeConstraints.width.constant = newValue.width
            contentSizeConstraints.height.constant = newValue.height
            setNeedsLayout()
        }
    }

    /// The point of the content at the view's top-left corner: the origin of its
    /// ``View/bounds``. Setting it scrolls at once (the subviews keep their frames; the frame
    /// guide and what is pinned to it follow). Not clamped, as in UIKit: an offset past the
    /// content shows empty space. An offset that is not finite is refused.
    open var contentOffset: CGPoint {
        get { bounds.origin }
        set {
            guard accepts(newValue.isUsable, "contentOffset", "(\(formatLength(newValue.x)), \(formatLength(newValue.y)))")
            else { return }
            var rect = bounds
            rect.origin = newValue
            bounds = rect
        }
    }

    open override var bounds: CGRect {
        get { super.bounds }
        set {
            super.bounds = newValue
            let origin = super.bounds.origin
            if frameOriginConstraints.x.constant != origin.x { frameOriginConstraints.x.constant = origin.x }
            if frameOriginConstraints.y.constant != origin.y { frameOriginConstraints.y.constant = origin.y }
        }
    }
}
