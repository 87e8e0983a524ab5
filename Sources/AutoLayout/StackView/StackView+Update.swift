import Foundation

// Bringing the stack's constraints up to date: describe the constraints the current state wants,
// compare with those the stack holds, and change only the difference.
//
// Most changes (a property, a view added or removed) describe every constraint again: O(n) for n
// arranged views, which is what such a change costs the solver anyway. Showing, hiding or
// resizing a few views is the common change of a long stack, and there only the constraints near
// those views are described again, in O(distance to the nearest visible views that did not
// change), so that toggling one view of a 1000-view stack does not walk the other 999.
//
// Which constraints a view's state reaches, with `prev`/`next` the nearest unchanged visible
// views before and after it: its own (hiding, tie-break, alignment, spanning, fill-equally),
// the spacing links into every view after `prev` up to `next` (a hidden run splits the gap
// around it), the gap guides between `prev` and `next`, and the canvas connections when the
// first or last visible view changes. Every constraint belongs to one arranged view (see
// `_StackConstraintSpec.owner`), so describing the views after `prev` up to `next`, and the
// stack's own constraints, covers all of them. The update describes everything instead when
// there is no such `prev` or `next` (the first or last visible view may change, and with it the
// fill-equally reference and the first gap guide), and for `fillProportionally` (every
// multiplier depends on every view) and `equalCentering` (the gaps' priorities count the
// visible views).

extension StackView {
    /// The stack's constraints, as the current arranged views and properties want them.
    ///
    /// - Complexity: O(number of arranged subviews) when everything is described again; for a
    ///   few shown, hidden or resized views, O(the views between the unchanged visible views
    ///   around them).
    func updateArrangementConstraints() {
        let pending = pendingUpdate
        pendingUpdate = .nothing
        if case .views(let changed) = pending, let ranges = localRanges(around: changed) {
            updateArrangementConstraints(in: ranges)
        } else {
            updateAllArrangementConstraints()
        }
        reportBaselineChanges()
    }

    /// Describes every constraint again.
    func updateAllArrangementConstraints() {
        var specs: [_StackConstraintSpec] = []
        let arrangement = makeArrangement(readingEveryView: true)
        let views = arrangement.views
        if !views.isEmpty {
            prepareGuides(arrangement, in: views.indices)
            specs.reserveCapacity(views.count * 6)
            describeConstraints(arrangement, in: views.indices, includingStack: true, to: &specs)
        }
        apply(specs, replacing: generated.allSlots)
        removeUnusedGuides()
    }

    /// Describes again the constraints of the views in `ranges` and of the stack as a whole.
    func updateArrangementConstraints(in ranges: [Range<Int>]) {
        let arrangement = makeArrangement()
        var specs: [_StackConstraintSpec] = []
        var owners: [ObjectIdentifier] = []
        for (position, range) in ranges.enumerated() {
            prepareGuides(arrangement, in: range)
            describeConstraints(arrangement, in: range, includingStack: position == 0, to: &specs)
            owners += arrangement.views[range].map(ObjectIdentifier.init)
        }
        apply(specs, replacing: generated.slots(ownedBy: owners))
        for range in ranges { removeUnusedGuides(arrangement, in: range) }
    }

    /// The views and attributes the descriptions read (see `_StackArrangement` for
    /// `readingEveryView`).
    func makeArrangement(readingEveryView: Bool = false) -> _StackArrangement {
        _StackArrangement(
            views: storedArrangedSubviews, attributes: _StackAxisAttributes(storedAxis),
            canvas: storedLayoutMarginsRelativeArrangement ? layoutMarginsGuide : self,
            readingEveryView: readingEveryView)
    }

    /// The constraints of the views in `range` (and with `includingStack`, the stack's own), in
    /// the order they are made: by kind, then by view. The canvas connections come after the
    /// spacing chain: the solver then defines the stack's length from its last view's end (one
    /// short definition). Made first, they tied the last view's position to the stack's length,
    /// and closing the chain defined that length from every view's size, a definition as long
    /// as the stack that every shown, hidden or resized view made the solver read again.
    func describeConstraints(
        _ arrangement: _StackArrangement, in range: Range<Int>, includingStack: Bool,
        to specs: inout [_StackConstraintSpec]
    ) {
        appendHidingSpecs(arrangement, in: range, to: &specs)
        appendSpacingSpecs(arrangement, in: range, to: &specs)
        appendDistributionSpecs(arrangement, in: range, includingStack: includingStack, to: &specs)
        if includingStack { appendCanvasSpecs(arrangement, to: &specs) }
        appendAlignmentSpecs(arrangement, in: range, includingStack: includingStack, to: &specs)
        appendOrderingSpecs(arrangement, in: range, to: &specs)
    }

