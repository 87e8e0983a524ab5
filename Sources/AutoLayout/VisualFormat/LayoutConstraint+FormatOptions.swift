import Foundation

extension LayoutConstraint {
    /// Options of ``constraints(withVisualFormat:options:metrics:views:)``, with the raw values of
    /// UIKit's `NSLayoutConstraint.FormatOptions`.
    public struct FormatOptions: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        /// Makes options from a raw value.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Aligns the left edges of neighbouring views of the format.
        public static let alignAllLeft = FormatOptions(rawValue: 1 << 1)
        /// Aligns the right edges.
        public static let alignAllRight = FormatOptions(rawValue: 1 << 2)
        /// Aligns the top edges.
        public static let alignAllTop = FormatOptions(rawValue: 1 << 3)
        /// Aligns the bottom edges.
        public static let alignAllBottom = FormatOptions(rawValue: 1 << 4)
        /// Aligns the leading edges.
        public static let alignAllLeading = FormatOptions(rawValue: 1 << 5)
        /// Aligns the trailing edges.
        public static let alignAllTrailing = FormatOptions(rawValue: 1 << 6)
        /// Aligns the horizontal centres.
        public static let alignAllCenterX = FormatOptions(rawValue: 1 << 9)
        /// Aligns the vertical centres.
        public static let alignAllCenterY = FormatOptions(rawValue: 1 << 10)
        /// Aligns the last baselines.
        public static let alignAllLastBaseline = FormatOptions(rawValue: 1 << 11)
        /// Aligns the first baselines.
        public static let alignAllFirstBaseline = FormatOptions(rawValue: 1 << 12)
        /// The bits of the alignment options.
        public static let alignmentMask = FormatOptions(rawValue: 0xFFFF)

        /// A horizontal format runs from leading to trailing (the default).
        public static let directionLeadingToTrailing = FormatOptions([])
        /// A horizontal format runs from left to right.
        public static let directionLeftToRight = FormatOptions(rawValue: 1 << 16)
        /// A horizontal format runs from right to left.
        public static let directionRightToLeft = FormatOptions(rawValue: 2 << 16)
        /// The bits of the direction options.
        public static let directionMask = FormatOptions(rawValue: 0x3 << 16)

        /// Gaps of a vertical format run between the views' edges (the default).
        public static let spacingEdgeToEdge = FormatOptions([])
        /// Gaps of a vertical format run from a view's last baseline to the next view's first.
        public static let spacingBaselineToBaseline = FormatOptions(rawValue: 1 << 19)
        /// The bits of the spacing options.
        public static let spacingMask = FormatOptions(rawValue: 0x1 << 19)

        /// The attributes the alignment options name, in UIKit's order.
        var alignmentAttributes: [LayoutAttribute] {
            let table: [(FormatOptions, LayoutAttribute)] = [
                (.alignAllLeft, .left), (.alignAllRight, .right), (.alignAllTop, .top),
                (.alignAllBottom, .bottom), (.alignAllLeading, .leading), (.alignAllTrailing, .trailing),
                (.alignAllCenterX, .centerX), (.alignAllCenterY, .centerY),
                (.alignAllLastBaseline, .lastBaseline), (.alignAllFirstBaseline, .firstBaseline),
            ]
            return table.filter { contains($0.0) }.map(\.1)
        }
    }
}
