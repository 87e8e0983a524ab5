import Foundation

/// What every anchor is, whatever its axis: an item attribute (or a difference of two) that
/// constraints can relate. Use the typed subclasses: ``LayoutXAxisAnchor``,
/// ``LayoutYAxisAnchor`` and ``LayoutDimension``.
public class AnyLayoutAnchor: CustomStringConvertible {
    /// The anchor's item attribute (the first of the two of an offset).
    let head: AnchorTerm
    /// The second item attribute of an offset between two anchors; nil for a plain anchor.
    let tail: AnchorTerm?

    /// The attributes of the terms, one bit each (`1 << rawValue`), and whether the anchor is a
    /// single item attribute: making a constraint reads them instead of copying the terms (a
    /// copy retains and releases the item).
    let attributeBits: UInt32
    let isSingle: Bool

    init(head: AnchorTerm, tail: AnchorTerm?) {
        self.head = head
        self.tail = tail
        var bits = UInt32(1) << UInt32(head.attribute.rawValue)
        if let tail { bits |= UInt32(1) << UInt32(tail.attribute.rawValue) }
        self.attributeBits = bits
        self.isSingle = tail == nil
    }

    init(item: LayoutItem, attribute: LayoutAttribute) {
        self.head = AnchorTerm(item: item, attribute: attribute, coefficient: 1)
        self.tail = nil
        self.attributeBits = UInt32(1) << UInt32(attribute.rawValue)
        self.isSingle = true
    }

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
    public var item: LayoutItem? { tail == nil ? head.item : nil }

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
    public func constraint(
        equalTo anchor: LayoutAnchor<AnchorType>, constant: CGFloat = 0,
        file: StaticString = #fileID, line: UInt = #line
    ) -> LayoutConstraint {
        LayoutConstraint(
            first: self, relation: .equal, second: anchor, multiplier: 1, constant: constant,
            file: file, line: line)
    }

    /// A constraint `self >= anchor + constant`, inactive until activated.
    public func constraint(
        greaterThanOrEqualTo anchor: LayoutAnchor<AnchorType>, constant: CGFloat = 0,
        file: StaticString = #fileID, line: UInt = #line
    ) -> LayoutConstraint {
        LayoutConstraint(
            first: self, relation: .greaterThanOrEqual, second: anchor, multiplier: 1,
            constant: constant, file: file, line: line)
    }

    /// A constraint `self <= anchor + constant`, inactive until activated.
    public func constraint(
        lessThanOrEqualTo anchor: LayoutAnchor<AnchorType>, constant: CGFloat = 0,
        file: StaticString = #fileID, line: UInt = #line
    ) -> LayoutConstraint {
        LayoutConstraint(
            first: self, relation: .lessThanOrEqual, second: anchor, multiplier: 1,
            constant: constant, file: file, line: line)
    }
}
