import Foundation

/// A rectangle in a hierarchy, laid out by constraints, as UIKit's `UIView`. Meant to be
/// subclassed: override ``intrinsicContentSize``, ``updateConstraints()``, ``layoutSubviews()``
/// and the rest as in UIKit.
///
/// Frames are in the superview's coordinate space (origin top-left, y down). A view whose
/// ``translatesAutoresizingMaskIntoConstraints`` is true (the default, as in UIKit) gets
/// constraints that keep its frame and follow its ``autoresizingMask``; set it to false to place
/// the view with your own constraints.
open class View: LayoutItem {
    // MARK: Stored state
    //
    // The engine's own state is marked `@exclusivity(unchecked)`: it is touched only by the
    // library, never across threads (one engine per window), and never through overlapping
    // accesses; the dynamic checks cost about 15% of building a layout (L1 in BENCHMARKS.md).

    // Declared in three groups (Swift lays stored properties out in declaration order): a few
    // flags first, which fill the tail of `LayoutItem`'s fields; then the word-sized fields;
    // then the odd-sized optionals with the remaining flags packed behind them. A large layout
    // holds thousands of views, and padding between scattered flags cost 48 bytes a view.

    @exclusivity(unchecked) var storedTranslatesAutoresizingMask = true
    @exclusivity(unchecked) var storedSemanticContentAttribute: SemanticContentAttribute = .unspecified
    @exclusivity(unchecked) var storedPreservesSuperviewMargins = false
    @exclusivity(unchecked) var storedInsetsMarginsFromSafeArea = true

    // MARK: Layout cycle flags

    @exclusivity(unchecked) var needsLayoutFlag = true
    @exclusivity(unchecked) var subtreeNeedsLayoutFlag = false
    @exclusivity(unchecked) var isInParentsLayoutList = false

    // MARK: Word-sized state

    @exclusivity(unchecked) var storedFrame: CGRect
    @exclusivity(unchecked) var storedBoundsOrigin: CGPoint = .zero
    /// Superviews keep their subviews alive; a subview does not keep its superview alive (the
    /// superview clears this when it goes away).
    @exclusivity(unchecked) unowned(unsafe) var storedSuperview: View?
    @exclusivity(unchecked) var storedSubviews: [View] = []
    @exclusivity(unchecked) var storedLayoutGuides: [LayoutGuide] = []
    /// The constraints this view holds (it is their items' nearest common ancestor).
    @exclusivity(unchecked) var heldConstraints: [LayoutConstraint] = []
    /// The engine, on the root of a tree once needed.
    @exclusivity(unchecked) var existingEngine: LayoutEngine?
    /// The view controller whose root view this is.
    @exclusivity(unchecked) weak var owningViewController: ViewController?
    @exclusivity(unchecked) var storedAutoresizingMask: AutoresizingMask = []
    /// The superview's bounds size when the autoresizing constraints were made.
    @exclusivity(unchecked) var autoresizingReferenceSize: CGSize = .zero
    @exclusivity(unchecked) var storedDirectionalMargins = DirectionalEdgeInsets(all: 8)
    @exclusivity(unchecked) var storedMarginsGuide: LayoutGuide?
    @exclusivity(unchecked) var storedSafeAreaGuide: LayoutGuide?
    @exclusivity(unchecked) var hugging = (horizontal: LayoutPriority.defaultLow, vertical: LayoutPriority.defaultLow)
    @exclusivity(unchecked) var compressionResistance = (horizontal: LayoutPriority.defaultHigh, vertical: LayoutPriority.defaultHigh)
    /// The subviews (in this view's list) that need layout themselves or below: a layout pass
    /// visits only these, so a change deep in a large tree costs only its path.
    @exclusivity(unchecked) var childrenNeedingLayout: [View] = []
    /// The subviews whose engine frames changed (or were overridden) since this view last laid
    /// them out; `layoutSubviews()` applies only these.
    @exclusivity(unchecked) var childrenWithPendingFrames: [View] = []
    /// The constraints whose expressions resolved a baseline to this view (possibly through an
    /// ancestor's `forFirstBaselineLayout`): rebuilt when the baseline moves or the view leaves.
    @exclusivity(unchecked) var baselineDependents: [LayoutConstraint] = []
    /// The layer (appearance, recorded drawing, display state), made when first needed (see
    /// `Layer.swift`): views that never draw nor change their appearance never make one.
    @exclusivity(unchecked) var storedLayer: Layer?
    /// An integer to find the view with ``viewWithTag(_:)``.
    open var tag = 0

