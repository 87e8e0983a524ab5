import Cassowary
import Foundation

/// A linear relation between two item attributes, as UIKit's `NSLayoutConstraint`:
/// `firstItem.firstAttribute (== | >= | <=) multiplier × secondItem.secondAttribute + constant`,
/// with a priority.
///
/// Make one with an anchor (`a.leadingAnchor.constraint(equalTo: b.trailingAnchor, constant: 8)`)
/// or the item-attribute initialiser, then activate it. Changing ``constant`` on an active
/// constraint is an incremental update of the solver. Every constraint remembers where it was
/// created (``file``:``line``), which descriptions and conflict reports print.
open class LayoutConstraint: CustomStringConvertible {
    // MARK: Stored state
    //
    // Declared widest first, so that the small fields pack behind the odd-sized `file` (Swift
    // lays stored properties out in declaration order): about five constraints a view, and
    // their size decides the memory of a large layout (184 bytes, a 192-byte heap block; 280
    // before).

    /// The item of the first side's anchor (of its head, for an offset), through its handle:
    /// constraints do not keep their items alive, and may outlive them (see `_LayoutItemHandle`).
    let firstHeadHandle: _LayoutItemHandle
    /// The item of the second side's anchor (its head), nil for a constraint to a constant.
    let secondHeadHandle: _LayoutItemHandle?
    /// The tails of offset anchors and the validation error: nil for nearly every constraint.
    let rare: _RareConstraintParts?
    /// What the second attribute is multiplied by.
    public let multiplier: CGFloat
    /// The constant, set without telling the engine (which set it in the solver itself, see
    /// `LayoutEngine.changeConstants(_:)`). Unchecked exclusivity, as the engine's own state:
    /// every installation reads it.
    @exclusivity(unchecked) var storedConstant: CGFloat
    /// A name printed in descriptions and conflict reports (UIKit's stack views name theirs
    /// `UISV-spacing` and so on).
    @exclusivity(unchecked) public var identifier: String?
    /// The view that holds the constraint while it is active: the nearest common ancestor of
    /// its items.
    /// Not retained (the container holds the constraint); cleared when the container goes away.
    @exclusivity(unchecked) unowned(unsafe) var container: View?
    /// The constraint in the solver while installed.
    @exclusivity(unchecked) var solverConstraint: Cassowary.Constraint?
    /// The engine that holds the constraint (set while installed or broken).
    ///
    /// Not retained and not weak: a weak reference gave every engine a side table and cost every
    /// installation its bookkeeping. It cannot dangle, because the engine sets it only while it
    /// keeps the constraint itself, strongly, in one of its lists (`records`, `broken`,
    /// `pendingReinstall`, `exercisePulls`), clears it when the constraint leaves them
    /// (`uninstall`, `letGo`), and its deinit clears it on every constraint of those lists that
    /// still names it.
    @exclusivity(unchecked) unowned(unsafe) var engine: LayoutEngine?
    /// When the constraint last entered the solver (the engine's count of installations):
    /// the latest of a conflict gives way when an implicit constraint joins it.
    @exclusivity(unchecked) var installOrder = 0
    /// Where the constraint was created.
    public let file: StaticString
    /// Where the constraint was written when it was not written in Swift (a layout document's
    /// file, line and column from 1), set by the code that read it: descriptions and ``origin``
    /// show it as `file:line:column` instead of ``file`` and ``line``, which then name the
    /// reader's own source. Kept as its parts and written out only when a message needs it (a
    /// string per constraint cost a document's build 1.6 %, an existential box 6 %).
    public var writtenAt: (file: String, line: Int, column: Int)?
    /// `file:line`, or ``writtenAt`` when set: where a message sends the reader.
    var creationSite: String {
        guard let writtenAt else { return "\(file):\(line)" }
        return "\(writtenAt.file):\(writtenAt.line):\(writtenAt.column)"
    }
    /// How the sides relate.
    public let relation: LayoutRelation
    /// The attribute of the first side's anchor (its head, whose coefficient is 1).
    let firstHeadAttribute: LayoutAttribute
    /// The attribute of the second side's anchor (its head), ``LayoutAttribute/notAnAttribute``
    /// when there is no second side.
    let secondHeadAttribute: LayoutAttribute
    /// What its attributes make of the constraint (worked out at creation).
    let form: ConstraintForm
    /// Whether the engine could not satisfy it (required and conflicting): it stays active but
    /// is not enforced, as UIKit does.
    @exclusivity(unchecked) var isBroken = false
    /// What made the constraint when the system did (intrinsic size, autoresizing mask, guides,
    /// stack views); nil for the user's constraints.
    @exclusivity(unchecked) var systemKind: SystemConstraintKind?
    @exclusivity(unchecked) var storedPriority: LayoutPriority
    /// ``line``, in the 32 bits a line number needs (a larger one is kept in ``rare``).
    private let storedLine: UInt32
    /// ``containerSlot`` and ``engineRecord`` in 32 bits (indexes into arrays of constraints).
    @exclusivity(unchecked) private var storedContainerSlot: Int32 = -1
    @exclusivity(unchecked) private var storedEngineRecord: Int32 = -1
    /// The items' reference lists the constraint is in, with its place in each. The items are
    /// not retained: while the constraint is active they are in its container's tree.
    @exclusivity(unchecked) var references = ConstraintReferences()

