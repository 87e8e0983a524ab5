import AutoLayout
import Foundation
import Testing

/// `spacing`, custom spacing and UIKit's sentinels.
@MainActor
struct StackViewSpacingTests {
    func row(spacing: CGFloat, _ configure: (StackView, [View]) -> Void = { _, _ in }) -> (Window, StackView, [View], ReportCollector) {
        let (root, reports) = makeQuietRoot()
        let views = [makeLabel("a", 50, 20), makeLabel("b", 50, 20), makeLabel("c", 50, 20)]
        let stack = StackView(arrangedSubviews: views)
        stack.spacing = spacing
        configure(stack, views)
        placeStack(stack, in: root, x: 10, y: 10)
        root.layoutIfNeeded()
        return (root, stack, views, reports)
    }

    @Test func sentinelsHaveUIKitsValues() {
        #expect(StackView.spacingUseDefault == CGFloat(Float.greatestFiniteMagnitude))
        #expect(StackView.spacingUseSystem == CGFloat(Float.leastNormalMagnitude))
    }

    @Test func systemSpacingIsEight() {
        let (root, stack, v, reports) = row(spacing: StackView.spacingUseSystem)
        #expect(stack.spacing == StackView.spacingUseSystem)
        expectFrame(v[1], in: root, 68, 10, 50, 20)
        expectFrame(v[2], in: root, 126, 10, 50, 20)
        #expect(reports.conflicts.isEmpty)
    }

    @Test func useDefaultAsSpacingMeansZero() {
        let (root, _, v, _) = row(spacing: StackView.spacingUseDefault)
        expectFrame(v[1], in: root, 60, 10, 50, 20)
    }

    @Test func customSpacingSentinels() {
        let (root, stack, v, reports) = row(spacing: 4) { stack, v in
            stack.setCustomSpacing(StackView.spacingUseSystem, after: v[0])
            stack.setCustomSpacing(30, after: v[1])
        }
        #expect(stack.customSpacing(after: v[0]) == StackView.spacingUseSystem)
        #expect(stack.customSpacing(after: v[1]) == 30)
        #expect(stack.customSpacing(after: v[2]) == StackView.spacingUseDefault)
        expectFrame(v[1], in: root, 68, 10, 50, 20)
        expectFrame(v[2], in: root, 148, 10, 50, 20)
        stack.setCustomSpacing(StackView.spacingUseDefault, after: v[1])
        #expect(stack.customSpacing(after: v[1]) == StackView.spacingUseDefault)
        root.layoutIfNeeded()
        expectFrame(v[2], in: root, 122, 10, 50, 20)
        #expect(reports.conflicts.isEmpty)
    }

    @Test func customSpacingFollowsTheViewAndIsForgottenWhenItLeaves() {
        let (root, stack, v, _) = row(spacing: 0) { stack, v in stack.setCustomSpacing(20, after: v[0]) }
        stack.insertArrangedSubview(v[0], at: 1)
        root.layoutIfNeeded()
        // Order b, a, c: the 20 follows a.
        expectFrame(v[1], in: root, 10, 10, 50, 20)
        expectFrame(v[0], in: root, 60, 10, 50, 20)
        expectFrame(v[2], in: root, 130, 10, 50, 20)
        stack.removeArrangedSubview(v[0])
        #expect(stack.customSpacing(after: v[0]) == StackView.spacingUseDefault)
        stack.addArrangedSubview(v[0])
        #expect(stack.customSpacing(after: v[0]) == StackView.spacingUseDefault)
    }

    @Test func customSpacingForAViewThatIsNotArrangedIsIgnored() {
        let (_, stack, _, _) = row(spacing: 0)
        let stranger = makeLabel("x", 10, 10)
        stack.setCustomSpacing(40, after: stranger)
        #expect(stack.customSpacing(after: stranger) == StackView.spacingUseDefault)
        stack.addSubview(stranger)
        stack.setCustomSpacing(40, after: stranger)
        #expect(stack.customSpacing(after: stranger) == StackView.spacingUseDefault)
    }

