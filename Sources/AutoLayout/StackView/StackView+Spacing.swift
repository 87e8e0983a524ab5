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
    /// ('UISV-spacing'; `>=` for the distributions where the spacing is a minimum). The link
    /// into a view belongs to that view; only the links into the views of `range` are described.
    ///
    /// Across a run of hidden views the gap of the visible pair around them is split: half on the
    /// link from the visible view before the run, half on the link into the visible view after
    /// it, 0 inside the run. Hidden views at either end link with 0. A hidden view has size 0
    /// ('UISV-hiding'), so the visible views keep exactly one gap between them, and a hidden view
    /// at an end adds none (TZStackView's scheme, checked against UIKit on iOS 9).
    ///
    /// With ``isBaselineRelativeArrangement`` (vertical stacks) the links between visible views
    /// run from the last baseline above to the first baseline below.
    ///
    /// - Complexity: O(`range.count`), plus the hidden views just before `range`.
    func appendSpacingSpecs(
        _ arrangement: _StackArrangement, in range: Range<Int>, to specs: inout [_StackConstraintSpec]
    ) {
        let views = arrangement.views
        let first = max(range.lowerBound, 1)
        guard first < range.upperBound else { return }
        let relation: LayoutRelation = storedDistribution.spacingIsMinimum ? .greaterThanOrEqual : .equal
        let baselines = usesBaselineRelativeSpacing
        let attributes = arrangement.attributes
        // The visible view before the link being described, and the last visible view of all:
        // a hidden view with no visible view after it links with 0.
        var previousVisible = arrangement.visibleIndex(before: first)
        let lastVisible = arrangement.lastVisible ?? -1
        // Each view's visibility is asked once: the link into a view becomes the link out of it.
        var previousHidden = !arrangement.isVisible(first - 1)
        for index in first..<range.upperBound {
            let previous = views[index - 1]
            let next = views[index]
            let nextHidden = !arrangement.isVisible(index)
            defer { previousHidden = nextHidden }
            if !previousHidden { previousVisible = index - 1 }
            var constant: CGFloat = 0
            switch (previousHidden, nextHidden) {
            case (false, false):
                constant = gap(after: previous)
            case (true, false):
                // The end of a hidden run inside the sequence.
                if let before = previousVisible { constant = gap(after: views[before]) / 2 }
            case (false, true):
                // The start of a hidden run with a visible view after it.
                if index < lastVisible { constant = gap(after: previous) / 2 }
            case (true, true):
                constant = 0
            }
            let previousAttribute: LayoutAttribute =
                baselines && !previousHidden ? .lastBaseline : attributes.trailing
            let nextAttribute: LayoutAttribute = baselines && !nextHidden ? .firstBaseline : attributes.leading
            specs.append(_StackConstraintSpec(
                .spacing, next, nextAttribute, relation, previous, previousAttribute, constant: constant,
                owner: next))
        }
    }

    /// Whether gaps run from baseline to baseline (vertical stacks only, as in UIKit).
    var usesBaselineRelativeSpacing: Bool {
        storedBaselineRelativeArrangement && storedAxis == .vertical
    }

    /// The gaps between consecutive visible views, for `fillProportionally`.
    ///
    /// - Complexity: O(number of arranged views).
    func visibleGapsTotal(_ arrangement: _StackArrangement) -> CGFloat {
        guard let last = arrangement.lastVisible else { return 0 }
        var total: CGFloat = 0
        for index in 0..<last where arrangement.isVisible(index) {
            total += gap(after: arrangement.views[index])
        }
        return total
    }
}
