import Foundation

/// How a list layout looks, as UIKit's `UICollectionLayoutListConfiguration`: given to
/// ``CollectionViewCompositionalLayout/list(using:)``.
public struct CollectionLayoutListConfiguration: Sendable, Hashable {
    /// The list's appearance. Only UIKit's plain list is here (grouped, inset-grouped and
    /// sidebar lists are not).
    public enum Appearance: Sendable, Hashable {
        /// Items edge to edge, one under the other, without spacing (UIKit's `.plain`).
        case plain
    }

    /// The list's appearance.
    public var appearance: Appearance

    /// A configuration of an appearance.
    public init(appearance: Appearance) {
        self.appearance = appearance
    }
}
