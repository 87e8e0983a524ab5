import Cassowary
import Testing

/// The solver example of README.md, as written there.
struct ReadmeExampleTests {
    @Test func theSolverTour() throws {
        let solver = Solver()
        let left = solver.makeVariable(named: "left")
        let width = solver.makeVariable(named: "width")
        try solver.add(left == 8)
        try solver.add(left + width == 375 - 8)
        try solver.add((width <= 100).withPriority(250))
        #expect(solver.value(of: width) == 359)
    }
}
