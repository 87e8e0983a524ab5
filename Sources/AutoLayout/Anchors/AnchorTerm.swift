import Foundation

/// One item attribute in an anchor's expression, with its sign. A plain anchor has one term; an
/// anchor made by `anchorWithOffset(to:)` has two (the other anchor minus this one).
struct AnchorTerm {
    /// Constraints do not keep their items alive (UIKit's do not either): a view holds its
    /// constraints, so a strong reference back would be a cycle. Unowned, not weak: a weak
    /// reference gives every view a side table and slows every retain of it; reading the items of
    /// a constraint whose views are gone is a programmer error that stops with a clear message.
    unowned let item: LayoutItem
    let attribute: LayoutAttribute
    let coefficient: CGFloat
}