    // MARK: Odd-sized state

    /// The width the engine gave the view when its intrinsic size was last measured, for views
    /// whose intrinsic height depends on their width (multi-line text).
    @exclusivity(unchecked) public internal(set) var layoutWidthForIntrinsicContentSize: CGFloat?
    @exclusivity(unchecked) var hasPendingEngineFrame = false
    /// Whether the view is in its engine's list of views to re-measure at the next settle.
    @exclusivity(unchecked) var hasPendingIntrinsicUpdate = false
    /// Whether the view is in its engine's list of subtrees whose system guides the next
    /// settle updates.
    @exclusivity(unchecked) var isQueuedForGuideRefresh = false
    @exclusivity(unchecked) var needsUpdateConstraintsFlag = true
    @exclusivity(unchecked) var storedUserInteractionEnabled = true
    @exclusivity(unchecked) var subtreeNeedsUpdateConstraintsFlag = false
    /// Whether the view is hidden. A hidden view still takes part in layout (stack views collapse
    /// their hidden arranged views).
    @exclusivity(unchecked) open var isHidden = false {
        didSet {
            guard isHidden != oldValue else { return }
            hiddenDidChange()
        }
    }
    /// The geometry the engine's constraints assumed when the view was installed or last
    /// re-measured (see `InstalledGeometry`).
    @exclusivity(unchecked) var installedGeometry: InstalledGeometry?
    /// The index tie-break the view's stack puts on its content-size constraints, if any (see
    /// `_StackOrderingCost`).
    @exclusivity(unchecked) var stackOrderingCost: _StackOrderingCost?
    // In the bytes the optional cost leaves before the next 4-byte field: no view grows.
    /// Whether ``systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)``
    /// is measuring the view's intrinsic size now: ``layoutWidthForIntrinsicContentSize`` is
    /// then the width that fitting gives, for this measurement alone, even when it equals the
    /// width the live layout gave (a view that sets aside a live width after its content
    /// changed, as labels do, takes this one).
    @exclusivity(unchecked) public internal(set) var isMeasuringForFitting = false
    /// How many views of this subtree, this one included, have a margins or safe area guide
    /// (see `View+GuideOwners.swift`).
    @exclusivity(unchecked) var guideOwnersInSubtree: Int32 = 0

    // MARK: Making views

    /// Makes a view with a frame.
    public init(frame: CGRect) {
        storedFrame = frame
        super.init()
    }

    /// Makes a view with an empty frame, as UIKit's `init?(coder:)` makes one from an archive.
    /// Nothing is read from `coder` (there are no nib or storyboard archives on this platform:
    /// layout documents take their place); the initialiser exists, and is required as in UIKit,
    /// so that subclasses written for UIKit compile unchanged
    /// (`required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }`).
    /// It never fails.
    public required init?(coder: NSCoder) {
        storedFrame = .zero
        super.init()
    }

