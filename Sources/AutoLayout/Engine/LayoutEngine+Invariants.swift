import Cassowary
import Foundation

// What must hold of an engine between operations, checked by `checkInvariants()`: in tests, and
// after every mutation in the checked configuration (`AUTOLAYOUT_INTERNAL_CHECKS=1`, see
// Package.swift), where the first broken invariant stops the process with the list.

extension LayoutEngine {
    /// Every broken invariant of the engine, in words (empty when it is consistent):
    ///
    /// - every view and guide of the tree has its variables and knows the engine, and the table
    ///   of variables names exactly the items of the tree (alive), each at its own place; the
    ///   free places name none;
    /// - every constraint in the solver has a record, each once, and the records and the
    ///   solver agree (as many constraints, the same ones, tags and records matching); the free
    ///   records are empty;
    /// - every constraint the engine holds (in the solver, broken, suspended, exercise pulls)
    ///   names this engine, names only live items of this tree, and is where its state says:
    ///   a broken one is not in the solver, an active one of yours (or a stack view's) is held
    ///   by the nearest common ancestor of its items, at the place it records, and is in its
    ///   items' reference lists; a system constraint is in its item's list;
    /// - a constraint of the tree that names this engine is in one of the engine's lists;
    /// - the lists of views (width-dependent, guide owners, pending intrinsic sizes) name only
    ///   installed views, each once.
    ///
    /// A fitting engine has none of these lists: it has no invariants beyond its solver's.
    ///
    /// - Complexity: O(items + constraints of the tree × their items' depth); for tests.
    package func checkInvariants() -> [String] {
        guard !isFitting else { return [] }
        var violations: [String] = []
        func fail(_ text: @autoclosure () -> String) { violations.append(text()) }

        // Items: the tree against the table of variables.
        var treeItems = Set<ObjectIdentifier>()
        var treeViews: [View] = []
        host.forEachViewInSubtree { view in
            treeViews.append(view)
            for item in [view as LayoutItem] + view.storedLayoutGuides.map({ $0 as LayoutItem }) {
                treeItems.insert(ObjectIdentifier(item))
                guard let v = variables(of: item) else {
                    fail("\(item.debugName) is in the tree but has no variables")
                    continue
                }
                if v.quad >= itemsByQuad.count || itemsByQuad[v.quad]?.toOpaque() != Unmanaged.passUnretained(item).toOpaque() {
                    fail("\(item.debugName)'s variables (quad \(v.quad)) belong to another item")
                }
                if item.handle.item !== item { fail("\(item.debugName)'s handle does not name it") }
                if item.installedEngine !== self { fail("\(item.debugName) does not know its engine") }
            }
            if view.installedGeometry == nil { fail("\(view.debugName) is installed without its geometry") }
        }
        var installedCount = 0
        for quad in itemsByQuad.indices {
            guard let entry = itemsByQuad[quad] else { continue }
            installedCount += 1
            if !treeItems.contains(ObjectIdentifier(entry.takeUnretainedValue())) {
                // Not read further: an item that left the tree may be gone.
                fail("quad \(quad) names an item that is not in the tree")
            }
        }
        if installedCount != treeItems.count {
            fail("\(installedCount) items have variables, \(treeItems.count) are in the tree")
        }
        if Set(freeQuads).count != freeQuads.count { fail("a free quad is listed twice") }
        for quad in freeQuads where quad >= itemsByQuad.count || itemsByQuad[quad] != nil {
            fail("free quad \(quad) names an item")
        }
        if freeQuads.count + installedCount != itemsByQuad.count { fail("quads are lost: neither free nor used") }

        /// The checks of a constraint the engine keeps in any list: it names this engine and
        /// only live items of the tree.
        func checkHeld(_ constraint: LayoutConstraint, _ list: String) {
            if constraint.engine !== self { fail("\(list): \(constraint) does not name this engine") }
            guard constraint.itemsAreAlive else { return fail("\(list): \(constraint) names a deallocated item") }
            for item in constraint.items where !treeItems.contains(ObjectIdentifier(item)) {
                fail("\(list): \(constraint) names \(item.debugName), which is not in the tree")
            }
            if constraint.isExercisePull || constraint.systemKind?.hasOwnExpression == true {
                guard let item = constraint.items.first else { return }
                if !systemConstraints(of: item).contains(where: { $0 === constraint }) {
                    fail("\(list): \(constraint) is not among \(item.debugName)'s system constraints")
                }
            } else {
                checkContainer(of: constraint, list)
            }
        }
        /// An active constraint of yours or a stack view's: held by the nearest common ancestor
        /// of its items, where it says, and in its items' reference lists.
        func checkContainer(of constraint: LayoutConstraint, _ list: String) {
            guard let container = constraint.container else { return fail("\(list): \(constraint) is not active") }
            if container !== constraint.commonContainer() {
                fail("\(list): \(constraint) is held by \(container.debugName), not by its items' nearest common ancestor")
            }
            let slot = constraint.containerSlot
            if slot < 0 || slot >= container.heldConstraints.count || container.heldConstraints[slot] !== constraint {
                fail("\(list): \(constraint) is not at its place (\(slot)) in \(container.debugName)'s list")
            }
            for item in constraint.items {
                guard let k = constraint.references.index(of: item) else {
                    fail("\(list): \(constraint) is not in \(item.debugName)'s reference list")
                    continue
                }
                let place = constraint.references[k].slot
                if place >= item.referencingConstraints.count || item.referencingConstraints[place] !== constraint {
                    fail("\(list): \(constraint) is not at its place in \(item.debugName)'s reference list")
                }
            }
        }

        // Records against the solver.
        var recorded = Set<ObjectIdentifier>()
        var recordCount = 0
        for (index, entry) in records.enumerated() {
            guard let constraint = entry else { continue }
            recordCount += 1
            if !recorded.insert(ObjectIdentifier(constraint)).inserted { fail("\(constraint) has two records") }
            guard let installed = constraint.solverConstraint else {
                fail("record \(index): \(constraint) has no solver constraint")
                continue
            }
            if installed.tag != index || constraint.engineRecord != index {
                fail("record \(index): \(constraint) is tagged \(installed.tag), records \(constraint.engineRecord)")
            }
            if !solver.contains(installed) { fail("record \(index): \(constraint) is not in the solver") }
            if constraint.isBroken { fail("record \(index): \(constraint) is broken but in the solver") }
            checkHeld(constraint, "record \(index)")
        }
        if recordCount != solver.constraintCount {
            fail("\(recordCount) records, \(solver.constraintCount) constraints in the solver")
        }
        if Set(freeRecords).count != freeRecords.count { fail("a free record is listed twice") }
        for index in freeRecords where index >= records.count || records[index] != nil {
            fail("free record \(index) holds a constraint")
        }
        if freeRecords.count + recordCount != records.count { fail("records are lost: neither free nor used") }

        // The other lists of constraints.
        var listed = recorded
        func checkList(_ list: [LayoutConstraint], _ name: String, _ check: (LayoutConstraint) -> Void) {
            var seen = Set<ObjectIdentifier>()
            for constraint in list {
                if !seen.insert(ObjectIdentifier(constraint)).inserted { fail("\(name): \(constraint) is listed twice") }
                listed.insert(ObjectIdentifier(constraint))
                checkHeld(constraint, name)
                check(constraint)
            }
        }
        checkList(broken, "broken") { constraint in
            if !constraint.isBroken { fail("broken: \(constraint) is not marked broken") }
            if constraint.solverConstraint != nil { fail("broken: \(constraint) is in the solver") }
        }
        checkList(pendingReinstall, "suspended") { constraint in
            if constraint.solverConstraint != nil { fail("suspended: \(constraint) is in the solver") }
            if constraint.isBroken { fail("suspended: \(constraint) is broken") }
        }
        checkList(exercisePulls, "exercise pulls") { constraint in
            if !constraint.isExercisePull { fail("exercise pulls: \(constraint) is not a pull") }
            if constraint.solverConstraint == nil { fail("exercise pulls: \(constraint) is not in the solver") }
        }

        // The constraints of the tree: in the engine's lists when they name it.
        for view in treeViews {
            for (slot, constraint) in view.heldConstraints.enumerated() {
                if constraint.container !== view || constraint.containerSlot != slot {
                    fail("\(view.debugName) holds \(constraint), which records another holder or place")
                }
                if constraint.engine === self, !listed.contains(ObjectIdentifier(constraint)) {
                    fail("\(constraint) names this engine but is in none of its lists")
                }
                if constraint.isBroken, constraint.engine !== self { fail("\(constraint) is broken in another engine") }
            }
            for item in [view as LayoutItem] + view.storedLayoutGuides.map({ $0 as LayoutItem }) {
                for constraint in systemConstraints(of: item) where constraint.engine === self {
                    if !listed.contains(ObjectIdentifier(constraint)) {
                        fail("\(constraint) names this engine but is in none of its lists")
                    }
                }
                for (place, constraint) in item.referencingConstraints.enumerated() {
                    guard constraint.isHeld, let k = constraint.references.index(of: item),
                        constraint.references[k].slot == place
                    else {
                        fail("\(item.debugName)'s reference list has \(constraint) out of place or inactive")
                        continue
                    }
                }
            }
        }

        // The lists of views.
        // A queue holds a view once, only while the view's flag says it is queued, and only
        // views of the tree.
        for (list, name, isQueued) in [
            (pendingGuideRefreshes, "pending guide refreshes", { (view: View) in view.isQueuedForGuideRefresh }),
            (pendingIntrinsic, "pending intrinsic sizes", { (view: View) in view.hasPendingIntrinsicUpdate }),
        ] {
            var seen = Set<ObjectIdentifier>()
            for view in list {
                if !seen.insert(ObjectIdentifier(view)).inserted { fail("\(name): \(view.debugName) is listed twice") }
                if !treeItems.contains(ObjectIdentifier(view)) { fail("\(name): \(view.debugName) is not in the tree") }
                if !isQueued(view) { fail("\(name): \(view.debugName) is listed but not flagged") }
            }
        }
        return violations
    }

