import Foundation

/// The attributes a stack uses along its axis and across it, so that one description of the
/// constraints serves both axes.
struct _StackAxisAttributes {
    /// Along the axis: where it starts and ends, its centre, its size.
    let leading: LayoutAttribute
    let trailing: LayoutAttribute
    let center: LayoutAttribute
    let size: LayoutAttribute
    /// Across the axis: where it starts and ends, its centre, its size.
    let top: LayoutAttribute
    let bottom: LayoutAttribute
    let perpendicularCenter: LayoutAttribute
    let perpendicularSize: LayoutAttribute

    init(_ axis: LayoutAxis) {
        switch axis {
        case .horizontal:
            (leading, trailing, center, size) = (.leading, .trailing, .centerX, .width)
            (top, bottom, perpendicularCenter, perpendicularSize) = (.top, .bottom, .centerY, .height)
        case .vertical:
            (leading, trailing, center, size) = (.top, .bottom, .centerY, .height)
            (top, bottom, perpendicularCenter, perpendicularSize) = (.leading, .trailing, .centerX, .width)
        }
    }
}
