import Foundation

/// One constraint a stack view wants, before it exists: what it relates, its constant and its
/// priority. Two specs with the same ``key`` are the same constraint, perhaps with another
/// constant or priority, which an update then changes in place.
///
/// A spec lives for one update, while the stack holds every item it names (its arranged views,
/// its guides, itself), so it does not retain them: copying a spec is then a copy of bits, where
/// retaining and releasing both items made copying specs a large part of an update.
struct _StackConstraintSpec {
    let role: _StackConstraintRole
    unowned(unsafe) let first: LayoutItem
    let firstAttribute: LayoutAttribute
    let relation: LayoutRelation
    unowned(unsafe) let second: LayoutItem?
    let secondAttribute: LayoutAttribute
    let multiplier: CGFloat
    let constant: CGFloat
    let priority: LayoutPriority
    /// The arranged view the constraint belongs to, nil for the stack as a whole: a change to a
    /// few views re-describes only their constraints (and the stack's), so every constraint
    /// that depends on a view's state must belong to a view whose description is redone when
    /// that state changes (see `StackView+Update.swift`).
    let owner: ObjectIdentifier?

    init(
        _ role: _StackConstraintRole, _ first: LayoutItem, _ firstAttribute: LayoutAttribute,
        _ relation: LayoutRelation = .equal, _ second: LayoutItem? = nil,
        _ secondAttribute: LayoutAttribute = .notAnAttribute, multiplier: CGFloat = 1,
        constant: CGFloat = 0, priority: LayoutPriority = .required, owner: View?
    ) {
        self.role = role
        self.first = first
        self.firstAttribute = firstAttribute
        self.relation = relation
        self.second = second
        self.secondAttribute = second == nil ? .notAnAttribute : secondAttribute
        self.multiplier = multiplier
        self.constant = constant
        self.priority = priority
        self.owner = owner.map(ObjectIdentifier.init)
    }

    /// What makes two specs the same constraint. Everything a constraint cannot change once made
    /// (items, attributes, relation, multiplier) is in it; so is whether the priority is
    /// required, because an active constraint cannot move between required and optional; and so
    /// are the views that provide baselines, because the engine resolves a baseline attribute to
    /// `forFirstBaselineLayout` / `forLastBaselineLayout` when it installs the constraint.
    struct Key: Hashable {
        /// The fields mixed into one word, made once: `_StackKeyIndex` hashes by it, and
        /// comparing it first rejects unequal keys in one step. A stack compares all its keys on
        /// every update, and a `Hasher` combine per field (the role's through its string raw
        /// value) made hashing most of the cost of toggling one view's `isHidden`.
        let word: UInt64
        let role: _StackConstraintRole
        let first: ObjectIdentifier
        let firstAttribute: LayoutAttribute
        let relation: LayoutRelation
        let second: ObjectIdentifier?
        let secondAttribute: LayoutAttribute
        let multiplierBits: UInt64
        let isRequired: Bool
        let firstBaselineProvider: ObjectIdentifier?
        let secondBaselineProvider: ObjectIdentifier?

        init(
            role: _StackConstraintRole, first: ObjectIdentifier, firstAttribute: LayoutAttribute,
            relation: LayoutRelation, second: ObjectIdentifier?, secondAttribute: LayoutAttribute,
            multiplierBits: UInt64, isRequired: Bool, firstBaselineProvider: ObjectIdentifier?,
            secondBaselineProvider: ObjectIdentifier?
        ) {
            @inline(__always) func mix(_ word: UInt64, _ value: UInt64) -> UInt64 {
                (word ^ value) &* 0x9E37_79B9_7F4A_7C15
            }
            @inline(__always) func bits(_ identifier: ObjectIdentifier?) -> UInt64 {
                identifier.map { UInt64(UInt(bitPattern: $0)) } ?? 0
            }
            var word = mix(0, bits(first))
            word = mix(word, bits(second))
            word = mix(word, UInt64(UInt(bitPattern: firstAttribute.rawValue)) << 16
                ^ UInt64(UInt(bitPattern: secondAttribute.rawValue)) << 8
                ^ UInt64(UInt(bitPattern: relation.rawValue + 1)) << 4 ^ (isRequired ? 1 : 0))
            word = mix(word, multiplierBits)
            word = mix(word, UInt64(role.ordinal))
            word = mix(word, bits(firstBaselineProvider) ^ bits(secondBaselineProvider) << 1)
            // The high bits are the best mixed: folded down, they pick the bucket.
            self.word = word ^ (word >> 29)
            self.role = role
            self.first = first
            self.firstAttribute = firstAttribute
            self.relation = relation
            self.second = second
            self.secondAttribute = secondAttribute
            self.multiplierBits = multiplierBits
            self.isRequired = isRequired
            self.firstBaselineProvider = firstBaselineProvider
            self.secondBaselineProvider = secondBaselineProvider
        }

        func hash(into hasher: inout Hasher) {
            hasher.combine(word)
        }
    }

    var key: Key {
        // Straight-line: the items are only identified (no retain), and only a baseline
        // attribute looks for the view that provides it.
        var secondIdentifier: ObjectIdentifier?
        var secondProvider: ObjectIdentifier?
        if let second {
            secondIdentifier = ObjectIdentifier(second)
            if secondAttribute == .firstBaseline || secondAttribute == .lastBaseline {
                secondProvider = _StackConstraintSpec.baselineProvider(second, secondAttribute)
            }
        }
        let firstProvider =
            firstAttribute == .firstBaseline || firstAttribute == .lastBaseline
            ? _StackConstraintSpec.baselineProvider(first, firstAttribute) : nil
        return Key(
            role: role, first: ObjectIdentifier(first), firstAttribute: firstAttribute,
            relation: relation, second: secondIdentifier, secondAttribute: secondAttribute,
            multiplierBits: Double(multiplier).bitPattern, isRequired: priority.isRequired,
            firstBaselineProvider: firstProvider, secondBaselineProvider: secondProvider)
    }

    /// The view that provides a baseline attribute of an item (nil for a guide).
    static func baselineProvider(_ item: LayoutItem, _ attribute: LayoutAttribute) -> ObjectIdentifier? {
        switch attribute {
        case .firstBaseline: return (item as? View).map { ObjectIdentifier($0.forFirstBaselineLayout) }
        case .lastBaseline: return (item as? View).map { ObjectIdentifier($0.forLastBaselineLayout) }
        default: return nil
        }
    }

    /// Makes the constraint (inactive), marked as the stack view's.
    func makeConstraint() -> LayoutConstraint {
        // Items and attributes straight in: a system constraint needs no anchor objects.
        let constraint = LayoutConstraint(
            firstItem: first, firstAttribute: firstAttribute, relation: relation,
            secondItem: second, secondAttribute: secondAttribute,
            multiplier: multiplier, constant: constant, priority: priority, file: #fileID, line: #line,
            systemKind: .stackView)
        constraint.identifier = role.rawValue
        return constraint
    }
}
