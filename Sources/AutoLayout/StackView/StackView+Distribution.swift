import Foundation

extension StackView {
    /// How a stack sizes and places its arranged views along its axis, as UIKit's
    /// `UIStackView.Distribution` (same raw values).
    public enum Distribution: Int, Hashable, Sendable, CaseIterable, CustomStringConvertible {
        /// The views fill the axis. If they are too big, the views of lowest compression
        /// resistance shrink; if too small, the views of lowest hugging grow.
        ///
        /// Among views of equal priority, the view with the **lower index gives way first**
        /// (grows, or shrinks, before the views after it). UIKit says only that ties are broken
        /// "according to arrangement order" (UIStackView.h); the direction follows published
        /// observations: a horizontal fill stack of three labels made in code with the default
        /// priorities gives the extra width to the first one (ivanthinking.net, "Horizontal
        /// Stack Content Hugging"), and views with equal default priorities give way in the order
        /// they were added, earlier first, both for hugging and for compression resistance
        /// (jianshu.com/p/9342baf08fd0). The stack makes this deterministic with an index
        /// tie-break (each view wishes to keep its intrinsic size, at priority 0.5, with a
        /// weight that grows with its index), which only decides between layouts that every
        /// other constraint rates equally: on the view's own content-size constraints, or an
        /// `AL-stack-ordering` constraint for a view without an intrinsic size along the axis
        /// (see `StackView+Ordering.swift`).
        case fill = 0
        /// Every visible view gets the same size along the axis ('UISV-fill-equally'); together
        /// they fill it.
        case fillEqually = 1
        /// Sizes along the axis in proportion to the intrinsic sizes:
        /// `size(v) == stack.size × intrinsic(v) / (Σ intrinsic + Σ gaps)` at priorities 999,
        /// 998, … by index (1000 when one view is visible), as UIKit makes them. With spacing 0
        /// the sizes are exactly proportional. With spacing the multipliers add up to less than
        /// 1, and the earlier views, whose constraints are of higher priority, keep their
        /// proportional size while the last view absorbs the difference. The multipliers
        /// refer to the stack's bounds even with ``StackView/isLayoutMarginsRelativeArrangement``
        /// (so the last view absorbs the margins too, as published UIKit experiments show). A
        /// view without an intrinsic size along the axis counts as 0; when no visible view
        /// has one, the stack behaves as ``fill``.
        case fillProportionally = 2
        /// The views keep their sizes and the gaps between them are equal, never below
        /// ``StackView/spacing`` (gap guides 'UISV-distributing'). When the views do not fit,
        /// the gaps shrink to the spacing, then views shrink by compression resistance, then by
        /// index (the lower index first, as for ``fill``).
        case equalSpacing = 3
        /// The distances between the views' centres are equal, as far as the gaps allow (they
        /// never go below ``StackView/spacing``). The equalities are optional, at priorities
        /// 149, 148, … (the second gap and the following ones against the first), below the
        /// default hugging, so the views keep their intrinsic sizes. Beyond that it shrinks as
        /// ``equalSpacing``.
        case equalCentering = 4

        /// `fill`, `fillEqually`, `fillProportionally`, `equalSpacing` or `equalCentering`.
        public var description: String {
            switch self {
            case .fill: "fill"
            case .fillEqually: "fillEqually"
            case .fillProportionally: "fillProportionally"
            case .equalSpacing: "equalSpacing"
            case .equalCentering: "equalCentering"
            }
        }

        /// Whether ``StackView/spacing`` is a minimum rather than the exact gap.
        var spacingIsMinimum: Bool { self == .equalSpacing || self == .equalCentering }
    }

    /// How the arranged views are sized and placed along the axis (default
    /// ``Distribution-swift.enum/fill``).
    public var distribution: Distribution {
        get { storedDistribution }
        set {
            guard newValue != storedDistribution else { return }
            storedDistribution = newValue
            arrangementDidChange()
        }
    }

