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
        /// (jianshu.com/p/9342baf08fd0). The stack makes this deterministic with its
        /// `AL-stack-ordering` constraints (each view wishes to keep its intrinsic size, at
        /// priority 0.5, with a weight that grows with its index), which only decide between
        /// layouts that every other constraint rates equally.
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

    /// `size == 0` along the axis for every hidden arranged view ('UISV-hiding').
    func appendHidingSpecs(
        _ arranged: [View], _ attributes: _StackAxisAttributes, to specs: inout [_StackConstraintSpec]
    ) {
        for view in arranged where view.isHidden {
            specs.append(_StackConstraintSpec(.hiding, view, attributes.size))
        }
    }

    /// The first and last visible views to the canvas (the stack, or its margins guide) along the
    /// axis ('UISV-canvas-connection').
    ///
    /// When every arranged view is hidden (UIKit's behaviour there is not documented): the
    /// leading edge is tied to the first view, the trailing edge lies at or after the last one,
    /// and `stack.size == 0 @49` lets an unconstrained stack collapse to nothing while a stack of
    /// fixed size reports no conflict.
    func appendCanvasSpecs(
        _ arranged: [View], _ visible: [View], _ attributes: _StackAxisAttributes, canvas: LayoutItem,
        to specs: inout [_StackConstraintSpec]
    ) {
        if let first = visible.first, let last = visible.last {
            specs.append(_StackConstraintSpec(.canvasConnection, canvas, attributes.leading, .equal, first, attributes.leading))
            specs.append(_StackConstraintSpec(.canvasConnection, last, attributes.trailing, .equal, canvas, attributes.trailing))
        } else if let first = arranged.first, let last = arranged.last {
            specs.append(_StackConstraintSpec(.canvasConnection, canvas, attributes.leading, .equal, first, attributes.leading))
            specs.append(_StackConstraintSpec(
                .canvasConnection, canvas, attributes.trailing, .greaterThanOrEqual, last, attributes.trailing))
            specs.append(canvasFitSpec(attributes.size))
        }
    }

    /// `stack.size == 0 @49` on one dimension ('UISV-canvas-fit').
    func canvasFitSpec(_ dimension: LayoutAttribute) -> _StackConstraintSpec {
        _StackConstraintSpec(.canvasFit, self, dimension, priority: LayoutPriority(49))
    }

    /// What each distribution adds to the spacing chain.
    func appendDistributionSpecs(
        _ arranged: [View], _ visible: [View], _ attributes: _StackAxisAttributes,
        to specs: inout [_StackConstraintSpec]
    ) {
        switch storedDistribution {
        case .fill:
            break
        case .fillEqually:
            guard let reference = visible.first else { return }
            for view in visible.dropFirst() {
                specs.append(_StackConstraintSpec(.fillEqually, view, attributes.size, .equal, reference, attributes.size))
            }
        case .fillProportionally:
            appendProportionalSpecs(arranged, visible, attributes, to: &specs)
        case .equalSpacing, .equalCentering:
            appendDistributingSpecs(visible, attributes, to: &specs)
        }
    }

    /// `size(v) == stack.size × length(v) / (Σ lengths + Σ gaps)`, at 999 − index (1000 for a
    /// single visible view), as UIKit makes them ('UISV-fill-proportionally').
    func appendProportionalSpecs(
        _ arranged: [View], _ visible: [View], _ attributes: _StackAxisAttributes,
        to specs: inout [_StackConstraintSpec]
    ) {
        let lengths = visible.map { proportionalLength(of: $0) }
        let denominator = lengths.reduce(0, +) + visibleGapsTotal(visible)
        guard denominator > 0, lengths.contains(where: { $0 > 0 }) else { return }
        let single = visible.count == 1
        for (index, view) in arranged.enumerated() where !view.isHidden {
            let length = proportionalLength(of: view)
            let priority = single ? LayoutPriority.required : LayoutPriority(max(1, 999 - Float(index)))
            specs.append(_StackConstraintSpec(
                .fillProportionally, view, attributes.size, .equal, self, attributes.size,
                multiplier: length / denominator, priority: priority))
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
    /// `equalCentering`), and `stack.size == 0 @49` ('UISV-canvas-fit') so that an unconstrained
    /// stack is as short as its content and minimum gaps allow.
    func appendDistributingSpecs(
        _ visible: [View], _ attributes: _StackAxisAttributes, to specs: inout [_StackConstraintSpec]
    ) {
        specs.append(canvasFitSpec(attributes.size))
        guard visible.count > 1 else { return }
        let centering = storedDistribution == .equalCentering
        let baselines = usesBaselineRelativeSpacing && !centering
        let guides = visible.dropLast().compactMap { distributingGuides[ObjectIdentifier($0)] }
        guard guides.count == visible.count - 1 else { return }
        for index in guides.indices {
            let guide = guides[index]
            let previous = visible[index]
            let next = visible[index + 1]
            let previousEdge: LayoutAttribute =
                centering ? attributes.center : (baselines ? .lastBaseline : attributes.trailing)
            let nextEdge: LayoutAttribute =
                centering ? attributes.center : (baselines ? .firstBaseline : attributes.leading)
            specs.append(_StackConstraintSpec(.distributingEdge, guide, attributes.leading, .equal, previous, previousEdge))
            specs.append(_StackConstraintSpec(.distributingEdge, guide, attributes.trailing, .equal, next, nextEdge))
            if index > 0 {
                let priority = centering ? LayoutPriority(max(1, 150 - Float(index))) : .required
                specs.append(_StackConstraintSpec(
                    .fillEqually, guide, attributes.size, .equal, guides[0], attributes.size, priority: priority))
            }
        }
    }
}
