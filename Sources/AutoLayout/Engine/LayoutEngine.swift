import Cassowary
import Foundation
import Synchronization

/// The solver of one view tree, as UIKit's layout engine: it lives on the root of the tree (a
/// ``Window``, or the top view of a tree without one), holds four variables per view and guide
/// (the alignment rectangle's origin in its superview's coordinate space, and its size), and
/// turns constraints into solver constraints as they are activated.
///
/// Every change is incremental: activating, deactivating, changing a constant or a priority,
/// an intrinsic size or a frame goes straight to the solver; a layout pass reads only the
/// variables that changed and lays out only the views they belong to.
///
/// Its handlers say where problems go; by default they print UIKit's messages to standard
/// error.
public final class LayoutEngine {
    /// How many update-and-layout rounds a layout pass may take before it reports the views that
    /// keep invalidating themselves.
    public static let maximumLayoutRounds = 100

    /// Called when a required constraint cannot be satisfied; the engine has broken
    /// ``LayoutConflict/brokenConstraint`` to recover (the analogue of a symbolic breakpoint on
    /// `UIViewAlertForUnsatisfiableConstraints`). The default prints UIKit's message.
    public var unsatisfiableConstraintsHandler: (LayoutConflict) -> Void = LayoutEngine.printConflict

    /// Called when a constraint cannot be activated (an illegal combination, no common
    /// ancestor, an item that was deallocated, …), or when a value the layout cannot use is
    /// refused (a constant, a priority, a margin, an inset, a frame, an intrinsic size that is
    /// NaN or infinite; the old value is kept). The constraint is nil when the value was a view's
    /// or a guide's. The default prints the error.
    public var invalidConstraintHandler: (LayoutError, LayoutConstraint?) -> Void =
        LayoutEngine.printInvalidConstraint

    /// Called when a layout pass gives up because views keep invalidating their layout. The
    /// default prints their names.
    public var layoutDidNotSettleHandler: ([View]) -> Void = LayoutEngine.printLayoutDidNotSettle

    let solver = Solver()

    /// The solver's ``Cassowary/Solver/capacityLimit``, for tests that fill it on purpose.
    package var solverCapacityLimit: Int {
        get { solver.capacityLimit }
        set { solver.capacityLimit = newValue }
    }

    /// The most work the engine's solver does before the engine installs no more constraints
    /// (``Cassowary/Solver/workLimit``: row cells gone through by its row operations).
    /// `Int.max`, no limit, by default, as an app wants it. A program that lays
    /// out untrusted input (the `autolayout` commands, a server) sets one, so that a layout
    /// whose cost grows with the square of its size or faster stops instead of running for
    /// minutes: past it, the first constraint left out is reported to
    /// ``invalidConstraintHandler`` as ``LayoutError/workLimitExceeded(_:)``, and it and every
    /// constraint installed after it stay active but out of the layout (reported once).
    /// Raising the limit lets the next constraints in; those left out return when they are
    /// activated again.
    public var workLimit: Int {
        get { solver.workLimit }
        set {
            solver.workLimit = newValue
            reportedWorkLimit = false
        }
    }

    /// The ``workLimit`` each engine made from now on starts with, on any thread: `Int.max`
    /// unless set. The `autolayout` commands set it from `--work-limit` before they read a
    /// document, so that every window a document makes (cells' included) has the limit.
    public static var defaultWorkLimit: Int {
        get { _defaultWorkLimit.load(ordering: .relaxed) }
        set { _defaultWorkLimit.store(newValue, ordering: .relaxed) }
    }
    private static let _defaultWorkLimit = Atomic<Int>(.max)

    /// The work the engine's solver has done so far (``Cassowary/Solver/work``), to choose a
    /// ``workLimit``.
    ///
    /// - Complexity: O(1).
    public var work: Int { solver.work }

    /// Whether a constraint was left out for ``workLimit`` already (reported once).
    var reportedWorkLimit = false

    /// The size of the solver's tableau (rows, cells, the longest row), for tests of how
    /// layouts grow.
    package var solverStatistics: Solver.Statistics { solver.statistics }

    /// The root of the tree; it owns the engine.
    unowned let host: View
    /// A fitting engine computes a size apart from the live layout: it keeps its own maps
    /// instead of writing into items and constraints.
    let isFitting: Bool

