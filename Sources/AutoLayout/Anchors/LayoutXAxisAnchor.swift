import Foundation

/// A horizontal location (left, right, leading, trailing, centerX), as UIKit's
/// `NSLayoutXAxisAnchor`. Leading and trailing may be related only to leading, trailing and
/// centerX; left and right only to left, right and centerX: mixing them is refused when the
/// constraint is activated.
public final class LayoutXAxisAnchor: LayoutAnchor<LayoutXAxisAnchor> {
    /// The distance from this anchor to `anchor`, as a dimension that constraints can relate.
    public func anchorWithOffset(to anchor: LayoutXAxisAnchor) -> LayoutDimension {
        LayoutDimension(terms: offsetTerms(to: anchor))
    }

    /// `self == anchor + multiplier × system spacing` (8 points between siblings).
    public func constraint(
        equalToSystemSpacingAfter anchor: LayoutXAxisAnchor, multiplier: CGFloat,
        file: StaticString = #fileID, line: UInt = #line
    ) -> LayoutConstraint {
        constraint(equalTo: anchor, constant: LayoutSpacing.system * multiplier, file: file, line: line)
    }

    /// `self >= anchor + multiplier × system spacing`.
    public func constraint(
        greaterThanOrEqualToSystemSpacingAfter anchor: LayoutXAxisAnchor, multiplier: CGFloat,
        file: StaticString = #fileID, line: UInt = #line
    ) -> LayoutConstraint {
        constraint(
            greaterThanOrEqualTo: anchor, constant: LayoutSpacing.system * multiplier, file: file,
            line: line)
    }

    /// `self <= anchor + multiplier × system spacing`.
    public func constraint(
        lessThanOrEqualToSystemSpacingAfter anchor: LayoutXAxisAnchor, multiplier: CGFloat,
        file: StaticString = #fileID, line: UInt = #line
    ) -> LayoutConstraint {
        constraint(
            lessThanOrEqualTo: anchor, constant: LayoutSpacing.system * multiplier, file: file,
            line: line)
    }
}

extension AnyLayoutAnchor {
    /// `anchor - self`, as the terms of a composite anchor.
    func offsetTerms(to anchor: AnyLayoutAnchor) -> [AnchorTerm] {
        anchor.terms + terms.map { AnchorTerm(item: $0.item, attribute: $0.attribute, coefficient: -$0.coefficient) }
    }
}
