import Foundation

extension View {
    /// The widest line of text that stays comfortable to read: 672 points, the width of UIKit's
    /// readable content guide at the default content size category (Large) on a wide view (an
    /// iPad in landscape: 672 points, inset 176 from each edge of a 1,024-point view;
    /// useyourloaf.com, "Readable Content Guides"). UIKit widens it with the content size
    /// category; here it is fixed (docs/porting-from-uikit.md).
    public static let readableContentWidth: CGFloat = 672

    /// The identifier of the readable content guide and of its constraints.
    static let readableContentGuideIdentifier = "UIViewReadableContentGuide"

    /// An area for text, as UIKit's `readableContentGuide`: inside the layout margins, as wide
    /// as they are up to ``readableContentWidth``, centered between them; top and bottom are the
    /// margins'. On an iPhone it is the margins guide's rectangle; on a wide view it is 672
    /// points wide, centered.
    ///
    /// Made on first use, with ordinary constraints the view holds (`leading >= margins.leading`,
    /// `trailing <= margins.trailing`, `centerX == margins.centerX`, `width <= 672`,
    /// `width == margins.width @999`, `top`/`bottom == margins'`), named by the identifier
    /// `UIViewReadableContentGuide`.
    ///
    /// - Complexity: O(layout guides of the view).
    public var readableContentGuide: LayoutGuide {
        let identifier = Self.readableContentGuideIdentifier
        if let guide = storedLayoutGuides.first(where: { $0.identifier == identifier }) { return guide }
        let guide = LayoutGuide()
        guide.identifier = identifier
        addLayoutGuide(guide)
        let margins = layoutMarginsGuide
        let fill = guide.widthAnchor.constraint(equalTo: margins.widthAnchor)
        fill.priority = LayoutPriority(999)
        let constraints = [
            guide.topAnchor.constraint(equalTo: margins.topAnchor),
            guide.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
            guide.centerXAnchor.constraint(equalTo: margins.centerXAnchor),
            guide.leadingAnchor.constraint(greaterThanOrEqualTo: margins.leadingAnchor),
            guide.trailingAnchor.constraint(lessThanOrEqualTo: margins.trailingAnchor),
            guide.widthAnchor.constraint(lessThanOrEqualToConstant: Self.readableContentWidth),
            fill,
        ]
        for constraint in constraints { constraint.identifier = identifier }
        LayoutConstraint.activate(constraints)
        return guide
    }
}
