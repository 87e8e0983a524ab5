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

    /// Up to four terms live in the expression itself; a fifth moves them all into an array.
    /// Order, equality and hashing do not depend on where the terms are.
    @Test func termsBeyondFourKeepTheirOrderAndEquality() throws {
        let v = (0..<7).map { Variable(index: $0) }
        var grown = Expression(constant: 1)
        for (i, variable) in v.enumerated() { grown.add(variable, times: Double(i + 1)) }
        let expected = v.enumerated().map { Term($0.element, Double($0.offset + 1)) }
        #expect(grown.terms == expected)
        #expect(grown.termCount == 7)
        #expect(grown == Expression(expected, constant: 1))
        #expect(grown.hashValue == Expression(expected, constant: 1).hashValue)
        #expect(Set([grown, Expression(expected, constant: 1)]).count == 1)
        #expect(grown != Expression(Array(expected.prefix(6)), constant: 1))

        // A variable put in front of four terms crosses the boundary.
        let four = v[1] + v[2] + v[3] + v[4]
        #expect(four.termCount == 4)
        let five = v[0] - four
        #expect(five.terms == [Term(v[0], 1), Term(v[1], -1), Term(v[2], -1), Term(v[3], -1), Term(v[4], -1)])
        let relation = v[5] == four + 2
        #expect(relation.expression.terms == [Term(v[5], 1), Term(v[1], -1), Term(v[2], -1), Term(v[3], -1), Term(v[4], -1)])
        #expect(relation.expression.constant == -2)

        // Scaling and adding work on either storage.
        #expect((2 * grown).terms == expected.map { Term($0.variable, 2 * $0.coefficient) })
        var small = Expression(Term(v[6], 3))
        small.add(grown, times: -1)
        #expect(small.terms == [Term(v[6], 3)] + expected.map { Term($0.variable, -$0.coefficient) })
        #expect(small.constant == -1)

        // Setting the terms replaces them, in both directions across the boundary.
        var replaced = grown
        replaced.terms = [Term(v[2], 5)]
        #expect(replaced == Expression(Term(v[2], 5), constant: 1))
        replaced.terms = expected
        #expect(replaced == grown)

        // An empty expression and one with a zero term differ, as two arrays of terms would.
        #expect(Expression() != Expression(Term(v[0], 0)))
        #expect(Expression(constant: 3) == Expression([], constant: 3))

        // The solver reads spilled terms like inline ones.
        let solver = Solver()
        let xs = (0..<6).map { _ in solver.makeVariable() }
        for (i, x) in xs.enumerated() { try solver.add(x == Double(i + 1)) }
        let sum = solver.makeVariable()
        try solver.add(sum == xs[0] + xs[1] + xs[2] + xs[3] + xs[4] + xs[5])
        #expect(solver.value(of: sum) == 21)
    }
}
