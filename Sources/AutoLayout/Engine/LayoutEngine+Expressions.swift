import Cassowary
import Foundation

// Turning constraints into solver expressions.
//
// Each item's variables place its alignment rectangle in its parent's coordinate space (a view's
// superview, a guide's owning view). A location attribute is therefore measured in the space of
// the items' nearest common ancestor: the item's own origin plus the frame origins of the views
// between it and that ancestor. Multipliers on locations then mean what Auto Layout documents:
// they scale the attribute as measured in the common ancestor's coordinate system, where the
// ancestor's own leading edge is 0 and its centerX is width / 2.

extension LayoutEngine {
    /// A linear expression being built: terms over the solver's variables and a constant. A
    /// term whose coefficient is zero is left out.
    ///
    /// A solver expression holds up to four terms in itself (an expression has two to four,
    /// more only for items deep below the common ancestor), so building one allocates nothing.
    struct ExpressionBuilder {
        private var expression = Cassowary.Expression()

        /// The constant summand.
        var constant: Double {
            get { expression.constant }
            set { expression.constant = newValue }
        }

        mutating func add(_ variable: Variable, _ coefficient: Double) {
            guard coefficient != 0 else { return }
            expression.append(Term(variable, coefficient))
        }

        /// The expression built, moved out of the builder.
        consuming func build() -> Cassowary.Expression { expression }
    }

    /// The solver expression `first - multiplier × second - constant` of a user constraint (or
    /// a stack view's), or nil when an item is not in this engine.
    func userExpression(of constraint: LayoutConstraint) -> Cassowary.Expression? {
        let form = constraint.form
        if !form.isDisjoint(with: [.plainLocations, .plainSizes]), let items = constraint.plainItems {
            return plainUserExpression(of: constraint, items: items)
        }
        return resolvedUserExpression(of: constraint)
    }

    /// `userExpression(of:)` for an active constraint of one plain attribute a side (see
    /// ``ConstraintForm``), the common case: no attribute resolves to another item, and the
    /// coordinate space is the container, which activation found (the nearest common ancestor
    /// of the items, and the items stay in its subtree while the constraint is active). The
    /// same terms in the same order as the general way, without resolving, searching for the
    /// common ancestor, or retaining the items.
    private func plainUserExpression(
        of constraint: LayoutConstraint, items: (first: Unmanaged<LayoutItem>, second: Unmanaged<LayoutItem>?)
    ) -> Cassowary.Expression? {
        let space = constraint.form.contains(.plainLocations) ? constraint.container : nil
        assert(space == nil || space === constraint.commonContainer(), "a constraint's container is its items' space")
        // See `resolvedUserExpression(of:)` for the mirrored coordinates of right-to-left layouts.
        let flipped = constraint.form.contains(.directional)
            && space?.effectiveUserInterfaceLayoutDirection == .rightToLeft
        var builder = ExpressionBuilder()
        // The heads' coefficients are 1.
        guard
            appendPlainTerm(
                items.first, constraint.firstHeadAttribute, 1, in: space, flipped: flipped, to: &builder)
        else { return nil }
        if let secondItem = items.second {
            guard
                appendPlainTerm(
                    secondItem, constraint.secondHeadAttribute, -Double(constraint.multiplier), in: space,
                    flipped: flipped, to: &builder)
            else { return nil }
        }
        builder.constant -= Double(constraint.constant)
        return builder.build()
    }

    /// One term of a user expression (plain or resolved): leading and trailing become left and
    /// right (mirrored when flipped), then the attribute goes into the builder.
    @inline(__always)
    private func appendPlainTerm(
        _ item: Unmanaged<LayoutItem>, _ attribute: LayoutAttribute, _ coefficient: Double, in space: View?,
        flipped: Bool, to builder: inout ExpressionBuilder
    ) -> Bool {
        var attribute = attribute
        var coefficient = coefficient
        if attribute.axis == .horizontal, !attribute.isDimension {
            if flipped, let space {
                attribute = attribute == .leading ? .right : (attribute == .trailing ? .left : attribute)
                appendBoundsWidth(of: space, coefficient, to: &builder)
                coefficient = -coefficient
            } else {
                attribute = attribute == .leading ? .left : (attribute == .trailing ? .right : attribute)
            }
        }
        return item._withUnsafeGuaranteedRef { appendAttribute($0, attribute, coefficient, in: space, to: &builder) }
    }

