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
        return engine.withExercisePullsSetAside { engine.ambiguousAxes(of: self) }
    }

    /// The constraints that determine the view's layout on an axis, as UIKit's: the ones its
    /// position and size along the axis are computed from (through other views too: a
    /// superview's width, the root's bounds), and the tight ones that constrain only the view's
    /// own position and size there. Not every constraint that names the view: an optional
    /// constraint that is not met, an inequality with room to spare, or a constraint that places
    /// a neighbour off this view is not listed. Broken constraints are not enforced, so they are
    /// not listed either.
    ///
    /// The list is in the order the constraints entered the engine, system constraints
    /// (intrinsic size, autoresizing mask, the root's bounds) included. When more constraints
    /// than needed pin the view (a redundant equality elsewhere in the chain), the solver's
    /// basis names one set that suffices. See ``frameExplanation(for:)`` for the same with
    /// values and the constraints that did not decide.
    ///
    /// - Complexity: proportional to the size of the view's values written in the solver's
    ///   tight constraints; meant for debugging.
    public func constraintsAffectingLayout(for axis: LayoutAxis) -> [LayoutConstraint] {
        guard let root = layoutRoot else { return [] }
        let engine = root.engine
        root.updateConstraintsIfNeeded()
        engine.settle()
        return engine.constraintsDetermining(self, axis: axis)
    }

    /// Moves an ambiguous view to another of the layouts its constraints allow, so that you can
    /// see the ambiguity: each of its undetermined values (position, size) goes to the end of
    /// its range farther from where it is (100 points away when the range has no end there; a
    /// size never below 0). Every constraint that held still holds, and every optional one is as
    /// well met as before. Calling it again moves the view back. Deterministic, unlike UIKit's,
    /// which picks at random. A view that is not ambiguous does not move.
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
        firstHeadAttribute.axis
    }
}

extension LayoutEngine {
    /// The smallest movement that counts as ambiguity.
    static let ambiguityTolerance = 1e-6

    /// The axes on which an item's variables are not pinned.
    func ambiguousAxes(of item: LayoutItem) -> [LayoutAxis] {
        ambiguousAxes(ofAll: [item])[0]
    }

    /// The axes on which each item's variables are not pinned, in the items' order: the solver
    /// probes the variables together, so a chain of n views costs O(n) rather than O(n²).
    func ambiguousAxes(ofAll items: [LayoutItem]) -> [[LayoutAxis]] {
        ambiguousAxes(ofAll: items, stoppingAtWorkLimit: false).map { $0! }
    }

    /// As ``ambiguousAxes(ofAll:)``; with `stoppingAtWorkLimit`, the items the solver did not
    /// probe once its work passed ``workLimit`` get nil (not examined).
    func ambiguousAxes(ofAll items: [LayoutItem], stoppingAtWorkLimit: Bool) -> [[LayoutAxis]?] {
        var variables: [Variable] = []
        variables.reserveCapacity(items.count * 4)
        var first: [Int] = []
        first.reserveCapacity(items.count)
        for item in items {
            first.append(variables.count)
            guard let v = self.variables(of: item) else { continue }
            for axis in LayoutAxis.allCases { variables += [v.position(axis), v.size(axis)] }
        }
        let ranges = solver.valueRanges(of: variables, stoppingAtWorkLimit: stoppingAtWorkLimit)
        return items.indices.map { index -> [LayoutAxis]? in
            let start = first[index]
            let end = index + 1 < first.count ? first[index + 1] : variables.count
            guard end > start else { return [] }
            guard ranges[start..<end].allSatisfy({ $0 != nil }) else { return nil }
            return LayoutAxis.allCases.enumerated().compactMap { offset, axis in
                let pair = ranges[(start + 2 * offset)...(start + 2 * offset + 1)]
                return pair.contains { $0!.upperBound - $0!.lowerBound > LayoutEngine.ambiguityTolerance } ? axis : nil
            }
        }
    }
}
