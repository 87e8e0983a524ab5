/// How the two sides of a ``Constraint`` relate.
public enum Relation: Hashable, Sendable, CustomStringConvertible {
    /// `lhs == rhs`
    case equal
    /// `lhs >= rhs`
    case greaterThanOrEqual
    /// `lhs <= rhs`
    case lessThanOrEqual

    /// `==`, `>=` or `<=`.
    public var description: String {
        switch self {
        case .equal: "=="
        case .greaterThanOrEqual: ">="
        case .lessThanOrEqual: "<="
        }
    }
}
