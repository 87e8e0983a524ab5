import Foundation

/// One view's change in one animation group: its frame and alpha before and after. Held by the
/// view's layer (for the presentation values) and by the group (to finish it).
///
/// Animations are additive, as UIKit's since iOS 8: the presentation value is the model value
/// plus, for each animation in flight, (from − to) × (1 − progress). A second animation of a
/// view so starts from wherever the first one has it, and both run to their ends.
final class _PropertyAnimation {
    weak var view: View?
    let group: _AnimationGroup
    let fromFrame: CGRect
    let toFrame: CGRect
    let fromAlpha: CGFloat
    let toAlpha: CGFloat

    init(view: View, group: _AnimationGroup, fromFrame: CGRect, toFrame: CGRect, fromAlpha: CGFloat, toAlpha: CGFloat) {
        self.view = view
        self.group = group
        self.fromFrame = fromFrame
        self.toFrame = toFrame
        self.fromAlpha = fromAlpha
        self.toAlpha = toAlpha
    }

    /// Takes the animation off its view's layer.
    func detach() {
        guard let layer = view?.storedLayer else { return }
        layer.animations.removeAll { $0 === self }
    }
}
