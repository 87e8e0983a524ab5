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
