import Foundation

/// A size (width or height, or the distance between two anchors), as UIKit's
/// `NSLayoutDimension`.
public final class LayoutDimension: LayoutAnchor<LayoutDimension> {
    /// A constraint `self == constant`.
    @inlinable
    public func constraint(
        equalToConstant constant: CGFloat, file: StaticString = #fileID, line: UInt = #line
    ) -> LayoutConstraint {
        LayoutConstraint(
            anchor: self, relation: .equal, second: nil, multiplier: 1, constant: constant,
            file: file, line: line)
    }

    /// A constraint `self >= constant`.
    @inlinable
    public func constraint(
        greaterThanOrEqualToConstant constant: CGFloat, file: StaticString = #fileID,
        line: UInt = #line
    ) -> LayoutConstraint {
        LayoutConstraint(
            anchor: self, relation: .greaterThanOrEqual, second: nil, multiplier: 1,
            constant: constant, file: file, line: line)
    }

    /// A constraint `self <= constant`.
    @inlinable
    public func constraint(
        lessThanOrEqualToConstant constant: CGFloat, file: StaticString = #fileID,
        line: UInt = #line
    ) -> LayoutConstraint {
        LayoutConstraint(
            anchor: self, relation: .lessThanOrEqual, second: nil, multiplier: 1,
            constant: constant, file: file, line: line)
    }

    /// A constraint `self == multiplier × anchor + constant`.
    @inlinable
    public func constraint(
        equalTo anchor: LayoutDimension, multiplier: CGFloat, constant: CGFloat = 0,
        file: StaticString = #fileID, line: UInt = #line
    ) -> LayoutConstraint {
        LayoutConstraint(
            anchor: self, relation: .equal, second: anchor, multiplier: multiplier,
            constant: constant, file: file, line: line)
    }

    /// A constraint `self >= multiplier × anchor + constant`.
    @inlinable
    public func constraint(
        greaterThanOrEqualTo anchor: LayoutDimension, multiplier: CGFloat, constant: CGFloat = 0,
        file: StaticString = #fileID, line: UInt = #line
    ) -> LayoutConstraint {
        LayoutConstraint(
            anchor: self, relation: .greaterThanOrEqual, second: anchor, multiplier: multiplier,
            constant: constant, file: file, line: line)
    }

    /// A constraint `self <= multiplier × anchor + constant`.
    @inlinable
    public func constraint(
        lessThanOrEqualTo anchor: LayoutDimension, multiplier: CGFloat, constant: CGFloat = 0,
        file: StaticString = #fileID, line: UInt = #line
    ) -> LayoutConstraint {
        LayoutConstraint(
            anchor: self, relation: .lessThanOrEqual, second: anchor, multiplier: multiplier,
            constant: constant, file: file, line: line)
    }
}
