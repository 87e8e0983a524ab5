import Foundation

/// The second terms of a constraint's offset anchors (made by `anchorWithOffset(to:)`): an
/// offset is `head - tail`. A constraint keeps its heads inline and these apart, allocated only
/// for the rare constraint that relates an offset, so that the common constraint holds no
/// anchor objects at all.
@usableFromInline
final class _OffsetTails {
    /// The tail of the first side's anchor, nil when that side is a single item attribute.
    let first: AnchorTerm?
    /// The tail of the second side's anchor, nil when that side is a single item attribute (or
    /// there is no second side).
    let second: AnchorTerm?

    init(first: AnchorTerm?, second: AnchorTerm?) {
        self.first = first
        self.second = second
    }
}
