import Foundation

extension StackView {
    /// The priority of the first view's ordering tie-break; the last one's stays below 1, UIKit's
    /// lowest priority, so that a tie-break never outweighs anyone's constraint.
    static let orderingPriorityBase: Float = 0.5
    /// The step between neighbours' tie-breaks (distinct levels for 500 views).
    static let orderingPriorityStep: Float = 0.001

    /// The index tie-break of `fill`, `equalSpacing` and `equalCentering` ('AL-stack-ordering',
    /// ours, not UIKit's): `size == intrinsic size` along the axis (0 for a view without one) for
    /// every visible view, at a priority below 1 that grows with the index.
    ///
    /// UIKit breaks ties between views of equal hugging or compression resistance "according to
    /// arrangement order" (UIStackView.h) inside its engine. Here the later view's stronger wish
    /// to keep its size makes the earlier one give way first, whether the views must grow or
    /// shrink (see ``Distribution-swift.enum/fill`` for the evidence). Being below every other
    /// priority, these constraints only choose among layouts that all other constraints rate
    /// equally; they also make the size of a view without any size constraint 0 instead of
    /// ambiguous.
    func appendOrderingSpecs(
        _ arranged: [View], _ attributes: _StackAxisAttributes, to specs: inout [_StackConstraintSpec]
    ) {
        switch storedDistribution {
        case .fill, .equalSpacing, .equalCentering: break
        case .fillEqually, .fillProportionally: return
        }
        for (index, view) in arranged.enumerated() where !view.isHidden {
            let priority = StackView.orderingPriorityBase + StackView.orderingPriorityStep * Float(min(index, 499))
            specs.append(_StackConstraintSpec(
                .ordering, view, attributes.size, constant: proportionalLength(of: view),
                priority: LayoutPriority(priority)))
        }
    }
}
