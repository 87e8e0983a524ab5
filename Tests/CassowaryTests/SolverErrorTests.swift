import Testing
import Cassowary

/// Every error, and that the solver is exactly as it was after it.
struct SolverErrorTests {
    /// A solver with some state worth keeping: definitions, core rows, an edit variable.
    func makeSolver() throws -> (Solver, [Variable], Constraint) {
        let solver = Solver()
        let v = (0..<4).map { solver.makeVariable(named: "v\($0)") }
        let fixed = v[0] == 10
        try solver.add(fixed)
        try solver.add(v[1] >= v[0] + 5)
        try solver.add((v[1] == 100).withPriority(300))
        try solver.add((v[1] <= 40).withPriority(600))
        try solver.add(v[2] == v[1] * 2)
        try solver.addEditVariable(v[3], priority: 500)
        try solver.suggestValue(7, for: v[3])
        return (solver, v, fixed)
    }

    func expectUnchanged(_ solver: Solver, _ before: [Double], _ dump: String) {
        #expect(solver.allValues() == before)
        #expect(solver.dump() == dump)
        #expect(solver.checkInvariants() == [])
    }

    @Test func everyErrorLeavesTheSolverAsItWas() throws {
        let (solver, v, fixed) = try makeSolver()
        let before = solver.allValues()
        #expect(before == [10, 40, 80, 7])
        let dump = solver.dump()
        let stranger = Variable(index: 99)

        #expect(throws: SolverError.self) { try solver.add(fixed) }
        expectUnchanged(solver, before, dump)
        #expect(throws: SolverError.self) { try solver.remove(v[0] == 10) }
        expectUnchanged(solver, before, dump)
        #expect(throws: SolverError.self) { try solver.add(v[0] == .nan) }
        expectUnchanged(solver, before, dump)
        #expect(throws: SolverError.self) { try solver.add(Double.infinity * v[1] >= 0) }
        expectUnchanged(solver, before, dump)
        #expect(throws: SolverError.self) { try solver.add((v[1] >= 0).withPriority(0)) }
        expectUnchanged(solver, before, dump)
        #expect(throws: SolverError.self) { try solver.add((v[1] >= 0).withPriority(1001)) }
        expectUnchanged(solver, before, dump)
        #expect(throws: SolverError.self) { try solver.add(stranger == 1) }
        expectUnchanged(solver, before, dump)
        #expect(throws: SolverError.self) { try solver.addEditVariable(v[3], priority: 400) }
        expectUnchanged(solver, before, dump)
        #expect(throws: SolverError.self) { try solver.addEditVariable(v[2], priority: 1000) }
        expectUnchanged(solver, before, dump)
        #expect(throws: SolverError.self) { try solver.removeEditVariable(v[2]) }
        expectUnchanged(solver, before, dump)
        #expect(throws: SolverError.self) { try solver.suggestValue(1, for: v[2]) }
        expectUnchanged(solver, before, dump)
        #expect(throws: SolverError.self) { try solver.suggestValue(.infinity, for: v[3]) }
        expectUnchanged(solver, before, dump)
        #expect(throws: SolverError.self) { try solver.updateConstant(of: v[0] == 1, to: 3) }
        expectUnchanged(solver, before, dump)
        #expect(throws: SolverError.self) { try solver.updatePriority(of: fixed, to: 500) }
        expectUnchanged(solver, before, dump)
        // Unsatisfiable: a definition conflict, a core (phase one) conflict, a constant change.
        #expect(throws: SolverError.self) { try solver.add(v[0] == 11) }
        expectUnchanged(solver, before, dump)
        #expect(throws: SolverError.self) { try solver.add(v[1] <= 14) }
        expectUnchanged(solver, before, dump)
        let limit = v[2] <= 1000
        try solver.add(limit)
        let after = solver.allValues()
        let dumpAfter = solver.dump()
        #expect(throws: SolverError.self) { try solver.updateConstant(of: limit, to: 900) }
        expectUnchanged(solver, after, dumpAfter)
        // And it keeps working.
        try solver.add(v[3] >= 20)
        #expect(solver.value(of: v[3]) == 20)
    }

    @Test func errorsNameWhatFailed() throws {
        let solver = Solver()
        let x = solver.makeVariable()
        let c = x == 1
        try solver.add(c)
        do {
            try solver.add(c)
            Issue.record("no error")
        } catch {
            guard case .duplicateConstraint(let which) = error else { Issue.record("\(error)"); return }
            #expect(which === c)
        }
        do {
            try solver.addEditVariable(x, priority: 1000)
            Issue.record("no error")
        } catch {
            guard case .requiredEditPriority(let which) = error else { Issue.record("\(error)"); return }
            #expect(which == x)
        }
        do {
            try solver.add((x >= 0).withPriority(-5))
            Issue.record("no error")
        } catch {
            guard case .invalidPriority(let p) = error else { Issue.record("\(error)"); return }
            #expect(p.value == -5)
        }
        do {
            try solver.updatePriority(of: c, to: 10)
            Issue.record("no error")
        } catch {
            guard case .priorityCrossesRequired(let which) = error else { Issue.record("\(error)"); return }
            #expect(which === c)
        }
    }
}
