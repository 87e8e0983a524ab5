import Cassowary
import Foundation

extension View {
    /// The smallest size: pass it to ``systemLayoutSizeFitting(_:)`` to get the most compact
    /// size the constraints allow.
    public static let layoutFittingCompressedSize = CGSize(width: 0, height: 0)

    /// A very large size: pass it to get the largest size the constraints allow (views that hug
    /// their content stop well before it).
    public static let layoutFittingExpandedSize = CGSize(width: 10_000_000, height: 10_000_000)

    /// The size of the view that best fits `targetSize` (as close as the fitting size level,
    /// priority 50, allows), from the constraints within its subtree.
    public func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        systemLayoutSizeFitting(
            targetSize, withHorizontalFittingPriority: .fittingSizeLevel,
            verticalFittingPriority: .fittingSizeLevel)
    }

    /// The size of the view that best fits `targetSize`, each axis pulled toward its target at
    /// its priority (`.required` fixes it; `.fittingSizeLevel` comes as close as it can, below
    /// hugging and compression resistance).
    ///
    /// The size is computed in a separate solver from the constraints among the view and its
    /// subviews (not those that tie it to views outside, nor its own autoresizing mask, nor the
    /// view's own `UIView-Encapsulated-Layout-` constraints, the size a table view gave a
    /// cell's content view from its last measurement), so the live layout is not disturbed: no
    /// frame changes.
    ///
    /// - Complexity: O(size of the subtree).
    public func systemLayoutSizeFitting(
        _ targetSize: CGSize, withHorizontalFittingPriority horizontalPriority: LayoutPriority,
        verticalFittingPriority verticalPriority: LayoutPriority
    ) -> CGSize {
        updateConstraintsIfNeeded()
        let engine = LayoutEngine(host: self, isFitting: true)
        engine.installTree(self)
        let insets = alignmentRectInsets
        let targets: [(LayoutAxis, CGFloat, LayoutPriority)] = [
            (.horizontal, targetSize.width - insets.left - insets.right, horizontalPriority),
            (.vertical, targetSize.height - insets.top - insets.bottom, verticalPriority),
        ]
        // A priority outside (0, 1000] is reported and its axis left free (no target).
        for (axis, value, priority) in targets
        where accepts(
            priority.isValid, "systemLayoutSizeFitting(\(axis == .horizontal ? "horizontal" : "vertical")FittingPriority)",
            priority.description)
        {
            let constraint = engine.makeSystemConstraint(
                .fittingSize(axis), self, axis == .horizontal ? .width : .height,
                constant: max(0, value), priority: priority)
            engine.install(constraint)
        }
        engine.settleForFitting(in: self)
        guard let v = engine.variables(of: self) else { return bounds.size }
        return CGSize(
            width: engine.value(v.width) + insets.left + insets.right,
            height: engine.value(v.height) + insets.top + insets.bottom)
    }
}

extension LayoutEngine {
    /// A fitting engine's settle: width-dependent intrinsic heights are measured at the widths
    /// this solve gives, without touching the live layout's measurements.
    func settleForFitting(in root: View) {
        var measured: [ObjectIdentifier: CGFloat] = [:]
        var dependent: [View] = []
        root.forEachViewInSubtree { if $0.hasWidthDependentIntrinsicContentSize { dependent.append($0) } }
        for _ in 0..<LayoutEngine.maximumSettleRounds {
            var again = false
            for view in dependent {
                guard let v = variables(of: view) else { continue }
                let width = value(v.width)
                if measured[ObjectIdentifier(view)] == width { continue }
                measured[ObjectIdentifier(view)] = width
                let live = view.layoutWidthForIntrinsicContentSize
                view.layoutWidthForIntrinsicContentSize = width
                view.isMeasuringForFitting = true
                refreshContentSize(of: view)
                view.isMeasuringForFitting = false
                view.layoutWidthForIntrinsicContentSize = live
                again = true
            }
            for item in itemsByQuad.compactMap({ $0?.takeUnretainedValue() }) {
                guard let v = variables(of: item) else { continue }
                for axis in LayoutAxis.allCases where value(v.size(axis)) < -1e-6 {
                    ensureNonNegativeSize(of: item, axis: axis)
                    again = true
                }
            }
            if !again { return }
        }
    }
}

extension LayoutConstraint {
    /// Whether the constraint is one of the sizes a container gives the view it hosts (UIKit's
    /// `UIView-Encapsulated-Layout-Width` and `-Height`, made by ``TableView`` and
    /// ``CollectionView`` for their cells' content views).
    var isEncapsulatedLayout: Bool { identifier?.hasPrefix("UIView-Encapsulated-Layout-") == true }
}
