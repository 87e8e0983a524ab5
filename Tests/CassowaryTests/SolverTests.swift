import Testing
import Cassowary

/// The basic operations of the solver, each with exact values.
struct SolverTests {
    @Test func requiredConstraintsHold() throws {
        let solver = Solver()
        let left = solver.makeVariable(named: "left")
        let width = solver.makeVariable(named: "width")
        try solver.add(left == 8)
        try solver.add(left + width == 375 - 8)
        #expect(solver.value(of: left) == 8)
        #expect(solver.value(of: width) == 359)
        #expect(solver.constraintCount == 2)
        #expect(solver.checkInvariants() == [])
    }

    @Test func containsAndRemove() throws {
        let solver = Solver()
        let x = solver.makeVariable(named: "x")
        let fixed = x == 10
        let preferred = (x == 20).withPriority(500)
        try solver.add(fixed)
        try solver.add(preferred)
        #expect(solver.contains(fixed))
        #expect(solver.value(of: x) == 10)
        try solver.remove(fixed)
        #expect(!solver.contains(fixed))
        #expect(solver.value(of: x) == 20)
        try solver.remove(preferred)
        #expect(solver.constraintCount == 0)
        #expect(solver.checkInvariants() == [])
    }

    /// The solver holds every added constraint (and nothing else): it lets go of one when it
    /// is removed, when the solver is reset, and when the solver goes away.
    @Test func theSolverHoldsExactlyItsConstraints() throws {
        weak var removed: Constraint?
        weak var kept: Constraint?
        weak var refused: Constraint?
        weak var resetAway: Constraint?
        var solver: Solver? = Solver()
        do {
            let x = solver!.makeVariable(named: "x")
            let a = x == 10
            let b = (x >= 20).withPriority(500)
            let c = x == 30
            removed = a
            kept = b
            refused = c
            try solver!.add(a)
            try solver!.add(b)
            #expect(throws: SolverError.self) { try solver!.add(c) }
            try solver!.remove(a)
        }
        #expect(removed == nil)
        #expect(refused == nil)
        #expect(kept != nil)
        #expect(solver!.value(of: Variable(index: 0)) == 20)
        do {
            let d = Variable(index: 0) <= 100
            resetAway = d
            try solver!.add(d)
        }
        #expect(resetAway != nil)
        solver!.reset()
        #expect(resetAway == nil)
        #expect(kept == nil)
        do {
            let e = Variable(index: 0) == 5
            kept = e
            try solver!.add(e)
            #expect(solver!.value(of: Variable(index: 0)) == 5)
        }
        #expect(kept != nil)
        solver = nil
        #expect(kept == nil)
    }

    /// Rows whose new error becomes basic at once, with the accumulated constant positive and
    /// negative (the row is negated first), give the exact optimum at every priority.
    @Test func newErrorsBecomeBasicWithEitherSignOfConstant() throws {
        let solver = Solver()
        let x = solver.makeVariable(named: "x")
        let y = solver.makeVariable(named: "y")
        try solver.add(x >= 10)
        // x - 5 + slack - error = 0 over x = 10 + s: constant 5, the error is basic.
        try solver.add((x <= 5).withPriority(.low))
        #expect(solver.value(of: x) == 10)
        // x - 20 - slack + error = 0: constant -10, negated; the error is basic, then leaves.
        try solver.add((x >= 20).withPriority(.high))
        #expect(solver.value(of: x) == 20)
        // An optional equality: both errors are new; one is basic at once.
        try solver.add(y >= 0)
        try solver.add((y == x + 2.5).withPriority(500))
        #expect(solver.value(of: y) == 22.5)
        try solver.add((y <= 3).withPriority(600))
        #expect(solver.value(of: y) == 3)
        #expect(solver.value(of: x) == 20)
        #expect(solver.checkInvariants() == [])
    }