    // MARK: Sides

    /// The left side, made from the constraint's terms: a constraint keeps its item attributes
    /// inline rather than the anchor objects it was made from (two objects fewer per
    /// constraint), so each read makes a new anchor of the same kind and terms. Once an item of
    /// the side is deallocated, the anchor names a stand-in, `(deallocated item)`, whose
    /// ``AnyLayoutAnchor/item`` is nil.
    public var firstAnchor: AnyLayoutAnchor {
        LayoutConstraint.anchor(head: firstHeadHandle, firstHeadAttribute, tail: rare?.firstTail)
    }
    /// The right side, or nil for a constraint to a constant (made anew by each read, as
    /// ``firstAnchor``).
    public var secondAnchor: AnyLayoutAnchor? {
        secondHeadHandle.map { LayoutConstraint.anchor(head: $0, secondHeadAttribute, tail: rare?.secondTail) }
    }

    /// The anchor of a side, a deallocated item replaced by a stand-in (see `_DeallocatedItem`).
    private static func anchor(
        head: _LayoutItemHandle, _ attribute: LayoutAttribute, tail: _RareConstraintParts.Tail?
    ) -> AnyLayoutAnchor {
        var standIn: _DeallocatedItem?
        func item(_ handle: _LayoutItemHandle) -> LayoutItem {
            if let item = handle.item { return item }
            if let standIn { return standIn }
            let made = _DeallocatedItem()
            standIn = made
            return made
        }
        let headItem = item(head)
        let tailItem = tail.map { item($0.handle) }
        // The terms do not retain their items: the locals keep them (a stand-in has no other
        // owner) until the anchor, which does, is made.
        return withExtendedLifetime((headItem, tailItem)) {
            AnyLayoutAnchor.make(
                head: AnchorTerm(item: headItem, attribute: attribute, coefficient: 1),
                tail: tail.map { AnchorTerm(item: tailItem!, attribute: $0.attribute, coefficient: $0.coefficient) })
        }
    }

    /// Where the constraint was created.
    public var line: UInt { rare?.largeLine ?? UInt(storedLine) }

    /// What is added to the right side. Changing it on an active constraint updates the layout
    /// incrementally (the solver's constant changes; nothing is removed and added again).
    ///
    /// A constant that is not finite is refused on an active constraint: reported to the
    /// engine's ``LayoutEngine/invalidConstraintHandler`` (``LayoutError/invalidNumber(_:)``), and
    /// the old constant stays. An inactive constraint takes it, and is refused when activated,
    /// as one made with it.
    public var constant: CGFloat {
        get { storedConstant }
        set {
            guard newValue != storedConstant, refusal(ofConstant: newValue) == nil else { return }
            let old = storedConstant
            storedConstant = newValue
            engine?.constantDidChange(self, from: old)
        }
    }

