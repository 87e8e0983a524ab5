import Cassowary
import Testing
import TestSupport

/// A secondary cost prices a constraint's violation again at another level, as a weighted copy
/// of the constraint there would, without the copy's row.
struct SecondaryCostTests {
    /// Two sizes in a row of 30 that each want 10 (hugging at 250, compression at 750): one must
    /// grow by 10, and only the secondary costs at 0.5 say which.
    private struct Row {
        let solver = Solver()
        let a: Variable
        let b: Variable
        let hugging: [Constraint]
        let compression: [Constraint]

        init() throws {
            a = solver.makeVariable()
            b = solver.makeVariable()
            try solver.add(a + b == 30)
            hugging = [(a <= 10).withPriority(250), (b <= 10).withPriority(250)]
            compression = [(a >= 10).withPriority(750), (b >= 10).withPriority(750)]
            for constraint in hugging + compression { try solver.add(constraint) }
        }

        /// A row whose sizes carry the index tie-break: weight 1 for a, 2 for b.
        static func weighedByIndex() throws -> Row {
            let row = try Row()
            try row.weigh(0, 1)
            try row.weigh(1, 2)
            return row
        }

        /// Gives the size at `index` the tie-break weight `weight` on both of its constraints.
        func weigh(_ index: Int, _ weight: Double) throws {
            try solver.updateSecondaryCost(of: hugging[index], weight: weight, priority: 0.5)
            try solver.updateSecondaryCost(of: compression[index], weight: weight, priority: 0.5)
        }
    }

    @Test func theLighterSizeGivesWay() throws {
        let row = try Row.weighedByIndex()
        #expect(row.solver.value(of: row.a) == 20)
        #expect(row.solver.value(of: row.b) == 10)
        #expect(row.solver.statistics.levels == 3)
        #expect(row.solver.checkInvariants() == [])
    }

    @Test func changingTheWeightsMovesTheGrowth() throws {
        let row = try Row.weighedByIndex()
        try row.weigh(0, 3)
        #expect(row.solver.value(of: row.a) == 10)
        #expect(row.solver.value(of: row.b) == 20)
        #expect(row.solver.secondaryCost(of: row.hugging[0])?.weight == 3)
        #expect(row.solver.secondaryCost(of: row.hugging[0])?.priority == Priority(0.5))
        #expect(row.solver.checkInvariants() == [])
    }

    @Test func weightZeroRemovesTheCostAndItsLevel() throws {
        let row = try Row.weighedByIndex()
        try row.weigh(0, 0)
        try row.weigh(1, 0)
        #expect(row.solver.secondaryCost(of: row.hugging[0]) == nil)
        #expect(row.solver.statistics.levels == 2)
        #expect(row.solver.value(of: row.a) + row.solver.value(of: row.b) == 30)
        #expect(row.solver.checkInvariants() == [])
    }

    @Test func removingTheConstraintTakesItsCostAlong() throws {
        let row = try Row.weighedByIndex()
        try row.solver.remove(row.hugging[0])
        try row.solver.remove(row.compression[0])
        // Only b's cost is left at 0.5; a alone takes the growth, as before.
        #expect(row.solver.value(of: row.a) == 20)
        #expect(row.solver.value(of: row.b) == 10)
        try row.solver.remove(row.hugging[1])
        try row.solver.remove(row.compression[1])
        #expect(row.solver.statistics.levels == 0)
        // The tag of a removed constraint is reused without the old cost.
        let again = (row.a <= 10).withPriority(250)
        try row.solver.add(again)
        #expect(row.solver.secondaryCost(of: again) == nil)
        #expect(row.solver.checkInvariants() == [])
    }

    @Test func addingWithACostEqualsAddingThenCosting() throws {
        var results: [[Double]] = []
        for inOneStep in [false, true] {
            let solver = Solver()
            let a = solver.makeVariable()
            let b = solver.makeVariable()
            try solver.add(a + b == 30)
            for (variable, weight) in [(a, 2.0), (b, 1.0)] {
                for constraint in [(variable <= 10).withPriority(250), (variable >= 10).withPriority(750)] {
                    if inOneStep {
                        try solver.add(constraint, explainingConflicts: true, secondaryWeight: weight, priority: 0.5)
                    } else {
                        try solver.add(constraint)
                        try solver.updateSecondaryCost(of: constraint, weight: weight, priority: 0.5)
                    }
                    #expect(solver.secondaryCost(of: constraint)?.weight == weight)
                }
            }
            #expect(solver.checkInvariants() == [])
            results.append([solver.value(of: a), solver.value(of: b)])
        }
        // b is the lighter: it grows.
        #expect(results == [[10, 20], [10, 20]])
    }