    /// `userExpression(of:)` the general way: margins and baselines resolved to the items that
    /// provide them, and the coordinate space found from the items.
    private func resolvedUserExpression(of constraint: LayoutConstraint) -> Cassowary.Expression? {
        let multiplier = Double(constraint.multiplier)
        // At most four item attributes: resolved into a fixed set of slots, no allocation.
        var resolved = ResolvedTerms()
        resolved.append(resolve(constraint.firstHead, 1))
        if let tail = constraint.firstTail { resolved.append(resolve(tail, 1)) }
        if let second = constraint.secondHead {
            resolved.append(resolve(second, -multiplier))
            if let tail = constraint.secondTail { resolved.append(resolve(tail, -multiplier)) }
        }
        // The coordinate space that location attributes are measured in.
        var space: View?
        for k in 0..<resolved.count {
            let entry = resolved[k]
            if entry.attribute.isDimension { continue }
            guard let view = entry.item.takeUnretainedValue().anchoringView else { return nil }
            if let current = space {
                guard let common = current.nearestCommonAncestor(with: view) else { return nil }
                space = common
            } else {
                space = view
            }
        }
        // In a right-to-left layout, a constraint that names leading or trailing is measured in
        // mirrored coordinates: x' = width - x in the common ancestor, so that leading is the
        // right edge and a positive constant moves toward the trailing (left) side.
        // (The attributes first: they are at hand, the direction is inherited up the tree.)
        let flipped = usesDirectionalAttributes(constraint)
            && space?.effectiveUserInterfaceLayoutDirection == .rightToLeft
        var builder = ExpressionBuilder()
        for k in 0..<resolved.count {
            let entry = resolved[k]
            guard
                appendPlainTerm(
                    entry.item, entry.attribute, entry.coefficient, in: space, flipped: flipped, to: &builder)
            else { return nil }
        }
        builder.constant -= Double(constraint.constant)
        return builder.build()
    }

    /// Up to four resolved item attributes, stored inline.
    struct ResolvedTerms {
        typealias Entry = (item: Unmanaged<LayoutItem>, attribute: LayoutAttribute, coefficient: Double)
        private var entries: (Entry?, Entry?, Entry?, Entry?) = (nil, nil, nil, nil)
        private(set) var count = 0

        mutating func append(_ resolved: (item: LayoutItem, attribute: LayoutAttribute, coefficient: Double)) {
            let entry: Entry = (.passUnretained(resolved.item), resolved.attribute, resolved.coefficient)
            switch count {
            case 0: entries.0 = entry
            case 1: entries.1 = entry
            case 2: entries.2 = entry
            default: entries.3 = entry
            }
            count += 1
        }

        subscript(index: Int) -> Entry {
            switch index {
            case 0: entries.0!
            case 1: entries.1!
            case 2: entries.2!
            default: entries.3!
            }
        }
    }

    // Both resolvers are inlined into `userExpression`: the common case (no margin, no baseline)
    // then hands its item on without a retain and a release per term.
    @inline(__always)
    func resolve(_ term: AnchorTerm, _ factor: Double)
        -> (item: LayoutItem, attribute: LayoutAttribute, coefficient: Double)
    {
        resolve(term.item, term.attribute, factor * Double(term.coefficient))
    }

    /// Margin attributes name the view's margins guide; baselines name the view that provides
    /// them.
    @inline(__always)
    func resolve(_ item: LayoutItem, _ attribute: LayoutAttribute, _ coefficient: Double)
        -> (item: LayoutItem, attribute: LayoutAttribute, coefficient: Double)
    {
        if attribute.isMargin, let view = item as? View {
            return (view.layoutMarginsGuide, attribute.withoutMargin, coefficient)
        }
        if attribute == .firstBaseline, let view = item as? View {
            return (view.forFirstBaselineLayout, attribute, coefficient)
        }
        if attribute == .lastBaseline, let view = item as? View {
            return (view.forLastBaselineLayout, attribute, coefficient)
        }
        return (item, attribute.withoutMargin, coefficient)
    }