    /// How much the constraint matters, from 1 to 1000 (required).
    ///
    /// On an active constraint, a priority outside (0, 1000] (``LayoutError/invalidPriority(_:)``)
    /// and a change between required and optional (``LayoutError/requiredPriorityChange(_:)``, as
    /// UIKit refuses it) are refused: reported to the engine's
    /// ``LayoutEngine/invalidConstraintHandler``, and the old priority stays. An inactive
    /// constraint takes any priority, and is refused when activated with an invalid one.
    public var priority: LayoutPriority {
        get { storedPriority }
        set {
            guard newValue != storedPriority, refusal(ofPriority: newValue) == nil else { return }
            let old = storedPriority
            storedPriority = newValue
            engine?.priorityDidChange(self, from: old)
        }
    }

    /// Why a new constant is refused (reported), or nil: the check of ``constant``'s setter.
    func refusal(ofConstant value: CGFloat) -> LayoutError? {
        guard !value.isFinite, isActive else { return nil }
        let error = LayoutError.invalidNumber("\(description) (constant \(formatLength(value)))")
        LayoutDiagnostics.report(error, about: self)
        return error
    }

    /// Why a new priority is refused (reported), or nil: the check of ``priority``'s setter.
    func refusal(ofPriority value: LayoutPriority) -> LayoutError? {
        guard isActive else { return nil }
        let error: LayoutError
        if !value.isValid {
            error = .invalidPriority("\(description) (priority \(value))")
        } else if value.isRequired != storedPriority.isRequired {
            error = .requiredPriorityChange(description)
        } else {
            return nil
        }
        LayoutDiagnostics.report(error, about: self)
        return error
    }

    /// Why the constraint may not be activated (checked at creation).
    var validationError: LayoutError? { rare?.validationError }

    // MARK: Engine state

    /// Where the constraint sits in its container's list (-1 when no view holds it).
    var containerSlot: Int {
        get { Int(storedContainerSlot) }
        set { storedContainerSlot = Int32(newValue) }
    }
    /// The index of the constraint's record in its engine (-1 when it has none).
    var engineRecord: Int {
        get { Int(storedEngineRecord) }
        set { storedEngineRecord = Int32(newValue) }
    }

    // MARK: Making constraints

    init(
        firstItem: LayoutItem, firstAttribute: LayoutAttribute, relation: LayoutRelation,
        secondItem: LayoutItem?, secondAttribute: LayoutAttribute, offsetTails: _RareConstraintParts? = nil,
        multiplier: CGFloat, constant: CGFloat, priority: LayoutPriority = .required,
        file: StaticString, line: UInt, systemKind: SystemConstraintKind? = nil
    ) {
        let firstTail = offsetTails?.firstTail?.liveTerm
        let secondTail = offsetTails?.secondTail?.liveTerm
        let secondAttribute: LayoutAttribute? = secondItem == nil ? nil : secondAttribute
        var rare = offsetTails
        if systemKind == nil,
            let error = LayoutConstraint.validate(
                firstAttribute: firstAttribute, firstTail: firstTail?.attribute,
                secondAttribute: secondAttribute, secondTail: secondTail?.attribute,
                multiplier: multiplier, constant: constant,
                text: {
                    // Only when the constraint is invalid: the anchors are made for the message.
                    LayoutConstraint.describeRelation(
                        first: AnyLayoutAnchor.make(
                            head: AnchorTerm(item: firstItem, attribute: firstAttribute, coefficient: 1),
                            tail: firstTail),
                        relation: .equal,
                        second: secondItem.map {
                            AnyLayoutAnchor.make(
                                head: AnchorTerm(item: $0, attribute: secondAttribute ?? .notAnAttribute, coefficient: 1),
                                tail: secondTail)
                        },
                        multiplier: multiplier, constant: constant)
                })
        {
            rare = _RareConstraintParts(
                firstTail: rare?.firstTail, secondTail: rare?.secondTail, validationError: error)
        }
        if line > UInt32.max {
            rare = _RareConstraintParts(
                firstTail: rare?.firstTail, secondTail: rare?.secondTail, validationError: rare?.validationError,
                largeLine: line)
        }
        self.firstHeadHandle = firstItem.handle
        self.secondHeadHandle = secondItem?.handle
        self.rare = rare
        self.multiplier = multiplier
        self.storedConstant = constant
        self.file = file
        self.relation = relation
        self.firstHeadAttribute = firstAttribute
        self.secondHeadAttribute = secondAttribute ?? .notAnAttribute
        self.form = ConstraintForm(
            firstAttribute: firstAttribute, firstTail: firstTail?.attribute,
            secondAttribute: secondAttribute, secondTail: secondTail?.attribute)
        self.systemKind = systemKind
        self.storedPriority = priority
        self.storedLine = UInt32(truncatingIfNeeded: line)
    }

