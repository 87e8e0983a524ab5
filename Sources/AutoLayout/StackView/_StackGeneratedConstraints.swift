import Foundation

/// The constraints a stack made, in the order it made them, each with what it is (its key) and
/// the arranged view it belongs to, so that a change to a few views finds their constraints
/// without looking at the others.
///
/// Entries live in slots in the order they were made; a removed entry leaves an empty slot until
/// the empty slots outnumber the live ones, when they are squeezed out (amortised O(1) per
/// removal). The slots of each owner are indexed, from the first time they are asked for: a stack
/// that is only ever described whole (most are, and every stack is at first) never pays for the
/// index.
struct _StackGeneratedConstraints {
    /// One generated constraint.
    struct Entry {
        let key: _StackConstraintSpec.Key
        let constraint: LayoutConstraint
        /// The arranged view the constraint belongs to (see ``_StackConstraintSpec/owner``); nil
        /// for the constraints of the stack as a whole.
        let owner: ObjectIdentifier?
    }

    private var slots: [Entry?] = []
    /// The live slots of each arranged view, and of the stack as a whole; nil until first asked.
    private var index: (byOwner: [ObjectIdentifier: [Int]], stack: [Int])?
    private var emptySlots = 0

    /// Whether the stack holds no generated constraint.
    var isEmpty: Bool { slots.count == emptySlots }

    /// The entry in a slot; the slot must be live.
    subscript(slot: Int) -> Entry {
        guard let entry = slots[slot] else { preconditionFailure("empty stack constraint slot \(slot)") }
        return entry
    }

    /// Every live slot, in the order the constraints were made.
    var allSlots: [Int] {
        slots.indices.filter { slots[$0] != nil }
    }

    /// The live slots of the given owners and of the stack as a whole, in the order the
    /// constraints were made.
    ///
    /// - Complexity: O(k log k) for the k slots found, plus O(number of entries) the first time.
    mutating func slots(ownedBy owners: [ObjectIdentifier]) -> [Int] {
        if index == nil { buildIndex() }
        guard let index else { return [] }
        var found = index.stack
        for owner in owners { found += index.byOwner[owner] ?? [] }
        return found.sorted()
    }

    /// Makes room for `count` more entries (an update appends its new constraints together),
    /// growing geometrically: an exact reservation on every small update would copy the slots
    /// each time.
    mutating func reserveAdditional(_ count: Int) {
        let needed = slots.count + count
        guard needed > slots.capacity else { return }
        slots.reserveCapacity(max(needed, 2 * slots.capacity))
    }

    /// Adds an entry after every other.
    mutating func append(_ entry: Entry) {
        let slot = slots.count
        slots.append(entry)
        enter(slot, owner: entry.owner)
    }

    /// Gives the entry in a live slot another owner (a kept constraint whose description now
    /// belongs to another view, as the edge of a gap guide when the view after the gap changes).
    mutating func changeOwner(ofSlot slot: Int, to owner: ObjectIdentifier?) {
        guard let entry = slots[slot], entry.owner != owner else { return }
        leave(slot, owner: entry.owner)
        slots[slot] = Entry(key: entry.key, constraint: entry.constraint, owner: owner)
        enter(slot, owner: owner)
    }

    /// Empties a slot. Slots stay valid until ``compactIfSparse()``.
    mutating func remove(slot: Int) {
        guard let entry = slots[slot] else { return }
        slots[slot] = nil
        emptySlots += 1
        leave(slot, owner: entry.owner)
    }

    private mutating func buildIndex() {
        index = ([:], [])
        for slot in slots.indices {
            if let entry = slots[slot] { enter(slot, owner: entry.owner) }
        }
    }

    private mutating func enter(_ slot: Int, owner: ObjectIdentifier?) {
        guard index != nil else { return }
        if let owner {
            index!.byOwner[owner, default: []].append(slot)
        } else {
            index!.stack.append(slot)
        }
    }

    private mutating func leave(_ slot: Int, owner: ObjectIdentifier?) {
        guard index != nil else { return }
        if let owner {
            index!.byOwner[owner]?.removeAll { $0 == slot }
            if index!.byOwner[owner]?.isEmpty == true { index!.byOwner[owner] = nil }
        } else {
            index!.stack.removeAll { $0 == slot }
        }
    }

    /// Removes the entries whose constraint matches and returns those constraints, in the order
    /// they were made.
    ///
    /// - Complexity: O(number of entries).
    mutating func removeAll(where matches: (LayoutConstraint) -> Bool) -> [LayoutConstraint] {
        var removed: [LayoutConstraint] = []
        for slot in slots.indices {
            guard let entry = slots[slot], matches(entry.constraint) else { continue }
            removed.append(entry.constraint)
            remove(slot: slot)
        }
        compactIfSparse()
        return removed
    }

    /// Squeezes out the empty slots once they outnumber the live ones (slot numbers change).
    mutating func compactIfSparse() {
        guard emptySlots > 16, emptySlots * 2 > slots.count else { return }
        let live = slots.compactMap { $0 }
        let indexed = index != nil
        slots = live
        index = nil
        emptySlots = 0
        if indexed { buildIndex() }
    }
}
