import Foundation

extension ScrollView {
    /// Sets ``contentOffset``, as UIKit's method. There is no frame clock for scrolling here:
    /// animated or not, the offset is set at once (inside an animation block, the frames of
    /// what is pinned to the ``frameLayoutGuide`` animate with the block's next layout pass).
    public func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        self.contentOffset = contentOffset
    }

    /// Scrolls as little as possible to show `rect` (in the content's coordinates) inside the
    /// view less its ``adjustedContentInset``, as UIKit's method: an axis where the rectangle
    /// is already visible does not move; one where it is larger than the visible length shows
    /// its top (or left) edge. The offset stays within ``contentOffsetRange``. A rectangle that
    /// is not finite is refused. `animated` is as in ``setContentOffset(_:animated:)``.
    ///
    /// Left and right are the content's, in either layout direction (as UIKit's, whose
    /// content offset does not mirror).
    public func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
        guard accepts(rect.isUsable, "scrollRectToVisible", rect.layoutDescription) else { return }
        let inset = adjustedContentInset
        let range = contentOffsetRange
        let size = bounds.size
        let offset = contentOffset
        func axis(_ min: CGFloat, _ length: CGFloat, offset: CGFloat, leading: CGFloat, trailing: CGFloat, view: CGFloat,
                  lowest: CGFloat, highest: CGFloat) -> CGFloat {
            let visible = view - leading - trailing
            var target = offset
            if length > visible || min < offset + leading {
                target = min - leading
            } else if min + length > offset + leading + visible {
                target = min + length - leading - visible
            }
            return Swift.min(Swift.max(target, lowest), highest)
        }
        let x = axis(rect.minX, rect.width, offset: offset.x, leading: inset.left, trailing: inset.right,
                     view: size.width, lowest: range.minimum.x, highest: range.maximum.x)
        let y = axis(rect.minY, rect.height, offset: offset.y, leading: inset.top, trailing: inset.bottom,
                     view: size.height, lowest: range.minimum.y, highest: range.maximum.y)
        setContentOffset(CGPoint(x: x, y: y), animated: animated)
    }
}
