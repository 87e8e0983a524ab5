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
}
