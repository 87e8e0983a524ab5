import Cassowary
import Foundation

extension View {
    /// Whether the constraints leave the view's frame undetermined: another frame would satisfy
    /// them equally well (a missing constraint, or optional constraints of equal priority that
    /// tie). Unlike UIKit's, this check is exact: it asks the solver how far each of the view's
    /// variables can move without making the solution worse at any priority.
    public var hasAmbiguousLayout: Bool { !ambiguousAxes.isEmpty }

    /// The axes on which the view's layout is ambiguous.
    public var ambiguousAxes: [LayoutAxis] {
        guard let root = layoutRoot else { return [] }
        let engine = root.engine
        root.updateConstraintsIfNeeded()
        engine.settle()
        return engine.ambiguousAxes(of: self)
    }

    /// The constraints that determine the view's layout on an axis: those that name it (its
    /// own, its superview's and its siblings'), and the system's (intrinsic size, autoresizing
    /// mask).
    public func constraintsAffectingLayout(for axis: LayoutAxis) -> [LayoutConstraint] {
        let engine = layoutRoot?.engine
        var result: [LayoutConstraint] = []
        for constraint in referencingConstraints
        where constraint.axis == axis && !result.contains(where: { $0 === constraint }) {
            result.append(constraint)
        }
        for constraint in engine?.systemConstraints(of: self) ?? [] where constraint.axis == axis {
            result.append(constraint)
        }
        return result
    }

    /// Moves an ambiguous view to another of the layouts its constraints allow (to the other end
    /// of its range), so that you can see the ambiguity. Deterministic, unlike UIKit's.
    public func exerciseAmbiguityInLayout() {
        guard let root = layoutRoot else { return }
        let engine = root.engine
        root.updateConstraintsIfNeeded()
        engine.settle()
        engine.exerciseAmbiguity(of: self)
        root.layoutIfNeeded()
    }
}

extension LayoutConstraint {
    /// The axis of the constraint's attributes.
    var axis: LayoutAxis? {
        firstAnchor.head.attribute.axis
    }
}

extension LayoutEngine {
    /// The smallest movement that counts as ambiguity.
    static let ambiguityTolerance = 1e-6

    /// The axes on which an item's variables are not pinned.
    func ambiguousAxes(of item: LayoutItem) -> [LayoutAxis] {
        guard let v = variables(of: item) else { return [] }
        var axes: [LayoutAxis] = []
        for axis in LayoutAxis.allCases {
            for variable in [v.position(axis), v.size(axis)] {
                let range = solver.valueRange(of: variable)
                if range.upperBound - range.lowerBound > LayoutEngine.ambiguityTolerance {
                    axes.append(axis)
                    break
                }
            }
        }
        return axes
    }

    /// Pulls each ambiguous variable of an item to the far end of its range (a finite one, or
    /// 100 points away), then lets go: the solver stays at the new solution.
    func exerciseAmbiguity(of item: LayoutItem) {
        guard let v = variables(of: item) else { return }
        for variable in [v.x, v.y, v.width, v.height] {
            let range = solver.valueRange(of: variable)
            guard range.upperBound - range.lowerBound > LayoutEngine.ambiguityTolerance else { continue }
            let current = solver.value(of: variable)
            var target = current - range.lowerBound < range.upperBound - current ? range.upperBound : range.lowerBound
            if !target.isFinite { target = range.lowerBound.isFinite ? range.lowerBound + 100 : current - 100 }
            let pull = Cassowary.Constraint(Cassowary.Expression([Term(variable)], constant: -target), .equal, priority: 0.001)
            try? solver.add(pull)
            _ = solver.value(of: variable)
            try? solver.remove(pull)
        }
    }
}
