import Foundation

extension Path {
    /// The distance of a cubic Bézier's control points from the ends of a quarter circle of
    /// radius 1 that it stands for: 4/3 · (√2 − 1), the usual choice (error under 0.03 %).
    static let quarterCircleControl: CGFloat = 0.552_284_749_830_793_4

    /// A rectangle, clockwise on screen from its top-left corner. A rectangle with a negative
    /// width or height is taken standardized.
    public init(rect: CGRect) {
        let rect = rect.standardized
        self.init(elements: [
            .move(to: CGPoint(x: rect.minX, y: rect.minY)),
            .line(to: CGPoint(x: rect.maxX, y: rect.minY)),
            .line(to: CGPoint(x: rect.maxX, y: rect.maxY)),
            .line(to: CGPoint(x: rect.minX, y: rect.maxY)),
            .close,
        ])
    }

    /// A rectangle with quarter-circle corners, as `UIBezierPath(roundedRect:cornerRadius:)`
    /// and a layer's `cornerRadius` draw them. The radius is at most half the shorter side (so a
    /// square with a large radius is a circle); 0 or less, or NaN, gives the plain rectangle.
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        let rect = rect.standardized
        let radius = cornerRadius.isNaN ? 0 : min(cornerRadius, rect.width / 2, rect.height / 2)
        guard radius > 0 else {
            self.init(rect: rect)
            return
        }
        let k = radius * Self.quarterCircleControl
        let (minX, minY, maxX, maxY) = (rect.minX, rect.minY, rect.maxX, rect.maxY)
        var path = Path()
        path.move(to: CGPoint(x: minX + radius, y: minY))
        path.addLine(to: CGPoint(x: maxX - radius, y: minY))
        path.addCurve(
            to: CGPoint(x: maxX, y: minY + radius), control1: CGPoint(x: maxX - radius + k, y: minY),
            control2: CGPoint(x: maxX, y: minY + radius - k))
        path.addLine(to: CGPoint(x: maxX, y: maxY - radius))
        path.addCurve(
            to: CGPoint(x: maxX - radius, y: maxY), control1: CGPoint(x: maxX, y: maxY - radius + k),
            control2: CGPoint(x: maxX - radius + k, y: maxY))
        path.addLine(to: CGPoint(x: minX + radius, y: maxY))
        path.addCurve(
            to: CGPoint(x: minX, y: maxY - radius), control1: CGPoint(x: minX + radius - k, y: maxY),
            control2: CGPoint(x: minX, y: maxY - radius + k))
        path.addLine(to: CGPoint(x: minX, y: minY + radius))
        path.addCurve(
            to: CGPoint(x: minX + radius, y: minY), control1: CGPoint(x: minX, y: minY + radius - k),
            control2: CGPoint(x: minX + radius - k, y: minY))
        path.closeSubpath()
        self = path
    }

    /// The ellipse inscribed in a rectangle (a circle in a square), four cubic curves clockwise
    /// on screen from the rightmost point.
    public init(ellipseIn rect: CGRect) {
        let rect = rect.standardized
        let rx = rect.width / 2
        let ry = rect.height / 2
        let (cx, cy) = (rect.midX, rect.midY)
        let kx = rx * Self.quarterCircleControl
        let ky = ry * Self.quarterCircleControl
        var path = Path()
        path.move(to: CGPoint(x: cx + rx, y: cy))
        path.addCurve(
            to: CGPoint(x: cx, y: cy + ry), control1: CGPoint(x: cx + rx, y: cy + ky),
            control2: CGPoint(x: cx + kx, y: cy + ry))
        path.addCurve(
            to: CGPoint(x: cx - rx, y: cy), control1: CGPoint(x: cx - kx, y: cy + ry),
            control2: CGPoint(x: cx - rx, y: cy + ky))
        path.addCurve(
            to: CGPoint(x: cx, y: cy - ry), control1: CGPoint(x: cx - rx, y: cy - ky),
            control2: CGPoint(x: cx - kx, y: cy - ry))
        path.addCurve(
            to: CGPoint(x: cx + rx, y: cy), control1: CGPoint(x: cx + kx, y: cy - ry),
            control2: CGPoint(x: cx + rx, y: cy - ky))
        path.closeSubpath()
        self = path
    }

    /// A straight line between two points (to stroke).
    public init(lineFrom start: CGPoint, to end: CGPoint) {
        self.init(elements: [.move(to: start), .line(to: end)])
    }
}
