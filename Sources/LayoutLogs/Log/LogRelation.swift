/// The relation of a printed constraint: `==`, `>=` or `<=`.
public enum LogRelation: String, Hashable, Sendable {
    /// `==`
    case equal = "=="
    /// `>=`
    case greaterThanOrEqual = ">="
    /// `<=`
    case lessThanOrEqual = "<="

    /// The relation with its sides swapped: `>=` becomes `<=`.
    public var flipped: LogRelation {
        switch self {
        case .equal: .equal
        case .greaterThanOrEqual: .lessThanOrEqual
        case .lessThanOrEqual: .greaterThanOrEqual
        }
    }
}
