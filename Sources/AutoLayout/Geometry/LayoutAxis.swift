/// The horizontal or the vertical axis of a layout, as UIKit's `NSLayoutConstraint.Axis`.
public enum LayoutAxis: Int, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    case horizontal = 0
    case vertical = 1

    /// `horizontal` or `vertical`.
    public var description: String { self == .horizontal ? "horizontal" : "vertical" }
}