    /// A constraint between two anchors: their terms are kept, not the anchors. Inlinable, as
    /// the anchors' constraint methods: the anchors are read in the caller, so that anchors made
    /// in the caller's expression stay on its stack.
    @inlinable
    convenience init(
        anchor first: AnyLayoutAnchor, relation: LayoutRelation, second: AnyLayoutAnchor?,
        multiplier: CGFloat, constant: CGFloat, file: StaticString, line: UInt
    ) {
        let tails =
            first.isSingle && second?.isSingle != false
            ? nil : LayoutConstraint.offsetTails(first, second)
        self.init(
            userFirstItem: first.headItem, firstAttribute: first.headAttribute, relation: relation,
            secondItem: second?.headItem, secondAttribute: second?.headAttribute ?? .notAnAttribute,
            offsetTails: tails, multiplier: multiplier, constant: constant, file: file, line: line)
    }

    /// The tails of two anchors, one at least an offset.
    @usableFromInline
    static func offsetTails(_ first: AnyLayoutAnchor, _ second: AnyLayoutAnchor?) -> _RareConstraintParts {
        _RareConstraintParts(firstTail: first.tail, secondTail: second?.tail)
    }

    /// A user's constraint of items and attributes (the entry point of the inlinable anchor
    /// initialiser).
    @usableFromInline
    convenience init(
        userFirstItem firstItem: LayoutItem, firstAttribute: LayoutAttribute, relation: LayoutRelation,
        secondItem: LayoutItem?, secondAttribute: LayoutAttribute, offsetTails: _RareConstraintParts?,
        multiplier: CGFloat, constant: CGFloat, file: StaticString, line: UInt
    ) {
        self.init(
            firstItem: firstItem, firstAttribute: firstAttribute, relation: relation, secondItem: secondItem,
            secondAttribute: secondAttribute, offsetTails: offsetTails, multiplier: multiplier,
            constant: constant, file: file, line: line)
    }

    /// A constraint between two anchors, as the anchors' methods make (stack views make theirs
    /// with a priority and a system kind).
    convenience init(
        first: AnyLayoutAnchor, relation: LayoutRelation, second: AnyLayoutAnchor?,
        multiplier: CGFloat, constant: CGFloat, priority: LayoutPriority = .required,
        file: StaticString, line: UInt, systemKind: SystemConstraintKind? = nil
    ) {
        let tails =
            first.isSingle && second?.isSingle != false
            ? nil : LayoutConstraint.offsetTails(first, second)
        self.init(
            firstItem: first.head.item, firstAttribute: first.head.attribute, relation: relation,
            secondItem: second?.head.item, secondAttribute: second?.head.attribute ?? .notAnAttribute,
            offsetTails: tails, multiplier: multiplier, constant: constant, priority: priority,
            file: file, line: line, systemKind: systemKind)
    }

    /// Makes `item1.attribute1 REL multiplier × item2.attribute2 + constant` without throwing,
    /// as UIKit's `init(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)` returns
    /// (UIKitCompat's `NSLayoutConstraint` initialiser is this one).
    ///
    /// Where UIKit raises an exception (an invalid combination: the cases of the throwing
    /// ``init(item:attribute:relatedBy:toItem:attribute:multiplier:constant:file:line:)``), the
    /// error is reported to the engine's ``LayoutEngine/invalidConstraintHandler`` of the item's
    /// tree (standard error without one); ``LayoutError/uikitExceptionReason`` gives UIKit's
    /// text for it. The constraint returned then is inert: it names its items and attributes,
    /// and activating it reports the same error again and leaves it inactive; it never reaches
    /// the engine.
    public convenience init(
        reportingItem view1: LayoutItem, attribute attribute1: LayoutAttribute,
        relatedBy relation: LayoutRelation, toItem view2: LayoutItem?,
        attribute attribute2: LayoutAttribute, multiplier: CGFloat = 1, constant: CGFloat = 0,
        file: StaticString = #fileID, line: UInt = #line
    ) {
        // A second attribute without a second item: the constraint is kept (to a constant), with
        // the error that refuses it.
        let missing: _RareConstraintParts? =
            view2 == nil && attribute2 != .notAnAttribute
            ? _RareConstraintParts(
                firstTail: nil, secondTail: nil,
                validationError: .missingItemOrAttribute("\(view1.debugName).\(attribute1) \(relation) nil.\(attribute2)"))
            : nil
        self.init(
            firstItem: view1, firstAttribute: attribute1, relation: relation, secondItem: view2,
            secondAttribute: attribute2, offsetTails: missing, multiplier: multiplier, constant: constant,
            file: file, line: line)
        if let validationError { LayoutDiagnostics.report(validationError, about: self) }
    }

