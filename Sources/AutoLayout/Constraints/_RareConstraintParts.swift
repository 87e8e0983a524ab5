import Foundation

/// What few constraints have, kept apart so that the others spend one pointer on it: the second
/// terms of offset anchors (made by `anchorWithOffset(to:)`; an offset is `head - tail`), and
/// why a constraint may not be activated, and a line number too large for 32 bits.
@usableFromInline
final class _RareConstraintParts {
    /// The second term of an offset anchor as a constraint keeps it: its item through the item's
    /// handle, as the constraint's heads (the constraint may outlive the item).
    struct Tail {
        let handle: _LayoutItemHandle
        let attribute: LayoutAttribute
        let coefficient: CGFloat

        init(_ term: AnchorTerm) {
            handle = term.item.handle
            attribute = term.attribute
            coefficient = term.coefficient
        }

        /// The term, whose item the caller knows is alive (see `_LayoutItemHandle.liveItem`).
        var liveTerm: AnchorTerm { AnchorTerm(item: handle.liveItem, attribute: attribute, coefficient: coefficient) }
    }

    /// The tail of the first side's anchor, nil when that side is a single item attribute.
    let firstTail: Tail?
    /// The tail of the second side's anchor, nil when that side is a single item attribute (or
    /// there is no second side).
    let secondTail: Tail?
    /// Why the constraint may not be activated (checked at creation), nil when it may.
    let validationError: LayoutError?
    /// The line the constraint was made on, when it does not fit the constraint's 32 bits.
    let largeLine: UInt?

    init(firstTail: Tail?, secondTail: Tail?, validationError: LayoutError?, largeLine: UInt? = nil) {
        self.firstTail = firstTail
        self.secondTail = secondTail
        self.validationError = validationError
        self.largeLine = largeLine
    }

    convenience init(firstTail: AnchorTerm?, secondTail: AnchorTerm?) {
        self.init(firstTail: firstTail.map(Tail.init), secondTail: secondTail.map(Tail.init), validationError: nil)
    }

    /// Whether the tails' items are alive.
    var tailsAreAlive: Bool {
        (firstTail.map { $0.handle.item != nil } ?? true) && (secondTail.map { $0.handle.item != nil } ?? true)
    }
}
