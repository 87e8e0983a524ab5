import Cassowary
import Testing

/// A solver whose stores pass ``Solver/capacityLimit`` refuses to grow with an error instead of
/// stopping the process (issue 20: a stack of 10,000 labels trapped in an index list whose
/// 32-bit start overflowed). The limit is lowered so that a small solver reaches it.
struct SolverCapacityTests {
    /// A chain `x[i] == x[i-1] + 1` added until the solver refuses.
    @Test func addingPastTheLimitThrowsAndTheSolverKeepsWorking() throws {
        let solver = Solver()
        solver.capacityLimit = 64
        let first = solver.makeVariable(named: "x0")
        try solver.add(first == 0)
        var variables = [first]
        var added: [Constraint] = []
        var refusal: SolverError?
        for i in 1...100 {
            let x = solver.makeVariable(named: "x\(i)")
            let constraint = x == variables[i - 1] + 1
            do {
                try solver.add(constraint)
            } catch {
                refusal = error
                break
            }
            variables.append(x)
            added.append(constraint)
        }
        guard case .capacityExceeded(let refused, let store)? = refusal else {
            Issue.record("expected capacityExceeded, got \(String(describing: refusal))")
            return
        }
        #expect(store == "symbols")
        #expect(added.count == 31)
        #expect(!solver.contains(refused))
        #expect(solver.value(of: variables[31]) == 31)
        #expect(refusal?.description.hasPrefix("the solver is full (its symbols passed its capacity): ") == true)

        // Full, it still removes and changes constants.
        try solver.updateConstant(of: added[30], to: -2)
        #expect(solver.value(of: variables[31]) == 32)
        try solver.remove(added[30])
        #expect(solver.value(of: variables[30]) == 30)

        // An edit variable is refused the same way; a higher limit lets everything in again.
        guard case .capacityExceeded? = Result(catching: { () throws(SolverError) in
            try solver.addEditVariable(variables[31], priority: Priority(500))
        }).failure else {
            Issue.record("an edit variable was added to a full solver")
            return
        }
        solver.capacityLimit = 1 << 30
        try solver.add(added[30])
        try solver.addEditVariable(variables[31], priority: Priority(500))
        #expect(solver.value(of: variables[31]) == 31)
    }
}

extension Result {
    /// The error, if this is a failure.
    fileprivate var failure: Failure? {
        if case .failure(let error) = self { return error }
        return nil
    }
}
