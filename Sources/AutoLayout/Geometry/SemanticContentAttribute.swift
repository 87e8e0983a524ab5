/// How a view's content relates to the layout direction, as UIKit's
/// `UISemanticContentAttribute`.
public enum SemanticContentAttribute: Int, Hashable, Sendable {
    /// Follows the layout direction inherited from the superview (the default).
    case unspecified = 0
    /// Playback controls: always left to right.
    case playback = 1
    /// Directional controls such as arrows: always left to right.
    case spatial = 2
    /// Always left to right.
    case forceLeftToRight = 3
    /// Always right to left.
    case forceRightToLeft = 4

    /// The direction the attribute imposes, or nil when it follows the inherited one.
    var forcedDirection: UserInterfaceLayoutDirection? {
        switch self {
        case .unspecified: nil
        case .playback, .spatial, .forceLeftToRight: .leftToRight
        case .forceRightToLeft: .rightToLeft
        }
    }
}