    /// The item of each group of four variables (retain-free: items in the tree are kept alive
    /// by the tree, and leave the table when they leave the tree).
    @exclusivity(unchecked) var itemsByQuad: [Unmanaged<LayoutItem>?] = []
    @exclusivity(unchecked) var freeQuads: [Int] = []
    /// The constraint of each record (the solver constraint's tag).
    @exclusivity(unchecked) var records: [LayoutConstraint?] = []
    @exclusivity(unchecked) var freeRecords: [Int] = []
    /// Constraints broken to recover from a conflict, and what each waits for before it is
    /// tried again.
    @exclusivity(unchecked) var brokenConstraints = _BrokenConstraintIndex()
    /// The constraints broken to recover from a conflict, in no particular order.
    var broken: [LayoutConstraint] { brokenConstraints.constraints }
    /// Views whose intrinsic size changed since the last settle (each once: see
    /// `View.hasPendingIntrinsicUpdate`).
    @exclusivity(unchecked) var pendingIntrinsic: [View] = []
    /// Active constraints taken out of the solver because a view they resolved through left;
    /// the next settle puts them back, resolved anew.
    @exclusivity(unchecked) var pendingReinstall: [LayoutConstraint] = []
    /// How many constraints have entered the solver (see `LayoutConstraint.installOrder`).
    @exclusivity(unchecked) var installCount = 0
    /// Whether every item has its `size >= 0` constraints (see `ensureEverySizeIsNonNegative()`).
    var everySizeIsNonNegative = false
    /// Views whose geometry changed, with margins or safe area guides in their subtrees: the
    /// next settle updates those guides (see `refreshQueuedGuides()`).
    @exclusivity(unchecked) var pendingGuideRefreshes: [View] = []
    /// How many times a settle recomputed a view's guides, and how many times a broken
    /// constraint was tried again: what the "only what changed" paths did, for tests.
    @exclusivity(unchecked) var guideRefreshCount = 0
    @exclusivity(unchecked) var brokenRetryCount = 0
    #if AUTOLAYOUT_INTERNAL_CHECKS
        /// Mutations since the engine first held more than `invariantCheckRecordLimit` records
        /// (see `checkInvariantsAfterMutation(_:)`).
        var largeMutationCount = 0
    #endif
    /// The pulls `exerciseAmbiguityInLayout()` left in the solver to keep views where it moved
    /// them; the ambiguity diagnostics set them aside. A pull leaves with its view (it is one of
    /// the view's system constraints).
    var exercisePulls: [LayoutConstraint] = []

    // Maps of a fitting engine.
    @exclusivity(unchecked) var fittingVariables: [ObjectIdentifier: ItemVariables] = [:]
    @exclusivity(unchecked) var fittingSystemConstraints: [ObjectIdentifier: [LayoutConstraint]] = [:]
    @exclusivity(unchecked) var fittingSolverConstraints: [ObjectIdentifier: Cassowary.Constraint] = [:]

    init(host: View, isFitting: Bool = false) {
        self.host = host
        self.isFitting = isFitting
        solver.workLimit = Self.defaultWorkLimit
    }

    deinit {
        // Constraints hold their engine `unowned(unsafe)`: none may name it once it is gone.
        // Every constraint that names it is in one of these lists (see `LayoutConstraint.engine`),
        // which keep it alive until here.
        for case let constraint? in records { forget(constraint) }
        for constraint in broken { forget(constraint) }
        for constraint in pendingReinstall { forget(constraint) }
        for constraint in exercisePulls { forget(constraint) }
        // The views still queued may join another tree, whose engine must be able to queue them.
        for view in pendingIntrinsic { view.hasPendingIntrinsicUpdate = false }
        for view in pendingGuideRefreshes { view.isQueuedForGuideRefresh = false }
    }

    /// Clears a constraint's engine if it is this one (it may have moved to another since).
    private func forget(_ constraint: LayoutConstraint) {
        if constraint.engine === self { constraint.engine = nil }
    }

    /// A constraint that leaves every list of this engine without being uninstalled (its
    /// expression could not be made, an exercise pull replaced by another, a suspended constraint
    /// that was deactivated) forgets the engine: a constraint names its engine only while the
    /// engine holds it (see `LayoutConstraint.engine`), so that nothing here outlives what it
    /// names.
    func letGo(_ constraint: LayoutConstraint) {
        guard !isFitting, constraint.engine === self else { return }
        constraint.engine = nil
        constraint.engineRecord = -1
    }

    /// Whether work is queued that the next settle will do.
    var hasPendingWork: Bool {
        !pendingIntrinsic.isEmpty || !pendingReinstall.isEmpty || !pendingGuideRefreshes.isEmpty
    }

    // MARK: Items

    /// The variables of an item in this engine, or nil.
    func variables(of item: LayoutItem) -> ItemVariables? {
        isFitting ? fittingVariables[ObjectIdentifier(item)] : item.engineVariables
    }

