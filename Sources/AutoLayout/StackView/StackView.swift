import Foundation

/// A view that lays out a row or a column of views with constraints it makes itself, as UIKit's
/// `UIStackView`.
///
/// The views in ``arrangedSubviews`` are laid out in order along ``axis``: a horizontal stack
/// runs from leading to trailing (right to left in a right-to-left layout), a vertical one from
/// top to bottom. ``distribution`` sizes them along the axis, ``alignment`` places them across
/// it, ``spacing`` (and ``setCustomSpacing(_:after:)``) separates them. A hidden arranged view
/// takes no space, and the spacing next to it goes away too.
///
/// The stack has no intrinsic content size: its size comes from its arranged views, or from your
/// constraints on it, which the views then fill. Hugging and compression resistance set on the
/// stack itself therefore do nothing; set them on the arranged views.
///
/// The constraints are the ones UIKit makes (TZStackView's reproduction, checked constraint by
/// constraint against UIKit on iOS 9, and the constraint dumps of kean's "Let's Build
/// UIStackView", iOS 10), with UIKit's identifiers (`UISV-spacing`, `UISV-canvas-connection`, …)
/// so that conflict reports read like UIKit's. The stack holds them (see ``View/constraints``),
/// except those that name one arranged view only (`UISV-hiding`, `UISV-ambiguity-suppression`),
/// which that view holds, as in UIKit. Spacers between views and the item that spans them are
/// layout guides added to the stack.
///
/// Changes (a property, an arranged view, a view hidden or shown, an intrinsic size) mark the
/// stack; the next update pass (``updateConstraints()``) brings its constraints up to date
/// incrementally: constants and priorities change in place, only constraints whose items or
/// shape changed are replaced, and nothing but the stack's own constraints is touched.
///
/// When the views do not fit or do not fill the stack, hugging and compression resistance decide
/// who gives way; among equals, the view with the lower index gives way first (see
/// ``Distribution-swift.enum/fill``).
open class StackView: View {
    // MARK: Stored state

    // Unchecked exclusivity, as the engine's own state: the stack reads these in every update,
    // and the runtime's access checks on a class's stored properties cost more than the reads.

    @exclusivity(unchecked) var storedArrangedSubviews: [View] = []
    @exclusivity(unchecked) var storedAxis: LayoutAxis = .horizontal
    @exclusivity(unchecked) var storedDistribution: Distribution = .fill
    @exclusivity(unchecked) var storedAlignment: Alignment = .fill
    @exclusivity(unchecked) var storedSpacing: CGFloat = 0
    /// Custom spacing after an arranged view, by view.
    @exclusivity(unchecked) var customSpacings: [ObjectIdentifier: CGFloat] = [:]
    @exclusivity(unchecked) var storedBaselineRelativeArrangement = false
    @exclusivity(unchecked) var storedLayoutMarginsRelativeArrangement = false

    /// The constraints the stack made, in the order it made them, with what each is.
    @exclusivity(unchecked) var generated = _StackGeneratedConstraints()
    /// What the next update must describe again.
    @exclusivity(unchecked) var pendingUpdate = _StackPendingUpdate.everything
    /// The guide that spans the views across the axis (non-fill alignments).
    @exclusivity(unchecked) var alignmentSpanner: LayoutGuide?
    /// The guides between neighbouring visible views (`equalSpacing`, `equalCentering`), by the
    /// view before the gap: hiding or adding a view then changes only the guides next to it.
    @exclusivity(unchecked) var distributingGuides: [ObjectIdentifier: LayoutGuide] = [:]
    /// The baseline views last reported (a superview stack aligns on them).
    @exclusivity(unchecked) var reportedBaselineViews: (first: ObjectIdentifier, last: ObjectIdentifier)?

    // MARK: Making stack views

    /// Makes an empty horizontal stack view.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// As ``View/init(coder:)``: an empty frame; nothing is read from `coder`. Never fails.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Makes a stack view with arranged subviews (added as subviews, in order).
    public convenience init(arrangedSubviews views: [View]) {
        self.init(frame: .zero)
        for view in views { addArrangedSubview(view) }
    }

    deinit {
        // The arranged views are subviews too: only the list of subviews keeps them now, so
        // that `View`'s deinit frees a deep tree of stacks one view at a time.
        storedArrangedSubviews = []
    }

    // MARK: Layout

    /// The stack has no natural size of its own: its size comes from its arranged views.
    open override var intrinsicContentSize: CGSize {
        CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)
    }

    /// Brings the stack's constraints up to date with its arranged views and properties (only
    /// what changed is touched), then calls `super`.
    ///
    /// - Complexity: O(number of arranged subviews), plus the solver's work for the constraints
    ///   that changed.
    open override func updateConstraints() {
        updateArrangementConstraints()
        super.updateConstraints()
    }

    // MARK: Baselines

    /// For a horizontal stack the tallest visible arranged view's (the first of equals), for a
    /// vertical one the first visible arranged view's, as UIKit's header documents; the stack
    /// itself when no arranged view is visible.
    open override var forFirstBaselineLayout: View { baselineView(first: true) }

    /// For a horizontal stack the tallest visible arranged view's (the first of equals), for a
    /// vertical one the last visible arranged view's; the stack itself when none is visible.
    open override var forLastBaselineLayout: View { baselineView(first: false) }

    // MARK: Hierarchy

    /// An arranged view that leaves the stack leaves the arrangement too; the stack's constraints
    /// on it go at once (before the view leaves the layout engine).
    open override func willRemoveSubview(_ subview: View) {
        super.willRemoveSubview(subview)
        if storedArrangedSubviews.contains(where: { $0 === subview }) {
            removeFromArrangement(subview)
        }
    }

    /// An arranged view's intrinsic size changed: the constraints that depend on it (those of
    /// `fillProportionally` and the index tie-break) are described again in the next update
    /// pass. A view tells its superview whenever its intrinsic size is invalidated or re-measured
    /// at a new width, so the stack never polls its views.
    override func subviewIntrinsicContentSizeDidChange(_ subview: View) {
        super.subviewIntrinsicContentSizeDidChange(subview)
        guard storedArrangedSubviews.contains(where: { $0 === subview }) else { return }
        arrangedViewDidChange(subview)
    }

    override func arrangedSubviewVisibilityDidChange(_ subview: View) {
        super.arrangedSubviewVisibilityDidChange(subview)
        guard storedArrangedSubviews.contains(where: { $0 === subview }) else { return }
        arrangedViewDidChange(subview)
        setNeedsLayout()
    }
}
