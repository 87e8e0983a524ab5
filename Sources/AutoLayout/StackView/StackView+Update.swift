import Foundation

// Bringing the stack's constraints up to date: describe the constraints the current state wants,
// compare with those the stack holds, and change only the difference.

extension StackView {
    /// The stack's constraints, as the current arranged views and properties want them.
    ///
    /// - Complexity: O(number of arranged subviews).
    func updateArrangementConstraints() {
        let arranged = storedArrangedSubviews
        var specs: [_StackConstraintSpec] = []
        if !arranged.isEmpty {
            let visible = arranged.filter { !$0.isHidden }
            let attributes = _StackAxisAttributes(storedAxis)
            let canvas: LayoutItem = storedLayoutMarginsRelativeArrangement ? layoutMarginsGuide : self
            prepareGuides(visible: visible)
            specs.reserveCapacity(arranged.count * 6)
            appendHidingSpecs(arranged, attributes, to: &specs)
            appendCanvasSpecs(arranged, visible, attributes, canvas: canvas, to: &specs)
            appendSpacingSpecs(arranged, attributes, to: &specs)
            appendDistributionSpecs(arranged, visible, attributes, to: &specs)
            appendAlignmentSpecs(arranged, visible, attributes, canvas: canvas, to: &specs)
            appendOrderingSpecs(arranged, attributes, to: &specs)
        }
        apply(specs)
        recordIntrinsicSizes()
        reportBaselineChanges()
    }

    /// Makes the stack's constraints match `specs`: constraints no longer wanted are deactivated
    /// first, then the kept ones get their new constants and priorities, then the new ones are
    /// activated. Every intermediate state is a subset of the old or of the new constraints, so
    /// a layout that is satisfiable before and after reports no conflict in between.
    func apply(_ specs: [_StackConstraintSpec]) {
        var wanted: [_StackConstraintSpec.Key: Int] = [:]
        wanted.reserveCapacity(specs.count)
        var unique: [(key: _StackConstraintSpec.Key, spec: _StackConstraintSpec)] = []
        unique.reserveCapacity(specs.count)
        for spec in specs {
            let key = spec.key
            guard wanted[key] == nil else { continue }
            wanted[key] = unique.count
            unique.append((key, spec))
        }

        // 1. Deactivate what is no longer wanted (in the order it was made: deterministic).
        var kept: [(key: _StackConstraintSpec.Key, constraint: LayoutConstraint)] = []
        var stale: [LayoutConstraint] = []
        for entry in generatedConstraints {
            if wanted[entry.key] != nil { kept.append(entry) } else { stale.append(entry.constraint) }
        }
        generatedConstraints = kept
        LayoutConstraint.deactivate(stale)
        removeUnusedGuides()

        // 2. Change constants and priorities in place.
        for entry in kept {
            let spec = unique[wanted[entry.key]!].spec
            if entry.constraint.constant != spec.constant { entry.constraint.constant = spec.constant }
            if entry.constraint.priority != spec.priority { entry.constraint.priority = spec.priority }
        }

        // 3. Make and activate what is new, in the order the specs describe it.
        var existing = Set(kept.map(\.key))
        var fresh: [(key: _StackConstraintSpec.Key, constraint: LayoutConstraint)] = []
        for (key, spec) in unique where !existing.contains(key) {
            existing.insert(key)
            fresh.append((key, spec.makeConstraint()))
        }
        LayoutConstraint.activate(fresh.map(\.constraint))

        generatedConstraints = kept + fresh
        generatedIndex = [:]
        for (index, entry) in generatedConstraints.enumerated() { generatedIndex[entry.key] = index }
    }

    /// Deactivates and forgets the generated constraints that match (used when an arranged view
    /// leaves: its constraints must go before it leaves the engine).
    func dropGeneratedConstraints(where matches: (LayoutConstraint) -> Bool) {
        var dropped: [LayoutConstraint] = []
        generatedConstraints.removeAll { entry in
            guard matches(entry.constraint) else { return false }
            dropped.append(entry.constraint)
            return true
        }
        guard !dropped.isEmpty else { return }
        LayoutConstraint.deactivate(dropped)
        generatedIndex = [:]
        for (index, entry) in generatedConstraints.enumerated() { generatedIndex[entry.key] = index }
    }

    // MARK: Guides

    /// Makes the guides the arrangement needs before the constraints are described: a gap guide
    /// after each visible view but the last for `equalSpacing` and `equalCentering`, the spanner
    /// for the non-fill alignments. A gap guide belongs to the view before the gap, so that it
    /// and its constraints survive changes elsewhere in the arrangement.
    func prepareGuides(visible: [View]) {
        for view in neededGuideOwners(visible) where distributingGuides[ObjectIdentifier(view)] == nil {
            let guide = LayoutGuide()
            guide.identifier = "UISV-distributing"
            addLayoutGuide(guide)
            distributingGuides[ObjectIdentifier(view)] = guide
        }
        if effectiveAlignment != .fill, !storedArrangedSubviews.isEmpty, alignmentSpanner == nil {
            let guide = LayoutGuide()
            guide.identifier = "UISV-alignment-spanner"
            addLayoutGuide(guide)
            alignmentSpanner = guide
        }
    }

    /// The visible views that have a gap guide after them.
    func neededGuideOwners(_ visible: [View]) -> ArraySlice<View> {
        storedDistribution.spacingIsMinimum ? visible.dropLast() : []
    }

    /// Removes the guides that no generated constraint names any more (after the stale
    /// constraints were deactivated, so that none is left pointing at a removed guide), in the
    /// order they were added (deterministic).
    func removeUnusedGuides() {
        let visible = storedArrangedSubviews.filter { !$0.isHidden }
        let owners = Set(neededGuideOwners(visible).map(ObjectIdentifier.init))
        let unused = distributingGuides.filter { !owners.contains($0.key) }
        if !unused.isEmpty {
            let unusedGuides = Set(unused.values.map(ObjectIdentifier.init))
            for key in unused.keys { distributingGuides[key] = nil }
            for guide in layoutGuides where unusedGuides.contains(ObjectIdentifier(guide)) {
                dropGeneratedConstraints { constraint in constraint.items.contains { $0 === guide } }
                removeLayoutGuide(guide)
            }
        }
        if let spanner = alignmentSpanner, effectiveAlignment == .fill || storedArrangedSubviews.isEmpty {
            dropGeneratedConstraints { constraint in constraint.items.contains { $0 === spanner } }
            removeLayoutGuide(spanner)
            alignmentSpanner = nil
        }
    }

    // MARK: Intrinsic sizes

    /// The intrinsic sizes the constraints were made from.
    func recordIntrinsicSizes() {
        measuredIntrinsicSizes.removeAll(keepingCapacity: true)
        for view in storedArrangedSubviews {
            measuredIntrinsicSizes[ObjectIdentifier(view)] = view.intrinsicContentSize
        }
    }

    /// Whether an arranged view's intrinsic size differs from the one the constraints were made
    /// from.
    func intrinsicSizesChanged() -> Bool {
        storedArrangedSubviews.contains { view in
            measuredIntrinsicSizes[ObjectIdentifier(view)] != view.intrinsicContentSize
        }
    }
}