    /// The system constraints this engine made for an item.
    func systemConstraints(of item: LayoutItem) -> [LayoutConstraint] {
        isFitting ? fittingSystemConstraints[ObjectIdentifier(item)] ?? [] : item.systemConstraints
    }

    func setSystemConstraints(_ constraints: [LayoutConstraint], of item: LayoutItem) {
        if isFitting {
            fittingSystemConstraints[ObjectIdentifier(item)] = constraints
        } else {
            item.systemConstraints = constraints
        }
    }

    /// Gives an item its four variables and its system constraints.
    func installItem(_ item: LayoutItem) {
        guard variables(of: item) == nil else { return }
        let quad: Int
        if let reused = freeQuads.popLast() {
            quad = reused
        } else {
            quad = itemsByQuad.count
            // Width and height, then x and y (see `ItemVariables`).
            for _ in 0..<4 { _ = solver.makeVariable() }
            itemsByQuad.append(nil)
        }
        itemsByQuad[quad] = .passUnretained(item)
        let variables = ItemVariables(quad: quad)
        if isFitting {
            fittingVariables[ObjectIdentifier(item)] = variables
        } else {
            item.engineVariables = variables
            item.installedEngine = self
        }
        if let view = item as? View {
            if !isFitting {
                view.markEngineFrameChanged()
                view.installedGeometry = InstalledGeometry(of: view)
            }
            installSystemConstraints(of: view)
        } else if let guide = item as? LayoutGuide, guide.systemRole != nil {
            installGuideConstraints(of: guide)
        }
        if everySizeIsNonNegative { ensureNonNegativeSizes(of: item) }
    }

    /// Takes an item out: its system constraints go (its exercise pulls with them), its
    /// variables are recycled. Nothing in the engine names the item afterwards.
    func uninstallItem(_ item: LayoutItem) {
        guard let variables = variables(of: item) else { return }
        let own = systemConstraints(of: item)
        for constraint in own { uninstall(constraint) }
        if !isFitting, !exercisePulls.isEmpty {
            exercisePulls.removeAll { pull in own.contains { $0 === pull } }
        }
        setSystemConstraints([], of: item)
        if !isFitting, let view = item as? View {
            suspendBaselineDependents(of: view)
            view.installedGeometry = nil
        }
        itemsByQuad[variables.quad] = nil
        freeQuads.append(variables.quad)
        if isFitting {
            fittingVariables[ObjectIdentifier(item)] = nil
        } else {
            item.engineVariables = nil
            item.installedEngine = nil
            if let view = item as? View {
                // Out of the queues; their flags say whether it is in them, so a view that is
                // in none (nearly every one) costs nothing here.
                if view.hasPendingIntrinsicUpdate {
                    view.hasPendingIntrinsicUpdate = false
                    pendingIntrinsic.removeAll { $0 === view }
                }
                if view.isQueuedForGuideRefresh {
                    view.isQueuedForGuideRefresh = false
                    pendingGuideRefreshes.removeAll { $0 === view }
                }
                view.layoutWidthForIntrinsicContentSize = nil
            }
        }
    }

    /// Installs a subtree: every view and guide, then the constraints its views hold.
    ///
    /// Both walks are loops of their own rather than closures given to `forEachViewInSubtree`,
    /// which would retain and release the engine for every view; and loops over a list of views
    /// to visit, not recursions, as a tree may be deeper than the stack.
    func installTree(_ root: View) {
        installItems(inSubtreeOf: root)
        installHeldConstraints(inSubtreeOf: root)
    }

    /// Installs each view, its guides, then its subviews' subtrees (pre-order, as
    /// `View.forEachViewInSubtree`).
    private func installItems(inSubtreeOf root: View) {
        installItem(root)
        for guide in root.storedLayoutGuides { installItem(guide) }
        guard !root.storedSubviews.isEmpty else { return }
        var visiting: [(subviews: [View], next: Int)] = [(root.storedSubviews, 0)]
        while let last = visiting.indices.last {
            guard visiting[last].next < visiting[last].subviews.count else {
                visiting.removeLast()
                continue
            }
            let view = visiting[last].subviews[visiting[last].next]
            visiting[last].next += 1
            installItem(view)
            for guide in view.storedLayoutGuides { installItem(guide) }
            if !view.storedSubviews.isEmpty { visiting.append((view.storedSubviews, 0)) }
        }
    }

