import Foundation

/// What changed in a stack since its constraints were last brought up to date, and so what the
/// next update must describe again.
enum _StackPendingUpdate {
    /// Nothing is known to have changed; an update (someone asked for one) describes everything.
    case nothing
    /// Only these arranged views changed (shown, hidden, or a new intrinsic size): the next
    /// update describes again only the constraints near them, when it can (see
    /// `StackView+Update.swift`).
    case views([View])
    /// A property, the arrangement, or something every constraint depends on changed.
    case everything

    /// The views that changed, added to what was pending.
    func adding(_ view: View) -> _StackPendingUpdate {
        switch self {
        case .nothing: return .views([view])
        case .views(let views): return views.contains { $0 === view } ? self : .views(views + [view])
        case .everything: return self
        }
    }
}
