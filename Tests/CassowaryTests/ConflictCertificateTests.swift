import Cassowary
import Testing

/// Farkas' certificate: the factors that make the variables of a conflict cancel and leave a
/// contradiction.
struct ConflictCertificateTests {
    /// The factors and the constant, for exact comparison.
    func summary(_ certificate: ConflictCertificate?) -> [Double]? {
        guard let certificate else { return nil }
        return certificate.members.map(\.factor) + [certificate.constant]
    }

    @Test func twoWidthsDifferBy100() throws {
        let solver = Solver()
        let width = solver.makeVariable(named: "width")
        let a = width == 100
        let b = width == 200
        let certificate = try #require(ConflictCertificate([a, b]))
        // -(width - 100) + (width - 200) = -100, which is not 0.
        #expect(summary(certificate) == [-1, 1, -100])
        #expect(certificate.relation == .equal)
        #expect(certificate.members[0].constraint === a && certificate.members[1].constraint === b)
        #expect(certificate.members.map(\.constant) == [-100, -200])
    }

    @Test func eightPlus300PlusEightDoesNotFitIn300() throws {
        let solver = Solver()
        let left = solver.makeVariable(named: "left")
        let width = solver.makeVariable(named: "width")
        let container = solver.makeVariable(named: "container")
        let members = [left >= 8, width == 300, left + width <= container - 8, container == 300]
        let certificate = try #require(ConflictCertificate(members))
        // (left - 8) + (width - 300) - (left + width - container + 8) - (container - 300) = -16.
        #expect(summary(certificate) == [1, 1, -1, -1, -16])
        #expect(certificate.relation == .greaterThanOrEqual)
    }

    @Test func multipliersGiveWholeFactors() throws {
        // x == 0.5 × y, y == 100, x == 60: 2 × 60 ≠ 100.
        let solver = Solver()
        let x = solver.makeVariable()
        let y = solver.makeVariable()
        let certificate = try #require(ConflictCertificate([x == 0.5 * y, y == 100, x == 60]))
        #expect(summary(certificate) == [-2, -1, 2, -20])
    }

    @Test func theSolversConflictComesWithItsCertificate() throws {
        let solver = Solver()
        let left = solver.makeVariable(named: "left")
        let width = solver.makeVariable(named: "width")
        let container = solver.makeVariable(named: "container")
        try solver.add(container == 320)
        try solver.add(left >= 8)
        try solver.add(left + width <= container - 8)
        let culprit = width == 308
        var caught: SolverError?
        do {
            try solver.add(culprit)
        } catch {
            caught = error
        }
        let error = try #require(caught)
        let certificate = try #require(error.certificate)
        // 8 + 308 + 8 = 324 > 320.
        #expect(summary(certificate) == [-1, 1, -1, 1, -4])
        #expect(certificate.members.last?.constraint === culprit)
        #expect(certificate.relation == .greaterThanOrEqual)
        #expect(SolverError.nonFinite.certificate == nil)
    }

    @Test func changedConstantsArePassedExplicitly() throws {
        let solver = Solver()
        let width = solver.makeVariable()
        let a = width == 100
        let b = width <= 150
        try solver.add(a)
        try solver.add(b)
        var caught: SolverError?
        do {
            try solver.updateConstant(of: a, to: -200)
        } catch {
            caught = error
        }
        let error = try #require(caught)
        // With the expressions' own constants the two can hold: no certificate.
        #expect(error.certificate == nil)
        let constant = try #require(solver.constant(of: b))
        let certificate = try #require(ConflictCertificate([a, b], constants: [-200, constant]))
        // (width - 200) - (width - 150) = -50.
        #expect(summary(certificate) == [1, -1, -50])
        #expect(certificate.relation == .greaterThanOrEqual)
    }

    @Test func constraintsThatCanHoldHaveNone() {
        let solver = Solver()
        let x = solver.makeVariable()
        #expect(ConflictCertificate([x >= 10, x <= 20]) == nil)
        #expect(ConflictCertificate([]) == nil)
        #expect(ConflictCertificate([x == 1, x == 2], constants: [-1]) == nil)
        #expect(ConflictCertificate([x == 1, x == 2], constants: [-1, .nan]) == nil)
    }

    @Test func aReducibleSetLeavesOutWhatIsNotNeeded() throws {
        let solver = Solver()
        let x = solver.makeVariable()
        let y = solver.makeVariable()
        let unrelated = y == 3
        let certificate = try #require(ConflictCertificate([x >= 10, unrelated, x <= 5]))
        #expect(!certificate.members.contains { $0.constraint === unrelated })
        #expect(summary(certificate) == [1, -1, -5])
    }
}
