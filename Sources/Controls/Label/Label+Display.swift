import AutoLayout
import Foundation
import TextMeasurement

extension Label {
    /// The text as the label shows it in its current bounds: wrapped at the bounds width, with
    /// no more lines than ``numberOfLines`` allows and than fit in the bounds height (the last
    /// one cut as ``lineBreakMode`` says). Line positions are relative to the text; see
    /// ``displayedLines`` for positions in the label.
    public var textLayout: TextLayout {
        let size = bounds.size
        var lines = storedNumberOfLines
        let lineHeight = content.metrics(traitCollection).lineHeight
        if lineHeight > 0, size.height.isFinite {
            // A line fits when its whole height does; rounding up to pixels never adds a line.
            // Clamped before the conversion: a huge bounds height must not trap.
            let quotient = ((size.height + 1e-6) / lineHeight).rounded(.down)
            let fitting = Int(min(max(quotient, 1), Double(Int32.max)))
            lines = lines == 0 ? fitting : min(lines, fitting)
        }
        return layout(maxWidth: size.width, numberOfLines: lines)
    }

    /// The lines of ``textLayout`` placed in the label's bounds, for renderers: each line's
    /// rectangle moved by ``effectiveTextAlignment`` and by the vertical centering UILabel
    /// applies, and its baseline measured from the top of the bounds.
    public var displayedLines: [TextLine] {
        let layout = textLayout
        let box = bounds
        let top = (box.height - layout.size.height) / 2
        let direction = effectiveUserInterfaceLayoutDirection
        return layout.lines.map { line in
            let x = content.textAlignment.lineOrigin(lineWidth: line.width, boxWidth: box.width, direction: direction)
            // Placed rather than made anew: the line keeps what measuring it shaped, for drawing.
            return line.placed(
                at: CGPoint(x: box.minX + x, y: box.minY + top + line.rect.minY),
                baselineOffsetFromTop: top + line.baselineOffsetFromTop)
        }
    }
}
