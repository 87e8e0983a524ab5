/// Why a layout constraint was refused: UIKit raises an exception for these; we report them as
/// values, and the layout goes on without the constraint.
public enum LayoutError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A location attribute related to a size attribute (or the reverse).
    case locationRelatedToDimension(String)
    /// A horizontal attribute related to a vertical one.
    case mixedAxes(String)
    /// Leading or trailing related to left or right.
    case leadingTrailingWithLeftRight(String)
    /// A location attribute set equal to a constant (a location needs a second item).
    case locationEqualToConstant(String)
    /// A constraint with a first attribute but no first item, or a second item without attribute.
    case missingItemOrAttribute(String)
    /// A multiplier or constant that is NaN or infinite, or a zero multiplier on a location.
    case invalidNumber(String)
    /// The items have no common ancestor, so no view can hold the constraint.
    case noCommonAncestor(String)
    /// A priority outside (0, 1000].
    case invalidPriority(String)
    /// A priority change between required and optional on an active constraint.
    case requiredPriorityChange(String)
    /// A constraint whose item was deallocated (constraints do not keep their items alive).
    case deallocatedItem(String)
    /// A value the layout cannot use, given to a property that feeds the layout engine (a
    /// constant, a margin, an inset, a frame, a size that is NaN or infinite; a priority outside
    /// (0, 1000]): the old value is kept.
    case invalidValue(String)
    /// The window's solver is full (``Cassowary/SolverError/capacityExceeded(_:store:)``: one of
    /// its stores passed its capacity, a billion elements): the layout goes on without the
    /// constraint, which is not installed. UIKit has no such limit to report.
    case capacityExceeded(String)
    /// The window's solver did more work than ``LayoutEngine/workLimit`` allows: the first
    /// constraint left out, after which every constraint installed is left out too (reported
    /// once). UIKit has no such limit to report.
    case workLimitExceeded(String)
    /// A change to the view tree that would make a view its own ancestor (`addSubview` of the
    /// view itself or of one of its ancestors; a stack arranging itself or an ancestor): the
    /// tree is left as it was. UIKit raises for the same calls. The text names the cycle,
    /// `a → b → a` (each view followed by the view it would be inside).
    case hierarchyCycle(String)

    /// The message, which names the constraint and the rule it breaks.
    public var description: String {
        switch self {
        case .locationRelatedToDimension(let c):
            "A constraint cannot relate a location attribute to a size attribute: \(c)"
        case .mixedAxes(let c):
            "A constraint cannot relate a horizontal attribute to a vertical one: \(c)"
        case .leadingTrailingWithLeftRight(let c):
            "A constraint cannot relate leading or trailing to left or right: \(c)"
        case .locationEqualToConstant(let c):
            "A constraint cannot make a location equal to a constant; location attributes must be specified in pairs: \(c)"
        case .missingItemOrAttribute(let c):
            "A constraint needs an item for each attribute and an attribute for each item: \(c)"
        case .invalidNumber(let c):
            "A constraint's multiplier and constant must be finite (and a location's multiplier not 0): \(c)"
        case .noCommonAncestor(let c):
            "Unable to activate constraint because its items have no common ancestor: \(c)"
        case .invalidPriority(let c):
            "A priority must lie in (0, 1000]: \(c)"
        case .requiredPriorityChange(let c):
            "Changing a priority from required to optional (or back) on an active constraint is not supported: \(c)"
        case .deallocatedItem(let c):
            "Unable to activate constraint because an item it names was deallocated: \(c)"
        case .invalidValue(let v):
            "Refused a value the layout cannot use, and kept the old one: \(v)"
        case .capacityExceeded(let c):
            "Unable to install constraint because the layout engine's solver is full: \(c)"
        case .workLimitExceeded(let c):
            "Unable to install constraint because the layout engine's work passed its limit: \(c)"
        case .hierarchyCycle(let c):
            "Refused to change the view tree, which must have no cycle: \(c)"
        }
    }
}
