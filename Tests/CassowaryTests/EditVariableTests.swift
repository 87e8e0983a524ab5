import Testing
import Cassowary

/// Edit variables and suggestions.
struct EditVariableTests {
    @Test func pullsTowardZeroUntilSuggested() throws {
        let solver = Solver()
        let w = solver.makeVariable()
        let half = solver.makeVariable()
        try solver.add(half == w / 2)
        try solver.addEditVariable(w, priority: 999)
        #expect(solver.containsEditVariable(w))
        #expect(solver.value(of: w) == 0)
        try solver.suggestValue(375, for: w)
        #expect(solver.value(of: w) == 375)
        #expect(solver.value(of: half) == 187.5)
        try solver.suggestValue(320, for: w)
        #expect(solver.value(of: half) == 160)
        #expect(solver.checkInvariants() == [])
    }

    @Test func requiredConstraintsLimitSuggestions() throws {
        let solver = Solver()
        let w = solver.makeVariable()
        try solver.add(w <= 500)
        try solver.add(w >= 100)
        try solver.addEditVariable(w, priority: 750)
        try solver.suggestValue(800, for: w)
        #expect(solver.value(of: w) == 500)
        try solver.suggestValue(20, for: w)
        #expect(solver.value(of: w) == 100)
        try solver.suggestValue(250, for: w)
        #expect(solver.value(of: w) == 250)
        #expect(solver.checkInvariants() == [])
    }

    @Test func strongerConstraintsWinOverAWeakEdit() throws {
        let solver = Solver()
        let w = solver.makeVariable()
        try solver.add((w == 300).withPriority(800))
        try solver.addEditVariable(w, priority: 700)
        try solver.suggestValue(100, for: w)
        #expect(solver.value(of: w) == 300)
        try solver.removeEditVariable(w)
        #expect(!solver.containsEditVariable(w))
        #expect(solver.value(of: w) == 300)
    }

    @Test func resizingACoreSystem() throws {
        // Edits whose errors live in the core, repaired by the dual simplex.
        let solver = Solver()
        let width = solver.makeVariable(named: "width")
        let left = solver.makeVariable(named: "left")
        let right = solver.makeVariable(named: "right")
        try solver.add(left >= 0)
        try solver.add(right <= width)
        try solver.add(right - left >= 100)
        try solver.add((right - left == 150).withPriority(500))
        try solver.add((left == 20).withPriority(400))
        try solver.addEditVariable(width, priority: 999)
        for (suggested, expected) in [(400.0, (20.0, 170.0)), (160, (10, 160)), (90, (0, 100)), (1000, (20, 170))] {
            try solver.suggestValue(suggested, for: width)
            #expect(solver.value(of: left) == expected.0)
            #expect(solver.value(of: right) == expected.1)
            #expect(solver.checkInvariants() == [])
        }
    }

    /// The edit tags are kept only up to the last edit variable's index: variables made after
    /// it, and before any edit variable exists, are not edit variables until made one.
    @Test func variablesMadeAroundEditVariablesAreNotEditVariables() throws {
        let solver = Solver()
        let a = solver.makeVariable()
        let b = solver.makeVariable()
        #expect(!solver.containsEditVariable(b))
        #expect(throws: SolverError.self) { try solver.suggestValue(1, for: b) }
        try solver.addEditVariable(b, priority: 999)
        let c = solver.makeVariable()
        try solver.add(c == a + b)
        #expect(!solver.containsEditVariable(a))
        #expect(!solver.containsEditVariable(c))
        #expect(throws: SolverError.self) { try solver.removeEditVariable(c) }
        try solver.suggestValue(7, for: b)
        try solver.add(a == 3)
        #expect(solver.value(of: c) == 10)
        try solver.addEditVariable(c, priority: 500)
        try solver.suggestValue(4, for: c)
        #expect(solver.value(of: b) == 7)
        #expect(solver.value(of: c) == 10)
        try solver.removeEditVariable(b)
        #expect(!solver.containsEditVariable(b))
        #expect(solver.containsEditVariable(c))
        #expect(solver.value(of: b) == 1)
        #expect(solver.value(of: c) == 4)
        #expect(solver.statistics.constraints == 3)
        #expect(solver.checkInvariants() == [])
    }
}
