import Cassowary
import Testing

/// Where the solver decides that a number is zero (`_Tolerance`): against the numbers it was
/// computed from, never a fixed size; and what it says when doubles cannot decide.
@Suite struct ToleranceTests {
    /// A required constraint off by 0.5 beside numbers of 10⁹ is a conflict, not rounding (it was
    /// accepted with `y` at 0: the tolerance was a billionth of the largest number seen).
    @Test func halfAPointBesideABillionIsAConflict() throws {
        let solver = Solver()
        let x = solver.makeVariable(named: "x")
        let y = solver.makeVariable(named: "y")
        let a = Constraint(Expression([Term(x, 1e9), Term(y, 1)], constant: -1e9), .equal)
        let b = x == 1
        let c = y >= 0.5
        try solver.add(a)
        try solver.add(b)
        #expect {
            try solver.add(c)
        } throws: { error in
            guard case .unsatisfiable(let culprit, let conflict) = error as? SolverError else { return false }
            return culprit === c && conflict.count == 3 && conflict[0] === a && conflict[1] === b
        }
        #expect(solver.value(of: y) == 0)
        #expect(solver.checkInvariants() == [])
    }

    /// A coefficient of 10⁻⁹ is a coefficient (it was taken for zero, and `1e-9 * x == 1` for a
    /// contradiction).
    @Test func aSmallCoefficientIsNotZero() throws {
        let solver = Solver()
        let x = solver.makeVariable()
        try solver.add(Constraint(Expression([Term(x, 1e-9)], constant: -1), .equal))
        #expect(abs(solver.value(of: x) - 1e9) <= 1e-6)
    }

    /// The README's example with every coefficient 2⁻³⁰ (about 10⁻⁹) and every constant 2³⁰
    /// gives the same layout, 2⁶⁰ times larger, exactly.
    @Test func aProblemScaledAsAWholeIsSolvedTheSame() throws {
        let coefficient = Double(sign: .plus, exponent: -30, significand: 1)
        let constant = Double(sign: .plus, exponent: 30, significand: 1)
        let solver = Solver()
        let left = solver.makeVariable(named: "left")
        let width = solver.makeVariable(named: "width")
        try solver.add(Constraint(Expression([Term(left, coefficient)], constant: -8 * constant), .equal))
        try solver.add(
            Constraint(Expression([Term(left, coefficient), Term(width, coefficient)], constant: -367 * constant), .equal))
        try solver.add(
            Constraint(Expression([Term(width, coefficient)], constant: -100 * constant), .lessThanOrEqual, priority: 250))
        #expect(solver.value(of: left) == 8 * 0x1p60)
        #expect(solver.value(of: width) == 359 * 0x1p60)
    }

    /// After `1e17 * x + y == 1e17` and `x == 1`, `y` is 0 only up to the rounding of 10¹⁷
    /// (about 16): `y >= 0.5` can neither be accepted (it was, with `y` at 0) nor shown to
    /// conflict. It is refused as badly scaled and the solver is as it was; `y >= 0` holds.
    @Test func whatDoublesCannotTellIsBadlyScaled() throws {
        let solver = Solver()
        let x = solver.makeVariable(named: "x")
        let y = solver.makeVariable(named: "y")
        try solver.add(Constraint(Expression([Term(x, 1e17), Term(y, 1)], constant: -1e17), .equal))
        try solver.add(x == 1)
        let dump = solver.dump()
        let half = y >= 0.5
        #expect {
            try solver.add(half)
        } throws: { error in
            guard case .badlyScaled(let culprit) = error as? SolverError else { return false }
            return culprit === half
        }
        #expect(solver.dump() == dump)
        #expect(!solver.contains(half))
        try solver.add(y >= 0)
        #expect(solver.value(of: y) == 0)
        #expect(SolverError.badlyScaled(half).description.contains("badly scaled"))
    }

    /// Numbers that multiply past doubles' range: a definition divided by 10⁻³⁰⁰, a constant
    /// moved from -10³⁰⁸ to 10³⁰⁸. Refused, nothing changed.
    @Test func numbersPastDoublesRangeAreBadlyScaled() throws {
        let solver = Solver()
        let x = solver.makeVariable()
        let tiny = Constraint(Expression([Term(x, 1e-300)], constant: -1e300), .equal)
        #expect(throws: SolverError.self) { try solver.add(tiny) }
        #expect(!solver.contains(tiny) && solver.checkInvariants() == [])
        let far = x == -1e308
        try solver.add(far)
        #expect {
            try solver.updateConstant(of: far, to: -1e308)
        } throws: { error in
            guard case .badlyScaled(let culprit) = error as? SolverError else { return false }
            return culprit === far
        }
        #expect(solver.constant(of: far) == 1e308 && solver.value(of: x) == -1e308)
        #expect(solver.checkInvariants() == [])
    }

    /// Farkas' certificate is only made when its arithmetic shows in doubles: for the conflict
    /// beside 10⁹ the constant left is -0.5 (times the smallest factor), but for
    /// `x + 1e-20 * y == 1`, `x == 1`, `y >= 1` it is `1e20 - 1e20 - 1`, rounding of 10²⁰.
    @Test func aCertificateShowsInDoublesOrIsNot() throws {
        let solver = Solver()
        let x = solver.makeVariable()
        let y = solver.makeVariable()
        let billion = ConflictCertificate([
            Constraint(Expression([Term(x, 1e9), Term(y, 1)], constant: -1e9), .equal), x == 1, y >= 0.5,
        ])
        #expect(billion?.members.map(\.factor) == [-1, 1e9, 1])
        #expect(billion?.constant == -0.5)
        let tiny = ConflictCertificate([
            Constraint(Expression([Term(x, 1), Term(y, 1e-20)], constant: -1), .equal), x == 1, y >= 1,
        ])
        #expect(tiny == nil)
    }

    /// Removing `2e300 * b >= 5e300` beside `9e-9 * b + 2e-300 * b <= 1e307`: the marker's
    /// ratio test meets an infinite ratio (an element small but not small next to its row, under
    /// a constant of 10³⁰⁷), and must still take that row (it read the row at index -1: a trap
    /// in a debug build). Nothing bounds `b` from below then but the second constraint's
    /// vertex, 1.1 × 10³¹⁵, beyond doubles: its value reads as infinite (see `value(of:)`).
    @Test func aRemovalWhoseRatioIsInfiniteTakesTheRow() async {
        await #expect(processExitsWith: .success) {
            let solver = Solver()
            let b = solver.makeVariable()
            let first = Constraint(Expression([Term(b, 2e300)], constant: -5e300), .greaterThanOrEqual)
            try solver.add(first)
            try solver.add(Constraint(Expression([Term(b, 9e-9), Term(b, 2e-300)], constant: -1e307), .lessThanOrEqual))
            guard solver.value(of: b) == 2.5 else { fatalError("b = \(solver.value(of: b)) before the removal") }
            try solver.remove(first)
            guard solver.value(of: b) == .infinity, solver.checkInvariants().isEmpty else {
                fatalError("b = \(solver.value(of: b)), \(solver.checkInvariants())")
            }
        }
    }
}