    /// Installs the constraints each view holds, then those of its subviews' subtrees
    /// (pre-order, as `View.forEachViewInSubtree`).
    private func installHeldConstraints(inSubtreeOf root: View) {
        // A fitting leaves out the root's own `UIView-Encapsulated-Layout-` sizes: they are
        // what its container made of the last measurement, not part of its content.
        for constraint in root.heldConstraints where !isFitting || !constraint.isEncapsulatedLayout {
            install(constraint)
        }
        guard !root.storedSubviews.isEmpty else { return }
        var visiting: [(subviews: [View], next: Int)] = [(root.storedSubviews, 0)]
        while let last = visiting.indices.last {
            guard visiting[last].next < visiting[last].subviews.count else {
                visiting.removeLast()
                continue
            }
            let view = visiting[last].subviews[visiting[last].next]
            visiting[last].next += 1
            for constraint in view.heldConstraints { install(constraint) }
            if !view.storedSubviews.isEmpty { visiting.append((view.storedSubviews, 0)) }
        }
    }

    /// Takes a subtree out of the engine (its constraints stay active, held by their views).
    func uninstallTree(_ root: View) {
        root.forEachViewInSubtree { view in
            for constraint in view.heldConstraints { uninstall(constraint) }
        }
        root.forEachViewInSubtree { view in
            for guide in view.storedLayoutGuides { uninstallItem(guide) }
            uninstallItem(view)
        }
    }

    /// Installs a guide added to a view of the tree.
    func installGuide(_ guide: LayoutGuide) {
        installItem(guide)
    }

    // MARK: Reading values

    /// Brings the solver's values up to date (cheap when nothing changed).
    func refreshValues() {
        _ = solver.value(of: Variable(index: 0))
    }

    /// The value of one of an item's variables.
    @inline(__always)
    func value(_ variable: Variable) -> CGFloat {
        CGFloat(solver.value(of: variable))
    }

    /// An item's frame as the engine computed it: a view's in its superview's coordinate space,
    /// a guide's in its owning view's.
    func frame(of item: LayoutItem) -> CGRect? {
        guard let v = variables(of: item) else { return nil }
        let insets = item.layoutAlignmentInsets
        // The item's four variables were made together: one read for the four.
        let (width, height, x, y) = solver.values(ofFourFrom: v.width)
        return CGRect(
            x: x - insets.left, y: y - insets.top, width: width + insets.left + insets.right,
            height: height + insets.top + insets.bottom)
    }

    /// The alignment rectangle of an item as computed (in its parent's coordinate space).
    func alignmentRect(of item: LayoutItem) -> CGRect? {
        guard let v = variables(of: item) else { return nil }
        return CGRect(x: value(v.x), y: value(v.y), width: value(v.width), height: value(v.height))
    }
}

/// The four variables of an item: the origin of its alignment rectangle in its parent's
/// coordinate space, and its size. They are made in groups of four, so the group's index finds
/// the item.
struct ItemVariables: Hashable {
    let quad: Int
    // The size first: the solver orders variables as they are made and solves a new row for the
    // latest free variable it names, so a row that names a view's position and its size, both
    // free, is solved for the position and the size keeps its value (see
    // `holdUndeterminedSizes(of:)` and docs/under-constrained-layouts.md).
    var width: Variable { Variable(index: quad * 4) }
    var height: Variable { Variable(index: quad * 4 + 1) }
    var x: Variable { Variable(index: quad * 4 + 2) }
    var y: Variable { Variable(index: quad * 4 + 3) }

    /// Whether an engine variable is a position (x or y), not a size.
    static func isPosition(_ variable: Variable) -> Bool { variable.index % 4 >= 2 }
    /// The axis of an engine variable.
    static func axis(of variable: Variable) -> LayoutAxis { variable.index % 2 == 0 ? .horizontal : .vertical }

    func position(_ axis: LayoutAxis) -> Variable { axis == .horizontal ? x : y }
    func size(_ axis: LayoutAxis) -> Variable { axis == .horizontal ? width : height }
}

extension View {
    /// The engine of the tree this view is the root of, made (with the whole tree installed)
    /// the first time it is needed.
    var engine: LayoutEngine {
        if let existing = existingEngine { return existing }
        let engine = LayoutEngine(host: self)
        existingEngine = engine
        engine.installTree(self)
        return engine
    }

    /// The layout engine of the view's tree (it lives on the root of the tree), made when first
    /// needed. Set its handlers to receive conflicts and errors as values.
    public var layoutEngine: LayoutEngine { (layoutRoot ?? self).engine }
}

extension LayoutItem {
    /// The constraints the primary engine made for this item (intrinsic size, autoresizing
    /// mask, root bounds, guide edges, non-negative size).
    var systemConstraints: [LayoutConstraint] {
        get { storedSystemConstraints }
        set { storedSystemConstraints = newValue }
    }
}
