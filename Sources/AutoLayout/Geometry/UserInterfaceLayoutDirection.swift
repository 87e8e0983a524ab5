/// Which way text and leading-to-trailing layouts run, as UIKit's
/// `UIUserInterfaceLayoutDirection`.
public enum UserInterfaceLayoutDirection: Int, Hashable, Sendable, CustomStringConvertible {
    case leftToRight = 0
    case rightToLeft = 1

    /// `leftToRight` or `rightToLeft`.
    public var description: String { self == .leftToRight ? "leftToRight" : "rightToLeft" }
}
