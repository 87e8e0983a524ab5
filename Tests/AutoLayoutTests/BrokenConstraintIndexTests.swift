@testable import AutoLayout
import Foundation
import Testing

/// The engine's index of broken constraints: what each waits for, and when it is due.
@MainActor
struct BrokenConstraintIndexTests {
    /// Constraints to file in the index (the index never reads them).
    func constraints(_ count: Int) -> [LayoutConstraint] {
        let view = View()
        return (0..<count).map { view.widthAnchor.constraint(equalToConstant: CGFloat($0)) }
    }

    @Test func aBrokenConstraintIsDueOnlyWhenOneOfItsBlockersLeaves() {
        let c = constraints(4)
        var index = _BrokenConstraintIndex()
        index.didBreak(c[0], blockers: [.init(constraint: c[1], factor: nil), .init(constraint: c[2], factor: nil)])
        #expect(index.constraints.count == 1)
        #expect(!index.hasDue)
        index.memberDidLeave(c[3])
        #expect(!index.hasDue)
        index.memberDidLeave(c[2])
        #expect(index.takeDue().map(ObjectIdentifier.init) == [ObjectIdentifier(c[0])])
        #expect(!index.hasDue)
        // Still broken until it is removed.
        #expect(index.contains(c[0]))
    }

    @Test func aConstantChangeMakesItDueOnlyWhenTheCertificateNoLongerProvesTheConflict() {
        let c = constraints(3)
        var index = _BrokenConstraintIndex()
        // 1 × c0 + 1 × c1 - 1 × c2 with constants adding up to -10: a margin of 10.
        index.didBreak(
            c[0], blockers: [.init(constraint: c[1], factor: 1), .init(constraint: c[2], factor: -1)], sum: -10,
            magnitude: 110, allEqualities: false)
        index.memberConstantDidChange(c[1], by: 6)
        #expect(!index.hasDue)
        index.memberConstantDidChange(c[2], by: 3)
        #expect(!index.hasDue)  // -10 + 6 - 3 = -7
        index.memberConstantDidChange(c[2], by: -8)
        #expect(index.takeDue().count == 1)  // -7 + 8 = 1: it may fit now
    }

    @Test func forEqualitiesAPositiveSumStillProvesTheConflict() {
        let c = constraints(2)
        var index = _BrokenConstraintIndex()
        index.didBreak(c[0], blockers: [.init(constraint: c[1], factor: 1)], sum: -20, magnitude: 120, allEqualities: true)
        index.memberConstantDidChange(c[1], by: 50)  // 30: still not 0
        #expect(!index.hasDue)
        index.memberConstantDidChange(c[1], by: -30)  // 0: they agree
        #expect(index.takeDue().count == 1)
    }

    @Test func withoutFactorsAnyChangeOfABlockerMakesItDue() {
        let c = constraints(2)
        var index = _BrokenConstraintIndex()
        index.didBreak(c[0], blockers: [.init(constraint: c[1], factor: nil)])
        index.memberConstantDidChange(c[1], by: 1e-9)
        #expect(index.takeDue().count == 1)
    }

    @Test func unexplainedConstraintsAreDueAtEveryRetry() {
        let c = constraints(2)
        var index = _BrokenConstraintIndex()
        index.didBreak(c[0], blockers: nil)
        #expect(index.isUnexplained(c[0]))
        #expect(index.takeDue().count == 1)
        #expect(index.takeDue().count == 1)
        index.remove(c[0])
        #expect(!index.hasDue)
        #expect(index.constraints.isEmpty)
    }

    @Test func dueConstraintsComeInTheOrderTheyBrokeAndKeepItWhenBrokenAgain() {
        let c = constraints(5)
        let shared = c[4]
        var index = _BrokenConstraintIndex()
        for k in 0..<4 { index.didBreak(c[k], blockers: [.init(constraint: shared, factor: nil)]) }
        // c1 breaks again (a retry that failed): it keeps its place.
        index.didBreak(c[1], blockers: [.init(constraint: shared, factor: nil)])
        index.remove(c[2])
        index.constraintDidChange(c[3])
        index.memberDidLeave(shared)
        #expect(index.takeDue().map(ObjectIdentifier.init) == [c[0], c[1], c[3]].map(ObjectIdentifier.init))
    }

    @Test func removingKeepsTheListAndItsPlacesConsistent() {
        let c = constraints(4)
        var index = _BrokenConstraintIndex()
        for k in 0..<3 { index.didBreak(c[k], blockers: [.init(constraint: c[3], factor: nil)]) }
        index.remove(c[0])
        index.remove(c[0])  // twice: nothing
        #expect(Set(index.constraints.map(ObjectIdentifier.init)) == Set([c[1], c[2]].map(ObjectIdentifier.init)))
        index.remove(c[2])
        #expect(index.constraints.map(ObjectIdentifier.init) == [ObjectIdentifier(c[1])])
        #expect(index.blockers(of: c[1]).map { $0.map(ObjectIdentifier.init) } == [ObjectIdentifier(c[3])])
        // The removed ones no longer wait for anything.
        index.memberDidLeave(c[3])
        #expect(index.takeDue().map(ObjectIdentifier.init) == [ObjectIdentifier(c[1])])
    }
}
