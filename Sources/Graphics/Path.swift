import Foundation

/// A shape made of straight lines and Bézier curves, as Core Graphics' `CGPath`: a value listing
/// its elements in order.
///
/// ```swift
/// var tick = Path()
/// tick.move(to: CGPoint(x: 2, y: 6))
/// tick.addLine(to: CGPoint(x: 5, y: 9))
/// tick.addLine(to: CGPoint(x: 10, y: 2))
/// let card = Path(roundedRect: CGRect(x: 0, y: 0, width: 200, height: 120), cornerRadius: 12)
/// ```
///
/// Coordinates are points with y growing downward. Filling uses the non-zero winding rule.
/// A subpath begins with ``Element/move(to:)``; a line or curve with no current point starts from
/// (0, 0) as if moved there.
public struct Path: Hashable, Sendable {
    /// One step of a path.
    public enum Element: Hashable, Sendable {
        /// Starts a new subpath at a point.
        case move(to: CGPoint)
        /// A straight line from the current point.
        case line(to: CGPoint)
        /// A quadratic Bézier curve from the current point, bent towards `control`.
        case quadCurve(to: CGPoint, control: CGPoint)
        /// A cubic Bézier curve from the current point, leaving towards `control1` and arriving
        /// from `control2`.
        case cubicCurve(to: CGPoint, control1: CGPoint, control2: CGPoint)
        /// A straight line back to the start of the subpath, closing it.
        case close
    }

    /// The elements, in order.
    public private(set) var elements: [Element]

    /// Makes an empty path.
    public init() {
        elements = []
    }

    /// Makes a path of elements.
    public init(elements: [Element]) {
        self.elements = elements
    }

    /// Whether the path has no elements.
    public var isEmpty: Bool { elements.isEmpty }

    /// Starts a new subpath at a point.
    public mutating func move(to point: CGPoint) {
        elements.append(.move(to: point))
    }

    /// Adds a straight line to a point.
    public mutating func addLine(to point: CGPoint) {
        elements.append(.line(to: point))
    }

    /// Adds a quadratic Bézier curve to a point.
    public mutating func addQuadCurve(to point: CGPoint, control: CGPoint) {
        elements.append(.quadCurve(to: point, control: control))
    }

    /// Adds a cubic Bézier curve to a point.
    public mutating func addCurve(to point: CGPoint, control1: CGPoint, control2: CGPoint) {
        elements.append(.cubicCurve(to: point, control1: control1, control2: control2))
    }

    /// Closes the current subpath.
    public mutating func closeSubpath() {
        elements.append(.close)
    }

    /// Adds every element of another path.
    public mutating func addPath(_ path: Path) {
        elements.append(contentsOf: path.elements)
    }

    /// The smallest rectangle holding every point of the path, control points included (as
    /// `CGPath.boundingBox`); `CGRect.null` for a path without points.
    ///
    /// - Complexity: O(elements).
    public var bounds: CGRect {
        var minX = CGFloat.infinity, minY = CGFloat.infinity
        var maxX = -CGFloat.infinity, maxY = -CGFloat.infinity
        func include(_ point: CGPoint) {
            minX = min(minX, point.x)
            minY = min(minY, point.y)
            maxX = max(maxX, point.x)
            maxY = max(maxY, point.y)
        }
        for element in elements {
            switch element {
            case .move(let to), .line(let to): include(to)
            case .quadCurve(let to, let control):
                include(to)
                include(control)
            case .cubicCurve(let to, let control1, let control2):
                include(to)
                include(control1)
                include(control2)
            case .close: break
            }
        }
        guard minX <= maxX, minY <= maxY else { return .null }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// The path with every point moved by a transform.
    public func applying(_ transform: Transform) -> Path {
        Path(elements: elements.map { element in
            switch element {
            case .move(let to): .move(to: transform.apply(to: to))
            case .line(let to): .line(to: transform.apply(to: to))
            case .quadCurve(let to, let control):
                .quadCurve(to: transform.apply(to: to), control: transform.apply(to: control))
            case .cubicCurve(let to, let control1, let control2):
                .cubicCurve(
                    to: transform.apply(to: to), control1: transform.apply(to: control1),
                    control2: transform.apply(to: control2))
            case .close: .close
            }
        })
    }
}
