import Foundation

extension StackView {
    /// As a custom spacing: use the stack's ``spacing`` (what ``customSpacing(after:)`` returns
    /// for a view without one). As the ``spacing`` itself it means 0. UIKit's value, `FLT_MAX`.
    public static let spacingUseDefault = CGFloat(Float.greatestFiniteMagnitude)

    /// As ``spacing`` or a custom spacing: the system spacing between neighbours
    /// (``LayoutSpacing/system``, 8 points here; UIKit may derive it from the views' fonts).
    /// UIKit's value, `FLT_MIN`.
    public static let spacingUseSystem = CGFloat(Float.leastNormalMagnitude)

    /// The gap between neighbouring arranged views: exact for the fill distributions, a minimum
    /// for ``Distribution-swift.enum/equalSpacing`` and ``Distribution-swift.enum/equalCentering``.
    /// Negative values let the views overlap. Default 0. ``spacingUseSystem`` asks for the
    /// system spacing; ``spacingUseDefault`` (or any value that is not finite) means 0.
    public var spacing: CGFloat {
        get { storedSpacing }
        set {
            guard newValue != storedSpacing else { return }
            storedSpacing = newValue
            arrangementDidChange()
        }
    }

    /// Sets the gap after one arranged view, in place of ``spacing`` (it follows the view when
    /// the view moves in the arrangement, and is forgotten when the view leaves it).
    /// ``spacingUseDefault`` goes back to ``spacing``; ``spacingUseSystem`` asks for the system
    /// spacing. Ignored when `view` is not an arranged subview, or when `spacing` is not a
    /// number.
    ///
    /// While `view` is hidden, the gap that follows the previous visible view applies: the
    /// space after a hidden view does not exist.
    public func setCustomSpacing(_ spacing: CGFloat, after view: View) {
        guard storedArrangedSubviews.contains(where: { $0 === view }), !spacing.isNaN else { return }
        let key = ObjectIdentifier(view)
        let value: CGFloat? = spacing == StackView.spacingUseDefault ? nil : spacing
        guard customSpacings[key] != value else { return }
        customSpacings[key] = value
        arrangementDidChange()
    }

    /// The custom spacing after an arranged view, or ``spacingUseDefault`` when it has none (or
    /// is not arranged).
    public func customSpacing(after view: View) -> CGFloat {
        customSpacings[ObjectIdentifier(view)] ?? StackView.spacingUseDefault
    }

    // MARK: Resolving the sentinels

    /// ``spacing`` as a length.
    var resolvedSpacing: CGFloat {
        StackView.resolve(storedSpacing, default: 0)
    }

    /// The gap that follows an arranged view when the next visible view comes after it.
    func gap(after view: View) -> CGFloat {
        guard let custom = customSpacings[ObjectIdentifier(view)] else { return resolvedSpacing }
        return StackView.resolve(custom, default: resolvedSpacing)
    }

    static func resolve(_ value: CGFloat, default fallback: CGFloat) -> CGFloat {
        if value == spacingUseSystem { return LayoutSpacing.system }
        if value == spacingUseDefault || !value.isFinite { return fallback }
        return value
    }

    // MARK: The spacing chain

    /// `next.leading == prev.trailing + gap` for every pair of neighbours, hidden views included
    /// ('UISV-spacing'; `>=` for the distributions where the spacing is a minimum).
    ///
    /// Across a run of hidden views the gap of the visible pair around them is split: half on the
    /// link from the visible view before the run, half on the link into the visible view after
    /// it, 0 inside the run. Hidden views at either end link with 0. A hidden view has size 0
    /// ('UISV-hiding'), so the visible views keep exactly one gap between them, and a hidden view
    /// at an end adds none (TZStackView's scheme, checked against UIKit on iOS 9).
    ///
    /// With ``isBaselineRelativeArrangement`` (vertical stacks) the links between visible views
    /// run from the last baseline above to the first baseline below.
    func appendSpacingSpecs(
        _ arranged: [View], _ attributes: _StackAxisAttributes, to specs: inout [_StackConstraintSpec]
    ) {
        guard arranged.count > 1 else { return }
        let relation: LayoutRelation = storedDistribution.spacingIsMinimum ? .greaterThanOrEqual : .equal
        let baselines = usesBaselineRelativeSpacing
        // The gap of the visible pair each link belongs to (nil where there is no such pair).
        var previousVisible: View?
        var gapBefore: [CGFloat?] = Array(repeating: nil, count: arranged.count)
        for (index, view) in arranged.enumerated() {
            gapBefore[index] = previousVisible.map { gap(after: $0) }
            if !view.isHidden { previousVisible = view }
        }
        var nextVisibleExists = Array(repeating: false, count: arranged.count)
        var seen = false
        for index in arranged.indices.reversed() {
            nextVisibleExists[index] = seen
            if !arranged[index].isHidden { seen = true }
        }
        for index in 1..<arranged.count {
            let previous = arranged[index - 1]
            let next = arranged[index]
            var constant: CGFloat = 0
            switch (previous.isHidden, next.isHidden) {
            case (false, false):
                constant = gap(after: previous)
            case (true, false):
                // The end of a hidden run inside the sequence.
                if let gap = gapBefore[index] { constant = gap / 2 }
            case (false, true):
                // The start of a hidden run with a visible view after it.
                if nextVisibleExists[index] { constant = gap(after: previous) / 2 }
            case (true, true):
                constant = 0
            }
            let previousAttribute: LayoutAttribute =
                baselines && !previous.isHidden ? .lastBaseline : attributes.trailing
            let nextAttribute: LayoutAttribute = baselines && !next.isHidden ? .firstBaseline : attributes.leading
            specs.append(_StackConstraintSpec(
                .spacing, next, nextAttribute, relation, previous, previousAttribute, constant: constant))
        }
    }

    /// Whether gaps run from baseline to baseline (vertical stacks only, as in UIKit).
    var usesBaselineRelativeSpacing: Bool {
        storedBaselineRelativeArrangement && storedAxis == .vertical
    }

    /// The gaps between consecutive visible views, for `fillProportionally`.
    func visibleGapsTotal(_ visible: [View]) -> CGFloat {
        guard visible.count > 1 else { return 0 }
        return visible.dropLast().reduce(CGFloat(0)) { $0 + gap(after: $1) }
    }
}
