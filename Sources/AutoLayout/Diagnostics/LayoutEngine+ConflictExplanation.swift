import Cassowary
import Foundation

// The arithmetic of a conflict, gathered when the solver refuses a constraint: every member
// with the constant the solver tried (the arriving constraint's new one included), before
// anything is taken out of the solver.

/// A member of a conflict: the layout constraint, its solver constraint, and the constant of
/// that solver constraint's expression the solver used.
typealias ConflictMember = (constraint: LayoutConstraint, solverConstraint: Cassowary.Constraint, constant: Double)

extension LayoutEngine {
    /// The members of a conflict the solver reported while `arriving` entered it (or its
    /// constant changed to give the solver constant `constant`); nil when one of them is not a
    /// constraint of this engine. ``ConflictExplanation`` explains them.
    ///
    /// Call it before the solver changes: members are found through their records, and the
    /// constants are the solver's.
    func conflictMembers(
        _ conflict: [Cassowary.Constraint], arriving: LayoutConstraint,
        solverConstraint: Cassowary.Constraint, constant: Double
    ) -> [ConflictMember]? {
        var members: [ConflictMember] = []
        for member in conflict {
            if member === solverConstraint {
                members.append((arriving, member, constant))
            } else if let recorded = layoutConstraint(of: member), let current = solver.constant(of: member) {
                members.append((recorded, member, current))
            }
        }
        guard members.count == conflict.count else { return nil }
        return members
    }
}