    /// Variables made after a read count as reported at 0: a changed-values read lists those
    /// that are not 0 (first read or not), and a reset keeps what was reported.
    @Test func variablesMadeAfterAReadAreReportedAtZero() throws {
        let solver = Solver()
        let a = solver.makeVariable(named: "a")
        try solver.add(a == 3)
        #expect(solver.changedValues() == [VariableValue(variable: a, value: 3)])
        let b = solver.makeVariable(named: "b")
        let c = solver.makeVariable(named: "c")
        let d = solver.makeVariable(named: "d")
        try solver.add(b == a + 1)
        try solver.add(c == 0)
        #expect(solver.changedValues() == [VariableValue(variable: b, value: 4)])
        let e = solver.makeVariable(named: "e")
        try solver.add(e == d - 2)
        #expect(solver.allValues() == [3, 4, 0, 0, -2])
        #expect(solver.changedValues() == [])
        let f = solver.makeVariable(named: "f")
        try solver.add(f == 9)
        solver.reset()
        // After a reset every variable is 0 again: those reported at something else change.
        #expect(solver.changedValues() == [
            VariableValue(variable: a, value: 0), VariableValue(variable: b, value: 0),
            VariableValue(variable: e, value: 0),
        ])
        #expect(solver.variableCount == 6)
        #expect(solver.allValues() == [0, 0, 0, 0, 0, 0])
    }

    /// A list long enough that every store grows many times, fourfold past 4 KB and through the
    /// C allocator's realloc, keeps every value exact (a view's frame is 8, 8 + 52·i, 359, 44).
    @Test func aLongListKeepsEveryValueThroughTheStoresGrowth() throws {
        let solver = Solver()
        let rl = solver.makeVariable(named: "rl")
        let rt = solver.makeVariable(named: "rt")
        let rw = solver.makeVariable(named: "rw")
        try solver.add(rl == 0)
        try solver.add(rt == 0)
        try solver.add(rw == 375)
        let count = 1500
        var previous: (top: Variable, height: Variable)?
        for _ in 0..<count {
            let left = solver.makeVariable(named: "left")
            let top = solver.makeVariable(named: "top")
            let width = solver.makeVariable(named: "width")
            let height = solver.makeVariable(named: "height")
            try solver.add(left == rl + 8)
            try solver.add(left + width == rl + rw - 8)
            if let previous {
                try solver.add(top == previous.top + previous.height + 8)
            } else {
                try solver.add(top == rt + 8)
            }
            try solver.add(height >= 44)
            try solver.add((height <= 44).withPriority(.low))
            try solver.add((height >= 44).withPriority(.high))
            previous = (top, height)
        }
        let values = solver.allValues()
        #expect(values.count == 3 + 4 * count)
        var wrong = 0
        for i in 0..<count {
            let b = 3 + 4 * i
            if values[b] != 8 || values[b + 1] != 8 + 52 * Double(i) || values[b + 2] != 359 || values[b + 3] != 44 {
                wrong += 1
            }
        }
        #expect(wrong == 0)
        #expect(solver.constraintCount == 3 + 6 * count)
        #expect(solver.checkInvariants() == [])
    }

    @Test func unconstrainedVariablesAreZero() throws {
        let solver = Solver()
        let x = solver.makeVariable()
        let y = solver.makeVariable()
        try solver.add(x + y == 10)
        // One equation, two unknowns: the defined one takes the rest, the free one stays 0.
        #expect(solver.value(of: x) + solver.value(of: y) == 10)
        #expect(solver.allValues() == [10, 0] || solver.allValues() == [0, 10])
    }

    @Test func inequalitiesAndOptionalTargets() throws {
        let solver = Solver()
        let x = solver.makeVariable()
        try solver.add(x >= 10)
        try solver.add(x <= 20)
        try solver.add((x == 0).withPriority(250))
        #expect(solver.value(of: x) == 10)
        try solver.add((x == 30).withPriority(750))
        #expect(solver.value(of: x) == 20)
        #expect(solver.checkInvariants() == [])
    }

    @Test func allValuesAndChangedValues() throws {
        let solver = Solver()
        let a = solver.makeVariable(named: "a")
        let b = solver.makeVariable(named: "b")
        let c = solver.makeVariable(named: "c")
        try solver.add(a == 1)
        try solver.add(b == a + 1)
        #expect(solver.allValues() == [1, 2, 0])
        #expect(solver.changedValues() == [])
        let move = c == b + 5
        try solver.add(move)
        #expect(solver.changedValues() == [VariableValue(variable: c, value: 7)])
        #expect(solver.changedValues() == [])
        try solver.updateConstant(of: move, to: -6)
        #expect(solver.changedValues() == [VariableValue(variable: c, value: 8)])
    }

    @Test func updateConstantKeepsTheConstraint() throws {
        let solver = Solver()
        let width = solver.makeVariable()
        let height = solver.makeVariable()
        let w = width == 100
        try solver.add(w)
        try solver.add(height == 2 * width)
        try solver.add((width <= 50).withPriority(250))
        try solver.updateConstant(of: w, to: -120)
        #expect(solver.value(of: width) == 120)
        #expect(solver.value(of: height) == 240)
        #expect(solver.constant(of: w) == -120)
        #expect(solver.contains(w))
        #expect(solver.checkInvariants() == [])
    }

    @Test func updatePriorityBetweenOptionalLevels() throws {
        let solver = Solver()
        let x = solver.makeVariable()
        let low = (x == 10).withPriority(300)
        try solver.add(low)
        try solver.add((x == 20).withPriority(500))
        #expect(solver.value(of: x) == 20)
        try solver.updatePriority(of: low, to: 600)
        #expect(solver.value(of: x) == 10)
        #expect(solver.priority(of: low) == 600)
        #expect(solver.checkInvariants() == [])
    }

    @Test func resetKeepsVariables() throws {
        let solver = Solver()
        let x = solver.makeVariable(named: "x")
        try solver.add(x == 5)
        try solver.addEditVariable(x, priority: 500)
        _ = solver.allValues()
        solver.reset()
        #expect(solver.constraintCount == 0)
        #expect(!solver.containsEditVariable(x))
        #expect(solver.value(of: x) == 0)
        #expect(solver.changedValues() == [VariableValue(variable: x, value: 0)])
        try solver.add(x == 7)
        #expect(solver.value(of: x) == 7)
        #expect(solver.name(of: x) == "x")
    }

    @Test func chainsStayDefinitionsOutsideTheSimplex() throws {
        // W2's shape: each top hangs off the previous bottom. The tops are definitions, so no
        // row grows with the chain.
        let solver = Solver()
        var tops: [Variable] = []
        var heights: [Variable] = []
        for i in 0..<50 {
            let top = solver.makeVariable()
            let height = solver.makeVariable()
            if i == 0 {
                try solver.add(top == 8)
            } else {
                try solver.add(top == tops[i - 1] + heights[i - 1] + 8)
            }
            try solver.add(height >= 44)
            try solver.add((height <= 44).withPriority(250))
            try solver.add((height >= 44).withPriority(750))
            tops.append(top)
            heights.append(height)
        }
        for i in 0..<50 { #expect(solver.value(of: tops[i]) == Double(8 + 52 * i)) }
        let statistics = solver.statistics
        #expect(statistics.definitions == 100)
        #expect(statistics.coreRows == 100)
        // The longest rows are the objectives at 250 and 750 (one error per view: each view's
        // slacks are basic, since their rows' constants are 0); no definition or core row grows
        // with the chain.
        #expect(statistics.longestRow == 50)
        #expect(solver.checkInvariants() == [])
    }

    @Test func dumpShowsEveryPart() throws {
        let solver = Solver()
        let x = solver.makeVariable(named: "x")
        let w = solver.makeVariable(named: "w")
        try solver.add(x >= 10)
        try solver.add((x <= 5).withPriority(250))
        try solver.addEditVariable(w, priority: 999)
        try solver.suggestValue(320, for: w)
        #expect(solver.dump() == """
            Solver: 2 variables, 3 constraints, 2 definitions, 1 core rows, 2 levels
            Variables:
              x = 10
              w = 320
            Definitions (variable := expression):
              x := 10 + s2
              w := 320 + e5 - e6
            Core rows (basic = expression):
              e4 = 5 + s2 + s3
            Objective (per priority, highest first: total error, then its cost per symbol):
              @999 error 0: e5 + e6
              @250 error 5: s2 + s3
            Edit variables:
              w @999 suggested 320

            """)
    }
}
