import Foundation

/// The standard spacings of the layout system.
public enum LayoutSpacing {
    /// The system spacing between sibling views: 8 points, the value UIKit's Auto Layout Guide
    /// gives. (UIKit may derive it from fonts for baseline spacing; we use 8 everywhere.)
    public static let system: CGFloat = 8
    /// The standard spacing to the superview's edge in the Visual Format Language: 20 points.
    public static let superview: CGFloat = 20
}