    /// The ranges of arranged views whose constraints a change to `changed` reaches: for each,
    /// the views after the nearest unchanged visible view before it, up to the nearest unchanged
    /// visible view after it; merged and in order. Nil when everything must be described again
    /// (see the top of this file).
    func localRanges(around changed: [View]) -> [Range<Int>]? {
        switch storedDistribution {
        case .fill, .fillEqually, .equalSpacing: break
        case .fillProportionally, .equalCentering: return nil
        }
        // Beyond a handful of views, describing everything is as cheap as finding the ranges.
        guard changed.count <= 8 else { return nil }
        let views = storedArrangedSubviews
        func isChanged(_ view: View) -> Bool { changed.contains { $0 === view } }
        func isFixedVisible(_ index: Int) -> Bool { !views[index].isHidden && !isChanged(views[index]) }
        var ranges: [Range<Int>] = []
        for view in changed {
            guard let index = views.firstIndex(where: { $0 === view }) else { return nil }
            var before = index - 1
            while before >= 0, !isFixedVisible(before) { before -= 1 }
            var after = index + 1
            while after < views.count, !isFixedVisible(after) { after += 1 }
            guard before >= 0, after < views.count else { return nil }
            ranges.append((before + 1)..<(after + 1))
        }
        ranges.sort { $0.lowerBound < $1.lowerBound }
        var merged: [Range<Int>] = []
        for range in ranges {
            if let last = merged.last, range.lowerBound <= last.upperBound {
                merged[merged.count - 1] = last.lowerBound..<max(last.upperBound, range.upperBound)
            } else {
                merged.append(range)
            }
        }
        return merged
    }

    /// Makes the stack's constraints match `specs`, touching only the difference: of the
    /// constraints in `slots`, those no longer wanted are deactivated first, then the kept ones
    /// get their new constants and priorities in place, then the new ones are activated.
    /// Constraints outside `slots` are left alone.
    ///
    /// No state in between may be unsatisfiable when the final one is not, or the engine would
    /// report (and break) a constraint for nothing. After the first step the constraints are a
    /// subset of the old ones; after the second a subset of the new ones, provided the required
    /// constants change together: two changes can compensate each other (hiding a view moves
    /// half of a gap from one link to the next; custom spacings move from one gap to another),
    /// and one alone then conflicts. So the required constants change in one step of the solver
    /// (`LayoutEngine.changeConstants`); when that step finds a conflict (then the final state
    /// has one), one changes in place and the others leave with the stale constraints and come
    /// back, the same objects, with the new ones, so that the engine reports the conflict as it
    /// reports any. Optional constraints cannot conflict and always change in place.
    func apply(_ specs: [_StackConstraintSpec], replacing slots: [Int]) {
        // Index-based throughout: specs are read in place, never gathered into tuples or other
        // arrays (when specs retained their items, such copies were most of the cost of an
        // update; see `_StackConstraintSpec`).
        var keys: [_StackConstraintSpec.Key] = []
        keys.reserveCapacity(specs.count)
        for index in specs.indices { keys.append(specs[index].key) }
        let wanted = _StackKeyIndex(keys)

        // 1. Deactivate what is no longer wanted (in the order it was made: deterministic).
        var keptSlots: [Int] = []
        keptSlots.reserveCapacity(slots.count)
        var keptIndex: [Int] = []
        keptIndex.reserveCapacity(slots.count)
        var isKept = [Bool](repeating: false, count: specs.count)
        var stale: [LayoutConstraint] = []
        var requiredChanges: [(constraint: LayoutConstraint, constant: CGFloat)] = []
        for slot in slots {
            let entry = generated[slot]
            guard let index = wanted.index(of: entry.key) else {
                stale.append(entry.constraint)
                generated.remove(slot: slot)
                continue
            }
            keptSlots.append(slot)
            keptIndex.append(index)
            isKept[index] = true
            generated.changeOwner(ofSlot: slot, to: specs[index].owner)
            if specs[index].priority.isRequired, entry.constraint.constant != specs[index].constant {
                requiredChanges.append((entry.constraint, specs[index].constant))
            }
        }
        if !stale.isEmpty { LayoutConstraint.deactivate(stale) }

        // 2. Change constants and priorities in place: the required constants together.
        var returning: [LayoutConstraint] = []
        if requiredChanges.count > 1,
            requiredChanges[0].constraint.engine?.changeConstants(requiredChanges) != true
        {
            returning = requiredChanges.dropFirst().map(\.constraint)
            LayoutConstraint.deactivate(returning)
        }
        for (position, slot) in keptSlots.enumerated() {
            let constraint = generated[slot].constraint
            let index = keptIndex[position]
            let constant = specs[index].constant
            let priority = specs[index].priority
            if constraint.constant != constant { constraint.constant = constant }
            if constraint.priority != priority { constraint.priority = priority }
        }

        // 3. Activate what came back and what is new, in the order the specs describe it.
        var fresh: [LayoutConstraint] = []
        fresh.reserveCapacity(specs.count - keptSlots.count)
        generated.reserveAdditional(specs.count - keptSlots.count)
        for index in specs.indices where !isKept[index] && !wanted.isDuplicate[index] {
            let constraint = specs[index].makeConstraint()
            fresh.append(constraint)
            generated.append(.init(key: keys[index], constraint: constraint, owner: specs[index].owner))
        }
        generated.compactIfSparse()
        // The stack holds most of what it makes (the nearest common ancestor of its views and
        // guides): its list grows once, geometrically (reserving exactly what one more
        // constraint needs would copy the list at every change).
        let needed = heldConstraints.count + returning.count + fresh.count
        if needed > heldConstraints.capacity {
            heldConstraints.reserveCapacity(Swift.max(needed, 2 * heldConstraints.capacity))
        }
        if !returning.isEmpty {
            LayoutConstraint.activate(returning + fresh)
        } else if !fresh.isEmpty {
            LayoutConstraint.activate(fresh)
        }
    }

