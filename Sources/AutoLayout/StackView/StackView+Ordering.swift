import Foundation

extension StackView {
    /// The priority of the ordering tie-breaks: below 1, UIKit's lowest priority, so that a
    /// tie-break never outweighs anyone's constraint.
    static let orderingPriority = LayoutPriority(0.5)

    /// The index tie-break of `fill`, `equalSpacing` and `equalCentering`: for every visible
    /// view at index `i`, with `w = i + 1` and `L` its intrinsic size along the axis (0 without
    /// one), the view wishes `w × (size − L) == 0` at priority 0.5: it keeps its intrinsic size
    /// with a weight that grows with its index. For `equalSpacing` and `equalCentering`, where
    /// extra room goes to the gaps and views only ever shrink, it wishes `w × (size − L) >= 0`
    /// (not to shrink), which costs the solver less.
    ///
    /// A view with an intrinsic size along the axis carries its tie-break on its content-size
    /// constraints (`_StackOrderingCost`): the solver prices their errors again at 0.5 times
    /// `w` (`Solver.updateSecondaryCost(of:weight:priority:)`). At every optimum those errors
    /// are `max(0, size − L)` (hugging) and `max(0, L − size)` (compression resistance), so
    /// this is the same wish, without a constraint, a row, two errors and a pivot per view: a
    /// third of the cost of laying out a stack of labels. A view without one gets the wish as
    /// an 'AL-stack-ordering' constraint (ours, not UIKit's), `size == (1 − w) × size + w × L`.
    /// (One difference: a broken content-size constraint, possible only at priority 1000,
    /// carries no tie-break, where a constraint of its own would still pull.)
    ///
    /// UIKit breaks ties between views of equal hugging or compression resistance "according to
    /// arrangement order" (UIStackView.h) inside its engine. Here, when the views must grow or
    /// shrink and every other constraint rates the candidates equally, the cheapest way to
    /// satisfy these is to let the earliest view give way first, then the next (see
    /// ``Distribution-swift.enum/fill`` for the evidence on the direction). Being below every
    /// other priority, they decide nothing else, except that in a `fill` stack a view with no size
    /// constraint at all gets size 0 instead of an ambiguous one.
    ///
    /// All tie-breaks share one priority level, weighted, rather than one level per index: each
    /// priority level costs the solver an objective row to keep optimal, and a level per view
    /// made every change of a long stack several times slower.
    func appendOrderingSpecs(
        _ arrangement: _StackArrangement, in range: Range<Int>, to specs: inout [_StackConstraintSpec]
    ) {
        let views = arrangement.views
        switch storedDistribution {
        case .fill, .equalSpacing, .equalCentering: break
        case .fillEqually, .fillProportionally:
            for index in range { setOrderingCost(nil, of: views[index]) }
            return
        }
        let relation: LayoutRelation = storedDistribution == .fill ? .equal : .greaterThanOrEqual
        let axis = storedAxis
        let size = arrangement.attributes.size
        for index in range {
            let view = views[index]
            guard arrangement.isVisible(index) else {
                setOrderingCost(nil, of: view)
                continue
            }
            let weight = CGFloat(index + 1)
            if view.hasIntrinsicLength(along: axis) {
                // Its content-size constraints carry the tie-break: no constraint of its own.
                setOrderingCost(
                    _StackOrderingCost(axis: axis, weight: Double(weight), compressionOnly: relation != .equal),
                    of: view)
                continue
            }
            setOrderingCost(nil, of: view)
            specs.append(_StackConstraintSpec(
                .ordering, view, size, relation, view, size, multiplier: 1 - weight,
                constant: weight * proportionalLength(of: view), priority: StackView.orderingPriority, owner: view))
        }
    }

    /// The tie-break a view newly arranged at `index` gets, if its intrinsic length along the
    /// axis is what it will be at the next update pass (the update pass decides; it calls the
    /// view's `intrinsicContentSize`, which this does not).
    func expectedOrderingCost(of view: View, at index: Int) -> _StackOrderingCost? {
        guard !view.isHidden else { return nil }
        switch storedDistribution {
        case .fill: return _StackOrderingCost(axis: storedAxis, weight: Double(index + 1), compressionOnly: false)
        case .equalSpacing, .equalCentering:
            return _StackOrderingCost(axis: storedAxis, weight: Double(index + 1), compressionOnly: true)
        case .fillEqually, .fillProportionally: return nil
        }
    }

    /// Gives an arranged view its index tie-break on its content-size constraints (nil: none),
    /// in the solver at once.
    func setOrderingCost(_ cost: _StackOrderingCost?, of view: View) {
        guard view.stackOrderingCost != cost else { return }
        view.stackOrderingCost = cost
        for constraint in view.systemConstraints {
            guard case .contentSize(let axis, let hugging) = constraint.systemKind,
                let engine = constraint.engine, let solverConstraint = constraint.solverConstraint
            else { continue }
            engine.applyOrderingCost(to: solverConstraint, of: view, axis: axis, hugging: hugging)
        }
    }
}