    /// Whether this build checks every engine after every mutation (the checked configuration,
    /// `AUTOLAYOUT_INTERNAL_CHECKS=1`).
    package static var checksInvariantsAfterMutations: Bool {
        #if AUTOLAYOUT_INTERNAL_CHECKS
            true
        #else
            false
        #endif
    }

    /// The number of records above which the checked configuration checks an engine after a
    /// mutation only now and then (see `checkInvariantsAfterMutation(_:)`).
    static let invariantCheckRecordLimit = 2000

    /// In the checked configuration (`AUTOLAYOUT_INTERNAL_CHECKS`), checks the engine and its
    /// solver after a mutation, and stops at the first broken invariant with the list; nothing
    /// otherwise.
    ///
    /// A check walks the whole tree, so checking after every mutation is quadratic in the size
    /// of a layout being built: an engine with more than ``invariantCheckRecordLimit`` records
    /// is checked after the 1st, 2nd, 4th, 8th… mutation counted from then on (the suite's
    /// large layouts, stacks of thousands of views and a tree 100,000 deep, would take hours
    /// otherwise; their tests call `checkInvariants()` at the end).
    @inline(__always)
    func checkInvariantsAfterMutation(_ operation: @autoclosure () -> String) {
        #if AUTOLAYOUT_INTERNAL_CHECKS
            guard !isFitting else { return }
            if records.count > LayoutEngine.invariantCheckRecordLimit {
                largeMutationCount += 1
                guard largeMutationCount & (largeMutationCount - 1) == 0 else { return }
            }
            let violations = checkInvariants() + solver.checkInvariants()
            if !violations.isEmpty {
                preconditionFailure(
                    "The layout engine's invariants are broken after \(operation()):\n"
                        + violations.joined(separator: "\n"))
            }
        #endif
    }

    /// `checkInvariantsAfterMutation(_:)` on the engines of the constraints' trees.
    @inline(__always)
    static func checkInvariantsAfterMutation(of constraints: [LayoutConstraint], _ operation: StaticString) {
        #if AUTOLAYOUT_INTERNAL_CHECKS
            var engines: [LayoutEngine] = []
            for constraint in constraints {
                for item in constraint.items {
                    guard let engine = item.layoutRoot?.existingEngine, !engines.contains(where: { $0 === engine })
                    else { continue }
                    engines.append(engine)
                }
            }
            for engine in engines { engine.checkInvariantsAfterMutation("\(operation)") }
        #endif
    }
}