    @Test func anInvalidCostAddsNothing() throws {
        let solver = Solver()
        let x = solver.makeVariable()
        let constraint = (x >= 1).withPriority(250)
        #expect(throws: SolverError.self) {
            try solver.add(constraint, explainingConflicts: true, secondaryWeight: -1, priority: 0.5)
        }
        #expect(throws: SolverError.self) {
            try solver.add(constraint, explainingConflicts: true, secondaryWeight: 1, priority: .required)
        }
        #expect(!solver.contains(constraint))
    }

    @Test func aRequiredConstraintKeepsItsCostWithoutEffect() throws {
        let solver = Solver()
        let x = solver.makeVariable()
        let fixed = x == 5
        try solver.add(fixed)
        try solver.updateSecondaryCost(of: fixed, weight: 2, priority: 0.5)
        #expect(solver.secondaryCost(of: fixed)?.weight == 2)
        #expect(solver.statistics.levels == 0)
        try solver.remove(fixed)
        #expect(solver.statistics.levels == 0)
        #expect(solver.checkInvariants() == [])
    }

    @Test func badArgumentsThrow() throws {
        let solver = Solver()
        let x = solver.makeVariable()
        let stranger = (x >= 1).withPriority(250)
        #expect(throws: SolverError.self) { try solver.updateSecondaryCost(of: stranger, weight: 1, priority: 0.5) }
        try solver.add(stranger)
        #expect(throws: SolverError.self) { try solver.updateSecondaryCost(of: stranger, weight: -1, priority: 0.5) }
        #expect(throws: SolverError.self) { try solver.updateSecondaryCost(of: stranger, weight: .nan, priority: 0.5) }
        #expect(throws: SolverError.self) { try solver.updateSecondaryCost(of: stranger, weight: 1, priority: .required) }
        #expect(throws: SolverError.self) { try solver.updateSecondaryCost(of: stranger, weight: 1, priority: Priority(0)) }
        #expect(solver.secondaryCost(of: stranger) == nil)
    }

    /// Random rows of sizes with content constraints at random priorities, tie-broken by index
    /// either with weighted copies (`w × (size − L) == 0` at 0.5) or with secondary costs: the
    /// same sizes, to rounding.
    @Test func equalsWeightedCopies() throws {
        var random = SplitMix64(seed: 0x5EC0_0D)
        var compared = 0
        for _ in 0..<200 {
            let count = random.int(2...6)
            let lengths = (0..<count).map { _ in Double(random.int(0...40)) }
            let hugging = (0..<count).map { _ in [250.0, 251, 750, 1000][random.int(0...3)] }
            let compression = (0..<count).map { _ in [250.0, 750, 751, 1000][random.int(0...3)] }
            let total = Double(random.int(0...200))
            var results: [[Double]] = []
            for useSecondary in [false, true] {
                let solver = Solver()
                let sizes = (0..<count).map { _ in solver.makeVariable() }
                // Required content constraints the total cannot meet make the case infeasible
                // (the same way for both): skip it.
                guard (try? solver.add(sizes.dropFirst().reduce(Expression(sizes[0])) { $0 + $1 } == total)) != nil
                else { break }
                var feasible = true
                for i in 0..<count {
                    let hug = (sizes[i] <= lengths[i]).withPriority(Priority(hugging[i]))
                    let resist = (sizes[i] >= lengths[i]).withPriority(Priority(compression[i]))
                    guard (try? solver.add(hug)) != nil, (try? solver.add(resist)) != nil else {
                        feasible = false
                        break
                    }
                    let weight = Double(i + 1)
                    if useSecondary {
                        try solver.updateSecondaryCost(of: hug, weight: weight, priority: 0.5)
                        try solver.updateSecondaryCost(of: resist, weight: weight, priority: 0.5)
                    } else {
                        try solver.add((weight * sizes[i] == weight * lengths[i]).withPriority(0.5))
                    }
                }
                guard feasible else { break }
                #expect(solver.checkInvariants() == [])
                results.append(sizes.map { solver.value(of: $0) })
            }
            guard results.count == 2 else { continue }
            compared += 1
            for i in 0..<count {
                #expect(abs(results[0][i] - results[1][i]) < 1e-9, "\(lengths) \(hugging) \(compression) \(total)")
            }
        }
        #expect(compared >= 100)
    }
}
