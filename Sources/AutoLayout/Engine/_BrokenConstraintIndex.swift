import Cassowary

/// The constraints an engine broke to recover from conflicts, and what each one waits for.
///
/// A constraint is broken with the conflict the solver found: an irreducible set of required
/// constraints that cannot hold together with it, and Farkas' factors that prove it (see
/// ``ConflictCertificate``): with the factors, the members' constants add up to a negative
/// number whatever the variables are. As long as every other member stays in the solver and
/// their constants still add up to a negative number, the broken constraint cannot hold, so
/// the engine does not try it again. It becomes *due* (tried at the next retry) only when a
/// member leaves the solver (deactivated, removed with its view, rebuilt), when a member's
/// constant moves so far that the sum is no longer negative, or when it changes itself. Every
/// other change leaves it alone: an uninstall or a constant change costs what it touches, not
/// the number of broken constraints (L7 in BENCHMARKS.md).
///
/// A broken constraint whose conflict is unknown (the solver did not explain it, or a member
/// is not a constraint of the engine) is *unexplained*: tried at every retry, as every broken
/// constraint was before.
///
/// Keys are object identities: a broken constraint is kept alive by ``constraints``, and a
/// member by the entries that name it, so neither identity can be reused while it is a key.
struct _BrokenConstraintIndex {
    /// A member of a broken constraint's conflict other than itself.
    struct Blocker {
        let constraint: LayoutConstraint
        /// The member's factor in the certificate, nil when the conflict has no certificate.
        let factor: Double?
    }

    private struct Entry {
        /// Where the constraint is in ``constraints``.
        var slot: Int
        /// When it broke: due constraints are tried in this order (the order in which a list of
        /// every broken constraint was tried before).
        var sequence: Int
        /// The other members of its conflict; nil when unexplained.
        var blockers: [Blocker]?
        /// The certificate's sum of factor × the members' solver constants, kept up to date as
        /// constants change; nil without a certificate.
        var sum: Double?
        /// The scale of the sum (the sum of the magnitudes of its products), for the tolerance.
        var magnitude: Double
        /// Whether every member is an equality: then a positive sum proves the conflict too.
        var allEqualities: Bool
    }

    /// The broken constraints, in no particular order.
    private(set) var constraints: [LayoutConstraint] = []
    private var entries: [ObjectIdentifier: Entry] = [:]
    /// For each member of a conflict, the broken constraints that wait for it.
    private var waiting: [ObjectIdentifier: [ObjectIdentifier: LayoutConstraint]] = [:]
    /// The unexplained broken constraints.
    private var unexplained: [ObjectIdentifier: LayoutConstraint] = [:]
    /// The broken constraints to try at the next retry (some may have stopped being broken).
    private var due: [LayoutConstraint] = []
    private var isDue: Set<ObjectIdentifier> = []
    private var nextSequence = 0

    /// Whether no constraint is broken (then no change has anything to look up).
    var isEmpty: Bool { constraints.isEmpty }

    /// Whether the next retry has anything to try.
    var hasDue: Bool { !due.isEmpty || !unexplained.isEmpty }

    /// Whether the constraint is in the index.
    func contains(_ constraint: LayoutConstraint) -> Bool {
        entries[ObjectIdentifier(constraint)] != nil
    }

    /// The constraints a broken one waits for (nil: unexplained, or not broken).
    func blockers(of constraint: LayoutConstraint) -> [LayoutConstraint]? {
        entries[ObjectIdentifier(constraint)]?.blockers?.map(\.constraint)
    }

    /// Whether the constraint is broken and its conflict unknown.
    func isUnexplained(_ constraint: LayoutConstraint) -> Bool {
        unexplained[ObjectIdentifier(constraint)] != nil
    }

    /// Records a constraint that was just broken (or that a retry found still broken), with
    /// what it waits for: `blockers` nil for an unexplained one; `sum` the certificate's sum
    /// at the solver's current constants when the factors are known.
    ///
    /// - Complexity: O(blockers).
    mutating func didBreak(
        _ constraint: LayoutConstraint, blockers: [Blocker]?, sum: Double? = nil, magnitude: Double = 0,
        allEqualities: Bool = false
    ) {
        let key = ObjectIdentifier(constraint)
        let slot: Int
        let sequence: Int
        if let old = entries[key] {
            // Broken again by a retry: it keeps its place in the order.
            stopWaiting(key, old)
            slot = old.slot
            sequence = old.sequence
        } else {
            slot = constraints.count
            constraints.append(constraint)
            sequence = nextSequence
            nextSequence += 1
        }
        entries[key] = Entry(
            slot: slot, sequence: sequence, blockers: blockers, sum: sum, magnitude: magnitude,
            allEqualities: allEqualities)
        if let blockers {
            for blocker in blockers { waiting[ObjectIdentifier(blocker.constraint), default: [:]][key] = constraint }
        } else {
            unexplained[key] = constraint
        }
    }

