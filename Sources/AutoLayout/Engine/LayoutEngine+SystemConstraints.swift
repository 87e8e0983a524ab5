import Cassowary
import Foundation

// The constraints the engine makes itself: the root's bounds, autoresizing masks, intrinsic
// content sizes, the edges of margins and safe area guides, and non-negative sizes.

extension SystemConstraintKind {
    /// Whether the engine builds the expression from the kind (stack views' constraints are
    /// ordinary anchor constraints).
    var hasOwnExpression: Bool {
        if case .stackView = self { return false }
        return true
    }
}

extension LayoutEngine {
    /// Makes a system constraint (not validated: system constraints may relate anything). It
    /// keeps the items and attributes themselves: no anchor object is made.
    func makeSystemConstraint(
        _ kind: SystemConstraintKind, _ item: LayoutItem, _ attribute: LayoutAttribute,
        _ relation: LayoutRelation = .equal, to other: LayoutItem? = nil,
        _ otherAttribute: LayoutAttribute = .notAnAttribute, multiplier: CGFloat = 1,
        constant: CGFloat, priority: LayoutPriority = .required, identifier: String? = nil
    ) -> LayoutConstraint {
        let constraint = LayoutConstraint(
            firstItem: item, firstAttribute: attribute, relation: relation, secondItem: other,
            secondAttribute: otherAttribute, multiplier: multiplier, constant: constant, priority: priority,
            file: #fileID, line: #line, systemKind: kind)
        if let identifier { constraint.identifier = identifier }
        return constraint
    }

    /// The solver expression of a system constraint, straight from its kind.
    func systemExpression(of constraint: LayoutConstraint, kind: SystemConstraintKind) -> Cassowary.Expression? {
        guard let item = constraint.firstItem, let v = variables(of: item) else { return nil }
        let c = -Double(constraint.constant)
        switch kind {
        case .contentSize(let axis, _), .nonNegativeSize(let axis), .fittingSize(let axis):
            return Cassowary.Expression(Term(v.size(axis)), constant: c)
        case .rootBounds(let axis, let size):
            return Cassowary.Expression(Term(size ? v.size(axis) : v.position(axis)), constant: c)
        case .autoresizing(let axis, let size):
            var expression = Cassowary.Expression(Term(size ? v.size(axis) : v.position(axis)), constant: c)
            if let parent = constraint.secondItem, let pv = variables(of: parent) {
                expression.append(Term(pv.size(axis), -Double(constraint.multiplier)))
            }
            return expression
        case .guideEdge(let edge):
            switch edge.edge {
            case .left: return Cassowary.Expression(Term(v.x), constant: c)
            case .top: return Cassowary.Expression(Term(v.y), constant: c)
            case .right, .bottom:
                let axis: LayoutAxis = edge.edge == .right ? .horizontal : .vertical
                guard let owner = constraint.secondItem, let ov = variables(of: owner) else { return nil }
                return Cassowary.Expression(Term(v.size(axis)), Term(ov.size(axis), -1), constant: c)
            }
        case .exercise, .stackView:
            return userExpression(of: constraint)
        }
    }

    /// Makes and installs a view's system constraints.
    func installSystemConstraints(of view: View) {
        var list: [LayoutConstraint] = []
        if view === host {
            let insets = view.alignmentRectInsets
            list.append(makeSystemConstraint(
                .rootBounds(.horizontal, size: false), view, .left,
                constant: insets.left, identifier: "AL-root-minX"))
            list.append(makeSystemConstraint(
                .rootBounds(.vertical, size: false), view, .top,
                constant: insets.top, identifier: "AL-root-minY"))
            if !isFitting {
                list.append(makeSystemConstraint(
                    .rootBounds(.horizontal, size: true), view, .width,
                    constant: view.storedFrame.width - insets.left - insets.right,
                    identifier: "AL-root-width"))
                list.append(makeSystemConstraint(
                    .rootBounds(.vertical, size: true), view, .height,
                    constant: view.storedFrame.height - insets.top - insets.bottom,
                    identifier: "AL-root-height"))
            }
        } else if view.translatesAutoresizingMaskIntoConstraints, view.superview != nil {
            list = makeAutoresizingConstraints(of: view)
        }
        appendContentSizeConstraints(of: view, to: &list)
        setSystemConstraints(list, of: view)
        for constraint in list { install(constraint) }
    }

    // MARK: Autoresizing masks

    /// The four constraints that keep a view's frame and follow its autoresizing mask when the
    /// superview's size changes: each flexible part takes a share of the change in proportion
    /// to its size (springs and struts).
    func makeAutoresizingConstraints(of view: View) -> [LayoutConstraint] {
        guard let parent = view.superview else { return [] }
        if isFitting, parent === host || !parent.isDescendant(of: host) { return [] }
        view.autoresizingReferenceSize = parent.bounds.size
        var list: [LayoutConstraint] = []
        for axis in LayoutAxis.allCases {
            let terms = autoresizingTerms(of: view, axis: axis)
            let positionAttribute: LayoutAttribute = axis == .horizontal ? .left : .top
            let sizeAttribute: LayoutAttribute = axis == .horizontal ? .width : .height
            let parentSize: LayoutAttribute = axis == .horizontal ? .width : .height
            list.append(makeSystemConstraint(
                .autoresizing(axis, size: false), view, positionAttribute,
                to: terms.position.k != 0 ? parent : nil, parentSize, multiplier: terms.position.k,
                constant: terms.position.c))
            list.append(makeSystemConstraint(
                .autoresizing(axis, size: true), view, sizeAttribute,
                to: terms.size.k != 0 ? parent : nil, parentSize, multiplier: terms.size.k,
                constant: terms.size.c))
        }
        return list
    }

    /// `position - k × parent.size = c` and `size - k × parent.size = c` for one axis.
    func autoresizingTerms(of view: View, axis: LayoutAxis) -> (
        position: (k: CGFloat, c: CGFloat), size: (k: CGFloat, c: CGFloat)
    ) {
        let frame = view.storedFrame
        let insets = view.alignmentRectInsets
        let parentInsets = view.superview?.alignmentRectInsets ?? .zero
        let mask = view.autoresizingMask
        let horizontal = axis == .horizontal
        let lead = horizontal ? frame.minX : frame.minY
        let size = horizontal ? frame.width : frame.height
        let reference = horizontal ? view.autoresizingReferenceSize.width : view.autoresizingReferenceSize.height
        let trail = reference - lead - size
        let flexible = [
            mask.contains(horizontal ? .flexibleLeftMargin : .flexibleTopMargin),
            mask.contains(horizontal ? .flexibleWidth : .flexibleHeight),
            mask.contains(horizontal ? .flexibleRightMargin : .flexibleBottomMargin),
        ]
        let parts = [lead, size, trail]
        var shares: [CGFloat] = [0, 0, 0]
        let count = flexible.filter { $0 }.count
        if count > 0 {
            let total = zip(parts, flexible).reduce(CGFloat(0)) { $0 + ($1.1 ? max(0, $1.0) : 0) }
            for i in 0..<3 where flexible[i] {
                shares[i] = total > 0 ? max(0, parts[i]) / total : 1 / CGFloat(count)
            }
        }
        let insetLead = horizontal ? insets.left : insets.top
        let insetBoth = horizontal ? insets.left + insets.right : insets.top + insets.bottom
        let parentInsetBoth = horizontal
            ? parentInsets.left + parentInsets.right : parentInsets.top + parentInsets.bottom
        let position = (k: shares[0], c: lead + insetLead + shares[0] * (parentInsetBoth - reference))
        let sized = (k: shares[1], c: size - insetBoth + shares[1] * (parentInsetBoth - reference))
        return (position, sized)
    }

    /// The frame of a view placed by its autoresizing mask was set: its constraints follow.
    func autoresizingFrameDidChange(_ view: View) {
        autoresizingSettingsDidChange(view)
    }

    /// The autoresizing setting or mask changed: the constraints are made again.
    func autoresizingSettingsDidChange(_ view: View) {
        guard variables(of: view) != nil, view !== host else { return }
        var list = systemConstraints(of: view)
        let old = list.filter { if case .autoresizing = $0.systemKind { return true } else { return false } }
        list.removeAll { if case .autoresizing = $0.systemKind { return true } else { return false } }
        if view.translatesAutoresizingMaskIntoConstraints, view.superview != nil {
            let fresh = makeAutoresizingConstraints(of: view)
            if fresh.count == old.count {
                // Same shape: change the constants in place when the multipliers agree.
                var reused: [LayoutConstraint] = []
                for (current, replacement) in zip(old, fresh) {
                    if current.multiplier == replacement.multiplier, current.secondItem === replacement.secondItem {
                        setSystemConstant(replacement.constant, of: current)
                        reused.append(current)
                    } else {
                        uninstall(current)
                        install(replacement)
                        reused.append(replacement)
                    }
                }
                list.append(contentsOf: reused)
            } else {
                for constraint in old { uninstall(constraint) }
                for constraint in fresh { install(constraint) }
                list.append(contentsOf: fresh)
            }
        } else {
            for constraint in old { uninstall(constraint) }
        }
        setSystemConstraints(list, of: view)
        view.superview?.setNeedsLayout()
    }

    /// The root's bounds changed: its size constraints follow.
    func rootBoundsDidChange(_ view: View) {
        guard view === host else { return }
        let insets = view.alignmentRectInsets
        for constraint in systemConstraints(of: view) {
            guard case .rootBounds(let axis, let size) = constraint.systemKind else { continue }
            let value: CGFloat =
                size
                ? (axis == .horizontal
                    ? view.storedFrame.width - insets.left - insets.right
                    : view.storedFrame.height - insets.top - insets.bottom)
                : (axis == .horizontal ? insets.left : insets.top)
            setSystemConstant(value, of: constraint)
        }
        view.setNeedsLayout()
    }

    // MARK: Intrinsic content size

    /// `size <= intrinsic @hugging` and `size >= intrinsic @compression resistance` on each axis
    /// where the view has an intrinsic size (UIKit's NSContentSizeLayoutConstraint).
    ///
    /// They are appended to `list`, which grows once (installing a view makes them for every
    /// view with content), compression resistance first: the solver then defines the size from
    /// it, and the hugging row, whose constant is 0, takes its slack as basic. A stack's index
    /// tie-break prices both errors at 0.5 (`_StackOrderingCost`); the other way round, the
    /// tie-break of a nested stack (which wishes it small, and whose length is its views'
    /// sizes) found a negative cost on each hugging slack of the views that set that length,
    /// and pivoted each in, rewriting every alignment row that named them (L3: 114 M
    /// instructions of 570 M at 10 000 leaves).
    func appendContentSizeConstraints(of view: View, to list: inout [LayoutConstraint]) {
        let size = view.intrinsicContentSize
        let hasWidth = intrinsicLength(size.width, of: view, axis: .horizontal) != nil
        let hasHeight = intrinsicLength(size.height, of: view, axis: .vertical) != nil
        guard hasWidth || hasHeight else { return }
        if list.isEmpty {
            // The usual case (a view placed by your constraints): an array literal allocates
            // the list directly, where reserving capacity takes the generic growth path.
            let width = hasWidth ? makeContentSizeConstraints(of: view, axis: .horizontal, metric: size.width) : nil
            let height = hasHeight ? makeContentSizeConstraints(of: view, axis: .vertical, metric: size.height) : nil
            if let width, let height {
                list = [width.compressionResistance, width.hugging, height.compressionResistance, height.hugging]
            } else if let pair = width ?? height {
                list = [pair.compressionResistance, pair.hugging]
            }
            return
        }
        list.reserveCapacity(list.count + (hasWidth ? 2 : 0) + (hasHeight ? 2 : 0))
        if hasWidth {
            let pair = makeContentSizeConstraints(of: view, axis: .horizontal, metric: size.width)
            list.append(pair.compressionResistance)
            list.append(pair.hugging)
        }
        if hasHeight {
            let pair = makeContentSizeConstraints(of: view, axis: .vertical, metric: size.height)
            list.append(pair.compressionResistance)
            list.append(pair.hugging)
        }
    }

    /// The length along an axis of a view's intrinsic content size that the engine uses, nil for
    /// none. ``View/noIntrinsicMetric`` means none; so does a length the layout cannot use (NaN,
    /// infinite, or negative), which is also reported (``LayoutError/invalidValue(_:)``, with no
    /// constraint) each time the engine reads it.
    @inline(__always)
    func intrinsicLength(_ length: CGFloat, of view: View, axis: LayoutAxis) -> CGFloat? {
        if length >= 0, length.isFinite { return length }
        if length != View.noIntrinsicMetric { reportUnusableIntrinsicLength(length, of: view, axis: axis) }
        return nil
    }

    private func reportUnusableIntrinsicLength(_ length: CGFloat, of view: View, axis: LayoutAxis) {
        guard !isFitting else { return }
        let name = axis == .horizontal ? "width" : "height"
        invalidConstraintHandler(
            .invalidValue("\(view.debugName).intrinsicContentSize.\(name) = \(formatLength(length))"), nil)
    }

    /// The two content-size constraints of one axis.
    func makeContentSizeConstraints(of view: View, axis: LayoutAxis, metric: CGFloat) -> (
        hugging: LayoutConstraint, compressionResistance: LayoutConstraint
    ) {
        let attribute: LayoutAttribute = axis == .horizontal ? .width : .height
        return (
            makeSystemConstraint(
                .contentSize(axis, hugging: true), view, attribute, .lessThanOrEqual, constant: metric,
                priority: view.contentHuggingPriority(for: axis)),
            makeSystemConstraint(
                .contentSize(axis, hugging: false), view, attribute, .greaterThanOrEqual, constant: metric,
                priority: view.contentCompressionResistancePriority(for: axis))
        )
    }

    /// Queues a view whose intrinsic size changed; the next settle measures it once. O(1).
    func intrinsicContentSizeDidChange(_ view: View) {
        guard !view.hasPendingIntrinsicUpdate else { return }
        view.hasPendingIntrinsicUpdate = true
        pendingIntrinsic.append(view)
    }

    /// Brings a view's content-size constraints in line with its intrinsic size: constants
    /// change in place; constraints come and go when an axis gains or loses its size.
    func refreshContentSize(of view: View) {
        guard variables(of: view) != nil else { return }
        let size = view.intrinsicContentSize
        var list = systemConstraints(of: view)
        for axis in LayoutAxis.allCases {
            let existing = list.filter {
                if case .contentSize(axis, _) = $0.systemKind { return true } else { return false }
            }
            if let metric = intrinsicLength(axis == .horizontal ? size.width : size.height, of: view, axis: axis) {
                if existing.isEmpty {
                    let pair = makeContentSizeConstraints(of: view, axis: axis, metric: metric)
                    let fresh = [pair.hugging, pair.compressionResistance]
                    for constraint in fresh { install(constraint) }
                    list.append(contentsOf: fresh)
                } else {
                    for constraint in existing { setSystemConstant(metric, of: constraint) }
                }
            } else if !existing.isEmpty {
                for constraint in existing { uninstall(constraint) }
                list.removeAll { constraint in existing.contains { $0 === constraint } }
            }
        }
        setSystemConstraints(list, of: view)
        view.superview?.setNeedsLayout()
    }

    /// Hugging or compression resistance changed: the content-size constraints move to the new
    /// priorities.
    func contentPrioritiesDidChange(_ view: View) {
        for constraint in systemConstraints(of: view) {
            guard case .contentSize(let axis, let hugging) = constraint.systemKind else { continue }
            let priority = hugging
                ? view.contentHuggingPriority(for: axis) : view.contentCompressionResistancePriority(for: axis)
            guard priority != constraint.storedPriority else { continue }
            let old = constraint.storedPriority
            constraint.storedPriority = priority
            priorityDidChange(constraint, from: old)
        }
        view.superview?.setNeedsLayout()
    }

    // MARK: Guides

    /// The four edge constraints of a margins or safe area guide.
    func installGuideConstraints(of guide: LayoutGuide) {
        guard let owner = guide.owningView, let role = guide.systemRole else { return }
        let safeArea = role == .safeArea
        let constants = guideConstants(owner: owner, safeArea: safeArea)
        let name = safeArea ? "UIViewSafeAreaLayoutGuide" : "UIView"
        let list = [
            makeSystemConstraint(
                .guideEdge(GuideEdge(edge: .left, isSafeArea: safeArea)), guide, .left,
                constant: constants.left, identifier: safeArea ? "\(name)-left" : "\(name)-leftMargin-guide-constraint"),
            makeSystemConstraint(
                .guideEdge(GuideEdge(edge: .top, isSafeArea: safeArea)), guide, .top,
                constant: constants.top, identifier: safeArea ? "\(name)-top" : "\(name)-topMargin-guide-constraint"),
            makeSystemConstraint(
                .guideEdge(GuideEdge(edge: .right, isSafeArea: safeArea)), guide, .width, to: owner, .width,
                constant: constants.right, identifier: safeArea ? "\(name)-right" : "\(name)-rightMargin-guide-constraint"),
            makeSystemConstraint(
                .guideEdge(GuideEdge(edge: .bottom, isSafeArea: safeArea)), guide, .height, to: owner, .height,
                constant: constants.bottom,
                identifier: safeArea ? "\(name)-bottom" : "\(name)-bottomMargin-guide-constraint"),
        ]
        setSystemConstraints(list, of: guide)
        for constraint in list { install(constraint) }
    }

    /// The constants of a guide's edge constraints: its origin in the owner's bounds, and its
    /// size relative to the owner's alignment size.
    func guideConstants(owner: View, safeArea: Bool) -> (left: CGFloat, top: CGFloat, right: CGFloat, bottom: CGFloat) {
        let insets = safeArea ? owner.safeAreaInsets : owner.effectiveLayoutMargins
        let ownerInsets = owner.alignmentRectInsets
        return (
            left: owner.storedBoundsOrigin.x + insets.left,
            top: owner.storedBoundsOrigin.y + insets.top,
            right: ownerInsets.left + ownerInsets.right - insets.left - insets.right,
            bottom: ownerInsets.top + ownerInsets.bottom - insets.top - insets.bottom)
    }

    /// The insets of a view's guides may have changed: their constants follow (only those that
    /// changed reach the solver).
    func guideInsetsDidChange(_ owner: View) {
        for guide in [owner.storedMarginsGuide, owner.storedSafeAreaGuide].compactMap({ $0 }) {
            guard let role = guide.systemRole else { continue }
            let constants = guideConstants(owner: owner, safeArea: role == .safeArea)
            for constraint in systemConstraints(of: guide) {
                guard case .guideEdge(let edge) = constraint.systemKind else { continue }
                let value: CGFloat =
                    switch edge.edge {
                    case .left: constants.left
                    case .top: constants.top
                    case .right: constants.right
                    case .bottom: constants.bottom
                    }
                setSystemConstant(value, of: constraint)
            }
        }
    }

    // MARK: Non-negative sizes

    /// Adds `size >= 0` on an axis of an item (once). UIKit enforces it and never prints it;
    /// the engine adds it when a size would otherwise go below zero, which gives the same
    /// optimum as having it everywhere, at no cost where sizes stay positive.
    func ensureNonNegativeSize(of item: LayoutItem, axis: LayoutAxis) {
        var list = systemConstraints(of: item)
        if list.contains(where: { if case .nonNegativeSize(axis) = $0.systemKind { return true } else { return false } }) {
            return
        }
        let constraint = makeSystemConstraint(
            .nonNegativeSize(axis), item, axis == .horizontal ? .width : .height, .greaterThanOrEqual,
            constant: 0)
        list.append(constraint)
        setSystemConstraints(list, of: item)
        install(constraint)
    }

    /// Gives every item its `width >= 0` and `height >= 0` now, and every item installed from
    /// now on at once.
    ///
    /// Added only where a size would go negative, they give the same optimum as everywhere,
    /// but not the same set of optima: the ambiguity diagnostics explore every solution as
    /// good as the current one, and without them would count solutions where some view's size
    /// is negative (a squeezed stack whose views collapsed to 0 would read as ambiguous, or
    /// not, depending on which of its views once went below 0). The current solution satisfies
    /// every one of them, so adding them moves nothing. O(items) the first time, O(1) after.
    func ensureEverySizeIsNonNegative() {
        guard !isFitting, !everySizeIsNonNegative else { return }
        everySizeIsNonNegative = true
        for case let item? in itemsByQuad { ensureNonNegativeSizes(of: item.takeUnretainedValue()) }
    }

    /// `ensureNonNegativeSize(of:axis:)` on both axes.
    func ensureNonNegativeSizes(of item: LayoutItem) {
        ensureNonNegativeSize(of: item, axis: .horizontal)
        ensureNonNegativeSize(of: item, axis: .vertical)
    }
}
