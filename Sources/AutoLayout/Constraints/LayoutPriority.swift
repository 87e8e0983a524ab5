/// How much a layout constraint matters, from 1 to 1000, as UIKit's `UILayoutPriority`.
///
/// 1000 (``required``) must hold; the engine satisfies optional constraints as closely as it can,
/// strictly in priority order: no amount of error at a lower priority is traded for error at a
/// higher one.
public struct LayoutPriority: RawRepresentable, Hashable, Comparable, Sendable,
    ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral, CustomStringConvertible
{
    /// The number.
    public var rawValue: Float

    /// Makes a priority.
    public init(rawValue: Float) {
        self.rawValue = rawValue
    }

    /// Makes a priority.
    public init(_ rawValue: Float) {
        self.rawValue = rawValue
    }

    public init(floatLiteral value: Float) {
        self.rawValue = value
    }

    public init(integerLiteral value: Int) {
        self.rawValue = Float(value)
    }

    /// 1000: the constraint must hold.
    public static let required = LayoutPriority(1000)
    /// 750: the priority at which a button resists compressing its content.
    public static let defaultHigh = LayoutPriority(750)
    /// 510: the priority of a window's size when the user drags to resize it (AppKit's name,
    /// used by stack views).
    public static let dragThatCanResizeScene = LayoutPriority(510)
    /// 250: the priority at which a button hugs its content.
    public static let defaultLow = LayoutPriority(250)
    /// 50: what `systemLayoutSizeFitting(_:)` uses to come as close as it can to its target.
    public static let fittingSizeLevel = LayoutPriority(50)

    /// Whether the priority is required.
    public var isRequired: Bool { rawValue >= 1000 }

    /// Whether the value lies in (0, 1000].
    public var isValid: Bool { rawValue > 0 && rawValue <= 1000 && rawValue.isFinite }

    public static func < (lhs: LayoutPriority, rhs: LayoutPriority) -> Bool {
        lhs.rawValue < rhs.rawValue
    }

    /// A priority `value` higher, as in `.defaultLow + 1`.
    public static func + (lhs: LayoutPriority, rhs: Float) -> LayoutPriority {
        LayoutPriority(lhs.rawValue + rhs)
    }

    /// A priority `value` lower, as in `.required - 1`.
    public static func - (lhs: LayoutPriority, rhs: Float) -> LayoutPriority {
        LayoutPriority(lhs.rawValue - rhs)
    }

    /// The number without a trailing `.0`: `750`, `999.5`.
    public var description: String { formatLength(CGFloat(rawValue)) }
}

import Foundation
