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

    /// Makes the stack's constraints match `specs`, touching only the difference: constraints no
    /// longer wanted are deactivated first, then the kept ones get their new constants and
    /// priorities in place, then the new ones are activated.
    ///
    /// No state in between may be unsatisfiable when the final one is not, or the engine would
    /// report (and break) a constraint for nothing. After the first step the constraints are a
    /// subset of the old ones; after the second a subset of the new ones, provided at most one
    /// required constant changed in place (two changes can compensate each other, as custom
    /// spacings moved from one gap to another, and one alone then conflicts). So one required
    /// constant changes in place and any other changed required constraint leaves with the stale
    /// ones and comes back, the same object, with the new ones. Optional constraints cannot
    /// conflict and always change in place.
    func apply(_ specs: [_StackConstraintSpec]) {
        // Index-based throughout: a spec holds two existential items, and copying specs (or
        // tuples of them) retained and released both, which was most of the cost of an update.
        let keys = specs.map(\.key)
        var wanted: [_StackConstraintSpec.Key: Int] = [:]
        wanted.reserveCapacity(specs.count)
        var isDuplicate = [Bool](repeating: false, count: specs.count)
        for index in keys.indices {
            if wanted[keys[index]] != nil {
                isDuplicate[index] = true
            } else {
                wanted[keys[index]] = index
            }
        }

        // 1. Deactivate what is no longer wanted, and the required constraints whose constant
        //    changes beyond the first (in the order they were made: deterministic).
        var kept: [(key: _StackConstraintSpec.Key, constraint: LayoutConstraint)] = []
        kept.reserveCapacity(generatedConstraints.count)
        var keptIndex: [Int] = []
        keptIndex.reserveCapacity(generatedConstraints.count)
        var isKept = [Bool](repeating: false, count: specs.count)
        var stale: [LayoutConstraint] = []
        var returning: [LayoutConstraint] = []
        var requiredChangeInPlace = false
        for entry in generatedConstraints {
            guard let index = wanted[entry.key] else {
                stale.append(entry.constraint)
                continue
            }
            kept.append(entry)
            keptIndex.append(index)
            isKept[index] = true
            if specs[index].priority.isRequired, entry.constraint.constant != specs[index].constant {
                if requiredChangeInPlace {
                    returning.append(entry.constraint)
                } else {
                    requiredChangeInPlace = true
                }
            }
        }
        generatedConstraints = kept
        if !stale.isEmpty || !returning.isEmpty { LayoutConstraint.deactivate(stale + returning) }
        removeUnusedGuides()

        // 2. Change constants and priorities in place.
        for (position, entry) in kept.enumerated() {
            let index = keptIndex[position]
            let constant = specs[index].constant
            let priority = specs[index].priority
            if entry.constraint.constant != constant { entry.constraint.constant = constant }
            if entry.constraint.priority != priority { entry.constraint.priority = priority }
        }

        // 3. Activate what came back and what is new, in the order the specs describe it.
        var fresh: [LayoutConstraint] = []
        for index in specs.indices where !isKept[index] && !isDuplicate[index] {
            let constraint = specs[index].makeConstraint()
            fresh.append(constraint)
            kept.append((keys[index], constraint))
        }
        if !returning.isEmpty || !fresh.isEmpty { LayoutConstraint.activate(returning + fresh) }
        generatedConstraints = kept
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

    /// Removes the guides the arrangement no longer needs, in the order they were added
    /// (deterministic). Their generated constraints are already gone (stale ones are deactivated
    /// before this runs); any left would be deactivated first, so that none points at a guide
    /// that left the engine.
    func removeUnusedGuides() {
        let visible = storedArrangedSubviews.filter { !$0.isHidden }
        let owners = Set(neededGuideOwners(visible).map(ObjectIdentifier.init))
        var unused = Set<ObjectIdentifier>()
        for (owner, guide) in distributingGuides where !owners.contains(owner) {
            unused.insert(ObjectIdentifier(guide))
            distributingGuides[owner] = nil
        }
        if let spanner = alignmentSpanner, effectiveAlignment == .fill || storedArrangedSubviews.isEmpty {
            unused.insert(ObjectIdentifier(spanner))
            alignmentSpanner = nil
        }
        guard !unused.isEmpty else { return }
        dropGeneratedConstraints { constraint in
            constraint.items.contains { unused.contains(ObjectIdentifier($0)) }
        }
        for guide in layoutGuides where unused.contains(ObjectIdentifier(guide)) {
            removeLayoutGuide(guide)
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
