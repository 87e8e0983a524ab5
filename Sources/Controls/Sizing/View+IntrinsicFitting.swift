import AutoLayout
import Foundation

extension View {
    /// A control's `sizeThatFits(_:)`: its intrinsic content size, `size` on an axis without
    /// one (a slider's width, a progress view's).
    func intrinsicSizeThatFits(_ size: CGSize) -> CGSize {
        let intrinsic = intrinsicContentSize
        return CGSize(
            width: intrinsic.width == View.noIntrinsicMetric ? size.width : intrinsic.width,
            height: intrinsic.height == View.noIntrinsicMetric ? size.height : intrinsic.height)
    }
}
