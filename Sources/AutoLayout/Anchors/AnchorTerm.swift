import Foundation

/// One item attribute in an anchor's expression, with its sign. A plain anchor has one term; an
/// anchor made by `anchorWithOffset(to:)` has two (the other anchor minus this one).
struct AnchorTerm {
    /// A term lives while its item does: it is made from an anchor (which holds its item) or
    /// from a constraint whose items the library knows are alive, and is used at once.
    /// Constraints keep their items through the items' handles instead (`_LayoutItemHandle`),
    /// as they may outlive them. Unowned, not weak: a weak reference gives every view a side
    /// table and slows every retain of it; reading a term whose item is gone is a programmer
    /// error inside the library, which stops.
    unowned let item: LayoutItem
    let attribute: LayoutAttribute
    let coefficient: CGFloat
}
