import AutoLayout
import Foundation
import Graphics

extension ActivityIndicatorView {
    /// The number of spokes: 8, as iOS 13 and later draw them.
    static let spokeCount = 8

    /// Draws the spokes around the centre of the bounds, at the style's size: each a rounded bar
    /// a tenth of the size wide, from 22 % to 50 % of the size from the centre, the first
    /// pointing up, each next one 45° clockwise and 10 % fainter.
    func drawSpokes(in context: any GraphicsContext) {
        let side = storedStyle.size.width
        let width = side / 10
        let spoke = Path(
            roundedRect: CGRect(x: -width / 2, y: -side / 2, width: width, height: side * 0.28), cornerRadius: width / 2)
        let center = CGPoint(x: bounds.midX, y: bounds.midY)
        let base = color ?? .systemGray
        for index in 0..<Self.spokeCount {
            let angle = CGFloat(index) * 2 * .pi / CGFloat(Self.spokeCount)
            let placed = spoke.applying(
                Transform(rotationAngle: angle).concatenating(Transform(translationX: center.x, y: center.y)))
            context.fill(placed, with: base.withAlphaComponent(base.alpha * (1 - 0.1 * CGFloat(index))))
        }
    }
}
