import Cassowary
import Foundation

/// How a view's frame came about along one axis: its position and size, the constraints and
/// priorities that decided each, and how every other constraint on the view fares
/// (``View/frameExplanation(for:)``).
///
/// ```
/// button, horizontal: x 57, width 300 (in root)
///   x 57 is decided by:
///     root.width == 414   ('AL-root-width', the root's bounds)   holds
///     button.centerX == root.centerX   (App/Form.swift:21)   holds
///     button.width == 300 @999   (App/Form.swift:18)   holds
///   width 300 is decided by:
///     button.width == 300 @999   (App/Form.swift:18)   holds
///   also on this axis:
///     button.leading >= root.leading + 20   (App/Form.swift:19)   holds, 37 to spare
///     button.width <= 80 @250   (content hugging)   not met, off by 220
/// ```
public struct FrameExplanation: CustomStringConvertible {
    /// How a constraint fares in the current layout.
    public enum Status: Equatable, Sendable {
        /// It holds exactly (an equality, or an inequality at its bound).
        case holds
        /// An inequality that holds with this much room to spare.
        case holdsWithRoom(CGFloat)
        /// An optional constraint that is not met: it is off by this much.
        case unmet(by: CGFloat)
        /// A required constraint the engine broke to recover from a conflict (see
        /// ``LayoutConflict``): it is not enforced, and is off by this much.
        case broken(by: CGFloat)
    }

    /// A constraint and how it fares.
    public struct Entry: CustomStringConvertible {
        /// The constraint.
        public let constraint: LayoutConstraint
        /// How it fares.
        public let status: Status

        /// The constraint (``LayoutConstraint/diagnosticDescription``) and its status.
        public var description: String {
            let state: String
            switch status {
            case .holds: state = "holds"
            case .holdsWithRoom(let room): state = "holds, \(formatLength(room)) to spare"
            case .unmet(let amount): state = "not met, off by \(formatLength(amount))"
            case .broken(let amount): state = "broken by the engine (a conflict), off by \(formatLength(amount))"
            }
            return "\(constraint.diagnosticDescription)   \(state)"
        }
    }

    /// The view.
    public let view: View
    /// The axis.
    public let axis: LayoutAxis
    /// The frame's x (or y) in the superview's coordinate space; for the root of a tree, which
    /// has no superview, in its own bounds (where the engine places it).
    public let position: CGFloat
    /// The frame's width (or height).
    public let size: CGFloat
    /// The constraints the position is computed from (through other views too), in the order
    /// they entered the engine.
    public let positionDecidedBy: [Entry]
    /// The constraints the size is computed from, in the order they entered the engine.
    public let sizeDecidedBy: [Entry]
    /// The other constraints on the view along the axis (its own, its neighbours' that name
    /// it, its intrinsic size's, broken ones), in the order they entered the engine.
    public let others: [Entry]
    /// What is undetermined when the view is ambiguous on the axis (see
    /// ``View/ambiguityReport()``), else nil.
    public let ambiguity: AmbiguityReport.Entry?

    /// The view, the axis and the values, then each value with what decided it, then the other
    /// constraints, one a line; for an ambiguous view, the ambiguity last.
    public var description: String {
        let horizontal = axis == .horizontal
        let positionName = horizontal ? "x" : "y"
        let sizeName = horizontal ? "width" : "height"
        let place = view.superview.map { " (in \($0.debugName))" } ?? " (the root of its tree, in its own bounds)"
        var lines = [
            "\(view.debugName), \(axis): \(positionName) \(formatLength(position)), \(sizeName) \(formatLength(size))\(place)"
        ]
        func section(_ title: String, _ entries: [Entry]) {
            lines.append("  \(title):")
            if entries.isEmpty { lines.append("    nothing") }
            for entry in entries { lines.append("    \(entry)") }
        }
        section("\(positionName) \(formatLength(position)) is decided by", positionDecidedBy)
        section("\(sizeName) \(formatLength(size)) is decided by", sizeDecidedBy)
        if !others.isEmpty { section("also on this axis", others) }
        if let ambiguity {
            lines.append("  ambiguous: " + ambiguity.description.replacingOccurrences(of: "\n", with: "\n  "))
        }
        return lines.joined(separator: "\n")
    }
}

