import AutoLayout
import Controls
import Foundation
import LayoutFormats

/// A document built into views: a window, a view or control per node, its constraints active —
/// each installed only for the size classes it is written for, and installed or uninstalled as
/// the window's traits change (rotation, another device).
///
/// ```swift
/// let layout = DocumentLayout(document, environment: try DeviceProfile.named("iPhone 15").environment())
/// layout.layoutIfNeeded()
/// layout.view(named: "title")?.frame
/// layout.environment = try DeviceProfile.named("iPhone 15").environment(orientation: .landscape)
/// layout.layoutIfNeeded()   // wC hC: what is written for hC is installed, what for hR removed
/// ```
///
/// Building never stops at a problem: a class without a factory, an image that cannot be read,
/// a constraint the engine refuses, a visual format that does not parse — each is one of
/// ``problems``, at its place in the file, and the rest is built.
///
/// The layout listens to its engines: a conflict among required constraints is one of
/// ``conflicts`` (not printed), and a constraint or value the engine refuses is one of
/// ``refusals`` (and of ``problems``), whenever the engine meets it — while building, laying
/// out, or after a change.
public final class DocumentLayout {
    /// The document.
    public let document: LayoutDocument
    /// The window the document's root fills.
    public let window: Window
    /// The root view: the window, or a view controller's view filling it (`viewController: true`).
    public let rootView: View
    /// The view controller whose view is the root, when the document asks for one.
    public let rootViewController: ViewController?
    /// What went wrong while building, each at its place; the layout is built without it.
    public internal(set) var problems: [FormatError] = []
    /// The conflicts the engine met and recovered from, building and laying out, in order: the
    /// window's engine reports them here instead of printing them (its
    /// ``LayoutEngine/unsatisfiableConstraintsHandler``; set another one to have them elsewhere).
    public internal(set) var conflicts: [LayoutConflict] = []
    /// The folder a document's relative image paths start from.
    public let baseURL: URL
    /// The constraints and values the engines refused, in the order they refused them; each is
    /// also one of ``problems``.
    public internal(set) var refusals: [Refusal] = []

    let registry: ViewRegistry
    /// Every node, parents before children, with its view or guide and its parent's index.
    var built: [_BuiltNode] = []
    /// The indices in ``built`` of the root's children, in written order.
    var rootChildren: [Int] = []
    var indexOfName: [String: Int] = [:]
    /// Every constraint entry with its owner's index, and its constraints once made.
    var entries: [_BuiltEntry] = []
    /// Which constraint came from which entry, for naming constraints as the file writes them.
    var entryOfConstraint: [ObjectIdentifier: Int] = [:]
    var storedEnvironment: LayoutEnvironment
    /// The engines whose reports come to this layout.
    var observedEngines: Set<ObjectIdentifier> = []
    /// The data sources of the document's tables and lists (their views hold them weakly).
    var listSources: [_DocumentListSource] = []

    /// Builds a document.
    ///
    /// - Parameters:
    ///   - document: the document.
    ///   - environment: the window's size, safe area and traits; by default the document's
    ///     own (``LayoutDocument/environment(orientation:size:)``): its `device` (in its `orientation`
    ///     and `direction`), else its `size` (375 × 667 without one) and `safeAreaInsets`, with
    ///     size classes by ``LayoutEnvironment/sizeClasses(for:)``. A free-standing document's
    ///     views are outside the window.
    ///   - registry: the factories of custom view classes.
    ///   - baseURL: where relative image paths start; the document's folder by default.
    public init(
        _ document: LayoutDocument, environment: LayoutEnvironment? = nil, registry: ViewRegistry = ViewRegistry(),
        baseURL: URL? = nil
    ) {
        self.document = document
        self.registry = registry
        self.baseURL = baseURL ?? URL(fileURLWithPath: document.file).deletingLastPathComponent()
        var problems: [FormatError] = []
        storedEnvironment = environment ?? Self.defaultEnvironment(of: document, problems: &problems)
        let window = _DocumentWindow(
            frame: CGRect(origin: .zero, size: storedEnvironment.size), traitCollection: storedEnvironment.traitCollection)
        window.safeAreaInsets = storedEnvironment.safeAreaInsets
        window.identifier = "root"
        self.window = window
        if document.isViewControllerRoot {
            let controller = ViewController()
            window.rootViewController = controller
            rootViewController = controller
            rootView = controller.view
            rootView.identifier = "root"
        } else {
            rootViewController = nil
            rootView = window
        }
        self.problems = problems
        window.layoutEngine.unsatisfiableConstraintsHandler = { [unowned self] in self.conflicts.append($0) }
        makeNodes()
        window.traitsDidChange = { [unowned self] _ in self.update() }
        update()
        // As a nib's objects hear `awakeFromNib()` once all of them are loaded and connected:
        // every view the document made (custom classes among them), its properties, frame and
        // constraints in place, in the document's order.
        for node in built { (node.item as? View)?.awakeFromNib() }
    }

