import Foundation

/// Where a constraint sits in the reference lists of its items: up to four (item, index)
/// pairs, stored inline so that activating a constraint allocates nothing for them.
struct ConstraintReferences {
    typealias Entry = (item: Unmanaged<LayoutItem>, slot: Int)
    private var entries: (Entry?, Entry?, Entry?, Entry?) = (nil, nil, nil, nil)
    /// How many items the constraint names (at most four).
    private(set) var count = 0

    var isEmpty: Bool { count == 0 }

    subscript(index: Int) -> Entry {
        get {
            switch index {
            case 0: entries.0!
            case 1: entries.1!
            case 2: entries.2!
            default: entries.3!
            }
        }
        set {
            switch index {
            case 0: entries.0 = newValue
            case 1: entries.1 = newValue
            case 2: entries.2 = newValue
            default: entries.3 = newValue
            }
        }
    }

    mutating func append(_ entry: Entry) {
        precondition(count < 4, "a constraint names at most four items")
        count += 1
        self[count - 1] = entry
    }

    /// The index of the item's entry, if the constraint names it.
    func index(of item: LayoutItem) -> Int? {
        let target = Unmanaged.passUnretained(item).toOpaque()
        for k in 0..<count where self[k].item.toOpaque() == target { return k }
        return nil
    }

    mutating func removeAll() {
        entries = (nil, nil, nil, nil)
        count = 0
    }
}
