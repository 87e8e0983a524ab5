import AutoLayout
import Foundation
import Testing

/// Changes update only the stack's own constraints, and only those that must change.
@MainActor
struct StackViewIncrementalTests {
    func setUp() -> (Window, StackView, [IntrinsicView], [LayoutConstraint], ReportCollector) {
        let (root, reports) = makeQuietRoot()
        let views = [makeLabel("a", 50, 20), makeLabel("b", 60, 20), makeLabel("c", 70, 20)]
        let stack = StackView(arrangedSubviews: views)
        stack.spacing = 8
        let user = placeStack(stack, in: root, x: 10, y: 10)
        root.layoutIfNeeded()
        return (root, stack, views, user, reports)
    }

    func identities(_ constraints: [LayoutConstraint]) -> Set<ObjectIdentifier> {
        Set(constraints.map(ObjectIdentifier.init))
    }

    @Test func hidingAViewChangesOnlyWhatItMust() {
        let (root, stack, v, user, reports) = setUp()
        let before = generatedConstraints(stack)
        let spacing = stackConstraints(stack, "UISV-spacing")
        let rootBefore = root.constraints
        v[1].isHidden = true
        root.layoutIfNeeded()
        let after = generatedConstraints(stack)
        let removed = before.filter { old in !after.contains { $0 === old } }
        let added = after.filter { new in !before.contains { $0 === new } }
        // b's hiding constraint comes; everything else is the same object (b's tie-break was on
        // its content-size constraints, not a constraint of its own: see StackViewTieBreakCostTests).
        #expect(removed.isEmpty)
        #expect(added.map(\.identifier) == ["UISV-hiding"])
        #expect(added.first?.firstItem === v[1])
        // The spacing links to b are the same constraints with half the spacing.
        #expect(identities(stackConstraints(stack, "UISV-spacing")) == identities(spacing))
        #expect(spacing.map(\.constant) == [4, 4])
        // Nothing outside the stack was touched.
        #expect(identities(root.constraints) == identities(rootBefore))
        #expect(user.allSatisfy { $0.isActive })
        expectFrame(v[2], in: root, 68, 10, 70, 20)
        // Showing it again gives back the same shape.
        v[1].isHidden = false
        root.layoutIfNeeded()
        #expect(generatedConstraints(stack).count == before.count)
        #expect(spacing.map(\.constant) == [8, 8])
        #expect(reports.conflicts.isEmpty)
    }

    @Test func addingAViewKeepsTheExistingConstraints() {
        let (root, stack, v, _, reports) = setUp()
        let before = generatedConstraints(stack)
        let d = makeLabel("d", 30, 20)
        stack.addArrangedSubview(d)
        root.layoutIfNeeded()
        let after = generatedConstraints(stack)
        let removed = before.filter { old in !after.contains { $0 === old } }
        let added = after.filter { new in !before.contains { $0 === new } }
        // Only the trailing canvas connection moves from c to d.
        #expect(removed.count == 1)
        #expect(removed.first?.identifier == "UISV-canvas-connection" && removed.first?.firstItem === v[2])
        #expect(Set(added.compactMap(\.identifier)) == ["UISV-canvas-connection", "UISV-spacing", "UISV-alignment"])
        #expect(added.allSatisfy { $0.firstItem === d || $0.secondItem === d })
        expectFrame(d, in: root, 214, 10, 30, 20)
        #expect(reports.conflicts.isEmpty)
    }

    @Test func changingSpacingChangesConstantsInPlace() {
        let (root, stack, v, _, _) = setUp()
        let before = identities(generatedConstraints(stack))
        stack.spacing = 20
        stack.setCustomSpacing(2, after: v[0])
        root.layoutIfNeeded()
        #expect(identities(generatedConstraints(stack)) == before)
        #expect(stackConstraints(stack, "UISV-spacing").map(\.constant).sorted() == [2, 20])
        expectFrame(v[2], in: root, 142, 10, 70, 20)
    }

    @Test func anIntrinsicSizeChangeUpdatesTheProportions() {
        let (root, reports) = makeQuietRoot()
        let a = makeLabel("a", 25, 20)
        let b = makeLabel("b", 75, 20)
        let stack = StackView(arrangedSubviews: [a, b])
        stack.distribution = .fillProportionally
        placeStack(stack, in: root, x: 0, y: 0, width: 200)
        root.layoutIfNeeded()
        expectFrame(a, in: root, 0, 0, 50, 20)
        let alignment = identities(stackConstraints(stack, "UISV-alignment"))
        a.size = CGSize(width: 75, height: 20)
        root.layoutIfNeeded()
        expectFrame(a, in: root, 0, 0, 100, 20)
        expectFrame(b, in: root, 100, 0, 100, 20)
        let proportional = stackConstraints(stack, "UISV-fill-proportionally")
        #expect(proportional.map(\.multiplier) == [0.5, 0.5])
        #expect(identities(stackConstraints(stack, "UISV-alignment")) == alignment)
        #expect(reports.conflicts.isEmpty)
    }

    @Test func anIntrinsicSizeChangeChangesNoStackConstraint() {
        let (root, stack, v, _, _) = setUp()
        let before = identities(generatedConstraints(stack))
        v[2].size = CGSize(width: 90, height: 20)
        root.layoutIfNeeded()
        // The tie-break rides on the content-size constraints, which follow the new size.
        #expect(identities(generatedConstraints(stack)) == before)
        #expect(stackConstraints(stack, "AL-stack-ordering").isEmpty)
        expectFrame(stack, in: root, 10, 10, 216, 20)
    }

