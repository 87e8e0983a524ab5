#if !canImport(UIKit)
import AutoLayoutKit

extension View {
    /// UIKit's `UIView.AutoresizingMask`: ``AutoLayout/AutoresizingMask``.
    public typealias AutoresizingMask = AutoLayout.AutoresizingMask
}
#endif
