import Foundation

extension ContentSizeCategory {
    /// The width of a comfortable line of body text at this category, in points, as UIKit's
    /// readable content guide is wide: 560 at xSmall, 600, 640, **672 at Large**, 752, 832,
    /// 912 at xxxLarge, then 1112, 1312, 1584, 1864, 2096 at AX1 … AX5.
    ///
    /// UIKit's rule (its `-[UIFont readableWidth]` and `__UIViewReadableWidthForFont`, as
    /// disassembled listings of UIKit show them): the typographic width of a line of 46 "m"
    /// in the body font of the category, rounded up to a multiple of 8 points. The San
    /// Francisco face is not available here, so the width of that line is taken as
    /// proportional to the body size and calibrated on the one published measurement, 672 at
    /// Large (useyourloaf.com, "Readable Content Guides": 672 points, inset 176 on a 1,024-point
    /// iPad): `ceil(672 × body size / 17 / 8) × 8`. San Francisco's tracking changes a little
    /// with the size, so the other values may be one step of 8 off UIKit's
    /// (docs/porting-from-uikit.md).
    public var readableWidth: CGFloat {
        let body = Font.TextStyle.bodySizes[ContentSizeCategory.allCases.firstIndex(of: self) ?? 3]
        // ceil(672 × body / 136) × 8, in integers so that Large is exactly 672.
        return CGFloat((672 * body + 135) / 136 * 8)
    }
}
