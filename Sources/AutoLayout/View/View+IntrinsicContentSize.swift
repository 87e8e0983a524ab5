import Foundation

extension View {
    /// What ``intrinsicContentSize`` returns on an axis where the view has no natural size.
    public static let noIntrinsicMetric: CGFloat = -1

    /// UIKit's alias of ``noIntrinsicMetric``.
    public static var noIntrinsicMetricValue: CGFloat { noIntrinsicMetric }


    /// Tells the layout system that ``intrinsicContentSize`` (or the alignment rect insets or
    /// baselines) changed: the content-size constraints are updated, incrementally, at the next
    /// layout pass.
    public func invalidateIntrinsicContentSize() {
        layoutRoot?.existingEngine?.intrinsicContentSizeDidChange(self)
        superview?.subviewIntrinsicContentSizeDidChange(self)
        superview?.setNeedsLayout()
        setNeedsLayout()
    }


    /// How much the view resists growing beyond its intrinsic size on an axis (default 250).
    public func contentHuggingPriority(for axis: LayoutAxis) -> LayoutPriority {
        axis == .horizontal ? hugging.horizontal : hugging.vertical
    }

    /// Sets how much the view resists growing beyond its intrinsic size on an axis. A priority
    /// outside (0, 1000] is refused (reported as ``LayoutError/invalidValue(_:)``).
    public func setContentHuggingPriority(_ priority: LayoutPriority, for axis: LayoutAxis) {
        guard accepts(priority.isValid, "contentHuggingPriority(\(axis))", priority.description) else { return }
        if axis == .horizontal { hugging.horizontal = priority } else { hugging.vertical = priority }
        layoutRoot?.existingEngine?.contentPrioritiesDidChange(self)
    }

    /// How much the view resists shrinking below its intrinsic size on an axis (default 750).
    public func contentCompressionResistancePriority(for axis: LayoutAxis) -> LayoutPriority {
        axis == .horizontal ? compressionResistance.horizontal : compressionResistance.vertical
    }

    /// Sets how much the view resists shrinking below its intrinsic size on an axis. A priority
    /// outside (0, 1000] is refused (reported as ``LayoutError/invalidValue(_:)``).
    public func setContentCompressionResistancePriority(_ priority: LayoutPriority, for axis: LayoutAxis) {
        guard accepts(priority.isValid, "contentCompressionResistancePriority(\(axis))", priority.description)
        else { return }
        if axis == .horizontal {
            compressionResistance.horizontal = priority
        } else {
            compressionResistance.vertical = priority
        }
        layoutRoot?.existingEngine?.contentPrioritiesDidChange(self)
    }
}

extension View {
    /// Whether the view has an intrinsic length along `axis` (0 included), and so content-size
    /// constraints on it (the engine's rule, `appendContentSizeConstraints`).
    func hasIntrinsicLength(along axis: LayoutAxis) -> Bool {
        let size = intrinsicContentSize
        let length = axis == .horizontal ? size.width : size.height
        return length >= 0 && length.isFinite
    }
}
