import Cassowary
import Testing

/// ``Solver/workLimit`` and ``Solver/memoryLimit`` (issue 21): a solver given a budget refuses
/// to grow past it with an error, stays exactly as it was, and keeps working; its ``Solver/work``
/// is the same for the same calls.
struct SolverWorkLimitTests {
    /// `x == i @500` for i = 0, 1, 2, …: each add re-optimises through the earlier errors, the
    /// shape whose work grows with the square of the count.
    private func pulls(_ count: Int, into solver: Solver, _ x: Variable) -> (added: Int, refusal: SolverError?) {
        for i in 0..<count {
            do {
                try solver.add(Constraint(Expression([Term(x)], constant: -Double(i)), .equal, priority: Priority(500)))
            } catch {
                return (i, error)
            }
        }
        return (count, nil)
    }

    @Test func workIsZeroForANewSolverAndTheSameForTheSameCalls() {
        let first = Solver(), second = Solver()
        #expect(first.work == 0)
        _ = pulls(60, into: first, first.makeVariable(named: "x"))
        _ = pulls(60, into: second, second.makeVariable(named: "x"))
        #expect(first.work > 0)
        #expect(first.work == second.work)
        #expect(first.statistics.cellsMerged == first.work)
    }

    @Test func anAddPastTheLimitIsRefusedAndTheSolverKeepsWorking() throws {
        let solver = Solver()
        let x = solver.makeVariable(named: "x")
        solver.workLimit = 200
        var workBeforeEachAdd: [Int] = []
        var added = 0
        var refusal: SolverError?
        for i in 0..<100 {
            workBeforeEachAdd.append(solver.work)
            do {
                try solver.add(Constraint(Expression([Term(x)], constant: -Double(i)), .equal, priority: Priority(500)))
                added += 1
            } catch {
                refusal = error
                break
            }
        }
        guard case .workLimitExceeded(let refused)? = refusal else {
            Issue.record("expected workLimitExceeded, got \(String(describing: refusal))")
            return
        }
        // Refused exactly at the first add that found the work past the limit.
        #expect(workBeforeEachAdd[added] > 200)
        #expect(workBeforeEachAdd[added - 1] <= 200)
        #expect(refused.expression.constant == -Double(added))
        #expect(solver.constraintCount == added)
        #expect(refusal?.description == "the solver's work passed its limit: \(refused) was not added")
        // Nothing changed: the median of 0 … added-1 still holds x, removals and edits work.
        #expect(solver.value(of: x) == Double((added - 1) / 2))
        let work = solver.work
        #expect(throws: SolverError.self) { try solver.addEditVariable(x, priority: Priority(999)) }
        #expect(solver.work == work)
        // A higher limit lets the refused constraint in.
        solver.workLimit = .max
        try solver.add(refused)
        #expect(solver.constraintCount == added + 1)
    }

    @Test func aSolverPastItsMemoryLimitRefusesWithTheMemoryStore() {
        let solver = Solver()
        let x = solver.makeVariable(named: "x")
        #expect(solver.memoryLimit > 0)
        solver.memoryLimit = 1
        let (added, refusal) = pulls(10, into: solver, x)
        // The variable's symbol alone takes more than a byte: the first add is refused.
        guard case .capacityExceeded(_, let store)? = refusal else {
            Issue.record("expected capacityExceeded, got \(String(describing: refusal))")
            return
        }
        #expect(store == "memory")
        #expect(added == 0)
        #expect(solver.constraintCount == 0)
        solver.memoryLimit = 1 << 20
        #expect(pulls(10, into: solver, x).added == 10)
    }

    @Test func rangesStopAtTheWorkLimitAndNameWhatTheyDidNotProbe() throws {
        let solver = Solver()
        var variables: [Variable] = []
        // Widths that tie: a + b == 100, each pulled to 0 at the same priority.
        for i in 0..<6 {
            let a = solver.makeVariable(named: "a\(i)"), b = solver.makeVariable(named: "b\(i)")
            try solver.add(a + b == 100)
            try solver.add(Constraint(Expression(a), .equal, priority: Priority(250)))
            try solver.add(Constraint(Expression(b), .equal, priority: Priority(250)))
            variables += [a, b]
        }
        let all = solver.valueRanges(of: variables)
        #expect(all.allSatisfy { $0 == 0...100 })
        #expect(solver.valueRanges(of: variables, stoppingAtWorkLimit: true) == all.map { $0 })
        solver.workLimit = solver.work - 1
        let none = solver.valueRanges(of: variables, stoppingAtWorkLimit: true)
        #expect(none.allSatisfy { $0 == nil })
        #expect(solver.valueRanges(of: variables, stoppingAtWorkLimit: false) == all.map { $0 })
    }
}