    /// Adds `coefficient × item.attribute`, measured in `space`, to the builder.
    func appendAttribute(
        _ item: LayoutItem, _ attribute: LayoutAttribute, _ coefficient: Double, in space: View?,
        to builder: inout ExpressionBuilder
    ) -> Bool {
        if variables(of: item) == nil {
            guard item.layoutRoot === host else { return false }
            installItem(item)
        }
        guard let v = variables(of: item) else { return false }
        switch attribute {
        case .width:
            builder.add(v.width, coefficient)
            return true
        case .height:
            builder.add(v.height, coefficient)
            return true
        default:
            break
        }
        guard let space, let axis = attribute.axis else { return false }
        appendOrigin(of: item, axis: axis, coefficient, in: space, to: &builder)
        let size = axis == .horizontal ? v.width : v.height
        switch attribute {
        case .left, .top:
            break
        case .right, .bottom:
            builder.add(size, coefficient)
        case .centerX, .centerY:
            builder.add(size, coefficient / 2)
        case .firstBaseline:
            builder.constant += coefficient * Double(baselineOffsets(of: item).first)
        case .lastBaseline:
            builder.add(size, coefficient)
            builder.constant -= coefficient * Double(baselineOffsets(of: item).last)
        default:
            return false
        }
        return true
    }

    /// The origin of the item's alignment rectangle along an axis, in the coordinate space of
    /// `space` (an ancestor of the item, or the item itself).
    func appendOrigin(
        of item: LayoutItem, axis: LayoutAxis, _ coefficient: Double, in space: View,
        to builder: inout ExpressionBuilder
    ) {
        if item === space {
            // A view's own attributes, in its own bounds: its alignment rectangle starts at its
            // alignment inset. The bounds origin does not move them: as in UIKit, a view's edges
            // are those of its content (a scroll view's constraints to its subviews describe
            // its content, whatever the scroll position).
            let insets = item.layoutAlignmentInsets
            builder.constant += coefficient * Double(axis == .horizontal ? insets.left : insets.top)
            return
        }
        guard let v = variables(of: item) else { return }
        builder.add(axis == .horizontal ? v.x : v.y, coefficient)
        var parent = item.layoutParent
        while let view = parent, view !== space {
            // The parent's frame origin in its own parent's space, minus its bounds origin.
            if variables(of: view) == nil, view.layoutRoot === host { installItem(view) }
            guard let pv = variables(of: view) else { return }
            let insets = view.alignmentRectInsets
            builder.add(axis == .horizontal ? pv.x : pv.y, coefficient)
            builder.constant -= coefficient * Double(axis == .horizontal ? insets.left : insets.top)
            builder.constant -= coefficient
                * Double(axis == .horizontal ? view.storedBoundsOrigin.x : view.storedBoundsOrigin.y)
            parent = view.layoutParent
        }
    }

    /// Adds `coefficient × (the view's bounds width)`.
    func appendBoundsWidth(of view: View, _ coefficient: Double, to builder: inout ExpressionBuilder) {
        if variables(of: view) == nil, view.layoutRoot === host { installItem(view) }
        guard let v = variables(of: view) else { return }
        let insets = view.alignmentRectInsets
        builder.add(v.width, coefficient)
        builder.constant += coefficient * Double(insets.left + insets.right)
    }

    /// The baseline offsets an item provides (none: first at the top, last at the bottom).
    func baselineOffsets(of item: LayoutItem) -> (first: CGFloat, last: CGFloat) {
        guard let view = item as? View else { return (0, 0) }
        return (view.firstBaselineOffsetFromTop, view.lastBaselineOffsetFromBottom)
    }

    /// Whether the constraint's expression depends on a layout direction.
    func usesDirectionalAttributes(_ constraint: LayoutConstraint) -> Bool {
        constraint.form.contains(.directional)
    }
}