    /// The environment a document asks for when the caller gives none; an unknown device is a
    /// problem, and the document's size (or 375 × 667) is used instead.
    static func defaultEnvironment(of document: LayoutDocument, problems: inout [FormatError]) -> LayoutEnvironment {
        do {
            return try document.environment()
        } catch {
            problems.append(error)
            var sizeOnly = document
            sizeOnly.device = nil
            return (try? sizeOnly.environment()) ?? LayoutEnvironment(size: CGSize(width: 375, height: 667))
        }
    }

    // MARK: Reading the result

    /// The view of a named node (`root` for the root, but in a free-standing document), or nil.
    public func view(named name: String) -> View? {
        if name == "root" { return document.isFreeStanding ? nil : rootView }
        return indexOfName[name].flatMap { built[$0].item as? View }
    }

    /// The views at the top of the document's trees: the root view, or in a free-standing
    /// document the root's children, in order.
    public var topLevelViews: [View] {
        guard document.isFreeStanding else { return [rootView] }
        return built.filter { $0.parent == nil }.compactMap { $0.item as? View }
    }

    /// The layout guide of a named `guide` node, or nil.
    public func guide(named name: String) -> LayoutGuide? {
        indexOfName[name].flatMap { built[$0].item as? LayoutGuide }
    }

    /// Every named view by name, `root` included (but in a free-standing document).
    public var views: [String: View] {
        var result = document.isFreeStanding ? [:] : ["root": rootView]
        for node in built { if let name = node.node.name?.value, let view = node.item as? View { result[name] = view } }
        return result
    }

    /// The kind of every view the document made (named or not), by the view's identity: what
    /// the outputs call a view, rather than its class.
    ///
    /// - Complexity: O(nodes).
    public var viewKinds: [ObjectIdentifier: ViewKind] {
        var result: [ObjectIdentifier: ViewKind] = [:]
        result.reserveCapacity(built.count)
        for node in built where node.item is View { result[ObjectIdentifier(node.item)] = node.node.kind }
        return result
    }

    /// Whether a named node is installed for the current traits.
    public func isInstalled(_ name: String) -> Bool {
        name == "root" || (indexOfName[name].map { built[$0].isInstalled } ?? false)
    }

    /// The constraints the document's entries have made and activated for the current traits,
    /// each with its entry.
    public var activeConstraints: [(entry: ConstraintEntry, constraint: LayoutConstraint)] {
        entries.flatMap { entry in entry.constraints.filter(\.isActive).map { (entry.entry, $0) } }
    }

    /// The entry a constraint was made from (its text and place in the file), or nil for a
    /// constraint the document did not write.
    public func entry(of constraint: LayoutConstraint) -> ConstraintEntry? {
        entryOfConstraint[ObjectIdentifier(constraint)].map { entries[$0].entry }
    }

    /// Runs the layout cycle now (update constraints, solve, lay out): of the window, or of each
    /// tree of a free-standing document.
    public func layoutIfNeeded() {
        guard document.isFreeStanding else { return window.layoutIfNeeded() }
        for view in topLevelViews { view.layoutIfNeeded() }
    }

    // MARK: Environment

    /// The window's size, safe area and traits. Setting it resizes the window and changes its
    /// traits; what depends on size classes is installed or uninstalled at once.
    public var environment: LayoutEnvironment {
        get { storedEnvironment }
        set {
            storedEnvironment = newValue
            window.frame = CGRect(origin: .zero, size: newValue.size)
            window.safeAreaInsets = newValue.safeAreaInsets
            if window.traitCollection != newValue.traitCollection {
                window.traitCollection = newValue.traitCollection
            } else {
                update()
            }
        }
    }
}

/// The window of a built document: tells its layout when its traits change, however they are
/// set, so that size-class variations follow.
final class _DocumentWindow: Window {
    var traitsDidChange: ((TraitCollection) -> Void)?

    override var traitCollection: TraitCollection {
        get { super.traitCollection }
        set {
            let old = super.traitCollection
            super.traitCollection = newValue
            if old != newValue { traitsDidChange?(newValue) }
        }
    }
}

/// A node with what it made.
struct _BuiltNode {
    var node: ViewNode
    /// The view or the layout guide.
    var item: LayoutItem
    /// The parent's index in ``DocumentLayout/built``; nil for the root's children's parent (the root).
    var parent: Int?
    /// The children's indices in ``DocumentLayout/built``, in written order.
    var children: [Int] = []
    var isInstalled = false
    /// The properties applied last, to apply again only when a variant changes them.
    var appliedVariants: [Int] = []
}

/// A constraint entry with its owner and the constraints it made (made when first installed).
struct _BuiltEntry {
    var entry: ConstraintEntry
    /// The owner's index in ``DocumentLayout/built``; nil for the root.
    var owner: Int?
    var constraints: [LayoutConstraint] = []
    var isMade = false
    /// The named nodes the entry's constraints relate.
    var names: [String] = []
    /// Whether ``names`` has been found.
    var namesAreKnown = false
}
