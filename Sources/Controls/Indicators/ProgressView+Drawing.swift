import AutoLayout
import Foundation
import Graphics

extension ProgressView {
    /// Draws the track, then the filled part clipped to ``progress`` of the width from the
    /// leading edge (see ``ProgressView``).
    func drawProgress(in context: any GraphicsContext) {
        let box = bounds
        let radius = progressViewStyle == .default ? box.height / 2 : 0
        let track = Path(roundedRect: box, cornerRadius: radius)
        context.fill(track, with: trackTintColor ?? .systemFill)
        let width = box.width * CGFloat(progress)
        guard width > 0 else { return }
        let x = effectiveUserInterfaceLayoutDirection == .rightToLeft ? box.maxX - width : box.minX
        context.withSavedState {
            context.clip(to: Path(rect: CGRect(x: x, y: box.minY, width: width, height: box.height)))
            context.fill(track, with: progressTintColor ?? tintColor!)
        }
    }
}
