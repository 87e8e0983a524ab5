/// An attribute as UIKit and AppKit print it in constraint descriptions: the layout attributes
/// (`top`, `leadingMargin`, `lastBaseline`, …) and the frame attributes that autoresizing-mask
/// constraints use (`minX`, `midY`, `maxX`, …).
public enum LogAttribute: String, CaseIterable, Hashable, Sendable {
    /// The edges, sizes and centres of the alignment rectangle (`NSLayoutConstraint.Attribute`).
    case left, right, top, bottom, leading, trailing, width, height, centerX, centerY
    /// The baselines; `baseline` is the last baseline. Their offsets are never printed.
    case lastBaseline, firstBaseline, baseline
    /// The edges and centres of the view's layout margins.
    case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
    /// The centres of the view's layout margins.
    case centerXWithinMargins, centerYWithinMargins
    /// The frame attributes autoresizing-mask constraints print: `minX` is the left edge,
    /// `midX` the centre, `maxX` the right edge, measured from the superview's corner.
    case minX, minY, midX, midY, maxX, maxY

    /// The axis the attribute measures along.
    public var axis: LogAxis {
        switch self {
        case .left, .right, .leading, .trailing, .width, .centerX, .leftMargin, .rightMargin,
            .leadingMargin, .trailingMargin, .centerXWithinMargins, .minX, .midX, .maxX:
            .horizontal
        default: .vertical
        }
    }

    /// Whether it is a size (`width`, `height`) rather than a location.
    public var isSize: Bool { self == .width || self == .height }

    /// The attribute of the view's layout margins guide that a margin attribute stands for
    /// (`leadingMargin` is the guide's `leading`), or nil for other attributes.
    public var marginGuideAttribute: LogAttribute? {
        switch self {
        case .leftMargin: .left
        case .rightMargin: .right
        case .topMargin: .top
        case .bottomMargin: .bottom
        case .leadingMargin: .leading
        case .trailingMargin: .trailing
        case .centerXWithinMargins: .centerX
        case .centerYWithinMargins: .centerY
        default: nil
        }
    }

    /// Whether it is a centre (`centerX`, `centerY`, `midX`, `midY`).
    var isCenter: Bool { self == .centerX || self == .centerY || self == .midX || self == .midY }

    /// The edge of a rectangle the attribute sits on, for location attributes on an edge.
    var edge: LogEdge? {
        switch self {
        case .left, .leading, .minX: .leading
        case .right, .trailing, .maxX: .trailing
        case .top, .minY: .top
        case .bottom, .maxY: .bottom
        default: nil
        }
    }

    /// The attribute in words, e.g. "leading edge", "center y", "last baseline".
    public var words: String {
        if let plain = marginGuideAttribute {
            return plain.isCenter ? "\(plain.words) within margins" : "\(plain.rawValue) margin"
        }
        return switch self {
        case .left, .minX: "left edge"
        case .right, .maxX: "right edge"
        case .top, .minY: "top edge"
        case .bottom, .maxY: "bottom edge"
        case .leading: "leading edge"
        case .trailing: "trailing edge"
        case .width: "width"
        case .height: "height"
        case .centerX, .midX: "center x"
        case .centerY, .midY: "center y"
        case .lastBaseline, .baseline: "last baseline"
        case .firstBaseline: "first baseline"
        default: rawValue
        }
    }
}

/// The two axes of a layout.
public enum LogAxis: Hashable, Sendable {
    /// Left to right (leading to trailing: logs are read left to right).
    case horizontal
    /// Top to bottom (y grows downward, as in UIKit).
    case vertical
}

/// The four edges of a rectangle, in a left-to-right reading.
enum LogEdge: Hashable, Sendable, CaseIterable {
    case leading, trailing, top, bottom

    var axis: LogAxis { self == .leading || self == .trailing ? .horizontal : .vertical }

    /// The attribute of the edge (`leading`, `trailing`, `top`, `bottom`).
    var attribute: LogAttribute {
        switch self {
        case .leading: .leading
        case .trailing: .trailing
        case .top: .top
        case .bottom: .bottom
        }
    }

    /// The distance a margin of `inset` puts between this edge of a view and the same edge of
    /// its margins guide: positive (right, down) at the leading and top edges, negative at the
    /// trailing and bottom ones.
    func offset(inset: Double) -> Double { self == .leading || self == .top ? inset : -inset }
}