    /// The direction the views run in: horizontal (leading to trailing) or vertical (top to
    /// bottom). Default horizontal.
    public var axis: LayoutAxis {
        get { storedAxis }
        set {
            guard newValue != storedAxis else { return }
            storedAxis = newValue
            arrangementDidChange()
        }
    }

    // MARK: Constraints

    /// `size == 0` along the axis for every hidden arranged view of `range` ('UISV-hiding').
    func appendHidingSpecs(
        _ arrangement: _StackArrangement, in range: Range<Int>, to specs: inout [_StackConstraintSpec]
    ) {
        for index in range where !arrangement.isVisible(index) {
            let view = arrangement.views[index]
            specs.append(_StackConstraintSpec(.hiding, view, arrangement.attributes.size, owner: view))
        }
    }

    /// The first and last visible views to the canvas (the stack, or its margins guide) along the
    /// axis ('UISV-canvas-connection'). They belong to the stack as a whole.
    ///
    /// When every arranged view is hidden (UIKit's behaviour there is not documented): the
    /// leading edge is tied to the first view, the trailing edge lies at or after the last one,
    /// and `stack.size == 0 @49` lets an unconstrained stack collapse to nothing while a stack of
    /// fixed size reports no conflict.
    func appendCanvasSpecs(_ arrangement: _StackArrangement, to specs: inout [_StackConstraintSpec]) {
        let views = arrangement.views
        let attributes = arrangement.attributes
        let canvas = arrangement.canvas
        if let first = arrangement.firstVisible, let last = arrangement.lastVisible {
            specs.append(_StackConstraintSpec(
                .canvasConnection, canvas, attributes.leading, .equal, views[first], attributes.leading, owner: nil))
            specs.append(_StackConstraintSpec(
                .canvasConnection, views[last], attributes.trailing, .equal, canvas, attributes.trailing, owner: nil))
        } else if let first = views.first, let last = views.last {
            specs.append(_StackConstraintSpec(
                .canvasConnection, canvas, attributes.leading, .equal, first, attributes.leading, owner: nil))
            specs.append(_StackConstraintSpec(
                .canvasConnection, canvas, attributes.trailing, .greaterThanOrEqual, last, attributes.trailing,
                owner: nil))
            specs.append(canvasFitSpec(attributes.size))
        }
    }

    /// `stack.size == 0 @49` on one dimension ('UISV-canvas-fit').
    func canvasFitSpec(_ dimension: LayoutAttribute) -> _StackConstraintSpec {
        _StackConstraintSpec(.canvasFit, self, dimension, priority: LayoutPriority(49), owner: nil)
    }

    /// What each distribution adds to the spacing chain, for the views of `range` (and, with
    /// `includingStack`, for the stack as a whole).
    func appendDistributionSpecs(
        _ arrangement: _StackArrangement, in range: Range<Int>, includingStack: Bool,
        to specs: inout [_StackConstraintSpec]
    ) {
        switch storedDistribution {
        case .fill:
            break
        case .fillEqually:
            guard let reference = arrangement.firstVisible else { return }
            let size = arrangement.attributes.size
            for index in range where index != reference && arrangement.isVisible(index) {
                let view = arrangement.views[index]
                specs.append(_StackConstraintSpec(
                    .fillEqually, view, size, .equal, arrangement.views[reference], size, owner: view))
            }
        case .fillProportionally:
            appendProportionalSpecs(arrangement, in: range, to: &specs)
        case .equalSpacing, .equalCentering:
            if includingStack { specs.append(canvasFitSpec(arrangement.attributes.size)) }
            appendDistributingSpecs(arrangement, in: range, to: &specs)
        }
    }

