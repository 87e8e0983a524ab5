/// Which parts of a view stretch when its superview's size changes (springs and struts), as
/// UIKit's `UIView.AutoresizingMask`.
public struct AutoresizingMask: OptionSet, Hashable, Sendable {
    public let rawValue: UInt

    public init(rawValue: UInt) {
        self.rawValue = rawValue
    }

    public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
    public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
    public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
    public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
    public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
    public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)

    /// The mask's parts by name, in the order above (`flexibleWidth`, …).
    public static let named: [(name: String, mask: AutoresizingMask)] = [
        ("flexibleLeftMargin", .flexibleLeftMargin), ("flexibleWidth", .flexibleWidth),
        ("flexibleRightMargin", .flexibleRightMargin), ("flexibleTopMargin", .flexibleTopMargin),
        ("flexibleHeight", .flexibleHeight), ("flexibleBottomMargin", .flexibleBottomMargin),
    ]

    /// UIKit's log notation for one axis: margin, size, margin, `-` fixed and `&` flexible, e.g.
    /// `h=--&`. With nothing flexible the trailing margin is shown flexible (something gives).
    func notation(for axis: LayoutAxis) -> String {
        let (leading, size, trailing): (AutoresizingMask, AutoresizingMask, AutoresizingMask) =
            axis == .horizontal
            ? (.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin)
            : (.flexibleTopMargin, .flexibleHeight, .flexibleBottomMargin)
        let none = !contains(leading) && !contains(size) && !contains(trailing)
        let marks = [contains(leading), contains(size), contains(trailing) || none].map { $0 ? "&" : "-" }
        return (axis == .horizontal ? "h=" : "v=") + marks.joined()
    }
}