    deinit {
        // Nothing may point at this view once it is gone. It is the root of its tree (a
        // superview would keep it alive), so its engine goes with it: the constraints it held
        // (every one that names it) end, and the subviews that outlive it forget the engine, so
        // that they can join another tree. Items are reached through unmanaged references
        // only: this view can no longer be loaded through an unowned one.
        storedLayer?.owner = nil
        for constraint in heldConstraints { constraint.endWithHolder() }
        heldConstraints.removeAll()
        for guide in storedLayoutGuides {
            guide.engineVariables = nil
            guide.installedEngine = nil
            guide.storedSystemConstraints.removeAll()
            guide.storedOwningView = nil
        }
        guard !storedSubviews.isEmpty else { return }
        // The subtree goes without recursion: releasing a subview from here would run its
        // deinit inside this one, and so on down, one stack frame a level (a tree 30,000 deep
        // overflowed the stack). A subview that only this list keeps alive gives its own
        // subviews to the list before it goes, so that its deinit finds none; the list is
        // worked through here, one view at a time. The other lists of subviews let go first,
        // so that this one is the only one left (a subclass that keeps its subviews lets go of
        // them in its own deinit, as a stack view does; otherwise each such level is released
        // after this deinit, one frame deeper).
        childrenNeedingLayout = []
        childrenWithPendingFrames = []
        var orphans: [View] = []
        swap(&orphans, &storedSubviews)
        View.detach(orphans)
        while var view = orphans.popLast() {
            if !view.storedSubviews.isEmpty, isKnownUniquelyReferenced(&view) {
                let subviews = view.storedSubviews
                view.storedSubviews = []
                view.childrenNeedingLayout = []
                view.childrenWithPendingFrames = []
                View.detach(subviews)
                orphans.append(contentsOf: subviews)
            }
            // The view goes here, if the list held its last reference.
        }
    }

    /// Subviews whose superview is going away: they forget its engine and it. O(the views of
    /// their subtrees that are in an engine).
    private static func detach(_ subviews: [View]) {
        for subview in subviews {
            // A subview without variables has nothing of an engine in its subtree (views are
            // installed and uninstalled with their whole subtree, and forgetting clears it all):
            // without this check every level of a deep tree going away walked the rest again.
            if subview.engineVariables != nil { subview.forgetEngine() }
            subview.storedSuperview = nil
            subview.hasPendingEngineFrame = false
            subview.isInParentsLayoutList = false
        }
    }

    /// Makes a view with an empty frame.
    public convenience override init() {
        self.init(frame: .zero)
    }

    // MARK: Geometry

    /// The view's rectangle in its superview's coordinate space.
    ///
    /// Setting it moves a view whose frame comes from its autoresizing mask (its constraints
    /// follow). On a view placed by your constraints, the next layout pass overrides it.
    ///
    /// A frame that is not finite is refused (reported to the engine's
    /// ``LayoutEngine/invalidConstraintHandler`` as ``LayoutError/invalidValue(_:)``), and the
    /// old one stays; so for ``bounds`` and ``center``.
    open var frame: CGRect {
        get { storedFrame }
        set {
            let old = storedFrame
            guard newValue != old, accepts(newValue.isUsable, "frame", newValue.layoutDescription) else { return }
            storedFrame = newValue
            frameDidChange(from: old, byEngine: false)
        }
    }

    /// The view's rectangle in its own coordinate space: the origin (normally zero) and the size.
    open var bounds: CGRect {
        get { CGRect(origin: storedBoundsOrigin, size: storedFrame.size) }
        set {
            guard accepts(newValue.isUsable, "bounds", newValue.layoutDescription) else { return }
            if newValue.origin != storedBoundsOrigin {
                storedBoundsOrigin = newValue.origin
                if let engine = layoutRoot?.existingEngine {
                    engine.boundsOriginDidChange(self)
                    engine.guideInsetsDidChange(self)
                }
                // The safe areas below measure from this view's bounds.
                systemGuidesMayHaveChanged()
                setNeedsLayout()
            }
            guard newValue.size != storedFrame.size else { return }
            // As in UIKit, a new bounds size keeps the center.
            let center = self.center
            frame = CGRect(
                x: center.x - newValue.width / 2, y: center.y - newValue.height / 2,
                width: newValue.width, height: newValue.height)
        }
    }

    /// The center of the frame, in the superview's coordinate space.
    open var center: CGPoint {
        get { CGPoint(x: storedFrame.midX, y: storedFrame.midY) }
        set {
            guard accepts(newValue.isUsable, "center", "(\(formatLength(newValue.x)), \(formatLength(newValue.y)))")
            else { return }
            frame = CGRect(
                x: newValue.x - storedFrame.width / 2, y: newValue.y - storedFrame.height / 2,
                width: storedFrame.width, height: storedFrame.height)
        }
    }