    /// Makes `item1.attribute1 REL multiplier × item2.attribute2 + constant`, as UIKit's
    /// `init(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)`.
    ///
    /// - Throws: ``LayoutError`` for the combinations Auto Layout does not allow: a location
    ///   related to a size, a horizontal attribute to a vertical one, leading or trailing to left
    ///   or right, a location equal to a constant (no second item, or a multiplier of 0), a
    ///   missing item or attribute, or a number that is not finite.
    ///
    /// Disfavoured: where UIKitCompat's non-throwing initialiser of the same shape is imported,
    /// a call without `try` picks that one.
    @_disfavoredOverload
    public convenience init(
        item view1: LayoutItem, attribute attribute1: LayoutAttribute,
        relatedBy relation: LayoutRelation, toItem view2: LayoutItem?,
        attribute attribute2: LayoutAttribute, multiplier: CGFloat = 1, constant: CGFloat = 0,
        file: StaticString = #fileID, line: UInt = #line
    ) throws(LayoutError) {
        if view2 == nil, attribute2 != .notAnAttribute {
            throw .missingItemOrAttribute(
                "\(view1.debugName).\(attribute1) \(relation) nil.\(attribute2)")
        }
        self.init(
            firstItem: view1, firstAttribute: attribute1, relation: relation, secondItem: view2,
            secondAttribute: attribute2, multiplier: multiplier, constant: constant, file: file, line: line)
        if let validationError { throw validationError }
    }

    /// The rules of the Auto Layout Guide ("you cannot…"), or nil when the constraint is valid.
    /// Reads the attributes only; `text` describes the constraint for the error. Allocation-free
    /// on the valid path: it runs for every constraint made.
    static func validate(
        firstAttribute: LayoutAttribute, firstTail: LayoutAttribute?, secondAttribute: LayoutAttribute?,
        secondTail: LayoutAttribute?, multiplier: CGFloat, constant: CGFloat, text: () -> String
    ) -> LayoutError? {
        guard multiplier.isFinite, constant.isFinite else { return .invalidNumber(text()) }
        if firstAttribute == .notAnAttribute || firstTail == .notAnAttribute
            || secondAttribute == .notAnAttribute || secondTail == .notAnAttribute
        {
            return .missingItemOrAttribute(text())
        }
        let firstIsSize = firstTail != nil || firstAttribute.isDimension
        guard let secondAttribute else {
            return firstIsSize ? nil : .locationEqualToConstant(text())
        }
        let secondIsSize = secondTail != nil || secondAttribute.isDimension
        if firstIsSize != secondIsSize { return .locationRelatedToDimension(text()) }
        // Sizes may relate across axes (an aspect ratio); locations may not.
        if firstIsSize { return nil }
        let a = firstAttribute
        let b = secondAttribute
        if a.axis != b.axis { return .mixedAxes(text()) }
        if multiplier == 0 { return .locationEqualToConstant(text()) }
        if (a.isDirectional && b.isAbsoluteHorizontal) || (a.isAbsoluteHorizontal && b.isDirectional) {
            return .leadingTrailingWithLeftRight(text())
        }
        return nil
    }

    // MARK: Items and terms
    //
    // The library reads the terms and items of a constraint that is active (its items are then
    // in its container's tree) or that it has checked (`itemsAreAlive`): reading those of a
    // constraint whose item is gone is a programmer error inside the library, and stops.