    /// `size(v) == stack.size × length(v) / (Σ lengths + Σ gaps)`, at 999 − index (1000 for a
    /// single visible view), as UIKit makes them ('UISV-fill-proportionally'). Every one depends
    /// on every view, so a change to one view re-describes them all.
    func appendProportionalSpecs(
        _ arrangement: _StackArrangement, in range: Range<Int>, to specs: inout [_StackConstraintSpec]
    ) {
        let views = arrangement.views
        var lengthsTotal: CGFloat = 0
        var anyLength = false
        for view in views where !view.isHidden {
            let length = proportionalLength(of: view)
            lengthsTotal += length
            anyLength = anyLength || length > 0
        }
        let denominator = lengthsTotal + visibleGapsTotal(arrangement)
        guard denominator > 0, anyLength else { return }
        let single = arrangement.firstVisible == arrangement.lastVisible
        let size = arrangement.attributes.size
        for index in range where arrangement.isVisible(index) {
            let view = views[index]
            let length = proportionalLength(of: view)
            let priority = single ? LayoutPriority.required : LayoutPriority(max(1, 999 - Float(index)))
            specs.append(_StackConstraintSpec(
                .fillProportionally, view, size, .equal, self, size,
                multiplier: length / denominator, priority: priority, owner: view))
        }
    }

    /// A view's intrinsic size along the axis, 0 without one.
    func proportionalLength(of view: View) -> CGFloat {
        let size = view.intrinsicContentSize
        let length = storedAxis == .horizontal ? size.width : size.height
        return length.isFinite && length > 0 ? length : 0
    }

    /// The gap guides between visible neighbours: their edges on the views' facing edges
    /// (`equalSpacing`) or centres (`equalCentering`) ('UISV-distributing-edge'), their sizes
    /// equal ('UISV-fill-equally': required for `equalSpacing`, 149, 148, … for
    /// `equalCentering`). An unconstrained stack is as short as its content and minimum gaps
    /// allow through `stack.size == 0 @49` ('UISV-canvas-fit', see
    /// ``appendDistributionSpecs(_:in:includingStack:to:)``).
    ///
    /// A gap's constraints belong to the visible view after it (the guide itself to the view
    /// before it): showing or hiding a view changes the gap before the next visible view.
    func appendDistributingSpecs(
        _ arrangement: _StackArrangement, in range: Range<Int>, to specs: inout [_StackConstraintSpec]
    ) {
        guard let firstVisible = arrangement.firstVisible,
            let firstGuide = distributingGuides[ObjectIdentifier(arrangement.views[firstVisible])]
        else { return }
        let views = arrangement.views
        let attributes = arrangement.attributes
        let centering = storedDistribution == .equalCentering
        let baselines = usesBaselineRelativeSpacing && !centering
        let previousEdge: LayoutAttribute =
            centering ? attributes.center : (baselines ? .lastBaseline : attributes.trailing)
        let nextEdge: LayoutAttribute =
            centering ? attributes.center : (baselines ? .firstBaseline : attributes.leading)
        var previousVisible = arrangement.visibleIndex(before: range.lowerBound)
        // The visible view's place among the visible views: the gap before it is one less
        // (only `equalCentering`'s priorities need it).
        var ordinal = centering ? arrangement.visibleCount(before: range.lowerBound) : 0
        for index in range where arrangement.isVisible(index) {
            let gapIndex = ordinal - 1
            ordinal += 1
            defer { previousVisible = index }
            guard let before = previousVisible else { continue }
            guard let guide = distributingGuides[ObjectIdentifier(views[before])] else { continue }
            let next = views[index]
            specs.append(_StackConstraintSpec(
                .distributingEdge, guide, attributes.leading, .equal, views[before], previousEdge, owner: next))
            specs.append(_StackConstraintSpec(
                .distributingEdge, guide, attributes.trailing, .equal, next, nextEdge, owner: next))
            if guide !== firstGuide {
                let priority = centering ? LayoutPriority(max(1, 150 - Float(gapIndex))) : .required
                specs.append(_StackConstraintSpec(
                    .fillEqually, guide, attributes.size, .equal, firstGuide, attributes.size, priority: priority,
                    owner: next))
            }
        }
    }
}
