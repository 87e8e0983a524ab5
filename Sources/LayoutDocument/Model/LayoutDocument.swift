import AutoLayout
import Foundation
import LayoutFormats

/// A screen described in a file: a tree of views and controls with their properties, the
/// constraints written beside them, size-class variations, and where it wants to be shown.
///
/// Read one from YAML or JSON (``read(contentsOfFile:)``, ``parse(_:file:format:)``; the schema is
/// docs/layout-documents.md), then build it into views with ``DocumentLayout``:
///
/// ```swift
/// let document = try LayoutDocument.parse("""
///     size: {width: 320, height: 200}
///     children:
///       - label: title
///         text: Hello
///     constraints:
///       - title.leading == root.leading + 16
///       - title.top == root.safeArea.top + 8
///     """, file: "hello.yaml")
/// let layout = try DocumentLayout(document)
/// layout.layoutIfNeeded()
/// layout.view(named: "title")?.frame
/// ```
///
/// Every value keeps the place it is written (``Located``), so that building and checking can
/// report `file:line:column`.
public struct LayoutDocument: Sendable {
    /// The file's name as given.
    public var file: String
    /// A title, for people.
    public var title: String?
    /// The root view: the window's content. Its name is `root`.
    public var root: ViewNode
    /// The size of the root when no device is chosen (`size: {width, height}` or `375x667`).
    public var size: Located<CGSize>?
    /// The device to show the document on when none is chosen, by a profile's name.
    public var device: Located<String>?
    /// The orientation to show it in when none is chosen.
    public var orientation: Located<DeviceOrientation>?
    /// The layout direction when none is chosen (`direction: rtl`).
    public var layoutDirection: Located<UserInterfaceLayoutDirection>?
    /// The safe area insets of the window when no device is chosen.
    public var safeAreaInsets: Located<EdgeInsets>?
    /// Named numbers for visual formats (`metrics: {pad: 8}`).
    public var metrics: [String: Double]
    /// Whether the root is a view controller's view filling the window (its margins follow the
    /// controller's system minimums) rather than the window itself.
    public var isViewControllerRoot: Bool
    /// Whether the root is no view (`freeStanding: true`): each of its children is the top of a
    /// tree of its own, outside any window, at its `frame` (a cell that a conformance case
    /// measures with `fitting`). Such a document has no size, device, orientation, direction,
    /// safe area or view controller, and `root` names nothing.
    public var isFreeStanding = false
    /// Top-level values of keys the caller of ``parse(_:file:format:extraKeys:)`` asked to
    /// keep (a conformance case's `expect`), as JSON values with their places.
    public var extras: [String: JSONValue] = [:]
    /// The changes `autolayout render --animate` animates (`animations:`), in order; all start
    /// together, each after its delay.
    public var animations: [AnimationEntry] = []

    /// Makes a document.
    public init(
        file: String, title: String? = nil, root: ViewNode, size: Located<CGSize>? = nil, device: Located<String>? = nil,
        orientation: Located<DeviceOrientation>? = nil, layoutDirection: Located<UserInterfaceLayoutDirection>? = nil,
        safeAreaInsets: Located<EdgeInsets>? = nil, metrics: [String: Double] = [:], isViewControllerRoot: Bool = false
    ) {
        self.file = file
        self.title = title
        self.root = root
        self.size = size
        self.device = device
        self.orientation = orientation
        self.layoutDirection = layoutDirection
        self.safeAreaInsets = safeAreaInsets
        self.metrics = metrics
        self.isViewControllerRoot = isViewControllerRoot
    }

    /// Every node of the tree, the root first, parents before children.
    public var nodes: [ViewNode] { root.subtree }
}
