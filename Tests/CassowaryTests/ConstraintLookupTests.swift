import Cassowary
import Testing

/// The solver finds an added constraint by its identity (a hash table of 8-byte entries that
/// keeps 32 bits of the object's address and confirms a match against the constraint itself):
/// lookups, removals and re-additions must stay exact through the table's growth and its
/// backward-shift deletions.
@Suite struct ConstraintLookupTests {
    @Test func thousandsOfConstraintsAreFoundRemovedAndAddedAgain() throws {
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
    }
}
