import AutoLayout
import Foundation
import Graphics

extension Slider {
    /// The track's height: 4 points.
    static let trackHeight: CGFloat = 4
    /// The thumb's diameter: 28 points.
    static let thumbDiameter: CGFloat = 28

    /// Where the value lies between the minimum and the maximum, 0…1 (0 when they are equal).
    var fraction: CGFloat {
        let range = maximumValue - minimumValue
        guard range > 0 else { return 0 }
        return CGFloat(min(max((value - minimumValue) / range, 0), 1))
    }

    /// Draws the two parts of the track, then the thumb (see ``Slider``).
    func drawSlider(in context: any GraphicsContext) {
        let box = bounds
        let radius = Slider.thumbDiameter / 2
        let travel = max(0, box.width - Slider.thumbDiameter)
        let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        let thumbX = rightToLeft ? box.maxX - radius - fraction * travel : box.minX + radius + fraction * travel
        let track = CGRect(x: box.minX, y: box.midY - Slider.trackHeight / 2, width: box.width, height: Slider.trackHeight)
        let trackPath = Path(roundedRect: track, cornerRadius: Slider.trackHeight / 2)
        context.fill(trackPath, with: maximumTrackTintColor ?? .systemFill)
        let minimumSide = rightToLeft
            ? CGRect(x: thumbX, y: track.minY, width: track.maxX - thumbX, height: track.height)
            : CGRect(x: track.minX, y: track.minY, width: thumbX - track.minX, height: track.height)
        context.withSavedState {
            context.clip(to: Path(rect: minimumSide))
            context.fill(trackPath, with: minimumTrackTintColor ?? tintColor!)
        }
        let thumb = Path(
            ellipseIn: CGRect(
                x: thumbX - radius, y: box.midY - radius, width: Slider.thumbDiameter, height: Slider.thumbDiameter))
        context.fill(thumb, with: .white)
        context.stroke(thumb, with: Switch.knobOutline, lineWidth: 0.5)
    }
}
