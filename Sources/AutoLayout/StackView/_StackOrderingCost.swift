import Cassowary

/// The index tie-break of an arranged view with an intrinsic size along its stack's axis,
/// carried by the view's own content-size constraints rather than by a constraint of its own
/// (see `StackView+Ordering.swift`).
///
/// The tie-break wishes `weight × |size − L|` small at priority 0.5 (`fill`), or
/// `weight × max(0, L − size)` (`equalSpacing`, `equalCentering`). When the view has
/// content-size constraints at `L`, their errors at any optimum are exactly `max(0, size − L)`
/// (hugging) and `max(0, L − size)` (compression resistance), so pricing those errors again
/// at 0.5 with `weight` (`Solver.updateSecondaryCost(of:weight:priority:)`) gives the same
/// layout, without a row, two errors and a pivot per view.
struct _StackOrderingCost: Equatable {
    /// The stack's axis: the content-size constraints of this axis carry the cost.
    var axis: LayoutAxis
    /// `index + 1` in the arrangement.
    var weight: Double
    /// Whether only shrinking costs (`equalSpacing`, `equalCentering`): the hugging constraint
    /// then carries nothing.
    var compressionOnly: Bool

    /// The weight the content-size constraint of `axis` (hugging or compression resistance)
    /// carries: 0 when it has no part in the tie-break.
    func weight(ofContentSizeConstraintOn axis: LayoutAxis, hugging: Bool) -> Double {
        guard axis == self.axis, !(hugging && compressionOnly) else { return 0 }
        return weight
    }

    /// The solver priority of the tie-break.
    static var solverPriority: Priority { Priority(Double(StackView.orderingPriority.rawValue)) }
}
