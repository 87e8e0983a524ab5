import Testing
import Cassowary

/// The operators build the expected terms and constants.
struct ExpressionTests {
    let x = Variable(index: 0)
    let y = Variable(index: 1)

    @Test func scalingAndSums() {
        let e = x + 2 * y - 3
        #expect(e.terms == [Term(x, 1), Term(y, 2)])
        #expect(e.constant == -3)
        let f = (x - y) / 2 + 1
        #expect(f.terms == [Term(x, 0.5), Term(y, -0.5)])
        #expect(f.constant == 1)
        let g = 4 - (x * 3)
        #expect(g.terms == [Term(x, -3)])
        #expect(g.constant == 4)
        let h = -(x + 5)
        #expect(h.terms == [Term(x, -1)])
        #expect(h.constant == -5)
    }

    @Test func relationsMoveTheRightSideLeft() {
        let c = x + 8 == y - 2
        #expect(c.expression.terms == [Term(x, 1), Term(y, -1)])
        #expect(c.expression.constant == 10)
        #expect(c.relation == .equal)
        #expect(c.priority == .required)
        let d = (x >= 44).withPriority(750)
        #expect(d.relation == .greaterThanOrEqual)
        #expect(d.priority.value == 750)
        #expect(d.expression.constant == -44)
        let e = 2 * x <= y
        #expect(e.expression.terms == [Term(x, 2), Term(y, -1)])
        #expect(e.relation == .lessThanOrEqual)
    }

    @Test func descriptions() {
        #expect((x + 2 * y - 3 >= 0).description == "v0 + 2 * v1 - 3 >= 0")
        #expect((x == 100).withPriority(250).description == "v0 - 100 == 0 @250")
        #expect((-x <= 0.5).description == "-v0 - 0.5 <= 0")
        #expect(Priority(999.5).description == "999.5")
        let solver = Solver()
        let width = solver.makeVariable(named: "width")
        let gap = solver.makeVariable()
        #expect(solver.describe((width >= 2 * gap + 10).withPriority(750)) == "width - 2 * v1 - 10 >= 0 @750")
        #expect(solver.name(of: gap) == "v1")
    }

    @Test func finiteness() {
        #expect((x + 1).isFinite)
        #expect(!(x + Double.nan).isFinite)
        #expect(!(Double.infinity * x).isFinite)
    }
}
