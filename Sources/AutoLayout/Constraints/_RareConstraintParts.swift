import Foundation

/// What few constraints have, kept apart so that the others spend one pointer on it: the second
/// terms of offset anchors (made by `anchorWithOffset(to:)`; an offset is `head - tail`), and
/// why a constraint may not be activated, and a line number too large for 32 bits.
@usableFromInline
final class _RareConstraintParts {
    /// The tail of the first side's anchor, nil when that side is a single item attribute.
    let firstTail: AnchorTerm?
    /// The tail of the second side's anchor, nil when that side is a single item attribute (or
    /// there is no second side).
    let secondTail: AnchorTerm?
    /// Why the constraint may not be activated (checked at creation), nil when it may.
    let validationError: LayoutError?
    /// The line the constraint was made on, when it does not fit the constraint's 32 bits.
    let largeLine: UInt?

    init(firstTail: AnchorTerm?, secondTail: AnchorTerm?, validationError: LayoutError?, largeLine: UInt? = nil) {
        self.firstTail = firstTail
        self.secondTail = secondTail
        self.validationError = validationError
        self.largeLine = largeLine
    }
}
