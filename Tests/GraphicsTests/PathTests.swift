import Foundation
import Graphics
import Testing

struct PathTests {
    @Test func aRectangleIsFourLinesClockwiseFromTheTopLeft() {
        #expect(Path(rect: CGRect(x: 1, y: 2, width: 3, height: 4)).elements == [
            .move(to: CGPoint(x: 1, y: 2)), .line(to: CGPoint(x: 4, y: 2)), .line(to: CGPoint(x: 4, y: 6)),
            .line(to: CGPoint(x: 1, y: 6)), .close,
        ])
        #expect(Path(rect: CGRect(x: 4, y: 6, width: -3, height: -4)) == Path(rect: CGRect(x: 1, y: 2, width: 3, height: 4)))
    }

    @Test func aRoundedRectangleHasQuarterCircleCorners() {
        let path = Path(roundedRect: CGRect(x: 0, y: 0, width: 20, height: 10), cornerRadius: 4)
        let k = 4 * 0.552_284_749_830_793_4
        #expect(path.elements.count == 10)
        #expect(path.elements[0] == .move(to: CGPoint(x: 4, y: 0)))
        #expect(path.elements[1] == .line(to: CGPoint(x: 16, y: 0)))
        #expect(path.elements[2] == .cubicCurve(
            to: CGPoint(x: 20, y: 4), control1: CGPoint(x: 16 + k, y: 0), control2: CGPoint(x: 20, y: 4 - k)))
        #expect(path.elements[9] == .close)
        #expect(path.bounds == CGRect(x: 0, y: 0, width: 20, height: 10))
    }

    @Test func theRadiusIsAtMostHalfTheShorterSideAndZeroGivesARectangle() {
        let square = CGRect(x: 0, y: 0, width: 10, height: 10)
        #expect(Path(roundedRect: square, cornerRadius: 50) == Path(roundedRect: square, cornerRadius: 5))
        #expect(Path(roundedRect: square, cornerRadius: 0) == Path(rect: square))
        #expect(Path(roundedRect: square, cornerRadius: -3) == Path(rect: square))
        #expect(Path(roundedRect: square, cornerRadius: .nan) == Path(rect: square))
    }

    @Test func anEllipseIsFourCurvesFromTheRightmostPoint() {
        let path = Path(ellipseIn: CGRect(x: 0, y: 0, width: 20, height: 10))
        #expect(path.elements.count == 6)
        #expect(path.elements[0] == .move(to: CGPoint(x: 20, y: 5)))
        #expect(path.bounds == CGRect(x: 0, y: 0, width: 20, height: 10))
    }

    @Test func boundsIncludeControlPointsAndAnEmptyPathHasNullBounds() {
        var path = Path()
        #expect(path.bounds == .null)
        #expect(path.isEmpty)
        path.move(to: CGPoint(x: 0, y: 0))
        path.addQuadCurve(to: CGPoint(x: 10, y: 0), control: CGPoint(x: 5, y: -8))
        path.addCurve(to: CGPoint(x: 10, y: 10), control1: CGPoint(x: 12, y: 2), control2: CGPoint(x: 12, y: 8))
        #expect(path.bounds == CGRect(x: 0, y: -8, width: 12, height: 18))
    }

    @Test func applyingATransformMovesEveryPoint() {
        let path = Path(lineFrom: CGPoint(x: 1, y: 0), to: CGPoint(x: 2, y: 0))
        let turned = path.applying(Transform(scaleX: 2, y: 3).concatenating(Transform(translationX: 10, y: 20)))
        #expect(turned.elements == [.move(to: CGPoint(x: 12, y: 20)), .line(to: CGPoint(x: 14, y: 20))])
    }
}

struct TransformTests {
    @Test func concatenationAppliesTheFirstTransformFirst() {
        let t = Transform(translationX: 1, y: 0).concatenating(Transform(scaleX: 2, y: 2))
        #expect(t.apply(to: CGPoint(x: 1, y: 1)) == CGPoint(x: 4, y: 2))
        #expect(Transform.identity.apply(to: CGPoint(x: 3, y: 4)) == CGPoint(x: 3, y: 4))
    }

    @Test func aQuarterTurnIsClockwiseOnScreen() {
        let point = Transform(rotationAngle: .pi / 2).apply(to: CGPoint(x: 1, y: 0))
        #expect(abs(point.x) < 1e-15)
        #expect(point.y == 1)
    }
}
