import Foundation

/// A vertical location (top, bottom, centerY, firstBaseline, lastBaseline), as UIKit's
/// `NSLayoutYAxisAnchor`.
public final class LayoutYAxisAnchor: LayoutAnchor<LayoutYAxisAnchor> {
    /// The distance from this anchor to `anchor`, as a dimension that constraints can relate.
    public func anchorWithOffset(to anchor: LayoutYAxisAnchor) -> LayoutDimension {
        LayoutDimension(head: anchor.head, tail: head.negated)
    }

    /// `self == anchor + multiplier × system spacing` (8 points).
    @inlinable
    public func constraint(
        equalToSystemSpacingBelow anchor: LayoutYAxisAnchor, multiplier: CGFloat,
        file: StaticString = #fileID, line: UInt = #line
    ) -> LayoutConstraint {
        constraint(equalTo: anchor, constant: LayoutSpacing.system * multiplier, file: file, line: line)
    }

    /// `self >= anchor + multiplier × system spacing`.
    @inlinable
    public func constraint(
        greaterThanOrEqualToSystemSpacingBelow anchor: LayoutYAxisAnchor, multiplier: CGFloat,
        file: StaticString = #fileID, line: UInt = #line
    ) -> LayoutConstraint {
        constraint(
            greaterThanOrEqualTo: anchor, constant: LayoutSpacing.system * multiplier, file: file,
            line: line)
    }

    /// `self <= anchor + multiplier × system spacing`.
    @inlinable
    public func constraint(
        lessThanOrEqualToSystemSpacingBelow anchor: LayoutYAxisAnchor, multiplier: CGFloat,
        file: StaticString = #fileID, line: UInt = #line
    ) -> LayoutConstraint {
        constraint(
            lessThanOrEqualTo: anchor, constant: LayoutSpacing.system * multiplier, file: file,
            line: line)
    }
}
