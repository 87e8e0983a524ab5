import Foundation

/// A horizontal location (left, right, leading, trailing, centerX), as UIKit's
/// `NSLayoutXAxisAnchor`. Leading and trailing may be related only to leading, trailing and
/// centerX; left and right only to left, right and centerX: mixing them is refused when the
/// constraint is activated.
public final class LayoutXAxisAnchor: LayoutAnchor<LayoutXAxisAnchor> {
    /// The distance from this anchor to `anchor`, as a dimension that constraints can relate.
    public func anchorWithOffset(to anchor: LayoutXAxisAnchor) -> LayoutDimension {
        LayoutDimension(head: anchor.head, tail: head.negated)
    }

    /// `self == anchor + multiplier × system spacing` (8 points between siblings).
    @inlinable
    public func constraint(
        equalToSystemSpacingAfter anchor: LayoutXAxisAnchor, multiplier: CGFloat,
        file: StaticString = #fileID, line: UInt = #line
    ) -> LayoutConstraint {
        constraint(equalTo: anchor, constant: LayoutSpacing.system * multiplier, file: file, line: line)
    }

    /// `self >= anchor + multiplier × system spacing`.
    @inlinable
    public func constraint(
        greaterThanOrEqualToSystemSpacingAfter anchor: LayoutXAxisAnchor, multiplier: CGFloat,
        file: StaticString = #fileID, line: UInt = #line
    ) -> LayoutConstraint {
        constraint(
            greaterThanOrEqualTo: anchor, constant: LayoutSpacing.system * multiplier, file: file,
            line: line)
    }

    /// `self <= anchor + multiplier × system spacing`.
    @inlinable
    public func constraint(
        lessThanOrEqualToSystemSpacingAfter anchor: LayoutXAxisAnchor, multiplier: CGFloat,
        file: StaticString = #fileID, line: UInt = #line
    ) -> LayoutConstraint {
        constraint(
            lessThanOrEqualTo: anchor, constant: LayoutSpacing.system * multiplier, file: file,
            line: line)
    }
}

extension AnchorTerm {
    /// The term with the opposite sign.
    var negated: AnchorTerm { AnchorTerm(item: item, attribute: attribute, coefficient: -coefficient) }
}
