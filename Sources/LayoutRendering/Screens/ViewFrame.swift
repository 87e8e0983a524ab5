import Foundation

/// A view of a rendered screen and where it is: what `autolayout render --format json` and
/// `--format text` print for each view.
public struct ViewFrame: Hashable, Sendable {
    /// The view's name in the document (`root` for the root; `window` for the window when the
    /// root is a view controller's view), else its path: the parent's id, a slash and the
    /// view's index among the parent's subviews (`signIn/0`, a button's title label).
    public var id: String
    /// The document's kind (`label`, `stack`, a custom class name), `window` for the window,
    /// or the type's name for views the document did not write (`Label`).
    public var kind: String
    /// The frame in the window's coordinates.
    public var frame: CGRect
    /// How deep in the tree: 0 for the window.
    public var depth: Int
    /// Whether the view is hidden (itself; a hidden superview hides it too).
    public var isHidden: Bool

    /// Makes a frame.
    public init(id: String, kind: String, frame: CGRect, depth: Int, isHidden: Bool = false) {
        self.id = id
        self.kind = kind
        self.frame = frame
        self.depth = depth
        self.isHidden = isHidden
    }
}
