import Cassowary
import Testing

/// The solver finds an added constraint by its identity: through the record the constraint
/// keeps of the first solver that holds it, or else a hash table of 8-byte entries that keeps
/// 32 bits of the object's address and confirms a match against the constraint itself.
/// Lookups, removals and re-additions must stay exact on both paths, through the table's growth
/// and its backward-shift deletions, and when a constraint is shared between solvers.
@Suite struct ConstraintLookupTests {
    @Test func thousandsOfConstraintsAreFoundRemovedAndAddedAgain() throws {
        try findRemoveAndAddAgain(sharedWith: nil)
    }

    /// The same with every constraint held first by another solver, so that this one finds
    /// them all through its hash table.
    @Test func thousandsOfConstraintsHeldElsewhereAreFoundThroughTheTable() throws {
        let other = Solver()
        try findRemoveAndAddAgain(sharedWith: other)
    }

    /// A constraint in two solvers: each finds it, removes it and adds it again on its own;
    /// when the first solver lets it go (removal, reset or its end) the other still finds it,
    /// and a third solver can take it.
    @Test func aConstraintSharedBetweenSolvers() throws {
        var first: Solver? = Solver()
        let second = Solver()
        let x1 = first!.makeVariable()
        let x2 = second.makeVariable()
        #expect(x1 == x2)
        let pin = x1 == 7
        try first!.add(pin)
        try second.add(pin)
        #expect(first!.contains(pin) && second.contains(pin))
        #expect(throws: SolverError.self) { try second.add(pin) }
        #expect(throws: SolverError.self) { try first!.add(pin) }
        try first!.remove(pin)
        #expect(!first!.contains(pin) && second.contains(pin))
        #expect(throws: SolverError.self) { try first!.remove(pin) }
        try second.updateConstant(of: pin, to: -9)
        #expect(second.value(of: x2) == 9)
        #expect(second.constant(of: pin) == -9)
        try first!.add(pin)
        #expect(first!.value(of: x1) == 7)
        first!.reset()
        #expect(!first!.contains(pin) && second.contains(pin))
        try first!.add(pin)
        first = nil
        let third = Solver()
        _ = third.makeVariable()
        try third.add(pin)
        #expect(third.contains(pin) && second.contains(pin))
        try second.remove(pin)
        #expect(!second.contains(pin) && third.contains(pin))
        #expect(third.value(of: x1) == 7)
        try third.remove(pin)
        #expect(!third.contains(pin))
        #expect(second.checkInvariants() == [] && third.checkInvariants() == [])
    }

    /// Solvers on several threads add, remove and add again the same constraints at the same
    /// time: whichever takes a constraint's home, every solver finds all of its constraints.
    @Test func solversOnSeveralThreadsShareConstraints() async throws {
        let variables = (0..<400).map { Variable(index: $0) }
        let constraints = variables.map { $0 == Double($0.index) }
        let results = try await withThrowingTaskGroup(of: Bool.self) { group in
            for round in 0..<4 {
                group.addTask {
                    let solver = Solver()
                    for _ in variables { _ = solver.makeVariable() }
                    let order = round % 2 == 0 ? constraints : constraints.reversed()
                    for constraint in order { try solver.add(constraint) }
                    for constraint in order.enumerated() where constraint.offset % 2 == round % 2 {
                        try solver.remove(constraint.element)
                    }
                    for constraint in order.enumerated() where constraint.offset % 2 == round % 2 {
                        try solver.add(constraint.element)
                    }
                    return constraints.allSatisfy { solver.contains($0) }
                        && variables.allSatisfy { solver.value(of: $0) == Double($0.index) }
                        && solver.statistics.constraints == constraints.count
                }
            }
            var all: [Bool] = []
            for try await result in group { all.append(result) }
            return all
        }
        #expect(results == [true, true, true, true])
    }

    private func findRemoveAndAddAgain(sharedWith other: Solver?) throws {
        let solver = Solver()
        let count = 3000
        var variables: [Variable] = []
        var required: [Constraint] = []
        var weak: [Constraint] = []
        for i in 0..<count {
            let x = solver.makeVariable()
            variables.append(x)
            let pin = x == Double(i)
            let fallback = (x == -1).withPriority(1)
            if let other {
                _ = other.makeVariable()
                try other.add(pin)
                try other.add(fallback)
            }
            try solver.add(pin)
            try solver.add(fallback)
            required.append(pin)
            weak.append(fallback)
        }
        #expect(solver.statistics.constraints == 2 * count)
        for i in stride(from: 0, to: count, by: 3) { try solver.remove(required[i]) }
        for i in 0..<count {
            #expect(solver.contains(required[i]) == (i % 3 != 0))
            #expect(solver.contains(weak[i]))
            #expect(solver.value(of: variables[i]) == (i % 3 == 0 ? -1 : Double(i)))
        }
        // A constraint equal in content to an added one is another constraint.
        #expect(!solver.contains(variables[1] == 1))
        #expect(throws: SolverError.self) { try solver.add(required[1]) }
        #expect(throws: SolverError.self) { try solver.remove(required[3]) }
        for i in stride(from: 0, to: count, by: 3) { try solver.add(required[i]) }
        for i in stride(from: 1, to: count, by: 3) { try solver.remove(weak[i]) }
        for i in 0..<count {
            #expect(solver.contains(required[i]))
            #expect(solver.contains(weak[i]) == (i % 3 != 1))
            #expect(solver.value(of: variables[i]) == Double(i))
        }
        #expect(solver.statistics.constraints == 2 * count - count / 3)
        #expect(solver.checkInvariants() == [])
        if let other {
            #expect(required.allSatisfy { other.contains($0) } && weak.allSatisfy { other.contains($0) })
            #expect(other.value(of: variables[5]) == 5)
        }
    }
}