    /// Called when ``isHidden`` changes; stack views relayout.
    func hiddenDidChange() {
        superview?.arrangedSubviewVisibilityDidChange(self)
    }

    /// A hook for stack views: an arranged subview was hidden or shown.
    func arrangedSubviewVisibilityDidChange(_ subview: View) {}

    /// A hook for stack views: a subview's intrinsic content size may have changed (it was
    /// invalidated, or the engine re-measured it at a new width).
    func subviewIntrinsicContentSizeDidChange(_ subview: View) {}

    /// The first view of this subtree (this view included) whose ``tag`` is `tag`, in pre-order.
    ///
    /// - Complexity: O(views of the subtree).
    public func viewWithTag(_ tag: Int) -> View? {
        var found: View?
        forEachViewInSubtree { view in
            if found == nil, view.tag == tag { found = view }
        }
        return found
    }

    /// Applies a frame computed by the engine: no autoresizing constraint follows it.
    func setFrameFromEngine(_ newFrame: CGRect) {
        let old = storedFrame
        // Field by field: Foundation's `==` on CGRect is an opaque call on Linux, and a layout
        // pass compares the frame of every view that moved.
        guard newFrame.origin.x != old.origin.x || newFrame.origin.y != old.origin.y
            || newFrame.size.width != old.size.width || newFrame.size.height != old.size.height
        else { return }
        storedFrame = newFrame
        frameDidChange(from: old, byEngine: true)
    }

    func frameDidChange(from old: CGRect, byEngine: Bool) {
        // The one check animation costs a layout pass: is a block being recorded anywhere?
        if _AnimationThreadState.openRecorders.load(ordering: .relaxed) != 0 { noteFrameChangeForAnimation(from: old) }
        if old.size.width != storedFrame.size.width || old.size.height != storedFrame.size.height { setNeedsLayout() }
        // The guides of this subtree measure their insets from the frames above them.
        if guideOwnersInSubtree > 0 { systemGuidesMayHaveChanged() }
        if !byEngine, !translatesAutoresizingMaskIntoConstraints {
            // A frame set on a view placed by constraints lasts until its superview's next
            // layout pass, which puts the engine's frame back; it does not ask for that pass
            // (so `layoutSubviews()` may adjust its subviews' frames after calling super).
            markEngineFrameOverridden()
        }
        if !byEngine, let engine = layoutRoot?.existingEngine {
            if superview == nil {
                engine.rootBoundsDidChange(self)
            } else if translatesAutoresizingMaskIntoConstraints {
                engine.autoresizingFrameDidChange(self)
            }
        }
    }

    // MARK: Layout direction

    /// How the view's content relates to the layout direction.
    open var semanticContentAttribute: SemanticContentAttribute {
        get { storedSemanticContentAttribute }
        set {
            guard newValue != storedSemanticContentAttribute else { return }
            let old = effectiveUserInterfaceLayoutDirection
            storedSemanticContentAttribute = newValue
            if old != effectiveUserInterfaceLayoutDirection { layoutDirectionDidChange() }
        }
    }

    /// The layout direction of the view: forced by its ``semanticContentAttribute``, or inherited
    /// from its superview (a window's comes from its traits).
    ///
    /// - Complexity: O(distance to the nearest view that forces a direction, or to the window).
    public var effectiveUserInterfaceLayoutDirection: UserInterfaceLayoutDirection {
        // A loop up the tree, not a recursion: a tree may be deeper than the stack.
        var view = self
        while true {
            if let forced = view.storedSemanticContentAttribute.forcedDirection { return forced }
            if let own = view.ownLayoutDirection { return own }
            guard let parent = view.storedSuperview else { return .leftToRight }
            view = parent
        }
    }

    /// The direction the view gives its subtree when it forces none (a window's, from its
    /// traits); nil for a view that inherits it from its superview.
    var ownLayoutDirection: UserInterfaceLayoutDirection? { nil }

    override var layoutDirection: UserInterfaceLayoutDirection { effectiveUserInterfaceLayoutDirection }

