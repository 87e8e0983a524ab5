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

    /// The form of `first REL second`.
    init(first: AnyLayoutAnchor, second: AnyLayoutAnchor?) {
        // Attributes only: the items are not read (reading an unowned item costs a check and a
        // retain).
        var form: ConstraintForm = []
        var plain = first.tail == nil && second?.tail == nil
        var locations = 0
        var sizes = 0
        func note(_ attribute: LayoutAttribute) {
            if attribute.isDirectional { form.insert(.directional) }
            if attribute == .firstBaseline || attribute == .lastBaseline {
                form.insert(.baseline)
                plain = false
            }
            if attribute.isMargin || attribute == .notAnAttribute { plain = false }
            if attribute.isDimension { sizes += 1 } else { locations += 1 }
        }
        note(first.head.attribute)
        if let tail = first.tail { note(tail.attribute) }
        if let second {
            note(second.head.attribute)
            if let tail = second.tail { note(tail.attribute) }
        }
        if first.tail == nil && second?.tail == nil { form.insert(.singleAttributes) }
        if plain {
            if sizes == 0 { form.insert(.plainLocations) }
            if locations == 0 { form.insert(.plainSizes) }
        }
        self = form
    }
}
