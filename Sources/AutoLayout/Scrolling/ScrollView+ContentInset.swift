import Foundation

extension ScrollView {
    /// How the safe area insets add to a scroll view's ``ScrollView/contentInset``, as UIKit's
    /// `UIScrollView.ContentInsetAdjustmentBehavior` (iOS 11).
    public enum ContentInsetAdjustmentBehavior: Sendable, Hashable, CaseIterable {
        /// As ``scrollableAxes``; UIKit also always adjusts the vertical insets of the scroll
        /// view of a view controller shown in a navigation or tab bar controller, which do
        /// not exist here.
        case automatic
        /// The top and bottom insets include the safe area's when the content is taller than
        /// the view or ``ScrollView/alwaysBounceVertical`` is set; the left and right insets,
        /// when it is wider or ``ScrollView/alwaysBounceHorizontal`` is set (UIKit's
        /// documentation of `scrollableAxes`).
        case scrollableAxes
        /// The insets are ``ScrollView/contentInset`` alone.
        case never
        /// The insets always include the safe area's.
        case always
    }

    /// How far the content is inset from the view's edges, in addition to the safe area (see
    /// ``adjustedContentInset``): it can scroll that much further. Zero by default. It does
    /// not move the ``contentLayoutGuide``. Insets that are not finite are refused (reported
    /// as ``LayoutError/invalidValue(_:)``); the old ones stay.
    public var contentInset: EdgeInsets {
        get { storedContentInset }
        set {
            guard accepts(newValue.isUsable, "contentInset", newValue.description) else { return }
            storedContentInset = newValue
        }
    }

    /// How the safe area insets add to ``contentInset`` (``ContentInsetAdjustmentBehavior/automatic``
    /// by default).
    public var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior {
        get { storedAdjustmentBehavior }
        set { storedAdjustmentBehavior = newValue }
    }

    /// The insets the content is scrolled within: ``contentInset`` plus, on the edges
    /// ``contentInsetAdjustmentBehavior`` picks, the view's ``View/safeAreaInsets``.
    ///
    /// - Complexity: O(depth of the view) (its safe area insets), plus a read of the layout's
    ///   values for the behaviours that look at the content size.
    public var adjustedContentInset: EdgeInsets {
        let inset = contentInset
        let safe = safeAreaInsets
        let (vertical, horizontal): (Bool, Bool)
        switch contentInsetAdjustmentBehavior {
        case .never:
            return inset
        case .always:
            (vertical, horizontal) = (true, true)
        case .automatic, .scrollableAxes:
            let size = contentSize
            vertical = alwaysBounceVertical || size.height > bounds.height
            horizontal = alwaysBounceHorizontal || size.width > bounds.width
        }
        return EdgeInsets(
            top: inset.top + (vertical ? safe.top : 0), left: inset.left + (horizontal ? safe.left : 0),
            bottom: inset.bottom + (vertical ? safe.bottom : 0), right: inset.right + (horizontal ? safe.right : 0))
    }

    /// The smallest and largest content offsets that keep the view within the content and its
    /// adjusted insets (the largest is never below the smallest).
    public var contentOffsetRange: (minimum: CGPoint, maximum: CGPoint) {
        let inset = adjustedContentInset
        let size = contentSize
        let minimum = CGPoint(x: -inset.left, y: -inset.top)
        let maximum = CGPoint(
            x: max(minimum.x, size.width + inset.right - bounds.width),
            y: max(minimum.y, size.height + inset.bottom - bounds.height))
        return (minimum, maximum)
    }
}
