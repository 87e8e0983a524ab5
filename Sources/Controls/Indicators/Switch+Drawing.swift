import AutoLayout
import Foundation
import Graphics

extension Switch {
    /// The thumb's diameter: 27 points.
    static let thumbDiameter: CGFloat = 27

    /// The hairline around white knobs (switch and slider thumbs), where UIKit draws a soft
    /// shadow: black at 10 %, half a point wide.
    static let knobOutline = Color.black.withAlphaComponent(0.1)

    /// Draws the track and the thumb at the top-left of the bounds (see ``Switch``).
    func drawSwitch(in context: any GraphicsContext) {
        let track = CGRect(origin: bounds.origin, size: Switch.size)
        context.fill(
            Path(roundedRect: track, cornerRadius: track.height / 2),
            with: isOn ? (onTintColor ?? .systemGreen) : .secondarySystemFill)
        let inset = (track.height - Switch.thumbDiameter) / 2
        let trailing = isOn != (effectiveUserInterfaceLayoutDirection == .rightToLeft)
        let x = trailing ? track.maxX - inset - Switch.thumbDiameter : track.minX + inset
        let thumb = Path(
            ellipseIn: CGRect(x: x, y: track.minY + inset, width: Switch.thumbDiameter, height: Switch.thumbDiameter))
        context.fill(thumb, with: .white)
        context.stroke(thumb, with: Switch.knobOutline, lineWidth: 0.5)
    }
}
