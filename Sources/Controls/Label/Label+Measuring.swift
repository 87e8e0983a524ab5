import AutoLayout
import Foundation
import TextMeasurement

extension Label {
    /// The width the intrinsic size is measured at: unlimited for one line, the preferred
    /// maximum when set, else the engine's (see `_LayoutWidthTracker`).
    var intrinsicMeasuringWidth: CGFloat {
        if storedNumberOfLines == 1 { return .infinity }
        if storedPreferredMaxLayoutWidth > 0 { return storedPreferredMaxLayoutWidth }
        return widthTracker.width(engineWidth: layoutWidthForIntrinsicContentSize, isFitting: isMeasuringForFitting) ?? .infinity
    }

    /// The layout the intrinsic size comes from.
    var intrinsicLayout: TextLayout {
        layout(maxWidth: intrinsicMeasuringWidth, numberOfLines: storedNumberOfLines)
    }

    /// The text laid out at a width with a line limit, from the memo when it was laid out before.
    func layout(maxWidth: CGFloat, numberOfLines: Int) -> TextLayout {
        content.layout(
            maxWidth: maxWidth, numberOfLines: numberOfLines, lineBreakMode: storedLineBreakMode,
            traits: traitCollection)
    }

    /// The size for the text wrapped at `width`, rounded up to whole pixels.
    func sizeThatFits(width: CGFloat) -> CGSize {
        _PixelGrid.ceil(
            layout(maxWidth: width, numberOfLines: storedNumberOfLines).size, scale: traitCollection.displayScale)
    }
}
