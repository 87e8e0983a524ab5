/// A part of a view's or guide's alignment rectangle that a constraint relates, as UIKit's
/// `NSLayoutConstraint.Attribute`.
public enum LayoutAttribute: Int, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    case left = 1
    case right = 2
    case top = 3
    case bottom = 4
    case leading = 5
    case trailing = 6
    case width = 7
    case height = 8
    case centerX = 9
    case centerY = 10
    case lastBaseline = 11
    case firstBaseline = 12
    case leftMargin = 13
    case rightMargin = 14
    case topMargin = 15
    case bottomMargin = 16
    case leadingMargin = 17
    case trailingMargin = 18
    case centerXWithinMargins = 19
    case centerYWithinMargins = 20
    /// No attribute: the second item of a constraint to a constant.
    case notAnAttribute = 0

    /// UIKit's other name for ``lastBaseline``.
    public static let baseline = LayoutAttribute.lastBaseline

    /// The axis the attribute lies on (nil for ``notAnAttribute``).
    public var axis: LayoutAxis? {
        switch self {
        case .left, .right, .leading, .trailing, .width, .centerX, .leftMargin, .rightMargin,
            .leadingMargin, .trailingMargin, .centerXWithinMargins:
            .horizontal
        case .top, .bottom, .height, .centerY, .lastBaseline, .firstBaseline, .topMargin,
            .bottomMargin, .centerYWithinMargins:
            .vertical
        case .notAnAttribute:
            nil
        }
    }

    /// Whether the attribute is a size (width or height) rather than a location.
    // The predicates are inlined: validating, activating and installing every constraint ask them.
    @inline(__always)
    public var isDimension: Bool { self == .width || self == .height }

    /// Whether the attribute is one of the margin variants.
    @inline(__always)
    public var isMargin: Bool { rawValue >= 13 && rawValue <= 20 }

    /// The attribute without its margin: `leadingMargin` → `leading`.
    public var withoutMargin: LayoutAttribute {
        switch self {
        case .leftMargin: .left
        case .rightMargin: .right
        case .topMargin: .top
        case .bottomMargin: .bottom
        case .leadingMargin: .leading
        case .trailingMargin: .trailing
        case .centerXWithinMargins: .centerX
        case .centerYWithinMargins: .centerY
        default: self
        }
    }

    /// Whether the attribute flips with the layout direction (leading and trailing).
    @inline(__always)
    var isDirectional: Bool {
        let plain = withoutMargin
        return plain == .leading || plain == .trailing
    }

    /// Whether the attribute is left or right (which never flip).
    @inline(__always)
    var isAbsoluteHorizontal: Bool {
        let plain = withoutMargin
        return plain == .left || plain == .right
    }

    /// The attribute's name as UIKit prints it in constraint descriptions.
    public var description: String {
        switch self {
        case .left: "left"
        case .right: "right"
        case .top: "top"
        case .bottom: "bottom"
        case .leading: "leading"
        case .trailing: "trailing"
        case .width: "width"
        case .height: "height"
        case .centerX: "centerX"
        case .centerY: "centerY"
        case .lastBaseline: "lastBaseline"
        case .firstBaseline: "firstBaseline"
        case .leftMargin: "leftMargin"
        case .rightMargin: "rightMargin"
        case .topMargin: "topMargin"
        case .bottomMargin: "bottomMargin"
        case .leadingMargin: "leadingMargin"
        case .trailingMargin: "trailingMargin"
        case .centerXWithinMargins: "centerXWithinMargins"
        case .centerYWithinMargins: "centerYWithinMargins"
        case .notAnAttribute: "notAnAttribute"
        }
    }

    /// The attribute named `name` (UIKit's spelling, plus `baseline`), or nil.
    public init?(name: String) {
        if name == "baseline" {
            self = .lastBaseline
            return
        }
        guard let match = LayoutAttribute.allCases.first(where: { $0.description == name }) else {
            return nil
        }
        self = match
    }
}
