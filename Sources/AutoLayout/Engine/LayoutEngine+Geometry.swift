import Cassowary
import Foundation

// Geometry that constraints fold into their constants: alignment rectangle insets, baseline
// offsets and the views that provide baselines, bounds origins. When one of them changes, the
// constraints that used it are rebuilt; when a view that provided a baseline leaves, the
// constraints that resolved through it leave the solver with its variables and come back,
// resolved anew, at the next settle.

extension LayoutEngine {
    // MARK: Baselines

    /// Remembers, on each view a baseline of the constraint resolved to, that the constraint
    /// depends on it.
    func registerBaselineDependencies(of constraint: LayoutConstraint) {
        constraint.forEachTerm { term in
            let resolved: View
            switch term.attribute {
            case .firstBaseline:
                guard let view = term.item as? View else { return }
                resolved = view.forFirstBaselineLayout
            case .lastBaseline:
                guard let view = term.item as? View else { return }
                resolved = view.forLastBaselineLayout
            default:
                return
            }
            if !resolved.baselineDependents.contains(where: { $0 === constraint }) {
                resolved.baselineDependents.append(constraint)
            }
        }
    }

    /// Records the baselines of each view a baseline of the constraint names or resolves to,
    /// in their installed geometry, before the constraint's expression reads them: from then on
    /// a change to them rebuilds the constraints that used them (`refreshGeometry(of:)`).
    func recordBaselines(usedBy constraint: LayoutConstraint) {
        guard !isFitting else { return }
        func record(_ view: View) {
            guard var geometry = view.installedGeometry, geometry.baselines == nil else { return }
            geometry.baselines = InstalledGeometry.Baselines(of: view)
            view.installedGeometry = geometry
        }
        constraint.forEachTerm { term in
            guard term.attribute == .firstBaseline || term.attribute == .lastBaseline,
                let view = term.item as? View
            else { return }
            record(view)
            record(term.attribute == .firstBaseline ? view.forFirstBaselineLayout : view.forLastBaselineLayout)
        }
    }

    /// A view that provided baselines is leaving the engine: the active constraints that
    /// resolved through it leave the solver before its variables are recycled, and wait for
    /// the next settle.
    func suspendBaselineDependents(of view: View) {
        guard !view.baselineDependents.isEmpty else { return }
        for constraint in view.baselineDependents where solverConstraint(of: constraint) != nil {
            takeOutOfSolver(constraint)
            pendingReinstall.append(constraint)
        }
        view.baselineDependents.removeAll()
    }

    /// Puts back the constraints suspended since the last settle that are still active.
    func reinstallSuspendedConstraints() {
        guard !pendingReinstall.isEmpty else { return }
        var list: [LayoutConstraint] = []
        swap(&list, &pendingReinstall)
        for constraint in list where solverConstraint(of: constraint) == nil {
            guard constraint.container != nil else {
                letGo(constraint)
                continue
            }
            install(constraint)
            markOwnerForLayout(constraint)
        }
    }

    // MARK: Geometry changes

    /// Compares a view's geometry with what its constraints assumed (after
    /// `invalidateIntrinsicContentSize()`), and rebuilds what used the old one.
    func refreshGeometry(of view: View) {
        guard !isFitting, let old = view.installedGeometry else { return }
        let new = old.refreshed(of: view)
        guard new != old else { return }
        view.installedGeometry = new
        var affected: [LayoutConstraint] = []
        var seen = Set<ObjectIdentifier>()
        func add(_ constraint: LayoutConstraint) {
            if seen.insert(ObjectIdentifier(constraint)).inserted { affected.append(constraint) }
        }
        if new.baselinesDiffer(from: old) {
            for constraint in view.baselineDependents { add(constraint) }
            view.baselineDependents.removeAll()
            for constraint in view.referencingConstraints where constraint.namesBaseline(of: view) {
                add(constraint)
            }
        }
        if new.alignmentInsets != old.alignmentInsets {
            forEachConstraintMeasuredThrough(view, includingOwnEdges: true, add)
            if view === host {
                rootBoundsDidChange(view)
            } else if view.translatesAutoresizingMaskIntoConstraints {
                autoresizingSettingsDidChange(view)
            }
            for subview in view.storedSubviews where subview.translatesAutoresizingMaskIntoConstraints {
                autoresizingSettingsDidChange(subview)
            }
            guideInsetsDidChange(view)
            // The frame is the alignment rectangle plus the insets: it moves even where the
            // solution does not.
            view.markEngineFrameChanged()
            for subview in view.storedSubviews { subview.markEngineFrameChanged() }
        }
        for constraint in affected where solverConstraint(of: constraint) != nil || constraint.isBroken {
            reinstall(constraint)
            markOwnerForLayout(constraint)
        }
    }

    /// The bounds origin of a view changed: constraints that measure a subview's position from
    /// outside the view convert through it, and are rebuilt. (Constraints to the view's own
    /// edges do not move: as in UIKit, a view's edges are those of its content, at 0 in its
    /// bounds, whatever the bounds origin; a scroll view scrolls its content that way.)
    func boundsOriginDidChange(_ view: View) {
        var affected: [LayoutConstraint] = []
        var seen = Set<ObjectIdentifier>()
        forEachConstraintMeasuredThrough(view, includingOwnEdges: false) { constraint in
            if seen.insert(ObjectIdentifier(constraint)).inserted { affected.append(constraint) }
        }
        for constraint in affected where solverConstraint(of: constraint) != nil || constraint.isBroken {
            reinstall(constraint)
            markOwnerForLayout(constraint)
        }
    }

    /// Calls `body` with every active constraint (yours or a stack view's) whose expression
    /// converts coordinates through the view: those that name an item inside the view's subtree
    /// and are held above the view (their common ancestor's space is outside), and, when asked,
    /// those that name the view itself.
    ///
    /// - Complexity: O(items in the subtree × constraints naming each).
    func forEachConstraintMeasuredThrough(
        _ view: View, includingOwnEdges: Bool, _ body: (LayoutConstraint) -> Void
    ) {
        let inside = view.storedSubviews.isEmpty ? [ObjectIdentifier(view)] : view.viewsInSubtree()
        view.forEachViewInSubtree { descendant in
            let isOwn = descendant === view
            if isOwn && !includingOwnEdges { return }
            for item in [descendant as LayoutItem] + descendant.storedLayoutGuides.map({ $0 as LayoutItem }) {
                for constraint in item.referencingConstraints {
                    if let kind = constraint.systemKind, kind.hasOwnExpression { continue }
                    guard let holder = constraint.container else { continue }
                    if isOwn || !inside.contains(ObjectIdentifier(holder)) { body(constraint) }
                }
            }
        }
    }
}

extension LayoutConstraint {
    /// Whether the constraint names a baseline of the view.
    func namesBaseline(of view: View) -> Bool {
        var found = false
        forEachTerm { term in
            if term.item === view, term.attribute == .firstBaseline || term.attribute == .lastBaseline {
                found = true
            }
        }
        return found
    }
}
