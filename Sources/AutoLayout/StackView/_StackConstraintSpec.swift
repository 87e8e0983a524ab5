import Foundation

/// What a stack view constraint is for. The raw value is UIKit's identifier, which descriptions
/// and conflict reports print (UIKit's own logs show the same names).
enum _StackConstraintRole: String, Hashable {
    /// The first and last views (or the alignment spanner) to the stack's edges or margins.
    case canvasConnection = "UISV-canvas-connection"
    /// `stack.size == 0 @49`: an unconstrained stack hugs its content.
    case canvasFit = "UISV-canvas-fit"
    /// The gap between neighbours (exact for the fill distributions, a minimum otherwise).
    case spacing = "UISV-spacing"
    /// `size == 0` along the axis for a hidden arranged view.
    case hiding = "UISV-hiding"
    /// Equal sizes: views of `fillEqually`, gap guides of `equalSpacing` and `equalCentering`.
    case fillEqually = "UISV-fill-equally"
    /// `size == multiplier × stack.size` of `fillProportionally`.
    case fillProportionally = "UISV-fill-proportionally"
    /// A gap guide's edge to a view's edge (or centre).
    case distributingEdge = "UISV-distributing-edge"
    /// Equal perpendicular edges, centres or baselines.
    case alignment = "UISV-alignment"
    /// `size == 0 @25` across the axis, so a view without a perpendicular size collapses.
    case ambiguitySuppression = "UISV-ambiguity-suppression"
    /// The alignment spanner encloses every visible view.
    case spanningBoundary = "UISV-spanning-boundary"
    /// `spanner.size == 0 @51`: the spanner is as small as the views allow.
    case spanningFit = "UISV-spanning-fit"
    /// Not UIKit's: the index tie-break of `fill`, `equalSpacing` and `equalCentering` (see
    /// `StackView+Ordering.swift`). Optional below priority 1, so it never appears in a conflict.
    case ordering = "AL-stack-ordering"
}

/// One constraint a stack view wants, before it exists: what it relates, its constant and its
/// priority. Two specs with the same ``key`` are the same constraint, perhaps with another
/// constant or priority, which an update then changes in place.
struct _StackConstraintSpec {
    let role: _StackConstraintRole
    let first: LayoutItem
    let firstAttribute: LayoutAttribute
    let relation: LayoutRelation
    let second: LayoutItem?
    let secondAttribute: LayoutAttribute
    let multiplier: CGFloat
    let constant: CGFloat
    let priority: LayoutPriority

    init(
        _ role: _StackConstraintRole, _ first: LayoutItem, _ firstAttribute: LayoutAttribute,
        _ relation: LayoutRelation = .equal, _ second: LayoutItem? = nil,
        _ secondAttribute: LayoutAttribute = .notAnAttribute, multiplier: CGFloat = 1,
        constant: CGFloat = 0, priority: LayoutPriority = .required
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
    }

    /// What makes two specs the same constraint. Everything a constraint cannot change once made
    /// (items, attributes, relation, multiplier) is in it; so is whether the priority is
    /// required, because an active constraint cannot move between required and optional; and so
    /// are the views that provide baselines, because the engine resolves a baseline attribute to
    /// `forFirstBaselineLayout` / `forLastBaselineLayout` when it installs the constraint.
    struct Key: Hashable {
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
    }

    var key: Key {
        Key(
            role: role, first: ObjectIdentifier(first), firstAttribute: firstAttribute,
            relation: relation, second: second.map(ObjectIdentifier.init),
            secondAttribute: secondAttribute, multiplierBits: Double(multiplier).bitPattern,
            isRequired: priority.isRequired,
            firstBaselineProvider: _StackConstraintSpec.baselineProvider(first, firstAttribute),
            secondBaselineProvider: second.flatMap { _StackConstraintSpec.baselineProvider($0, secondAttribute) })
    }

    static func baselineProvider(_ item: LayoutItem, _ attribute: LayoutAttribute) -> ObjectIdentifier? {
        guard let view = item as? View else { return nil }
        switch attribute {
        case .firstBaseline: return ObjectIdentifier(view.forFirstBaselineLayout)
        case .lastBaseline: return ObjectIdentifier(view.forLastBaselineLayout)
        default: return nil
        }
    }

    /// Makes the constraint (inactive), marked as the stack view's.
    func makeConstraint() -> LayoutConstraint {
        let constraint = LayoutConstraint(
            first: AnyLayoutAnchor(item: first, attribute: firstAttribute), relation: relation,
            second: second.map { AnyLayoutAnchor(item: $0, attribute: secondAttribute) },
            multiplier: multiplier, constant: constant, priority: priority, file: #fileID, line: #line,
            systemKind: .stackView)
        constraint.identifier = role.rawValue
        return constraint
    }
}

/// The attributes a stack uses along its axis and across it, so that one description of the
/// constraints serves both axes.
struct _StackAxisAttributes {
    /// Along the axis: where it starts and ends, its centre, its size.
    let leading: LayoutAttribute
    let trailing: LayoutAttribute
    let center: LayoutAttribute
    let size: LayoutAttribute
    /// Across the axis: where it starts and ends, its centre, its size.
    let top: LayoutAttribute
    let bottom: LayoutAttribute
    let perpendicularCenter: LayoutAttribute
    let perpendicularSize: LayoutAttribute

    init(_ axis: LayoutAxis) {
        switch axis {
        case .horizontal:
            (leading, trailing, center, size) = (.leading, .trailing, .centerX, .width)
            (top, bottom, perpendicularCenter, perpendicularSize) = (.top, .bottom, .centerY, .height)
        case .vertical:
            (leading, trailing, center, size) = (.top, .bottom, .centerY, .height)
            (top, bottom, perpendicularCenter, perpendicularSize) = (.leading, .trailing, .centerX, .width)
        }
    }
}
