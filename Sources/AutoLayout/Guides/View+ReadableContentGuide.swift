import Foundation

extension View {
    /// The widest line of text that stays comfortable to read at the default content size
    /// category (Large): 672 points, the width of UIKit's readable content guide on a wide view
    /// (an iPad in landscape: 672 points, inset 176 from each edge of a 1,024-point view;
    /// useyourloaf.com, "Readable Content Guides"). The guide follows the traits'
    /// ``TraitCollection/readableContentWidth``, which the content size category sets (wider
    /// with larger text, as in UIKit).
    public static let readableContentWidth: CGFloat = 672

    /// The identifier of the readable content guide and of its constraints.
    static let readableContentGuideIdentifier = "UIViewReadableContentGuide"

    /// An area for text, as UIKit's `readableContentGuide`: inside the layout margins, as wide
    /// as they are up to the traits' ``TraitCollection/readableContentWidth``, centered between
    /// them; top and bottom are the margins'. On an iPhone it is the margins guide's rectangle;
    /// on a wide view it is 672 points wide at the default text size, centered, and wider with
    /// larger text (the content size category: 560 at xSmall, 912 at xxxLarge).
    ///
    /// Made on first use, with ordinary constraints the view holds (`leading >= margins.leading`,
    /// `trailing <= margins.trailing`, `centerX == margins.centerX`, `width <= readable width`,
    /// `width == margins.width @999`, `top`/`bottom == margins'`), named by the identifier
    /// `UIViewReadableContentGuide`. The readable width's constant follows the window's traits
    /// when they change and when the view moves to another window.
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
            guide.widthAnchor.constraint(lessThanOrEqualToConstant: traitCollection.readableContentWidth),
            fill,
        ]
        for constraint in constraints { constraint.identifier = identifier }
        LayoutConstraint.activate(constraints)
        return guide
    }

    /// The readable width of the traits may have changed (the window's traits changed, or this
    /// subtree moved to another window): the readable guides of the subtree take it.
    ///
    /// - Complexity: O(views of the subtree that hold system guides); nothing when none does.
    func readableContentWidthMayHaveChanged() {
        guard guideOwnersInSubtree > 0 else { return }
        let identifier = Self.readableContentGuideIdentifier
        var stack: [View] = [self]
        while let view = stack.popLast() {
            if let guide = view.storedLayoutGuides.first(where: { $0.identifier == identifier }) {
                let width = view.traitCollection.readableContentWidth
                for constraint in guide.referencingConstraints
                where constraint.identifier == identifier && constraint.firstItem === guide
                    && constraint.firstAttribute == .width && constraint.relation == .lessThanOrEqual
                    && constraint.secondItem == nil && constraint.constant != width
                {
                    constraint.constant = width
                }
            }
            for subview in view.storedSubviews where subview.guideOwnersInSubtree > 0 { stack.append(subview) }
        }
    }
}