    /// Every constraint in the subtree that names leading or trailing is rebuilt for the new
    /// direction, and margins are recomputed.
    func layoutDirectionDidChange() {
        layoutRoot?.existingEngine?.layoutDirectionDidChange(in: self)
        setNeedsLayout()
    }

    override var layoutParent: View? { storedSuperview }
    override var anchoringView: View? { self }

    override var layoutAlignmentInsets: EdgeInsets { alignmentRectInsets }

    // Overridable members live in the class body (Swift cannot override what an extension
    // declares); the rest of each concept is in its own file.

    // MARK: Alignment rectangle (see View+AlignmentRect.swift)

    /// How far the alignment rectangle (what constraints place) lies inside the frame; a view
    /// with a shadow or a badge overrides this so that constraints align its content. Positive
    /// insets shrink the alignment rectangle.
    open var alignmentRectInsets: EdgeInsets { .zero }

    /// The alignment rectangle of a frame: the frame inset by ``alignmentRectInsets``, as
    /// `UIView.alignmentRect(forFrame:)`. Overridable (with ``frame(forAlignmentRect:)``, its
    /// inverse); the engine places views through ``alignmentRectInsets``, so an override must
    /// agree with the insets to move the layout (docs/porting-from-uikit.md).
    open func alignmentRect(forFrame frame: CGRect) -> CGRect {
        frame.inset(by: alignmentRectInsets)
    }

    /// The frame of an alignment rectangle: the inverse of ``alignmentRect(forFrame:)``.
    open func frame(forAlignmentRect alignmentRect: CGRect) -> CGRect {
        let insets = alignmentRectInsets
        return CGRect(
            x: alignmentRect.minX - insets.left, y: alignmentRect.minY - insets.top,
            width: alignmentRect.width + insets.left + insets.right,
            height: alignmentRect.height + insets.top + insets.bottom)
    }

    // MARK: Sizing to fit (see View+SizeToFit.swift)

