import AutoLayout
import Foundation

extension DocumentLayout {
    /// Starts the document's ``LayoutDocument/animations`` together, on the window's
    /// ``Window/animationClock``: each changes its constraint's constant and lays the window out
    /// (or sets its view's alpha) inside `View.animate`, so the views move from where they are
    /// to where the change puts them. An entry whose constraint is not active for the current
    /// traits, or whose view is not installed, does nothing.
    public func startAnimations() {
        for entry in document.animations {
            let change: () -> Void
            switch entry.change {
            case .constant(let identifier, let value):
                guard let constraint = activeConstraints.first(where: { $0.entry.identifier == identifier.value })?.constraint
                else { continue }
                change = { [self] in
                    constraint.constant = CGFloat(value)
                    layoutIfNeeded()
                }
            case .alpha(let name, let value):
                guard let view = view(named: name.value) else { continue }
                change = { view.alpha = CGFloat(value) }
            }
            switch entry.timing {
            case .curve(let curve):
                View.animate(
                    withDuration: entry.duration, delay: entry.delay,
                    options: View.AnimationOptions(rawValue: UInt(curve.rawValue) << 16), animations: change)
            case .spring(let ratio, let velocity):
                View.animate(
                    withDuration: entry.duration, delay: entry.delay, usingSpringWithDamping: CGFloat(ratio),
                    initialSpringVelocity: CGFloat(velocity), animations: change)
            }
        }
    }

    /// How long the document's animations take together: the latest delay + duration (0 without
    /// animations).
    public var animationDuration: Double {
        document.animations.map { $0.delay + $0.duration }.max() ?? 0
    }
}
