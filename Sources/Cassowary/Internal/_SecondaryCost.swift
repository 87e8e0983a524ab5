/// A second price on a constraint's violation, at another priority level (see
/// `Solver.updateSecondaryCost(of:weight:priority:)`).
struct _SecondaryCost {
    /// The level the weighted errors are summed into.
    var priority: Double
    /// The factor on each error of the constraint; 0 for none.
    var weight: Double

    static let none = _SecondaryCost(priority: 0, weight: 0)
}

extension _Tableau {
    /// The secondary cost of a tag (weight 0 when it has none).
    @inline(__always)
    func secondaryCost(of id: _TagID) -> _SecondaryCost {
        Int(id) < secondaryCosts.count ? secondaryCosts[Int(id)] : .none
    }

    /// Replaces a tag's secondary cost: its errors leave the old level and enter the new one,
    /// weighted, then the objective is optimised again. A required constraint has no errors:
    /// its cost is remembered and changes nothing.
    ///
    /// - Complexity: O(the rows of the constraint's basic errors) plus the pivots needed.
    mutating func updateSecondaryCost(tag id: _TagID, weight: Double, priority: Double) {
        let old = secondaryCost(of: id)
        if old.weight == weight, old.priority == priority || weight == 0 { return }
        removeSecondaryCost(of: id)
        if weight != 0 { setSecondaryCost(of: id, _SecondaryCost(priority: priority, weight: weight)) }
        optimize()
    }

    /// Gives a tag without one a secondary cost (no re-optimisation: `addConstraint` gives a
    /// new constraint its cost before it optimises once).
    mutating func setSecondaryCost(of id: _TagID, _ cost: _SecondaryCost) {
        if secondaryCosts.count <= Int(id) {
            // As many as there are tags: a stack gives every view's constraints a cost in turn,
            // and growing one entry at a time took longer than the cost itself.
            let count = max(Int(id) + 1, tags.count)
            secondaryCosts.append(contentsOf: repeatElement(.none, count: count - secondaryCosts.count))
        }
        secondaryCosts[Int(id)] = cost
        if !tags[Int(id)].isRequired { addErrors(of: id, to: retainLevel(cost.priority), factor: cost.weight) }
    }

    /// Takes a tag's secondary cost out of the objective and forgets it (no re-optimisation).
    mutating func removeSecondaryCost(of id: _TagID) {
        let old = secondaryCost(of: id)
        guard old.weight != 0 else { return }
        if !tags[Int(id)].isRequired {
            addErrors(of: id, to: levels[levelPosition(of: old.priority).index], factor: -old.weight)
            releaseLevel(old.priority)
        }
        secondaryCosts[Int(id)] = .none
    }
}
