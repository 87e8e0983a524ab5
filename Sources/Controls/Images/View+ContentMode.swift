import AutoLayout

extension View {
    /// How a view's content fills its bounds, as `UIView.ContentMode`. Layout stores it for
    /// renderers; it does not change intrinsic sizes.
    public enum ContentMode: Int, CaseIterable, Hashable, Sendable {
        /// Stretched to fill the bounds (the default of image views).
        case scaleToFill = 0
        /// Scaled to fit inside the bounds, keeping its aspect ratio.
        case scaleAspectFit = 1
        /// Scaled to fill the bounds, keeping its aspect ratio (cropped).
        case scaleAspectFill = 2
        /// Redrawn at the new size.
        case redraw = 3
        /// Centered at its size.
        case center = 4
        /// At the top, centered horizontally.
        case top = 5
        /// At the bottom, centered horizontally.
        case bottom = 6
        /// At the left, centered vertically.
        case left = 7
        /// At the right, centered vertically.
        case right = 8
        /// In the top left corner.
        case topLeft = 9
        /// In the top right corner.
        case topRight = 10
        /// In the bottom left corner.
        case bottomLeft = 11
        /// In the bottom right corner.
        case bottomRight = 12
    }
}

extension View.ContentMode {
    /// Where content of a size goes in a rectangle, as UIKit places an image view's image: the
    /// rectangle itself (scale to fill, redraw), the largest rectangle of the content's aspect
    /// ratio inside it (aspect fit) or around it (aspect fill, spilling over unless the view
    /// clips), both centred, or the content at its own size against the named edges or centred.
    /// Left and right are left and right in both layout directions, as in UIKit.
    ///
    /// A content size with a side that is not a positive finite number fills the rectangle.
    public func rect(for contentSize: CGSize, in bounds: CGRect) -> CGRect {
        let width = contentSize.width
        let height = contentSize.height
        guard width.isFinite, height.isFinite, width > 0, height > 0 else { return bounds }
        switch self {
        case .scaleToFill, .redraw:
            return bounds
        case .scaleAspectFit, .scaleAspectFill:
            let fit = min(bounds.width / width, bounds.height / height)
            let fill = max(bounds.width / width, bounds.height / height)
            let scale = self == .scaleAspectFit ? fit : fill
            let size = CGSize(width: width * scale, height: height * scale)
            return CGRect(x: bounds.midX - size.width / 2, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
        default:
            let x: CGFloat = switch self {
            case .left, .topLeft, .bottomLeft: bounds.minX
            case .right, .topRight, .bottomRight: bounds.maxX - width
            default: bounds.midX - width / 2
            }
            let y: CGFloat = switch self {
            case .top, .topLeft, .topRight: bounds.minY
            case .bottom, .bottomLeft, .bottomRight: bounds.maxY - height
            default: bounds.midY - height / 2
            }
            return CGRect(x: x, y: y, width: width, height: height)
        }
    }
}
