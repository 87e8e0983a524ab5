import Testing
import Cassowary

/// Unsatisfiable required constraints report an irreducible conflicting set.
struct UnsatisfiableTests {
    func conflict(_ body: () throws(SolverError) -> Void) -> (Constraint, [Constraint])? {
        do {
            try body()
        } catch {
            if case .unsatisfiable(let constraint, let set) = error { return (constraint, set) }
        }
        return nil
    }

    @Test func twoWidths() throws {
        let solver = Solver()
        let width = solver.makeVariable()
        let a = width == 100
        let b = width == 200
        try solver.add(a)
        let result = conflict { () throws(SolverError) in try solver.add(b) }
        #expect(result?.0 === b)
        #expect(result?.1.count == 2)
        #expect(result?.1.first === a && result?.1.last === b)
        #expect(solver.value(of: width) == 100)
    }

    @Test func onlyTheConstraintsThatMatter() throws {
        // 8 + 300 + 8 > 320: the set names the insets, the width and the container, not the
        // unrelated vertical constraints or the optional ones.
        let solver = Solver()
        let left = solver.makeVariable(named: "left")
        let width = solver.makeVariable(named: "width")
        let top = solver.makeVariable(named: "top")
        let container = solver.makeVariable(named: "container")
        let c1 = container == 320
        let c2 = left >= 8
        let c3 = left + width <= container - 8
        try solver.add(c1)
        try solver.add(top == 20)
        try solver.add(c2)
        try solver.add((width == 400).withPriority(750))
        try solver.add(c3)
        try solver.add(top <= 100)
        let c4 = width == 300 + 8  // 8 + 308 + 8 > 320
        let result = conflict { () throws(SolverError) in try solver.add(c4) }
        #expect(result?.0 === c4)
        let set = result?.1 ?? []
        #expect(set.count == 4)
        #expect(set[0] === c1 && set[1] === c2 && set[2] === c3 && set[3] === c4)
        #expect(solver.value(of: width) == 304)
        #expect(solver.checkInvariants() == [])
    }

    @Test func aRedundantPathIsLeftOut() throws {
        // Two ways to fix x; the conflict names one irreducible set.
        let solver = Solver()
        let x = solver.makeVariable()
        let y = solver.makeVariable()
        try solver.add(x == 10)
        try solver.add(y == x)
        try solver.add(y == 10)
        let bad = x >= 11
        let result = conflict { () throws(SolverError) in try solver.add(bad) }
        #expect(result?.1.count == 2)
        #expect(result?.1.last === bad)
        #expect(solver.value(of: x) == 10)
    }

    @Test func aConstantChangeThatCannotHold() throws {
        let solver = Solver()
        let width = solver.makeVariable()
        let maximum = width <= 100
        let fixed = width == 80
        try solver.add(maximum)
        try solver.add(fixed)
        try solver.add((width == 50).withPriority(250))
        let result = conflict { () throws(SolverError) in try solver.updateConstant(of: fixed, to: -120) }
        #expect(result?.0 === fixed)
        #expect(result?.1.count == 2)
        #expect(solver.value(of: width) == 80)
        #expect(solver.constant(of: fixed) == -80)
        try solver.updateConstant(of: fixed, to: -90)
        #expect(solver.value(of: width) == 90)
    }

    @Test func aConstantContradiction() throws {
        let solver = Solver()
        let bad = Constraint(Expression(constant: 5), .equal)
        let result = conflict { () throws(SolverError) in try solver.add(bad) }
        #expect(result?.1.count == 1)
        #expect(result?.1.first === bad)
        try solver.add(Constraint(Expression(constant: 0), .equal))
        #expect(solver.constraintCount == 1)
    }
}

/// Conflicts along chains and cycles are found irreducible in one probe (issue 21: the
/// deletion filter made k probes of k constraints, 27 s for a chain of 10,000 links).
struct LongConflictTests {
    @Test func aChainThatMustReturnToZeroConflictsWhole() throws {
        let solver = Solver()
        let xs = (0..<500).map { solver.makeVariable(named: "x\($0)") }
        var constraints = [xs[0] == 0]
        for i in 1..<xs.count { constraints.append(xs[i] == xs[i - 1] + 1) }
        for constraint in constraints { try solver.add(constraint) }
        let closing = xs[xs.count - 1] == 0
        do {
            try solver.add(closing)
            Issue.record("the chain cannot return to 0")
        } catch let error {
            guard case .unsatisfiable(let constraint, let conflict) = error else {
                Issue.record("expected unsatisfiable, got \(error)")
                return
            }
            #expect(constraint === closing)
            #expect(conflict.count == 501)
            #expect(conflict.dropLast().elementsEqual(constraints, by: ===))
        }
    }

    @Test func aCycleOfInequalitiesConflictsWhole() throws {
        let solver = Solver()
        let xs = (0..<400).map { solver.makeVariable(named: "x\($0)") }
        var constraints: [Constraint] = []
        for i in 0..<(xs.count - 1) { constraints.append(xs[i + 1] >= xs[i] + 1) }
        for constraint in constraints { try solver.add(constraint) }
        do {
            try solver.add(xs[0] >= xs[xs.count - 1] + 1)
            Issue.record("the cycle cannot hold")
        } catch let error {
            guard case .unsatisfiable(_, let conflict) = error else {
                Issue.record("expected unsatisfiable, got \(error)")
                return
            }
            #expect(conflict.count == 400)
        }
    }

    /// A redundant constraint (`z == x + 2` follows from the others) is not blamed.
    @Test func aRedundantConstraintIsNotBlamed() throws {
        let solver = Solver()
        let x = solver.makeVariable(named: "x")
        let y = solver.makeVariable(named: "y")
        let z = solver.makeVariable(named: "z")
        try solver.add(x == 0)
        try solver.add(y == x + 1)
        try solver.add(z == y + 1)
        try solver.add(z == x + 2)
        do {
            try solver.add(z == 5)
            Issue.record("z is 2")
        } catch let error {
            guard case .unsatisfiable(_, let conflict) = error else { return }
            #expect(conflict.map { solver.describe($0) } == ["x == 0", "y - x - 1 == 0", "z - y - 1 == 0", "z - 5 == 0"])
        }
    }
}
