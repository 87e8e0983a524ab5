import Testing

import Cassowary

/// `updateConstants(_:)`: several constants change as one step, all or nothing.
struct UpdateConstantsTests {
    /// `x + y == 10`, `x == 3`, `y == 7`: either of the two last alone cannot move.
    func rigid() throws -> (Solver, Variable, Variable, Constraint, Constraint) {
        let solver = Solver()
        let x = solver.makeVariable()
        let y = solver.makeVariable()
        let a = x == 3
        let b = y == 7
        try solver.add(x + y == 10)
        try solver.add(a)
        try solver.add(b)
        return (solver, x, y, a, b)
    }

    @Test func changesThatHoldOnlyTogetherGoThrough() throws {
        let (solver, x, y, a, b) = try rigid()
        // One alone conflicts.
        #expect(throws: SolverError.self) { try solver.updateConstant(of: a, to: -7) }
        #expect(solver.value(of: x) == 3)
        // Together they hold: x == 7, y == 3.
        #expect(solver.updateConstants([(a, -7), (b, -3)]))
        #expect(solver.value(of: x) == 7)
        #expect(solver.value(of: y) == 3)
        #expect(solver.constant(of: a) == -7)
        #expect(solver.constant(of: b) == -3)
    }

    @Test func changesThatConflictTogetherChangeNothing() throws {
        let (solver, x, y, a, b) = try rigid()
        let before = solver.dump()
        #expect(!solver.updateConstants([(a, -7), (b, -7)]))
        #expect(solver.dump() == before)
        #expect(solver.constant(of: a) == -3)
        #expect(solver.constant(of: b) == -7)
        #expect(solver.value(of: x) == 3)
        #expect(solver.value(of: y) == 7)
        // The solver keeps working.
        #expect(solver.updateConstants([(a, -4), (b, -6)]))
        #expect(solver.value(of: x) == 4)
    }

    @Test func unknownConstraintsAndNonFiniteConstantsChangeNothing() throws {
        let (solver, x, _, a, _) = try rigid()
        let stranger = x >= 1
        #expect(!solver.updateConstants([(a, -5), (stranger, 0)]))
        #expect(!solver.updateConstants([(a, .nan)]))
        #expect(solver.value(of: x) == 3)
        #expect(solver.updateConstants([]))
    }

    @Test func optionalConstantsMoveAsFarAsTheyCan() throws {
        let solver = Solver()
        let x = solver.makeVariable()
        try solver.add(x <= 10)
        let pull = Constraint(x - 4, .equal, priority: Priority(500))
        try solver.add(pull)
        #expect(solver.updateConstants([(pull, -20)]))
        #expect(solver.value(of: x) == 10)
    }
}
