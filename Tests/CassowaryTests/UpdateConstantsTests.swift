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

    @Test func aConflictingConstantLeavesDefinitionsAsTheyWere() throws {
        // x == 10 and y == x + 5 define x and y; y <= 20 holds them. x == 30 would make y 35:
        // the change is refused and every row, definitions included, is as it was.
        let solver = Solver()
        let x = solver.makeVariable()
        let y = solver.makeVariable()
        let pin = x == 10
        try solver.add(pin)
        try solver.add(y == x + 5)
        try solver.add(y <= 20)
        let before = solver.dump()
        #expect(throws: SolverError.self) { try solver.updateConstant(of: pin, to: -30) }
        #expect(!solver.updateConstants([(pin, -30)]))
        #expect(solver.dump() == before)
        #expect(solver.value(of: x) == 10)
        #expect(solver.value(of: y) == 15)
        try solver.updateConstant(of: pin, to: -12)
        #expect(solver.value(of: y) == 17)
    }

    @Test func fourValuesAreReadTogether() throws {
        let solver = Solver()
        let v = (0..<5).map { _ in solver.makeVariable() }
        for (index, variable) in v.enumerated() { try solver.add(variable == Double(index + 1)) }
        #expect(solver.values(ofFourFrom: v[0]) == (1, 2, 3, 4))
        #expect(solver.values(ofFourFrom: v[1]) == (2, 3, 4, 5))
        // Past the last variable the missing values read 0, as `value(of:)` does.
        #expect(solver.values(ofFourFrom: v[3]) == (4, 5, 0, 0))
    }
}
