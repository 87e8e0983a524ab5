extension LayoutError {
    /// The prefix of UIKit's exception reasons for constraints made from items and attributes.
    static let uikitInitializerPrefix =
        "*** +[NSLayoutConstraint constraintWithItem:attribute:relatedBy:toItem:attribute:multiplier:constant:]: "

    /// The reason of the `NSInvalidArgumentException` UIKit raises for this error where it
    /// raises one when the constraint is made, nil for the errors it reports otherwise (at
    /// activation, or not at all). The texts are UIKit's, as its crash logs show them
    /// (Stack Overflow 12452556, "Constraint must contain a first layout item"; iOS 8.3's "A
    /// multiplier of 0 or a nil second item…"); UIKit raises "Invalid pairing of layout
    /// attributes" for a location related to a size and for mixed axes.
    public var uikitExceptionReason: String? {
        let reason: String
        switch self {
        case .locationEqualToConstant:
            reason =
                "A multiplier of 0 or a nil second item together with a location for the first attribute creates an illegal constraint of a location equal to a constant. Location attributes must be specified in pairs."
        case .locationRelatedToDimension, .mixedAxes:
            reason = "Invalid pairing of layout attributes."
        case .leadingTrailingWithLeftRight:
            reason =
                "A constraint cannot be made between a leading/trailing attribute and a right/left attribute. Use leading/trailing for both or neither."
        case .missingItemOrAttribute:
            reason = "Constraint must contain a first layout item and an attribute for each item."
        case .invalidNumber:
            reason = "A constraint's multiplier and constant must be finite numbers."
        case .noCommonAncestor, .invalidPriority, .requiredPriorityChange, .deallocatedItem, .invalidValue,
            .capacityExceeded, .workLimitExceeded, .hierarchyCycle:
            return nil
        }
        return Self.uikitInitializerPrefix + reason
    }
}