    /// Forgets a constraint that is no longer broken (enforced again, deactivated, rebuilt).
    ///
    /// - Complexity: O(its blockers).
    mutating func remove(_ constraint: LayoutConstraint) {
        let key = ObjectIdentifier(constraint)
        guard let entry = entries.removeValue(forKey: key) else { return }
        stopWaiting(key, entry)
        let last = constraints.removeLast()
        if entry.slot < constraints.count {
            constraints[entry.slot] = last
            entries[ObjectIdentifier(last)]?.slot = entry.slot
        }
    }

    /// A constraint left the solver: every broken constraint waiting for it is due.
    ///
    /// - Complexity: O(1) when nothing waits for it.
    mutating func memberDidLeave(_ member: LayoutConstraint) {
        guard let waiters = waiting.removeValue(forKey: ObjectIdentifier(member)) else { return }
        for (key, constraint) in waiters {
            markDue(key, constraint)
        }
    }

    /// The solver constant of a constraint in the solver moved by `delta`: the certificates it
    /// takes part in follow, and the broken constraints whose certificate no longer proves the
    /// conflict are due.
    ///
    /// - Complexity: O(1) when nothing waits for it.
    mutating func memberConstantDidChange(_ member: LayoutConstraint, by delta: Double) {
        let memberKey = ObjectIdentifier(member)
        guard let waiters = waiting[memberKey] else { return }
        for (key, constraint) in waiters {
            guard var entry = entries[key] else { continue }
            if let sum = entry.sum,
                let factor = entry.blockers?.first(where: { $0.constraint === member })?.factor
            {
                let moved = sum + factor * delta
                entry.sum = moved
                entry.magnitude += abs(factor * delta)
                entries[key] = entry
                let tolerance = 1e-6 * max(1, entry.magnitude)
                if moved < -tolerance || (entry.allEqualities && moved > tolerance) { continue }
            }
            markDue(key, constraint)
        }
    }

    /// The broken constraint itself changed (its constant or priority): it is due.
    mutating func constraintDidChange(_ constraint: LayoutConstraint) {
        let key = ObjectIdentifier(constraint)
        guard entries[key] != nil else { return }
        markDue(key, constraint)
    }

    /// The constraints to try now, in the order they broke: the due ones that are still broken
    /// and every unexplained one. Clears the due list.
    ///
    /// - Complexity: O(d log d) for d of them.
    mutating func takeDue() -> [LayoutConstraint] {
        var list: [(sequence: Int, constraint: LayoutConstraint)] = []
        list.reserveCapacity(due.count + unexplained.count)
        for constraint in due {
            let key = ObjectIdentifier(constraint)
            guard let entry = entries[key], unexplained[key] == nil else { continue }
            list.append((entry.sequence, constraint))
        }
        for (key, constraint) in unexplained {
            guard let entry = entries[key] else { continue }
            list.append((entry.sequence, constraint))
        }
        due.removeAll()
        isDue.removeAll()
        list.sort { $0.sequence < $1.sequence }
        return list.map(\.constraint)
    }

    private mutating func markDue(_ key: ObjectIdentifier, _ constraint: LayoutConstraint) {
        if isDue.insert(key).inserted { due.append(constraint) }
    }

    /// Takes a broken constraint off the waiting lists of its blockers.
    private mutating func stopWaiting(_ key: ObjectIdentifier, _ entry: Entry) {
        guard let blockers = entry.blockers else {
            unexplained[key] = nil
            return
        }
        for blocker in blockers {
            let memberKey = ObjectIdentifier(blocker.constraint)
            guard var waiters = waiting[memberKey] else { continue }
            waiters[key] = nil
            waiting[memberKey] = waiters.isEmpty ? nil : waiters
        }
    }
}
