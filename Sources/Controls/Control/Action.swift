import Foundation

/// An action a control sends, as UIKit's `UIAction`: a closure with a title and an identifier.
public final class Action {
    /// The title (for menus; information only here).
    public let title: String
    /// The identifier.
    public let identifier: String?
    /// What runs, given the action (its ``sender`` is the control while it runs).
    public let handler: (Action) -> Void
    /// The control sending the action, while it runs.
    public internal(set) weak var sender: Control?

    /// Makes an action, as `UIAction(title:handler:)`.
    public init(title: String = "", identifier: String? = nil, handler: @escaping (Action) -> Void) {
        self.title = title
        self.identifier = identifier
        self.handler = handler
    }
}
