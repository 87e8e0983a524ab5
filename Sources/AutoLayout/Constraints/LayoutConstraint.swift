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
    /// The left side.
    public let firstAnchor: AnyLayoutAnchor
    /// The right side, or nil for a constraint to a constant.
    public let secondAnchor: AnyLayoutAnchor?
    /// How the sides relate.
    public let relation: LayoutRelation
    /// What the second attribute is multiplied by.
    public let multiplier: CGFloat
    /// Where the constraint was created.
    public let file: StaticString
    /// Where the constraint was created.
    public let line: UInt

    /// What is added to the right side. Changing it on an active constraint updates the layout
    /// incrementally (the solver's constant changes; nothing is removed and added again).
    public var constant: CGFloat {
        get { storedConstant }
        set {
            guard newValue != storedConstant else { return }
            let old = storedConstant
            storedConstant = newValue
            engine?.constantDidChange(self, from: old)
        }
    }

    /// The constant, set without telling the engine (which set it in the solver itself, see
    /// `LayoutEngine.changeConstants(_:)`). Unchecked exclusivity, as the engine's own state:
    /// every installation reads it.
    @exclusivity(unchecked) var storedConstant: CGFloat

    /// How much the constraint matters, from 1 to 1000 (required). On an active constraint, a
    /// change between required and optional is refused (as UIKit refuses it) and reported.
    public var priority: LayoutPriority {
        get { storedPriority }
        set {
            guard newValue != storedPriority else { return }
            if isActive, newValue.isRequired != storedPriority.isRequired {
                LayoutDiagnostics.report(.requiredPriorityChange(description), about: self)
                return
            }
            let old = storedPriority
            storedPriority = newValue
            engine?.priorityDidChange(self, from: old)
        }
    }

    /// A name printed in descriptions and conflict reports (UIKit's stack views name theirs
    /// `UISV-spacing` and so on).
    public var identifier: String?

    @exclusivity(unchecked) var storedPriority: LayoutPriority
    /// Why the constraint may not be activated (checked at creation).
    let validationError: LayoutError?
    /// What its attributes make of the constraint (worked out at creation).
    let form: ConstraintForm
    /// What made the constraint when the system did (intrinsic size, autoresizing mask, guides,
    /// stack views); nil for the user's constraints.
    @exclusivity(unchecked) var systemKind: SystemConstraintKind?

    // MARK: Engine state

    /// The view that holds the constraint while it is active: the nearest common ancestor of
    /// its items.
    /// Not retained (the container holds the constraint); cleared when the container goes away.
    @exclusivity(unchecked) unowned(unsafe) var container: View?
    /// The constraint in the solver while installed.
    @exclusivity(unchecked) var solverConstraint: Cassowary.Constraint?
    /// Whether the engine could not satisfy it (required and conflicting): it stays active but
    /// is not enforced, as UIKit does.
    @exclusivity(unchecked) var isBroken = false
    /// The engine that holds the constraint (set while installed or broken).
    @exclusivity(unchecked) weak var engine: LayoutEngine?
    /// Where the constraint sits in its container's list.
    @exclusivity(unchecked) var containerSlot = -1
    /// The items' reference lists the constraint is in, with its place in each. The items are
    /// not retained: while the constraint is active they are in its container's tree.
    @exclusivity(unchecked) var references = ConstraintReferences()
    /// The index of the constraint's record in its engine.
    @exclusivity(unchecked) var engineRecord = -1
    /// When the constraint last entered the solver (the engine's count of installations):
    /// the latest of a conflict gives way when an implicit constraint joins it.
    @exclusivity(unchecked) var installOrder = 0

    // MARK: Making constraints

    init(
        first: AnyLayoutAnchor, relation: LayoutRelation, second: AnyLayoutAnchor?,
        multiplier: CGFloat, constant: CGFloat, priority: LayoutPriority = .required,
        file: StaticString, line: UInt, systemKind: SystemConstraintKind? = nil
    ) {
        self.firstAnchor = first
        self.relation = relation
        self.secondAnchor = second
        self.multiplier = multiplier
        self.storedConstant = constant
        self.storedPriority = priority
        self.file = file
        self.line = line
        self.systemKind = systemKind
        self.form = ConstraintForm(first: first, second: second)
        self.validationError =
            systemKind == nil
            ? LayoutConstraint.validate(
                first: first, second: second, multiplier: multiplier, constant: constant)
            : nil
    }

    /// Makes `item1.attribute1 REL multiplier × item2.attribute2 + constant`, as UIKit's
    /// `init(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)`.
    ///
    /// - Throws: ``LayoutError`` for the combinations Auto Layout does not allow: a location
    ///   related to a size, a horizontal attribute to a vertical one, leading or trailing to left
    ///   or right, a location equal to a constant (no second item, or a multiplier of 0), a
    ///   missing item or attribute, or a number that is not finite.
    public convenience init(
        item view1: LayoutItem, attribute attribute1: LayoutAttribute,
        relatedBy relation: LayoutRelation, toItem view2: LayoutItem?,
        attribute attribute2: LayoutAttribute, multiplier: CGFloat = 1, constant: CGFloat = 0,
        file: StaticString = #fileID, line: UInt = #line
    ) throws(LayoutError) {
        let first = AnyLayoutAnchor(item: view1, attribute: attribute1)
        var second: AnyLayoutAnchor?
        if let view2 {
            second = AnyLayoutAnchor(item: view2, attribute: attribute2)
        } else if attribute2 != .notAnAttribute {
            throw .missingItemOrAttribute(
                "\(view1.debugName).\(attribute1) \(relation) nil.\(attribute2)")
        }
        self.init(
            first: first, relation: relation, second: second, multiplier: multiplier,
            constant: constant, file: file, line: line)
        if let validationError { throw validationError }
    }

    /// The rules of the Auto Layout Guide ("you cannot…"), or nil when the constraint is valid.
    /// Allocation-free on the valid path: it runs for every constraint made.
    static func validate(
        first: AnyLayoutAnchor, second: AnyLayoutAnchor?, multiplier: CGFloat, constant: CGFloat
    ) -> LayoutError? {
        func text() -> String {
            describeRelation(first: first, relation: .equal, second: second, multiplier: multiplier, constant: constant)
        }
        guard multiplier.isFinite, constant.isFinite else { return .invalidNumber(text()) }
        if first.head.attribute == .notAnAttribute || first.tail?.attribute == .notAnAttribute
            || second?.head.attribute == .notAnAttribute || second?.tail?.attribute == .notAnAttribute
        {
            return .missingItemOrAttribute(text())
        }
        let firstIsSize = first.tail != nil || first.head.attribute.isDimension
        guard let second else {
            return firstIsSize ? nil : .locationEqualToConstant(text())
        }
        let secondIsSize = second.tail != nil || second.head.attribute.isDimension
        if firstIsSize != secondIsSize { return .locationRelatedToDimension(text()) }
        // Sizes may relate across axes (an aspect ratio); locations may not.
        if firstIsSize { return nil }
        let a = first.head.attribute
        let b = second.head.attribute
        if a.axis != b.axis { return .mixedAxes(text()) }
        if multiplier == 0 { return .locationEqualToConstant(text()) }
        if (a.isDirectional && b.isAbsoluteHorizontal) || (a.isAbsoluteHorizontal && b.isDirectional) {
            return .leadingTrailingWithLeftRight(text())
        }
        return nil
    }

    // MARK: UIKit's accessors

    /// The first item (nil when the first anchor is an offset between two anchors).
    public var firstItem: LayoutItem? { firstAnchor.item }
    /// The first attribute.
    public var firstAttribute: LayoutAttribute { firstAnchor.attribute }
    /// The second item, or nil for a constraint to a constant.
    public var secondItem: LayoutItem? { secondAnchor?.item }
    /// The second attribute (``LayoutAttribute/notAnAttribute`` for a constraint to a constant).
    public var secondAttribute: LayoutAttribute { secondAnchor?.attribute ?? .notAnAttribute }

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
        enter(firstAnchor.head.item)
        if let tail = firstAnchor.tail { enter(tail.item) }
        if let second = secondAnchor {
            enter(second.head.item)
            if let tail = second.tail { enter(tail.item) }
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
        assert(firstAnchor.tail == nil && secondAnchor?.tail == nil, "plain items of a constraint with offsets")
        let first = references[0].item
        guard secondAnchor != nil else { return (first, nil) }
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
        body(firstAnchor.head)
        if let tail = firstAnchor.tail { body(tail) }
        if let second = secondAnchor {
            body(second.head)
            if let tail = second.tail { body(tail) }
        }
    }

    /// Every item the constraint names.
    var items: [LayoutItem] {
        (firstAnchor.terms + (secondAnchor?.terms ?? [])).map(\.item)
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
        if systemKind == nil { text += " (\(file):\(line))" }
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
