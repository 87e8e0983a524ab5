import Foundation

/// An affine transform of the plane, as Core Graphics' `CGAffineTransform`: a point (x, y) goes to
/// (a·x + c·y + tx, b·x + d·y + ty).
///
/// Graphics keeps its own type (Foundation on Linux has no `CGAffineTransform`); it places glyph
/// outlines and turns shapes.
public struct Transform: Hashable, Sendable {
    /// The matrix entries, with `CGAffineTransform`'s names.
    public var a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat

    /// Makes a transform from its matrix entries.
    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
        self.a = a
        self.b = b
        self.c = c
        self.d = d
        self.tx = tx
        self.ty = ty
    }

    /// The transform that changes nothing.
    public static let identity = Transform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    /// A move by (x, y).
    public init(translationX x: CGFloat, y: CGFloat) {
        self.init(a: 1, b: 0, c: 0, d: 1, tx: x, ty: y)
    }

    /// A scale by `x` horizontally and `y` vertically, about the origin.
    public init(scaleX x: CGFloat, y: CGFloat) {
        self.init(a: x, b: 0, c: 0, d: y, tx: 0, ty: 0)
    }

    /// A rotation by `angle` radians about the origin; with y growing downward, a positive angle
    /// turns clockwise on screen, as in UIKit.
    public init(rotationAngle angle: CGFloat) {
        let cosine = cos(angle)
        let sine = sin(angle)
        self.init(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
    }

    /// This transform followed by `other`.
    public func concatenating(_ other: Transform) -> Transform {
        Transform(
            a: a * other.a + b * other.c, b: a * other.b + b * other.d,
            c: c * other.a + d * other.c, d: c * other.b + d * other.d,
            tx: tx * other.a + ty * other.c + other.tx, ty: tx * other.b + ty * other.d + other.ty)
    }

    /// Where the transform takes a point.
    public func apply(to point: CGPoint) -> CGPoint {
        CGPoint(x: a * point.x + c * point.y + tx, y: b * point.x + d * point.y + ty)
    }
}
