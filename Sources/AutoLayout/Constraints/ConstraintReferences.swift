import Foundation

/// Where a constraint sits in the reference lists of its items: up to four (item, index) pairs.
/// The first two are stored inline, compactly (a constraint of one attribute a side names at
/// most two items: activating it allocates nothing for them); the third and fourth, which only
/// constraints between offset anchors have, are kept apart.
struct ConstraintReferences {
    typealias Entry = (item: Unmanaged<LayoutItem>, slot: Int)
    /// The first two items; nil from the first missing one on.
    private var item0: Unmanaged<LayoutItem>?
    private var item1: Unmanaged<LayoutItem>?
    /// Their indexes in the items' lists, in 32 bits (a list of more than 2^31 constraints does
    /// not fit in memory).
    private var slot0: Int32 = 0
    private var slot1: Int32 = 0
    /// The third and fourth entries.
    private var more: [Entry]?

    /// How many items the constraint names (at most four).
    var count: Int {
        item0 == nil ? 0 : item1 == nil ? 1 : 2 + (more?.count ?? 0)
    }

    var isEmpty: Bool { item0 == nil }

    subscript(index: Int) -> Entry {
        get {
            switch index {
            case 0: (item0!, Int(slot0))
            case 1: (item1!, Int(slot1))
            default: more![index - 2]
            }
        }
        set {
            switch index {
            case 0:
                item0 = newValue.item
                slot0 = Int32(newValue.slot)
            case 1:
                item1 = newValue.item
                slot1 = Int32(newValue.slot)
            default: more![index - 2] = newValue
            }
        }
    }

    mutating func append(_ entry: Entry) {
        let count = self.count
        precondition(count < 4, "a constraint names at most four items")
        switch count {
        case 0, 1: self[count] = entry
        default: more = (more ?? []) + [entry]
        }
    }

    /// The index of the item's entry, if the constraint names it.
    func index(of item: LayoutItem) -> Int? {
        let target = Unmanaged.passUnretained(item).toOpaque()
        if item0?.toOpaque() == target { return 0 }
        if item1?.toOpaque() == target { return 1 }
        guard let more else { return nil }
        for k in more.indices where more[k].item.toOpaque() == target { return k + 2 }
        return nil
    }

    mutating func removeAll() {
        self = ConstraintReferences()
    }
}
