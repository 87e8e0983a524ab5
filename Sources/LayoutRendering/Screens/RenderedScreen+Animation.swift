import AutoLayout
import Foundation
import Graphics
import LayoutDocument

extension RenderedScreen {
    /// The document's animations (``LayoutDocument/animations``) as frames: starts them on a
    /// manual clock installed in the window, then draws the screen at `framesPerSecond` over
    /// their whole duration, the first frame at 0 and the last at the end (both included; one
    /// frame when nothing animates). Each call starts the animations again from where the views
    /// are, so call it once per screen.
    ///
    /// - Returns: the times (seconds) and the display list at each.
    /// - Complexity: O(frames × (visible views + their drawing)).
    public func animationFrames(framesPerSecond: Double = 30) -> [(time: Double, commands: [DrawingCommand])] {
        let clock = AnimationClock.manual()
        layout.window.animationClock = clock
        layout.startAnimations()
        let duration = layout.animationDuration
        let rate = framesPerSecond.isFinite && framesPerSecond > 0 ? framesPerSecond : 30
        let count = duration > 0 ? Int((duration * rate).rounded(.up)) + 1 : 1
        var frames: [(Double, [DrawingCommand])] = []
        for index in 0..<count {
            let time = count == 1 ? 0 : duration * Double(index) / Double(count - 1)
            clock.now = time
            frames.append((time, commands()))
        }
        // The turn after the end runs the completions.
        layout.window.flush()
        return frames
    }

    /// The animation as an animated SVG document (``SVGRenderer/renderAnimation(_:size:scale:duration:)``).
    public func animatedSVG(framesPerSecond: Double = 30, scale: CGFloat? = nil) -> String {
        let frames = animationFrames(framesPerSecond: framesPerSecond)
        return SVGRenderer().renderAnimation(
            frames.map(\.commands), size: size, scale: scale ?? defaultScale, duration: layout.animationDuration)
    }

    /// The animation as PNG images, one per frame (``CairoRenderer``).
    ///
    /// - Throws: ``RenderingError`` when Cairo cannot be loaded or fails.
    public func animationPNGs(framesPerSecond: Double = 30, scale: CGFloat? = nil) throws(RenderingError) -> [Data] {
        var images: [Data] = []
        for frame in animationFrames(framesPerSecond: framesPerSecond) {
            images.append(try CairoRenderer().png(frame.commands, size: size, scale: scale ?? defaultScale))
        }
        return images
    }
}
