import Foundation

/// What every anchor is, whatever its axis: an item attribute (or a difference of two) that
/// constraints can relate. Use the typed subclasses: ``LayoutXAxisAnchor``,
/// ``LayoutYAxisAnchor`` and ``LayoutDimension``.
public class AnyLayoutAnchor: CustomStringConvertible {
    // The terms, flattened. The items are strong references (a constraint's are not): nothing
    // in the library keeps an anchor, so an anchor keeps its item alive only while the caller
    // holds it, and no cycle forms. With nothing but strong references and plain values, an
    // anchor's deinitialiser has no effect beyond releasing them, which lets the optimizer drop
    // an anchor made and used in one expression (`a.topAnchor.constraint(equalTo:
    // b.bottomAnchor)`, all inlinable) altogether: no allocation, no reference counting.

    /// The item of the anchor's head (the first term of an offset), whose coefficient is 1.
    @usableFromInline let headItem: LayoutItem
    @usableFromInline let headAttribute: LayoutAttribute
    /// The item of the second term of an offset between two anchors (coefficient -1); nil for a
    /// plain anchor.
    @usableFromInline let tailItem: LayoutItem?
    @usableFromInline let tailAttribute: LayoutAttribute

    /// An offset `head - tail` (`anchorWithOffset(to:)`), or a plain anchor when `tail` is nil.
    init(head: AnchorTerm, tail: AnchorTerm?) {
        assert(head.coefficient == 1 && (tail?.coefficient ?? -1) == -1, "an offset is head - tail")
        self.headItem = head.item
        self.headAttribute = head.attribute
        self.tailItem = tail?.item
        self.tailAttribute = tail?.attribute ?? .notAnAttribute
    }

    @inlinable
    init(item: LayoutItem, attribute: LayoutAttribute) {
        self.headItem = item
        self.headAttribute = attribute
        self.tailItem = nil
        self.tailAttribute = .notAnAttribute
    }

    /// The anchor's item attribute (the first of the two of an offset).
    var head: AnchorTerm { AnchorTerm(item: headItem, attribute: headAttribute, coefficient: 1) }
    /// The second item attribute of an offset between two anchors; nil for a plain anchor.
    var tail: AnchorTerm? { tailItem.map { AnchorTerm(item: $0, attribute: tailAttribute, coefficient: -1) } }
    /// Whether the anchor is a single item attribute (not an offset).
    @inlinable var isSingle: Bool { tailItem == nil }

    /// An anchor of the kind its terms make: an offset or a size is a ``LayoutDimension``, a
    /// horizontal location a ``LayoutXAxisAnchor``, a vertical one a ``LayoutYAxisAnchor``
    /// (what a constraint's `firstAnchor` and `secondAnchor` return).
    static func make(head: AnchorTerm, tail: AnchorTerm?) -> AnyLayoutAnchor {
        if tail != nil || head.attribute.isDimension { return LayoutDimension(head: head, tail: tail) }
        switch head.attribute.axis {
        case .horizontal?: return LayoutXAxisAnchor(head: head, tail: nil)
        case .vertical?: return LayoutYAxisAnchor(head: head, tail: nil)
        case nil: return AnyLayoutAnchor(head: head, tail: nil)
        }
    }

    /// The anchor's terms: one, or two for an offset.
    var terms: [AnchorTerm] { tail.map { [head, $0] } ?? [head] }

    /// The item, for an anchor of one item attribute (nil for an offset between two anchors).
    ///
    /// An anchor holds its items strongly, where UIKit's `NSLayoutAnchor.item` is weak: an
    /// anchor you keep keeps its view alive, and `item` never turns nil. Constraints do not
    /// keep their items alive (as in UIKit): the anchors of a constraint whose item was
    /// deallocated name a stand-in, and `item` is nil for them. Do not store a view's anchor in
    /// the view itself.
    public var item: LayoutItem? { tail == nil && !(headItem is _DeallocatedItem) ? headItem : nil }

    /// The attribute, for an anchor of one item attribute (``LayoutAttribute/notAnAttribute``
    /// for an offset between two anchors).
    public var attribute: LayoutAttribute { tail == nil ? head.attribute : .notAnAttribute }

    /// `item.attribute`, or `(other.attribute - item.attribute)` for an offset.
    public var description: String {
        if terms.count == 1 { return "\(terms[0].item.debugName).\(terms[0].attribute)" }
        let parts = terms.map { term in
            "\(term.coefficient < 0 ? "-" : "")\(term.item.debugName).\(term.attribute)"
        }
        return "(" + parts.joined(separator: " + ").replacingOccurrences(of: "+ -", with: "- ") + ")"
    }
}

/// An anchor of one kind (`AnchorType` is the anchor's own class), as UIKit's
/// `NSLayoutAnchor<AnchorType>`: constraints relate anchors of the same kind only, so relating an
/// x-axis anchor to a y-axis anchor, or a location to a size, does not compile.
public class LayoutAnchor<AnchorType: AnyObject>: AnyLayoutAnchor {
    /// A constraint `self == anchor + constant`, inactive until activated.
    @inlinable
    public func constraint(
        equalTo anchor: LayoutAnchor<AnchorType>, constant: CGFloat = 0,
        file: StaticString = #fileID, line: UInt = #line
    ) -> LayoutConstraint {
        LayoutConstraint(
            anchor: self, relation: .equal, second: anchor, multiplier: 1, constant: constant,
            file: file, line: line)
    }

    /// A constraint `self >= anchor + constant`, inactive until activated.
    public func constraint(
        greaterThanOrEqualTo anchor: LayoutAnchor<AnchorType>, constant: CGFloat = 0,
        file: StaticString = #fileID, line: UInt = #line
    ) -> LayoutConstraint {
        LayoutConstraint(
            anchor: self, relation: .greaterThanOrEqual, second: anchor, multiplier: 1,
            constant: constant, file: file, line: line)
    }

    /// A constraint `self <= anchor + constant`, inactive until activated.
    public func constraint(
        lessThanOrEqualTo anchor: LayoutAnchor<AnchorType>, constant: CGFloat = 0,
        file: StaticString = #fileID, line: UInt = #line
    ) -> LayoutConstraint {
        LayoutConstraint(
            anchor: self, relation: .lessThanOrEqual, second: anchor, multiplier: 1,
            constant: constant, file: file, line: line)
    }
}
