import Testing

/// The reference solver on problems solved by hand: the property tests trust it, so it gets
/// tests of its own (strictness of priorities, sums within a level, infeasibility, redundant
/// rows, free and unbounded variables, ranges of optimal values).
@Suite struct ReferenceSolverTests {
    func term(_ variable: Int, _ coefficient: Double = 1) -> ReferenceTerm {
        ReferenceTerm(variable: variable, coefficient: coefficient)
    }

    /// `Σ terms + constant REL 0 @priority`
    func constraint(
        _ terms: [ReferenceTerm], _ constant: Double, _ relation: ReferenceRelation, _ priority: Double = 1000
    ) -> ReferenceConstraint {
        ReferenceConstraint(terms: terms, constant: constant, relation: relation, priority: priority)
    }

    func expectClose(
        _ actual: [Double], _ expected: [Double], sourceLocation: SourceLocation = #_sourceLocation
    ) {
        #expect(actual.count == expected.count, sourceLocation: sourceLocation)
        for (a, e) in zip(actual, expected) {
            #expect(abs(a - e) <= 1e-9, "\(actual) vs \(expected)", sourceLocation: sourceLocation)
        }
    }

    @Test func higherLevelWinsOverAnyAmountOfLowerError() {
        // x == 10 @750, x == 20 @500, x >= 15 @751: 751 holds, then 750 is as close as it can be.
        let solver = ReferenceSolver(
            ReferenceProblem(
                variableCount: 1,
                constraints: [
                    constraint([term(0)], -10, .equal, 750),
                    constraint([term(0)], -20, .equal, 500),
                    constraint([term(0)], -15, .greaterThanOrEqual, 751),
                ]))
        #expect(solver.result.isFeasible)
        #expect(solver.result.levelPriorities == [751, 750, 500])
        expectClose(solver.result.levelErrors, [0, 5, 5])
        expectClose(solver.result.point, [15])
        #expect(solver.uniqueValue(of: 0) == 15)
    }

    @Test func closeLevelsAreStrict() {
        // x + y == 10 required; x == 0 @999 once against y == 0 @998 three times: 999 wins.
        let y0 = constraint([term(1)], 0, .equal, 998)
        let solver = ReferenceSolver(
            ReferenceProblem(
                variableCount: 2,
                constraints: [
                    constraint([term(0), term(1)], -10, .equal),
                    constraint([term(0)], 0, .equal, 999),
                    y0, y0, y0,
                ]))
        expectClose(solver.result.levelErrors, [0, 30])
        expectClose(solver.result.point, [0, 10])
    }

    @Test func errorsAddUpWithinALevel() {
        // x == 0, x == 10, x == 10, all @500: the median, x = 10, with error 10.
        let solver = ReferenceSolver(
            ReferenceProblem(
                variableCount: 1,
                constraints: [
                    constraint([term(0)], 0, .equal, 500),
                    constraint([term(0)], -10, .equal, 500),
                    constraint([term(0)], -10, .equal, 500),
                ]))
        expectClose(solver.result.levelErrors, [10])
        expectClose(solver.result.point, [10])
    }

    @Test func infeasibleRequiredConstraints() {
        let constraints = [
            constraint([term(0)], -5, .greaterThanOrEqual),
            constraint([term(0)], -3, .lessThanOrEqual),
        ]
        #expect(
            !ReferenceSolver(ReferenceProblem(variableCount: 1, constraints: constraints)).result.isFeasible)
        #expect(!ReferenceSolver.isFeasible(variableCount: 1, constraints: constraints))
        #expect(ReferenceSolver.isFeasible(variableCount: 1, constraints: [constraints[0]]))
        // A constant constraint: 0 == 5 cannot hold, 0 <= 5 always does.
        #expect(!ReferenceSolver.isFeasible(variableCount: 1, constraints: [constraint([], 5, .equal)]))
        #expect(
            ReferenceSolver.isFeasible(variableCount: 1, constraints: [constraint([], -5, .lessThanOrEqual)]))
    }

    @Test func redundantEqualitiesAndRepeatedTerms() {
        // x == 4 three ways (once as 2x - x - x + x), x + y == 10: y = 6.
        let solver = ReferenceSolver(
            ReferenceProblem(
                variableCount: 2,
                constraints: [
                    constraint([term(0)], -4, .equal),
                    constraint([term(0, 2)], -8, .equal),
                    constraint([term(0, 2), term(0, -1), term(0, -1), term(0, 1)], -4, .equal),
                    constraint([term(0), term(1)], -10, .equal),
                ]))
        #expect(solver.result.isFeasible)
        expectClose(solver.result.point, [4, 6])
        #expect(solver.uniqueValue(of: 1) == 6)
    }

    @Test func rangesOfOptimalValues() {
        // 0 <= x <= 10 required, x + y == 10 required, x >= 3 @750: x in [3, 10], y in [0, 7].
        let problem = ReferenceProblem(
            variableCount: 3,
            constraints: [
                constraint([term(0)], 0, .greaterThanOrEqual),
                constraint([term(0)], -10, .lessThanOrEqual),
                constraint([term(0), term(1)], -10, .equal),
                constraint([term(0)], -3, .greaterThanOrEqual, 750),
            ])
        let solver = ReferenceSolver(problem)
        expectClose(solver.result.levelErrors, [0])
        let x = solver.range(of: 0)!
        let y = solver.range(of: 1)!
        expectClose([x.lower, x.upper, y.lower, y.upper], [3, 10, 0, 7])
        // v2 appears nowhere: it can be anything.
        let free = solver.range(of: 2)!
        #expect(free.lower == -.infinity && free.upper == .infinity)
        #expect(solver.uniqueValue(of: 0) == nil)
    }

    @Test func anEditLikePullOnAFreeVariable() {
        // v == 7 @999 with v otherwise unconstrained: v = 7, unique.
        let solver = ReferenceSolver(
            ReferenceProblem(variableCount: 1, constraints: [constraint([term(0)], -7, .equal, 999)]))
        expectClose(solver.result.point, [7])
        #expect(solver.uniqueValue(of: 0) == 7)
    }
}