    /// The item of the first side's head (alive: see above).
    var firstHeadItem: LayoutItem { firstHeadHandle.liveItem }
    /// The item of the second side's head, nil for a constraint to a constant (alive: see above).
    var secondHeadItem: LayoutItem? { secondHeadHandle?.liveItem }
    /// The first side's head as a term.
    var firstHead: AnchorTerm { AnchorTerm(item: firstHeadItem, attribute: firstHeadAttribute, coefficient: 1) }
    /// The second side's head as a term, nil for a constraint to a constant.
    var secondHead: AnchorTerm? {
        secondHeadItem.map { AnchorTerm(item: $0, attribute: secondHeadAttribute, coefficient: 1) }
    }
    /// The tail of the first side's offset anchor, nil when that side is a single attribute.
    var firstTail: AnchorTerm? { rare?.firstTail?.liveTerm }
    /// The tail of the second side's offset anchor, nil when that side is a single attribute.
    var secondTail: AnchorTerm? { rare?.secondTail?.liveTerm }

    /// Whether every item the constraint names is still alive (constraints do not keep their
    /// items alive).
    var itemsAreAlive: Bool {
        firstHeadHandle.item != nil && (secondHeadHandle.map { $0.item != nil } ?? true)
            && (rare?.tailsAreAlive ?? true)
    }

    // MARK: UIKit's accessors

    /// The first item: nil when the first anchor is an offset between two anchors, and once the
    /// item is deallocated (constraints do not keep their items alive; UIKit's `firstItem` is
    /// weak too).
    public var firstItem: LayoutItem? { rare?.firstTail == nil ? firstHeadHandle.item : nil }
    /// The first attribute.
    public var firstAttribute: LayoutAttribute { rare?.firstTail == nil ? firstHeadAttribute : .notAnAttribute }
    /// The second item: nil for a constraint to a constant, for an offset between two anchors,
    /// and once the item is deallocated.
    public var secondItem: LayoutItem? { rare?.secondTail == nil ? secondHeadHandle?.item : nil }
    /// The second attribute (``LayoutAttribute/notAnAttribute`` for a constraint to a constant).
    public var secondAttribute: LayoutAttribute {
        secondHeadHandle != nil && rare?.secondTail == nil ? secondHeadAttribute : .notAnAttribute
    }

    /// Whether the constraint takes part in layout. Setting it is `activate([self])` or
    /// `deactivate([self])`.
    public var isActive: Bool {
        get { container != nil || (systemKind != nil && engine != nil) }
        set {
            if newValue {
                LayoutConstraint.activate([self])
            } else {
                LayoutConstraint.deactivate([self])
            }
        }
    }

    /// Whether the engine broke the constraint to recover from a conflict (it stays active but
    /// is not enforced until it can be satisfied again).
    public var isBrokenByEngine: Bool { isBroken }

    /// Enters the constraint in each of its items' reference lists (once per item).
    func enterReferenceLists() {
        enter(firstHeadItem)
        if let tail = firstTail { enter(tail.item) }
        if let second = secondHeadItem {
            enter(second)
            if let tail = secondTail { enter(tail.item) }
        }
    }

    /// ``enterReferenceLists()`` for a constraint of one attribute a side, with its items.
    func enterReferenceLists(first: LayoutItem, second: LayoutItem?) {
        assert(references.isEmpty, "a constraint enters its reference lists once")
        enterFirst(first)
        if let second, second !== first { enterFirst(second) }
    }

    private func enter(_ item: LayoutItem) {
        if references.index(of: item) != nil { return }
        enterFirst(item)
    }

    /// Enters an item's list (the constraint is not in it yet).
    private func enterFirst(_ item: LayoutItem) {
        references.append((.passUnretained(item), item.referencingConstraints.count))
        // Most items are named by a handful of constraints: room for four at the first one
        // saves the growth from one to two to four (two allocations per item).
        if item.referencingConstraints.capacity == 0 { item.referencingConstraints.reserveCapacity(4) }
        item.referencingConstraints.append(self)
    }

    /// The first and second items of an active constraint whose anchors are single item
    /// attributes (no offsets), read without retaining them: the reference entries list the
    /// items in the order of the terms, each once, and an active constraint's items are alive
    /// (in its container's tree). Nil when the constraint is not active.
    var plainItems: (first: Unmanaged<LayoutItem>, second: Unmanaged<LayoutItem>?)? {
        guard isHeld, !references.isEmpty else { return nil }
        assert(rare?.firstTail == nil && rare?.secondTail == nil, "plain items of a constraint with offsets")
        let first = references[0].item
        guard secondHeadAttribute != .notAnAttribute else { return (first, nil) }
        return (first, references.count > 1 ? references[1].item : first)
    }