    @Test func changingTheDistributionReplacesOnlyDistributionConstraints() {
        let (root, stack, _, _, reports) = setUp()
        let alignment = identities(stackConstraints(stack, "UISV-alignment"))
        let canvas = identities(stackConstraints(stack, "UISV-canvas-connection"))
        stack.distribution = .fillEqually
        root.layoutIfNeeded()
        #expect(identities(stackConstraints(stack, "UISV-alignment")) == alignment)
        #expect(identities(stackConstraints(stack, "UISV-canvas-connection")) == canvas)
        #expect(stackConstraints(stack, "UISV-fill-equally").count == 2)
        #expect(stackConstraints(stack, "AL-stack-ordering").isEmpty)
        stack.distribution = .equalSpacing
        root.layoutIfNeeded()
        #expect(stack.layoutGuides.filter { $0.identifier == "UISV-distributing" }.count == 2)
        stack.distribution = .fill
        root.layoutIfNeeded()
        #expect(stack.layoutGuides.filter { $0.identifier == "UISV-distributing" }.isEmpty)
        #expect(reports.conflicts.isEmpty)
    }

    @Test func changingTheAxisRebuildsAndLaysOutAgain() {
        let (root, stack, v, _, reports) = setUp()
        stack.axis = .vertical
        stack.alignment = .center
        root.layoutIfNeeded()
        expectFrame(stack, in: root, 10, 10, 70, 76)
        expectFrame(v[0], in: root, 20, 10, 50, 20)
        expectFrame(v[2], in: root, 10, 66, 70, 20)
        stack.alignment = .fill
        root.layoutIfNeeded()
        #expect(stack.layoutGuides.filter { $0.identifier == "UISV-alignment-spanner" }.isEmpty)
        #expect(reports.conflicts.isEmpty)
    }

    @Test func nothingChangesNothing() {
        let (root, stack, _, _, _) = setUp()
        let before = identities(generatedConstraints(stack))
        let constants = generatedConstraints(stack).map(\.constant)
        stack.setNeedsUpdateConstraints()
        root.layoutIfNeeded()
        #expect(identities(generatedConstraints(stack)) == before)
        #expect(generatedConstraints(stack).map(\.constant) == constants)
    }

    @Test(arguments: StackView.Distribution.allCases)
    func hidingOneViewOfALongStackTouchesAFewConstraints(_ distribution: StackView.Distribution) {
        let (root, reports) = makeQuietRoot(width: 320, height: 480)
        let views = (0..<60).map { makeLabel("v\($0)", 10 + CGFloat($0 % 7), 20) }
        let stack = StackView(arrangedSubviews: views)
        stack.axis = .vertical
        stack.distribution = distribution
        stack.alignment = .center
        stack.spacing = 2
        placeStack(stack, in: root, x: 0, y: 0, width: 100, height: 3000)
        root.layoutIfNeeded()
        let before = generatedConstraints(stack)
        let constants = before.map(\.constant)
        views[30].isHidden = true
        root.layoutIfNeeded()
        let after = generatedConstraints(stack)
        let removed = before.filter { old in !after.contains { $0 === old } }.count
        let added = after.filter { new in !before.contains { $0 === new } }.count
        let changed = zip(before, constants).filter { constraint, old in
            after.contains { $0 === constraint } && constraint.constant != old
        }.count
        // fillProportionally's multipliers all depend on the total: it remakes those, as UIKit
        // does; the others change a handful, whatever the length of the stack.
        let bound = distribution == .fillProportionally ? 2 * 60 + 12 : 12
        #expect(removed + added + changed <= bound, "removed \(removed), added \(added), changed \(changed)")
        #expect(reports.conflicts.isEmpty)
    }

    /// A property change on a long stack describes every constraint again and finds each one
    /// it already holds by its key (dozens of keys, so the index is probed well past its first
    /// buckets): every constraint is kept, with its new constant. Hidden views, read once for the
    /// whole description, keep their split gaps.
    @Test func aLongStackChangesItsSpacingInPlace() {
        let (root, reports) = makeQuietRoot(width: 400, height: 4000)
        let views = (0..<60).map { makeLabel("v\($0)", 50, 20) }
        let stack = StackView(arrangedSubviews: views)
        stack.axis = .vertical
        stack.spacing = 4
        for index in [10, 11, 59] { views[index].isHidden = true }
        placeStack(stack, in: root, x: 0, y: 0)
        root.layoutIfNeeded()
        let before = identities(generatedConstraints(stack))
        // 59 links, 4 canvas connections, 2 × 59 alignments, 3 hiding (the tie-breaks ride on
        // the views' content-size constraints).
        #expect(before.count == 184)
        stack.spacing = 6
        root.layoutIfNeeded()
        #expect(identities(generatedConstraints(stack)) == before)
        let links = stackConstraints(stack, "UISV-spacing")
        func link(into index: Int) -> CGFloat? { links.first { $0.firstItem === views[index] }?.constant }
        #expect(link(into: 1) == 6 && link(into: 10) == 3 && link(into: 11) == 0 && link(into: 12) == 3)
        #expect(link(into: 58) == 6 && link(into: 59) == 0)
        // Two hidden views above v12, two above v58: 10 and 56 visible views of 20 + 6 before them.
        expectFrame(views[12], in: root, 0, 260, 50, 20)
        expectFrame(views[58], in: root, 0, 1456, 50, 20)
        #expect(stack.frame.height == 1476)
        #expect(reports.conflicts.isEmpty)
    }
}