extension View {
    /// How the view's frame came about along an axis: its position and size, the constraints
    /// (with their priorities) that each is computed from, which of them hold exactly, and how
    /// the view's other constraints fare: met, met with room to spare, or not met and by how
    /// much. The analogue of asking UIKit's `constraintsAffectingLayout(for:)` and then reading
    /// each constraint against the frame, done for you.
    ///
    /// Named as a noun phrase because it has no side effects (the Swift API design guidelines),
    /// beside ``constraintsAffectingLayout(for:)``. Pending constraint updates run first.
    ///
    /// - Complexity: proportional to the constraints on the view and the size of its values
    ///   written in the solver's tight constraints, plus an ambiguity probe when the view is
    ///   ambiguous; meant for debugging.
    public func frameExplanation(for axis: LayoutAxis) -> FrameExplanation {
        let horizontal = axis == .horizontal
        guard let root = layoutRoot else {
            return FrameExplanation(
                view: self, axis: axis, position: horizontal ? frame.minX : frame.minY,
                size: horizontal ? frame.width : frame.height, positionDecidedBy: [], sizeDecidedBy: [],
                others: [], ambiguity: nil)
        }
        let engine = root.engine
        root.updateConstraintsIfNeeded()
        engine.settle()
        // Before the basis is read, so that every explanation reads the same one (the ambiguity
        // probe below needs them).
        engine.ensureEverySizeIsNonNegative()
        let computed = engine.frame(of: self) ?? frame
        func entry(_ constraint: LayoutConstraint) -> FrameExplanation.Entry? {
            guard let standing = engine.standing(of: constraint) else { return nil }
            let status: FrameExplanation.Status
            if constraint.isBroken {
                status = .broken(by: standing.violation)
            } else if standing.violation > 0 {
                status = .unmet(by: standing.violation)
            } else if standing.room > 0 {
                status = .holdsWithRoom(standing.room)
            } else {
                status = .holds
            }
            return FrameExplanation.Entry(constraint: constraint, status: status)
        }
        var positionDecidedBy: [LayoutConstraint] = []
        var sizeDecidedBy: [LayoutConstraint] = []
        if let v = engine.variables(of: self) {
            positionDecidedBy = engine.determiningConstraints(of: v.position(axis))
            sizeDecidedBy = engine.determiningConstraints(of: v.size(axis))
        }
        var others: [LayoutConstraint] = []
        for constraint in referencingConstraints + engine.systemConstraints(of: self)
        where constraint.axis == axis && !constraint.isExercisePull
            && !(positionDecidedBy + sizeDecidedBy + others).contains(where: { $0 === constraint })
        {
            others.append(constraint)
        }
        // Broken constraints first entered the engine before they broke: keep activation order.
        others.sort { $0.installOrder < $1.installOrder }
        let ambiguity = engine.withExercisePullsSetAside { () -> AmbiguityReport.Entry? in
            guard engine.ambiguousAxes(of: self).contains(axis) else { return nil }
            return engine.ambiguityEntry(of: self, axis: axis, probe: _AmbiguityProbe(engine))
        }
        // An undetermined value rests at whichever bound the solver's basis happens to name: an
        // implicit `size >= 0` there decides nothing.
        if ambiguity?.isPositionAmbiguous == true { positionDecidedBy.removeAll { $0.isImplicit } }
        if ambiguity?.isSizeAmbiguous == true { sizeDecidedBy.removeAll { $0.isImplicit } }
        return FrameExplanation(
            view: self, axis: axis, position: horizontal ? computed.minX : computed.minY,
            size: horizontal ? computed.width : computed.height,
            positionDecidedBy: positionDecidedBy.compactMap(entry), sizeDecidedBy: sizeDecidedBy.compactMap(entry),
            others: others.compactMap(entry).filter { entry in
                // UIKit never prints the implicit `size >= 0`: listed only when it binds.
                guard entry.constraint.isImplicit, case .holdsWithRoom = entry.status else { return true }
                return false
            },
            ambiguity: ambiguity)
    }
}

/// The explanation of a view's frame along an axis: ``View/frameExplanation(for:)`` under the
/// name issue 6 and the diagnostics literature use (`explainFrame(of:)`), for call sites that read
/// better with the view as the argument: `print(explainFrame(of: button, axis: .horizontal))`.
public func explainFrame(of view: View, axis: LayoutAxis) -> FrameExplanation {
    view.frameExplanation(for: axis)
}
