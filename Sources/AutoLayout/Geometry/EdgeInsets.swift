import Foundation

/// Insets from the four edges of a rectangle, as UIKit's `UIEdgeInsets`: left and right do not
/// flip in right-to-left layouts.
public struct EdgeInsets: Hashable, Sendable, CustomStringConvertible {
    public var top: CGFloat
    public var left: CGFloat
    public var bottom: CGFloat
    public var right: CGFloat

    /// Makes insets.
    public init(top: CGFloat = 0, left: CGFloat = 0, bottom: CGFloat = 0, right: CGFloat = 0) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// The same inset on every edge.
    public init(all inset: CGFloat) {
        self.init(top: inset, left: inset, bottom: inset, right: inset)
    }

    /// No insets.
    public static let zero = EdgeInsets()

    /// The insets expressed in leading and trailing terms for a layout direction.
    public func directional(in direction: UserInterfaceLayoutDirection) -> DirectionalEdgeInsets {
        direction == .leftToRight
            ? DirectionalEdgeInsets(top: top, leading: left, bottom: bottom, trailing: right)
            : DirectionalEdgeInsets(top: top, leading: right, bottom: bottom, trailing: left)
    }

    /// The larger inset on each edge.
    public func union(_ other: EdgeInsets) -> EdgeInsets {
        EdgeInsets(
            top: max(top, other.top), left: max(left, other.left), bottom: max(bottom, other.bottom),
            right: max(right, other.right))
    }

    /// The sum on each edge.
    public static func + (lhs: EdgeInsets, rhs: EdgeInsets) -> EdgeInsets {
        EdgeInsets(
            top: lhs.top + rhs.top, left: lhs.left + rhs.left, bottom: lhs.bottom + rhs.bottom,
            right: lhs.right + rhs.right)
    }

    /// `{top, left, bottom, right}`, as UIKit prints insets.
    public var description: String {
        "{\(formatLength(top)), \(formatLength(left)), \(formatLength(bottom)), \(formatLength(right))}"
    }
}

extension CGRect {
    /// The rectangle shrunk by the insets (grown for negative insets).
    public func inset(by insets: EdgeInsets) -> CGRect {
        CGRect(
            x: origin.x + insets.left, y: origin.y + insets.top,
            width: size.width - insets.left - insets.right,
            height: size.height - insets.top - insets.bottom)
    }
}
