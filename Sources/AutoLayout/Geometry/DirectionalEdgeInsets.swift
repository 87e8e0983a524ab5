import Foundation

/// Insets from the four edges of a rectangle in leading and trailing terms, as UIKit's
/// `NSDirectionalEdgeInsets`: in a right-to-left layout the leading inset is on the right.
public struct DirectionalEdgeInsets: Hashable, Sendable, CustomStringConvertible {
    public var top: CGFloat
    public var leading: CGFloat
    public var bottom: CGFloat
    public var trailing: CGFloat

    /// Makes insets.
    public init(top: CGFloat = 0, leading: CGFloat = 0, bottom: CGFloat = 0, trailing: CGFloat = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// The same inset on every edge.
    public init(all inset: CGFloat) {
        self.init(top: inset, leading: inset, bottom: inset, trailing: inset)
    }

    /// No insets.
    public static let zero = DirectionalEdgeInsets()

    /// The insets in left and right terms for a layout direction.
    public func absolute(in direction: UserInterfaceLayoutDirection) -> EdgeInsets {
        direction == .leftToRight
            ? EdgeInsets(top: top, left: leading, bottom: bottom, right: trailing)
            : EdgeInsets(top: top, left: trailing, bottom: bottom, right: leading)
    }

    /// `{top, leading, bottom, trailing}`.
    public var description: String {
        "{\(formatLength(top)), \(formatLength(leading)), \(formatLength(bottom)), \(formatLength(trailing))}"
    }
}
