import Foundation

/// What a constraint's attributes make of it, worked out once when it is made: its attributes
/// never change, and installing it asks every time whether its expression can take the short
/// way (see `LayoutEngine.userExpression(of:)`).
struct ConstraintForm: OptionSet {
    let rawValue: UInt8

    /// One item attribute on each side (no offset between two anchors), none a margin or a
    /// baseline (they resolve to another item), and every one a location: the coordinate space
    /// of the expression is then the items' nearest common ancestor, the constraint's container.
    static let plainLocations = ConstraintForm(rawValue: 1 << 0)
    /// As ``plainLocations``, but every attribute a size: the expression needs no coordinate
    /// space.
    static let plainSizes = ConstraintForm(rawValue: 1 << 1)
    /// An attribute is leading or trailing (or a margin of them): the expression depends on the
    /// layout direction.
    static let directional = ConstraintForm(rawValue: 1 << 2)
    /// An attribute is a baseline.
    static let baseline = ConstraintForm(rawValue: 1 << 3)
    /// Each side is one item attribute (no offset between two anchors): the constraint names
    /// at most two items.
    static let singleAttributes = ConstraintForm(rawValue: 1 << 4)

    init(rawValue: UInt8) {
        self.rawValue = rawValue
    }

    /// The form of `first REL second`, from the attributes of the sides' heads and tails (nil
    /// for a side that is a single item attribute, and for a missing second side).
    init(
        firstAttribute: LayoutAttribute, firstTail: LayoutAttribute?, secondAttribute: LayoutAttribute?,
        secondTail: LayoutAttribute?
    ) {
        func bit(_ attribute: LayoutAttribute?) -> UInt32 {
            attribute.map { UInt32(1) << UInt32($0.rawValue) } ?? 0
        }
        let bits = bit(firstAttribute) | bit(firstTail) | bit(secondAttribute) | bit(secondTail)
        var form: ConstraintForm = []
        if bits & ConstraintForm.directionalBits != 0 { form.insert(.directional) }
        if bits & ConstraintForm.baselineBits != 0 { form.insert(.baseline) }
        if firstTail == nil && secondTail == nil {
            form.insert(.singleAttributes)
            let resolving = ConstraintForm.marginBits | ConstraintForm.baselineBits | ConstraintForm.noAttributeBit
            if bits & resolving == 0 {
                if bits & ConstraintForm.sizeBits == 0 { form.insert(.plainLocations) }
                if bits & ~ConstraintForm.sizeBits == 0 { form.insert(.plainSizes) }
            }
        }
        self = form
    }

    // The attributes as bits (`1 << rawValue`, see `LayoutAttribute`).

    /// Leading, trailing, and their margins.
    private static var directionalBits: UInt32 { 1 << 5 | 1 << 6 | 1 << 17 | 1 << 18 }
    /// Last and first baselines.
    private static var baselineBits: UInt32 { 1 << 11 | 1 << 12 }
    /// The margin attributes (13 to 20).
    private static var marginBits: UInt32 { 0xFF << 13 }
    /// Width and height.
    private static var sizeBits: UInt32 { 1 << 7 | 1 << 8 }
    /// `notAnAttribute`.
    private static var noAttributeBit: UInt32 { 1 }
}
