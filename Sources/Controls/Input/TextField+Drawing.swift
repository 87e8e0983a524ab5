import AutoLayout
import Foundation
import Graphics
import TextMeasurement

extension TextField {
    /// The corner radius of the rounded rectangle border: 5 points.
    static let roundedCornerRadius: CGFloat = 5

    /// Draws the border style's frame, then the text or the placeholder (see ``TextField``):
    /// - ``BorderStyle/line``: a 1-point `label` rectangle inside the bounds;
    /// - ``BorderStyle/bezel``: a 1-point `systemGray2` rectangle inside the bounds;
    /// - ``BorderStyle/roundedRect``: a `systemBackground` rounded rectangle with a hairline
    ///   (one pixel) `systemGray4` border;
    /// - ``BorderStyle/none``: nothing.
    func drawField(in context: any GraphicsContext) {
        let box = bounds
        switch storedBorderStyle {
        case .none:
            break
        case .line, .bezel:
            context.stroke(
                Path(rect: box.insetBy(dx: 0.5, dy: 0.5)), with: storedBorderStyle == .line ? .label : .systemGray2,
                lineWidth: 1)
        case .roundedRect:
            let hairline = 1 / max(1, traitCollection.displayScale)
            context.fill(Path(roundedRect: box, cornerRadius: TextField.roundedCornerRadius), with: .systemBackground)
            context.stroke(
                Path(
                    roundedRect: box.insetBy(dx: hairline / 2, dy: hairline / 2),
                    cornerRadius: TextField.roundedCornerRadius - hairline / 2),
                with: .systemGray4, lineWidth: hairline)
        }
        let string = shownString
        guard !string.isEmpty else { return }
        let color = content.text.isEmpty ? Color.placeholderText : storedTextColor
        let textBox = box.inset(by: textInsets)
        let layout = content.layout(
            string, maxWidth: max(0, textBox.width), numberOfLines: 1, lineBreakMode: .byTruncatingTail,
            traits: traitCollection)
        guard let line = layout.lines.first else { return }
        let x = content.textAlignment.lineOrigin(
            lineWidth: line.width, boxWidth: textBox.width, direction: effectiveUserInterfaceLayoutDirection)
        let top = textBox.midY - layout.lineHeight / 2
        contentMeasurer.draw(
            line, font: content.font, at: CGPoint(x: textBox.minX + x, y: top + line.baselineOffsetFromTop),
            color: color, in: context)
    }
}
