import Cassowary
import Foundation

// The arithmetic of a conflict, gathered when the solver refuses a constraint: every member
// with the constant the solver tried (the arriving constraint's new one included), before
// anything is taken out of the solver.

extension LayoutEngine {
    /// The explanation of a conflict the solver reported while `arriving` entered it (or its
    /// constant changed to give the solver constant `constant`).
    ///
    /// Call it before the solver changes: members are found through their records, and the
    /// constants are the solver's.
    func explainConflict(
        _ conflict: [Cassowary.Constraint], arriving: LayoutConstraint,
        solverConstraint: Cassowary.Constraint, constant: Double
    ) -> ConflictExplanation? {
        var members: [(constraint: LayoutConstraint, solverConstraint: Cassowary.Constraint, constant: Double)] = []
        for member in conflict {
            if member === solverConstraint {
                members.append((arriving, member, constant))
            } else if let recorded = layoutConstraint(of: member), let current = solver.constant(of: member) {
                members.append((recorded, member, current))
            }
        }
        guard members.count == conflict.count else { return nil }
        return ConflictExplanation(members)
    }
}
