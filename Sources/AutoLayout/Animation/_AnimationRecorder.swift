import Foundation

/// What an animation block changed: each view it touched, with its frame and alpha before the
/// first change, in the order they were first touched.
final class _AnimationRecorder {
    struct Entry {
        let view: View
        let frame: CGRect
        let alpha: CGFloat
    }

    /// A recorder of `View.performWithoutAnimation`, which records nothing.
    let isDisabled: Bool
    private(set) var entries: [Entry] = []
    private var touched: Set<ObjectIdentifier> = []

    init(isDisabled: Bool) {
        self.isDisabled = isDisabled
    }

    /// Notes a view's values before a change (only the first change of each view counts).
    func note(_ view: View, frame: CGRect, alpha: CGFloat) {
        guard touched.insert(ObjectIdentifier(view)).inserted else { return }
        entries.append(Entry(view: view, frame: frame, alpha: alpha))
    }

    /// Adds to `group` an animation for each view whose values differ now from before, and the
    /// clock of the first such view's window to the group if it has none.
    func addAnimations(to group: _AnimationGroup) {
        for entry in entries {
            let view = entry.view
            let frame = view.storedFrame, alpha = view.alpha
            guard frame != entry.frame || alpha != entry.alpha else { continue }
            if group.clock == nil { group.clock = view.window?.animationClock ?? .system }
            let animation = _PropertyAnimation(
                view: view, group: group, fromFrame: entry.frame, toFrame: frame, fromAlpha: entry.alpha, toAlpha: alpha)
            view.layer.animations.append(animation)
            group.animations.append(animation)
        }
    }
}
