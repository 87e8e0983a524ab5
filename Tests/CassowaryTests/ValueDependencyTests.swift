import Cassowary
import Testing

/// Sensitivity: the tight constraints a value is written in, and how it follows their constants.
struct ValueDependencyTests {
    func names(_ dependencies: [ValueDependency], _ solver: Solver) -> [String] {
        dependencies.map { "\(solver.describe($0.constraint)) × \($0.rate)" }
    }

    @Test func aPinnedVariableDependsOnItsEquality() throws {
        let solver = Solver()
        let x = solver.makeVariable(named: "x")
        try solver.add(x >= 0)
        try solver.add(x == 5)
        // x - 5 == 0: raising the constant -5 by one lowers x by one.
        #expect(names(solver.dependencies(of: x), solver) == ["x - 5 == 0 × -1.0"])
    }

    @Test func aChainDependsOnEveryLink() throws {
        let solver = Solver()
        let left = solver.makeVariable(named: "left")
        let width = solver.makeVariable(named: "width")
        let right = solver.makeVariable(named: "right")
        let other = solver.makeVariable(named: "other")
        try solver.add(left == 8)
        try solver.add(width == 100)
        try solver.add(right == left + width)
        try solver.add(other == 3)
        #expect(
            names(solver.dependencies(of: right), solver) == [
                "left - 8 == 0 × -1.0", "width - 100 == 0 × -1.0", "right - left - width == 0 × -1.0",
            ])
    }

    @Test func anOptionalConstraintThatIsNotMetDoesNotDecide() throws {
        let solver = Solver()
        let width = solver.makeVariable(named: "width")
        let container = solver.makeVariable(named: "container")
        let size = container == 320
        try solver.add(size)
        try solver.add(width <= container - 40)
        try solver.add((width == 300).withPriority(999))
        #expect(solver.value(of: width) == 280)
        #expect(
            names(solver.dependencies(of: width), solver) == [
                "container - 320 == 0 × -1.0", "width - container + 40 <= 0 × -1.0",
            ])
        // With room, the optional constraint is met and is what decides.
        try solver.updateConstant(of: size, to: -414)
        #expect(solver.value(of: width) == 300)
        #expect(names(solver.dependencies(of: width), solver) == ["width - 300 == 0 @999 × -1.0"])
    }

    @Test func ratesFollowMultipliers() throws {
        let solver = Solver()
        let center = solver.makeVariable(named: "center")
        let container = solver.makeVariable(named: "container")
        try solver.add(container == 320)
        try solver.add(center == 0.5 * container)
        #expect(
            names(solver.dependencies(of: center), solver) == [
                "container - 320 == 0 × -0.5", "center - 0.5 * container == 0 × -1.0",
            ])
    }

    @Test func freeAndForeignVariablesDependOnNothing() throws {
        let solver = Solver()
        let x = solver.makeVariable()
        let y = solver.makeVariable()
        try solver.add(y == 2)
        #expect(solver.dependencies(of: x).isEmpty)
        #expect(solver.dependencies(of: Variable(index: 7)).isEmpty)
        // An edit variable follows its suggestion, which is not a constraint of the caller's.
        try solver.addEditVariable(x, priority: 500)
        try solver.suggestValue(30, for: x)
        #expect(solver.value(of: x) == 30)
        #expect(solver.dependencies(of: x).isEmpty)
        #expect(solver.checkInvariants() == [])
    }
}