    @Test func negativeSpacingOverlaps() {
        let (root, stack, v, reports) = row(spacing: -10)
        expectFrame(stack, in: root, 10, 10, 130, 20)
        expectFrame(v[1], in: root, 50, 10, 50, 20)
        expectFrame(v[2], in: root, 90, 10, 50, 20)
        #expect(reports.conflicts.isEmpty)
    }

    @Test func negativeSpacingFillEqually() {
        let (root, reports) = makeQuietRoot()
        let a = makeLabel("a", 10, 20)
        let b = makeLabel("b", 10, 20)
        let stack = StackView(arrangedSubviews: [a, b])
        stack.distribution = .fillEqually
        stack.spacing = -20
        placeStack(stack, in: root, x: 0, y: 0, width: 100)
        root.layoutIfNeeded()
        expectFrame(a, in: root, 0, 0, 60, 20)
        expectFrame(b, in: root, 40, 0, 60, 20)
        #expect(reports.conflicts.isEmpty)
    }

    @Test func spacingIsAMinimumForEqualSpacingAndEqualCentering() {
        for distribution in [StackView.Distribution.equalSpacing, .equalCentering] {
            let (root, reports) = makeQuietRoot()
            let a = makeLabel("a", 50, 20)
            let b = makeLabel("b", 50, 20)
            let c = makeLabel("c", 50, 20)
            let stack = StackView(arrangedSubviews: [a, b, c])
            stack.distribution = distribution
            stack.spacing = 15
            // Free along the axis: the stack hugs its content with the minimum gaps (@49).
            placeStack(stack, in: root, x: 0, y: 0)
            root.layoutIfNeeded()
            expectFrame(stack, in: root, 0, 0, 180, 20)
            expectFrame(b, in: root, 65, 0, 50, 20)
            expectFrame(c, in: root, 130, 0, 50, 20)
            #expect(reports.conflicts.isEmpty, "\(distribution)")
        }
    }

    @Test func changingSpacingRelayouts() {
        let (root, stack, v, _) = row(spacing: 0)
        stack.spacing = 12
        root.layoutIfNeeded()
        expectFrame(v[2], in: root, 134, 10, 50, 20)
    }

    @Test func verticalSpacing() {
        let (root, reports) = makeQuietRoot()
        let a = makeLabel("a", 50, 20)
        let b = makeLabel("b", 50, 30)
        let stack = StackView(arrangedSubviews: [a, b])
        stack.axis = .vertical
        stack.spacing = 6
        stack.setCustomSpacing(StackView.spacingUseSystem, after: a)
        placeStack(stack, in: root, x: 0, y: 0)
        root.layoutIfNeeded()
        expectFrame(stack, in: root, 0, 0, 50, 58)
        expectFrame(b, in: root, 0, 28, 50, 30)
        #expect(reports.conflicts.isEmpty)
    }

    @Test func customSpacingsMovedBetweenGapsOfATightStackReportNoConflict() {
        // Fixed widths that fill the stack exactly: moving 10 points from one gap to the other
        // is satisfiable, but changing one constant before the other would not be.
        let (root, reports) = makeQuietRoot()
        let views = [makeLabel("a", 50, 20), makeLabel("b", 50, 20), makeLabel("c", 50, 20)]
        for view in views {
            view.setContentCompressionResistancePriority(.required, for: .horizontal)
            view.setContentHuggingPriority(.required, for: .horizontal)
        }
        let stack = StackView(arrangedSubviews: views)
        stack.setCustomSpacing(10, after: views[0])
        stack.setCustomSpacing(20, after: views[1])
        placeStack(stack, in: root, x: 0, y: 0, width: 180)
        root.layoutIfNeeded()
        expectFrame(views[2], in: root, 130, 0, 50, 20)
        stack.setCustomSpacing(20, after: views[0])
        stack.setCustomSpacing(10, after: views[1])
        root.layoutIfNeeded()
        expectFrame(views[1], in: root, 70, 0, 50, 20)
        expectFrame(views[2], in: root, 130, 0, 50, 20)
        #expect(reports.conflicts.isEmpty)
        #expect(!generatedConstraints(stack).contains { $0.isBrokenByEngine })
    }
}
