import Foundation

extension View {

    /// The alignment rectangle of a frame.
    public func alignmentRect(forFrame frame: CGRect) -> CGRect {
        frame.inset(by: alignmentRectInsets)
    }

    /// The frame of an alignment rectangle.
    public func frame(forAlignmentRect alignmentRect: CGRect) -> CGRect {
        let insets = alignmentRectInsets
        return CGRect(
            x: alignmentRect.minX - insets.left, y: alignmentRect.minY - insets.top,
            width: alignmentRect.width + insets.left + insets.right,
            height: alignmentRect.height + insets.top + insets.bottom)
    }
}
