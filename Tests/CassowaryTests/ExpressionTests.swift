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

    /// Every relation between variables, expressions and constants moves the right side left,
    /// keeping the terms in the order they were written.
    @Test func relationsOfEveryShape() {
        let z = Variable(index: 2)
        let a = x == y + 8
        #expect(a.expression.terms == [Term(x, 1), Term(y, -1)])
        #expect(a.expression.constant == -8)
        let b = x + y == z - 8
        #expect(b.expression.terms == [Term(x, 1), Term(y, 1), Term(z, -1)])
        #expect(b.expression.constant == 8)
        let c = x >= y + z + 8
        #expect(c.expression.terms == [Term(x, 1), Term(y, -1), Term(z, -1)])
        #expect(c.expression.constant == -8)
        #expect(c.relation == .greaterThanOrEqual)
        let d = x <= y
        #expect(d.expression.terms == [Term(x, 1), Term(y, -1)])
        #expect(d.expression.constant == 0)
        let e = 2 * x - 3 == y
        #expect(e.expression.terms == [Term(x, 2), Term(y, -1)])
        #expect(e.expression.constant == -3)
        let f = x == 0.5 * y - 2
        #expect(f.expression.terms == [Term(x, 1), Term(y, -0.5)])
        #expect(f.expression.constant == 2)
        let g = 10 - x >= y - z
        #expect(g.expression.terms == [Term(x, -1), Term(y, -1), Term(z, 1)])
        #expect(g.expression.constant == 10)
        // An expression used again after a relation consumed a copy of it is unchanged.
        let shared = y + 8
        let h = x == shared
        let i = z <= shared
        #expect(shared.terms == [Term(y, 1)] && shared.constant == 8)
        #expect(h.expression.terms == [Term(x, 1), Term(y, -1)] && h.expression.constant == -8)
        #expect(i.expression.terms == [Term(z, 1), Term(y, -1)] && i.expression.constant == -8)
        #expect(i.relation == .lessThanOrEqual)
    }

    /// `withPriority` gives a constraint with another priority and the same content; the
    /// constraint it is called on stays as it was while anything else holds it.
    @Test func withPriorityKeepsAHeldConstraint() throws {
        let held = x + 2 * y >= 10
        let low = held.withPriority(.low)
        #expect(low !== held)
        #expect(held.priority == .required)
        #expect(low.priority == .low)
        #expect(low.expression == held.expression)
        #expect(low.relation == .greaterThanOrEqual)
        let tagged = Constraint(Expression(x), .equal, priority: 500, tag: 7)
        let again = tagged.withPriority(600)
        #expect(tagged.priority.value == 500 && again.priority.value == 600)
        #expect(again.tag == 7 && tagged.tag == 7)
        // A temporary (nothing else holds it) works the same way as seen from outside.
        let temporary = (x <= 44).withPriority(250).withPriority(750)
        #expect(temporary.priority.value == 750)
        #expect(temporary.expression.terms == [Term(x, 1)] && temporary.expression.constant == -44)
        #expect(temporary.relation == .lessThanOrEqual)
        // A constraint added to a solver is held by it: re-prioritising it makes a new one and
        // leaves the added one alone.
        let solver = Solver()
        let v = solver.makeVariable(named: "v")
        let added = (v >= 44).withPriority(.high)
        try solver.add(added)
        let moved = added.withPriority(.low)
        #expect(moved !== added)
        #expect(added.priority == .high)
        #expect(solver.priority(of: added) == .high)
        #expect(!solver.contains(moved))
        try solver.add(moved)
        #expect(solver.priority(of: moved) == .low)
        #expect(solver.value(of: v) == 44)
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