    /// The size that best fits `size`, as `UIView.sizeThatFits(_:)`: UIKit's default, the
    /// view's current size. Controls return the size of their content (a label its text,
    /// wrapped at `size.width` when it has several lines); ``sizeToFit()`` applies it.
    open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }

    /// Whether the view needs constraint-based layout to work, as UIKit's class property. The
    /// engine lays out every view with constraints alike, so this is information only (false,
    /// as in UIKit); a subclass may override it.
    open class var requiresConstraintBasedLayout: Bool { false }

    // MARK: Loading from a document

    /// Called by the layout document builder (LayoutDocument's `DocumentLayout`) on each view it
    /// made, once the document's views, properties and constraints are in place, as UIKit calls
    /// `awakeFromNib()` after loading a nib. The default does nothing; call `super` when
    /// overriding.
    open func awakeFromNib() {}

    // MARK: Events

    /// Whether the view takes touches, as UIKit's property (true by default). There are no
    /// touches here: controls' actions are sent with `sendActions(for:)`, which a view that
    /// does not take them ignores.
    open var isUserInteractionEnabled: Bool {
        get { storedUserInteractionEnabled }
        set { storedUserInteractionEnabled = newValue }
    }

    // MARK: Autoresizing (the constraints are made in LayoutEngine+SystemConstraints.swift)

    /// Whether the view's frame and ``autoresizingMask`` become constraints that fully place it
    /// (true by default, as for views made in code in UIKit). Set it to false before placing the
    /// view with your own constraints, or they will conflict with these.
    open var translatesAutoresizingMaskIntoConstraints: Bool {
        get { storedTranslatesAutoresizingMask }
        set {
            guard newValue != storedTranslatesAutoresizingMask else { return }
            storedTranslatesAutoresizingMask = newValue
            layoutRoot?.existingEngine?.autoresizingSettingsDidChange(self)
            superview?.setNeedsLayout()
        }
    }

    /// Which parts of the view stretch when its superview's size changes.
    open var autoresizingMask: AutoresizingMask {
        get { storedAutoresizingMask }
        set {
            guard newValue != storedAutoresizingMask else { return }
            storedAutoresizingMask = newValue
            if translatesAutoresizingMaskIntoConstraints {
                layoutRoot?.existingEngine?.autoresizingSettingsDidChange(self)
            }
        }
    }

    // MARK: Baselines

    /// The view whose first baseline is this view's first baseline (itself by default; a
    /// custom view may return a label inside it).
    open var forFirstBaselineLayout: View { self }

    /// The view whose last baseline is this view's last baseline (itself by default).
    open var forLastBaselineLayout: View { self }

    /// How far the first baseline lies below the top of the alignment rectangle (0 for a view
    /// without text: its first baseline is its top, as UIKit documents). AppKit's name.
    open var firstBaselineOffsetFromTop: CGFloat { 0 }

    /// How far the last baseline lies above the bottom of the alignment rectangle (0 for a view
    /// without text: its last baseline is its bottom). AppKit's name.
    open var lastBaselineOffsetFromBottom: CGFloat { 0 }

    // MARK: Hierarchy notifications (see View+Hierarchy.swift)

    /// Called after a subview was added.
    open func didAddSubview(_ subview: View) {}

    /// Called before a subview is removed.
    open func willRemoveSubview(_ subview: View) {}

    /// Called before the view moves to another superview (or nil).
    open func willMove(toSuperview newSuperview: View?) {}

    /// Called after the view moved to another superview (or was removed).
    open func didMoveToSuperview() {}

    // MARK: Intrinsic content size (see View+IntrinsicContentSize.swift)

    /// The view's natural size, or ``noIntrinsicMetric`` on an axis where it has none (the
    /// default on both). Override it in views with content, and call
    /// ``invalidateIntrinsicContentSize()`` when the content changes.
    ///
    /// For each axis with a size the engine adds two constraints: `size <= intrinsic` at the
    /// content hugging priority and `size >= intrinsic` at the compression resistance priority.
    open var intrinsicContentSize: CGSize {
        CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)
    }

    /// Whether the view's intrinsic height depends on the width the layout gives it (multi-line
    /// text). The engine then measures it twice, as UIKit measures multi-line labels: once, then
    /// again at the solved width (``layoutWidthForIntrinsicContentSize``), until it settles.
    open var hasWidthDependentIntrinsicContentSize: Bool { false }

    // MARK: Traits

    /// The traits of the view's window (the default traits outside a window).
    open var traitCollection: TraitCollection { window?.storedTraits ?? TraitCollection() }

    /// Called when the traits the view sees changed (its window's changed); views whose content
    /// depends on traits (text that follows Dynamic Type) update here.
    open func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {}

    // MARK: Drawing (see View+Display.swift and View+Appearance.swift)

    /// Draws the view's content into ``Graphics/currentGraphicsContext``, in the view's bounds
    /// coordinates, as `UIView.draw(_:)`; `rect` is the bounds. The default draws nothing.
    /// Override it in views that draw; the display phase calls it when the view
    /// ``needsDisplay`` and keeps what it draws as the layer's contents until then. The
    /// background, border and subviews are not drawn here: Core Animation's part composites
    /// them around the contents (see ``render(in:)``).
    open func draw(_ rect: CGRect) {}

    /// Called when the view's ``tintColor`` changed (its own, or the one it inherits), as
    /// `UIView.tintColorDidChange()`. The default does nothing; a view that draws with its tint
    /// colour calls ``setNeedsDisplay()`` here.
    open func tintColorDidChange() {}

    // MARK: Layout cycle (see View+Layout.swift)

    /// Override to create or change constraints in a batch; call `super` as the last step. The
    /// update pass calls it (subviews first) on views marked by ``setNeedsUpdateConstraints()``
    /// and once on every new view. Apple recommends changing constraints where the change
    /// happens instead, and overriding this only for speed.
    open func updateConstraints() {}

    /// Places the subviews. The default sets every subview's frame from the layout engine;
    /// override to adjust after calling `super` (frames you set on views placed by constraints
    /// last until the next layout pass).
    ///
    /// - Complexity: O(subviews whose engine frames changed since the last pass).
    open func layoutSubviews() {
        guard !childrenWithPendingFrames.isEmpty, let engine = layoutRoot?.existingEngine else { return }
        var pending: [View] = []
        swap(&pending, &childrenWithPendingFrames)
        for subview in pending {
            subview.hasPendingEngineFrame = false
            guard subview.storedSuperview === self, let frame = engine.frame(of: subview) else { continue }
            subview.setFrameFromEngine(frame)
        }
    }

    // MARK: Margins (see View+Margins.swift)

    /// The view's margins in leading and trailing terms (8 on each edge by default). A view
    /// controller's root view also respects the controller's system minimum margins. Margins
    /// that are not finite are refused (reported as ``LayoutError/invalidValue(_:)``); the old
    /// ones stay.
    open var directionalLayoutMargins: DirectionalEdgeInsets {
        get { storedDirectionalMargins }
        set {
            guard newValue != storedDirectionalMargins,
                accepts(newValue.isUsable, "directionalLayoutMargins", newValue.description)
            else { return }
            storedDirectionalMargins = newValue
            marginsInputsDidChange()
        }
    }

    /// The view's margins in left and right terms; kept in step with
    /// ``directionalLayoutMargins`` through the view's layout direction.
    open var layoutMargins: EdgeInsets {
        get { storedDirectionalMargins.absolute(in: effectiveUserInterfaceLayoutDirection) }
        set { directionalLayoutMargins = newValue.directional(in: effectiveUserInterfaceLayoutDirection) }
    }

    /// Whether the view also keeps its content out of its superview's margins where it reaches
    /// them (default false).
    open var preservesSuperviewLayoutMargins: Bool {
        get { storedPreservesSuperviewMargins }
        set {
            guard newValue != storedPreservesSuperviewMargins else { return }
            storedPreservesSuperviewMargins = newValue
            marginsInputsDidChange()
        }
    }

    /// Whether the margins are measured from the safe area instead of the bounds (default
    /// true): with it, a margin is added to the safe area inset on its edge.
    open var insetsLayoutMarginsFromSafeArea: Bool {
        get { storedInsetsMarginsFromSafeArea }
        set {
            guard newValue != storedInsetsMarginsFromSafeArea else { return }
            storedInsetsMarginsFromSafeArea = newValue
            marginsInputsDidChange()
        }
    }

    /// Called when the view's margins changed.
    open func layoutMarginsDidChange() {}

    // MARK: Safe area (see View+SafeArea.swift)

    /// The insets that keep content out from under bars, the notch and the home indicator. A
    /// window's come from its device; a view's are the part of its superview's safe area
    /// insets that it overlaps, never more than the superview's own (a view reaching past the
    /// window's edge is no more covered than its superview), plus its view controller's
    /// ``ViewController/additionalSafeAreaInsets``, which so reach the subviews too. A view
    /// outside any window has none.
    ///
    /// The ``safeAreaLayoutGuide`` and margins measured from the safe area follow these insets
    /// when what they are computed from changes (a frame or bounds above the view, the window's
    /// insets, a view controller's additional insets): the next layout pass recomputes the
    /// guides below what changed, and only those. An override that returns something else
    /// reaches the guides at those moments only.
    ///
    /// - Complexity: O(depth of the view).
    open var safeAreaInsets: EdgeInsets {
        guard let parent = storedSuperview else { return .zero }
        let parentInsets = parent.safeAreaInsets
        var insets = EdgeInsets.zero
        if parentInsets != .zero {
            let bounds = parent.bounds
            let frame = storedFrame
            insets = EdgeInsets(
                top: min(parentInsets.top, max(0, bounds.minY + parentInsets.top - frame.minY)),
                left: min(parentInsets.left, max(0, bounds.minX + parentInsets.left - frame.minX)),
                bottom: min(parentInsets.bottom, max(0, frame.maxY - (bounds.maxY - parentInsets.bottom))),
                right: min(parentInsets.right, max(0, frame.maxX - (bounds.maxX - parentInsets.right))))
            insets = insets.clamped(to: frame.size)
        }
        if let controller = owningViewController, window != nil {
            insets = insets + controller.additionalSafeAreaInsets
        }
        return insets
    }

    /// Called when the view's safe area insets changed.
    open func safeAreaInsetsDidChange() {}

}