    /// Leaves the items' reference lists, in O(1) each (the last entry moves into the gap).
    func leaveReferenceLists() {
        for k in 0..<references.count {
            let (unmanaged, slot) = references[k]
            let item = unmanaged.takeUnretainedValue()
            guard slot < item.referencingConstraints.count, item.referencingConstraints[slot] === self else {
                item.referencingConstraints.removeAll { $0 === self }
                continue
            }
            let last = item.referencingConstraints.removeLast()
            guard slot < item.referencingConstraints.count else { continue }
            item.referencingConstraints[slot] = last
            if let k = last.references.index(of: item) {
                last.references[k].slot = slot
            }
        }
        references.removeAll()
    }

    /// Whether an attribute of the constraint is a baseline (read without touching the items).
    var namesBaselineAttribute: Bool { form.contains(.baseline) }

    /// Calls `body` with every item attribute of the constraint (no allocation).
    @inline(__always)
    func forEachTerm(_ body: (AnchorTerm) -> Void) {
        body(firstHead)
        if let tail = firstTail { body(tail) }
        if let second = secondHead {
            body(second)
            if let tail = secondTail { body(tail) }
        }
    }

    /// Every item the constraint names that is alive, in the order of its terms (safe to read on
    /// any constraint).
    var items: [LayoutItem] {
        var items: [LayoutItem] = []
        func add(_ handle: _LayoutItemHandle?) {
            if let item = handle?.item { items.append(item) }
        }
        add(firstHeadHandle)
        add(rare?.firstTail?.handle)
        add(secondHeadHandle)
        add(rare?.secondTail?.handle)
        return items
    }

    /// `<identifier: first REL m × second + c @priority (file:line)>`: priority only when not
    /// required, multiplier only when not 1, constant only when not zero.
    open var description: String {
        var text = "<"
        if let identifier { text += "\(identifier): " }
        text += LayoutConstraint.describeRelation(
            first: firstAnchor, relation: relation, second: secondAnchor, multiplier: multiplier,
            constant: constant)
        if !priority.isRequired { text += " @\(priority)" }
        if systemKind == nil { text += " (\(creationSite))" }
        return text + ">"
    }

    /// `first REL m × second + c`.
    static func describeRelation(
        first: AnyLayoutAnchor, relation: LayoutRelation, second: AnyLayoutAnchor?,
        multiplier: CGFloat, constant: CGFloat
    ) -> String {
        var text = "\(first) \(relation) "
        if let second {
            if multiplier != 1 { text += "\(formatLength(multiplier)) × " }
            text += second.description
            if constant != 0 { text += constant < 0 ? " - \(formatLength(-constant))" : " + \(formatLength(constant))" }
        } else {
            text += formatLength(constant)
        }
        return text
    }
}

/// The constraints the system makes, and what each constrains.
enum SystemConstraintKind {
    /// `width <= intrinsic @hugging` (or `>= @compression resistance`), UIKit's
    /// `NSContentSizeLayoutConstraint`.
    case contentSize(LayoutAxis, hugging: Bool)
    /// The position or size along an axis from the frame and autoresizing mask, UIKit's
    /// `NSAutoresizingMaskLayoutConstraint`.
    case autoresizing(LayoutAxis, size: Bool)
    /// The size or position of the root of an engine's tree, fixed to its bounds.
    case rootBounds(LayoutAxis, size: Bool)
    /// An edge of a view's layout margins or safe area guide.
    case guideEdge(GuideEdge)
    /// `width >= 0` or `height >= 0`, which UIKit enforces and never prints.
    case nonNegativeSize(LayoutAxis)
    /// A temporary target size of `systemLayoutSizeFitting`.
    case fittingSize(LayoutAxis)
    /// A temporary pull used by `exerciseAmbiguityInLayout()`.
    case exercise
    /// A constraint a stack view generated (its identifier names which).
    case stackView
}

/// Which edge of which system guide a guide constraint places.
struct GuideEdge: Hashable {
    enum Edge: Hashable { case left, top, right, bottom }
    let edge: Edge
    let isSafeArea: Bool
}
