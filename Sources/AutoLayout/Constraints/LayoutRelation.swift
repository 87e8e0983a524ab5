/// How the two sides of a layout constraint relate, as UIKit's `NSLayoutConstraint.Relation`.
public enum LayoutRelation: Int, Hashable, Sendable, CustomStringConvertible {
    case lessThanOrEqual = -1
    case equal = 0
    case greaterThanOrEqual = 1

    /// `<=`, `==` or `>=`.
    public var description: String {
        switch self {
        case .lessThanOrEqual: "<="
        case .equal: "=="
        case .greaterThanOrEqual: ">="
        }
    }
}
