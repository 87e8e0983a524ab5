import AutoLayout
import Foundation
import Graphics
import TextMeasurement

extension Label {
    /// Draws ``displayedLines`` in ``textColor``: each line from its rectangle's leading edge on
    /// its baseline, by the measurer that laid it out (its own advances and kerning, so a line is
    /// exactly as wide as measured). A line clipped by ``LineBreakMode/byClipping`` is drawn
    /// clipped to its rectangle. Justified lines are drawn as natural ones: the measurer places
    /// glyphs by their advances, and spreading words is not done.
    func drawText(in context: any GraphicsContext) {
        guard !content.text.isEmpty, !storedTextColor.isClear else { return }
        let measurer = contentMeasurer
        let font = content.font
        let top = bounds.minY
        for line in displayedLines where !line.text.isEmpty {
            let origin = CGPoint(x: line.rect.minX, y: top + line.baselineOffsetFromTop)
            if storedLineBreakMode == .byClipping, line.isTruncated {
                context.withSavedState {
                    context.clip(to: Path(rect: line.rect))
                    measurer.draw(line, font: font, at: origin, color: storedTextColor, in: context)
                }
            } else {
                measurer.draw(line, font: font, at: origin, color: storedTextColor, in: context)
            }
        }
    }
}