    /// Deactivates and forgets the generated constraints that match (used when an arranged view
    /// leaves: its constraints must go before it leaves the engine).
    func dropGeneratedConstraints(where matches: (LayoutConstraint) -> Bool) {
        let dropped = generated.removeAll(where: matches)
        guard !dropped.isEmpty else { return }
        LayoutConstraint.deactivate(dropped)
    }

    // MARK: Guides

    /// Makes the guides the views of `range` need before their constraints are described: a gap
    /// guide after each visible view but the last for `equalSpacing` and `equalCentering`, the
    /// spanner for the non-fill alignments. A gap guide belongs to the view before the gap, so
    /// that it and its constraints survive changes elsewhere in the arrangement.
    func prepareGuides(_ arrangement: _StackArrangement, in range: Range<Int>) {
        if storedDistribution.spacingIsMinimum, let last = arrangement.lastVisible {
            for index in range where index < last && arrangement.isVisible(index) {
                let owner = ObjectIdentifier(arrangement.views[index])
                guard distributingGuides[owner] == nil else { continue }
                let guide = LayoutGuide()
                guide.identifier = "UISV-distributing"
                addLayoutGuide(guide)
                distributingGuides[owner] = guide
            }
        }
        if effectiveAlignment != .fill, !arrangement.views.isEmpty, alignmentSpanner == nil {
            let guide = LayoutGuide()
            guide.identifier = "UISV-alignment-spanner"
            addLayoutGuide(guide)
            alignmentSpanner = guide
        }
    }

    /// Whether the arranged view at `index` owns a gap guide.
    func needsGuide(_ arrangement: _StackArrangement, at index: Int) -> Bool {
        guard storedDistribution.spacingIsMinimum, let last = arrangement.lastVisible else { return false }
        return index < last && arrangement.isVisible(index)
    }

    /// Removes the guides the arrangement no longer needs, in the order they were added
    /// (deterministic). Their generated constraints are already gone (stale ones are deactivated
    /// before this runs); any left would be deactivated first, so that none points at a guide
    /// that left the engine.
    func removeUnusedGuides() {
        // Most stacks (fill distributions, fill alignment) have no guide to look at.
        guard !distributingGuides.isEmpty || alignmentSpanner != nil else { return }
        let arrangement = makeArrangement()
        var owners = Set<ObjectIdentifier>()
        for index in arrangement.views.indices where needsGuide(arrangement, at: index) {
            owners.insert(ObjectIdentifier(arrangement.views[index]))
        }
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

    /// Removes the gap guides of the views in `range` that no longer need one. Their constraints
    /// belonged to the views of `range` too (a gap's constraints belong to the visible view after
    /// it), so `apply` has already deactivated them.
    func removeUnusedGuides(_ arrangement: _StackArrangement, in range: Range<Int>) {
        for index in range where !needsGuide(arrangement, at: index) {
            let owner = ObjectIdentifier(arrangement.views[index])
            guard let guide = distributingGuides[owner] else { continue }
            distributingGuides[owner] = nil
            removeLayoutGuide(guide)
        }
    }
}
