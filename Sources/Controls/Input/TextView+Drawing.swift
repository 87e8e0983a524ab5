import AutoLayout
import Foundation
import Graphics
import TextMeasurement

extension TextView {
    /// Draws the text laid out at the bounds width (see ``TextView``), clipped to the bounds.
    func drawText(in context: any GraphicsContext) {
        guard !content.text.isEmpty, !storedTextColor.isClear else { return }
        let box = bounds
        let layout = textLayout(forWidth: box.width)
        let lineBoxX = box.minX + storedInset.left + storedPadding
        let lineBoxWidth = max(0, box.width - storedInset.left - storedInset.right - 2 * storedPadding)
        let direction = effectiveUserInterfaceLayoutDirection
        let measurer = contentMeasurer
        context.withSavedState {
            context.clip(to: Path(rect: box))
            for line in layout.lines where !line.text.isEmpty {
                let x = content.textAlignment.lineOrigin(lineWidth: line.width, boxWidth: lineBoxWidth, direction: direction)
                let origin = CGPoint(x: lineBoxX + x, y: box.minY + storedInset.top + line.baselineOffsetFromTop)
                measurer.draw(line, font: content.font, at: origin, color: storedTextColor, in: context)
            }
        }
    }
}
