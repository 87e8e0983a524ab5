import AutoLayout
import Foundation
import Testing
import TestSupport

/// Showing, hiding or resizing a few arranged views describes again only the constraints near
/// them; changing a property or the arrangement describes again what depends on it. Whatever
/// path an update takes, the stack must end with exactly the constraints and frames that a
/// stack built from scratch in the same state has (frames where they are determined: where
/// both stacks leave a view free, where it ends up is history).
@MainActor
struct StackViewLocalUpdateTests {
    /// A seeded generator, so that every run checks the same stacks.
    struct Generator {
        var random: SplitMix64
        init(state: UInt64) { random = SplitMix64(seed: state) }
        mutating func below(_ bound: Int) -> Int { random.below(bound) }
        mutating func chance(_ percent: Int) -> Bool { below(100) < percent }
    }

    /// Everything a stack's constraints depend on, so that a second stack can be built in the
    /// same state.
    struct StackState {
        var axis: LayoutAxis
        var distribution: StackView.Distribution
        var alignment: StackView.Alignment
        var spacing: CGFloat
        var baselineRelative: Bool
        var marginsRelative: Bool
        var direction: UserInterfaceLayoutDirection
        var customSpacings: [Int: CGFloat]
        var sizes: [CGSize]
        var hidden: [Bool]
        /// The stack's length along its axis when a constraint fixes it (nil: its fitting size).
        var length: CGFloat? = nil
        /// Whether the stack's margins guide exists: once made it stays, and like every guide
        /// its size is never negative, so it keeps the stack at least as large as its margins.
        var hasMarginsGuide = false

        init(_ g: inout Generator) {
            axis = g.chance(50) ? .horizontal : .vertical
            distribution = StackView.Distribution.allCases[g.below(StackView.Distribution.allCases.count)]
            alignment = StackView.Alignment.allCases[g.below(StackView.Alignment.allCases.count)]
            spacing = [0, 8, -2, StackView.spacingUseSystem][g.below(4)]
            baselineRelative = g.chance(30)
            // A single visible view of a fillProportionally stack inside margins conflicts, in
            // UIKit too (SEMANTICS.md §5): not a state to compare.
            marginsRelative = distribution != .fillProportionally && g.chance(30)
            direction = g.chance(30) ? .rightToLeft : .leftToRight
            let count = 1 + g.below(9)
            customSpacings = [:]
            for index in 0..<count where g.chance(20) { customSpacings[index] = CGFloat(g.below(20)) }
            sizes = (0..<count).map { _ in CGSize(width: CGFloat(10 + 10 * g.below(6)), height: CGFloat(10 + 5 * g.below(6))) }
            hidden = (0..<count).map { _ in g.chance(30) }
        }

        /// A stack in this state, laid out in a root of its own.
        @MainActor func make() -> (Window, StackView, [IntrinsicView], ReportCollector) {
            let (root, reports) = makeQuietRoot(width: 2000, height: 2000, direction: direction)
            let views = sizes.enumerated().map { index, size in
                makeLabel("v\(index)", size.width, size.height, baselines: (size.height * 0.8, size.height * 0.8))
            }
            let stack = StackView(arrangedSubviews: views)
            stack.axis = axis
            stack.distribution = distribution
            stack.alignment = alignment
            stack.spacing = spacing
            stack.isBaselineRelativeArrangement = baselineRelative
            stack.isLayoutMarginsRelativeArrangement = marginsRelative
            for (index, value) in customSpacings { stack.setCustomSpacing(value, after: views[index]) }
            for (view, isHidden) in zip(views, hidden) { view.isHidden = isHidden }
            if hasMarginsGuide { _ = stack.layoutMarginsGuide }
            placeStack(stack, in: root)
            if let length {
                let anchor = axis == .horizontal ? stack.widthAnchor : stack.heightAnchor
                anchor.constraint(equalToConstant: length).isActive = true
            }
            root.layoutIfNeeded()
            return (root, stack, views, reports)
        }
    }

    /// A description of one generated constraint that does not depend on which objects the
    /// stack is made of.
    func signature(_ constraint: LayoutConstraint, _ stack: StackView) -> String {
        func name(_ item: AnyObject?) -> String {
            guard let item else { return "-" }
            if item === stack { return "stack" }
            if let index = stack.arrangedSubviews.firstIndex(where: { $0 === item }) { return "v\(index)" }
            if let guide = item as? LayoutGuide { return guide.identifier ?? "guide" }
            return "?"
        }
        return "\(constraint.identifier ?? "") \(name(constraint.firstItem)).\(constraint.firstAttribute)"
            + " \(constraint.relation) \(name(constraint.secondItem)).\(constraint.secondAttribute)"
            + " ×\(constraint.multiplier) + \(constraint.constant) @\(constraint.priority.rawValue)"
    }

    /// The live stack has the constraints and frames of a stack built in its state from scratch.
    func expectSameAsFresh(
        _ stack: StackView, _ views: [IntrinsicView], _ state: StackState, _ what: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let (freshRoot, fresh, freshViews, freshReports) = state.make()
        withExtendedLifetime(freshRoot) {
            let live = generatedConstraints(stack).map { signature($0, stack) }.sorted()
            let expected = generatedConstraints(fresh).map { signature($0, fresh) }.sorted()
            #expect(live == expected, "\(what): constraints", sourceLocation: sourceLocation)
            #expect(close(stack.bounds, fresh.bounds), "\(what): the stack's size", sourceLocation: sourceLocation)
            for (index, view) in views.enumerated() where !view.isHidden {
                // Where the constraints leave a view free, where it ends up is history, in UIKit
                // too (a stack held larger than its content by its margins guide, say).
                let isAmbiguous = freshViews[index].hasAmbiguousLayout
                #expect(
                    view.hasAmbiguousLayout == isAmbiguous, "\(what): v\(index) ambiguity",
                    sourceLocation: sourceLocation)
                if isAmbiguous { continue }
                #expect(
                    close(view.frame, freshViews[index].frame),
                    "\(what): v\(index) \(view.frame) ≠ \(freshViews[index].frame)", sourceLocation: sourceLocation)
            }
            #expect(freshReports.conflicts.isEmpty, "\(what): the fresh stack conflicts", sourceLocation: sourceLocation)
        }
    }

    @Test(arguments: 0..<60)
    func changesKeepTheStackAsIfBuiltFromScratch(seed: Int) {
        var g = Generator(state: UInt64(seed) &* 7919 &+ 17)
        var state = StackState(&g)
        let (root, stack, views, reports) = state.make()
        for step in 0..<12 {
            // One to three views shown or hidden, or one view resized.
            if g.chance(75) {
                for _ in 0..<(1 + g.below(3)) {
                    let index = g.below(views.count)
                    state.hidden[index].toggle()
                    views[index].isHidden = state.hidden[index]
                }
            } else {
                let index = g.below(views.count)
                let size = CGSize(width: CGFloat(10 + 10 * g.below(6)), height: CGFloat(10 + 5 * g.below(6)))
                state.sizes[index] = size
                views[index].size = size
                views[index].baselines = (size.height * 0.8, size.height * 0.8)
            }
            root.layoutIfNeeded()
            expectSameAsFresh(stack, views, state, "seed \(seed) step \(step)")
        }
        #expect(reports.conflicts.isEmpty)
    }

    @Test func hidingOneViewOfALongStackTouchesOnlyItsNeighbourhood() {
        let (root, reports) = makeQuietRoot(width: 400, height: 4000)
        let views = (0..<100).map { makeLabel("v\($0)", 50, 20) }
        let stack = StackView(arrangedSubviews: views)
        stack.axis = .vertical
        stack.spacing = 8
        placeStack(stack, in: root, x: 0, y: 0)
        root.layoutIfNeeded()
        let before = generatedConstraints(stack)
        views[50].isHidden = true
        root.layoutIfNeeded()
        let after = generatedConstraints(stack)
        let removed = before.filter { old in !after.contains { $0 === old } }
        let added = after.filter { new in !before.contains { $0 === new } }
        #expect(removed.isEmpty)
        #expect(added.map(\.identifier) == ["UISV-hiding"])
        // The two links around the hidden view share its gap (4 + 4), changed in place.
        let links = stackConstraints(stack, "UISV-spacing").filter { $0.firstItem === views[50] || $0.firstItem === views[51] }
        #expect(links.map(\.constant) == [4, 4])
        #expect(abs(views[51].frame.minY - 50 * 28) < 1e-6)
        #expect(abs(stack.frame.height - (99 * 28 - 8)) < 1e-6)
        views[50].isHidden = false
        root.layoutIfNeeded()
        #expect(abs(views[51].frame.minY - 51 * 28) < 1e-6)
        #expect(abs(stack.frame.height - (100 * 28 - 8)) < 1e-6)
        #expect(reports.conflicts.isEmpty)
    }

    /// A vertical stack of three views 20 high that can neither grow nor shrink, in a stack of
    /// fixed height with custom spacings 10 and 20.
    func rigidStack() -> (Window, StackView, [IntrinsicView], ReportCollector) {
        let (root, reports) = makeQuietRoot()
        let views = (0..<3).map { makeLabel("v\($0)", 50, 20) }
        for view in views {
            view.setContentCompressionResistancePriority(.required, for: .vertical)
            view.setContentHuggingPriority(.required, for: .vertical)
        }
        let stack = StackView(arrangedSubviews: views)
        stack.axis = .vertical
        stack.setCustomSpacing(10, after: views[0])
        stack.setCustomSpacing(20, after: views[1])
        placeStack(stack, in: root, x: 0, y: 0, height: 90)
        root.layoutIfNeeded()
        return (root, stack, views, reports)
    }

    @Test func spacingsThatMoveTogetherMeetNoConflictHalfway() {
        // Either new spacing alone conflicts with the fixed height; together they hold.
        let (root, stack, views, reports) = rigidStack()
        #expect(views[2].frame.minY == 70)
        stack.setCustomSpacing(20, after: views[0])
        stack.setCustomSpacing(10, after: views[1])
        root.layoutIfNeeded()
        #expect(views[1].frame.minY == 40)
        #expect(views[2].frame.minY == 70)
        #expect(reports.conflicts.isEmpty)
    }

    @Test func spacingsThatConflictTogetherAreReportedAndRecovered() {
        let (root, stack, views, reports) = rigidStack()
        stack.setCustomSpacing(30, after: views[0])
        stack.setCustomSpacing(30, after: views[1])
        root.layoutIfNeeded()
        // 20 + 30 + 20 + 30 + 20 = 120 > 90: one constraint of the conflict is broken and
        // reported, and the layout goes on.
        #expect(reports.conflicts.count == 1)
        #expect(stack.frame.height == 90)
    }

    @Test func aNestedStackWhoseBaselineViewChangesMakesItsParentRealign() {
        // A horizontal stack aligned on first baselines holds a label and a vertical stack; hiding
        // the vertical stack's first view makes its second view the one whose baseline counts.
        func make(hidingFirst: Bool) -> (Window, View, View, View) {
            let (root, _) = makeQuietRoot()
            let a = makeLabel("a", 40, 40, baselines: (30, 30))
            let b = makeLabel("b", 40, 20, baselines: (5, 5))
            let c = makeLabel("c", 40, 30, baselines: (20, 20))
            let inner = StackView(arrangedSubviews: [b, c])
            inner.axis = .vertical
            let outer = StackView(arrangedSubviews: [a, inner])
            outer.alignment = .firstBaseline
            placeStack(outer, in: root)
            b.isHidden = hidingFirst
            root.layoutIfNeeded()
            return (root, a, inner, c)
        }
        let (root, a, inner, c) = make(hidingFirst: false)
        let b = inner.subviews[0]
        b.isHidden = true
        root.layoutIfNeeded()
        let (freshRoot, freshA, freshInner, freshC) = make(hidingFirst: true)
        withExtendedLifetime(freshRoot) {
            #expect(rootFrame(a, in: root) == rootFrame(freshA, in: freshRoot))
            #expect(rootFrame(inner, in: root) == rootFrame(freshInner, in: freshRoot))
            #expect(rootFrame(c, in: root) == rootFrame(freshC, in: freshRoot))
            // c's baseline (20 below its top) is on a's (30 below its top).
            #expect(rootFrame(c, in: root).minY + 20 == rootFrame(a, in: root).minY + 30)
        }
    }

    @Test func aViewReMeasuredAtANewWidthUpdatesItsStack() {
        // Proportional heights follow intrinsic heights that depend on the width: at 100 wide,
        // a is one line (20) and b two (40); at 50, a is still one line and b four (80).
        let (root, reports) = makeQuietRoot()
        let a = WrappingView("a", textWidth: 50)
        let b = WrappingView("b", textWidth: 200)
        let stack = StackView(arrangedSubviews: [a, b])
        stack.axis = .vertical
        stack.distribution = .fillProportionally
        placeStack(stack, in: root, x: 0, y: 0, height: 300)
        let width = stack.widthAnchor.constraint(equalToConstant: 100)
        width.isActive = true
        root.layoutIfNeeded()
        #expect(a.frame == CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(b.frame == CGRect(x: 0, y: 100, width: 100, height: 200))
        width.constant = 50
        root.layoutIfNeeded()
        #expect(a.frame == CGRect(x: 0, y: 0, width: 50, height: 60))
        #expect(b.frame == CGRect(x: 0, y: 60, width: 50, height: 240))
        #expect(reports.conflicts.isEmpty)
    }

    /// Every property, arrangement change and size, in random order, on stacks at their fitting
    /// size and on stacks squeezed or stretched along their axis (where compression resistance,
    /// hugging and the index tie-break decide).
    @Test(arguments: 0..<100)
    func propertyAndArrangementChangesKeepTheStackAsIfBuiltFromScratch(seed: Int) {
        var g = Generator(state: UInt64(seed) &* 104_729 &+ 3)
        var state = StackState(&g)
        state.hasMarginsGuide = state.marginsRelative
        // At least the longest spacing chain (9 × 19 + 16 for the margins), so the stack never
        // conflicts (a conflict breaks whichever constraint came last: history, not state); often
        // less than the views ask for (up to 10 × 60).
        if g.chance(50) { state.length = CGFloat(200 + 20 * g.below(10)) }
        let (root, stack, firstViews, reports) = state.make()
        var views = firstViews
        var lengthConstraint = stack.constraints.first {
            $0.firstItem === stack && $0.secondItem == nil && $0.identifier == nil
        }
        #expect((lengthConstraint != nil) == (state.length != nil))
        func randomSize() -> CGSize {
            CGSize(width: CGFloat(10 + 10 * g.below(6)), height: CGFloat(10 + 5 * g.below(6)))
        }
        var made = views.count
        for step in 0..<16 {
            let what: String
            switch g.below(11) {
            case 0:
                let index = g.below(views.count)
                state.hidden[index].toggle()
                views[index].isHidden = state.hidden[index]
                what = "v\(index) hidden \(state.hidden[index])"
            case 1:
                let index = g.below(views.count)
                let size = randomSize()
                state.sizes[index] = size
                views[index].size = size
                views[index].baselines = (size.height * 0.8, size.height * 0.8)
                what = "v\(index) resized to \(size)"
            case 2:
                state.axis = state.axis == .horizontal ? .vertical : .horizontal
                stack.axis = state.axis
                if let length = state.length {
                    lengthConstraint?.isActive = false
                    let anchor = state.axis == .horizontal ? stack.widthAnchor : stack.heightAnchor
                    lengthConstraint = anchor.constraint(equalToConstant: length)
                    lengthConstraint?.isActive = true
                }
                what = "axis \(state.axis)"
            case 3:
                state.distribution = StackView.Distribution.allCases[g.below(StackView.Distribution.allCases.count)]
                if state.distribution == .fillProportionally, state.marginsRelative {
                    state.marginsRelative = false
                    stack.isLayoutMarginsRelativeArrangement = false
                }
                stack.distribution = state.distribution
                what = "distribution \(state.distribution)"
            case 4:
                state.alignment = StackView.Alignment.allCases[g.below(StackView.Alignment.allCases.count)]
                stack.alignment = state.alignment
                what = "alignment \(state.alignment)"
            case 5:
                state.spacing = [0, 8, -2, 5, StackView.spacingUseSystem][g.below(5)]
                stack.spacing = state.spacing
                what = "spacing \(state.spacing)"
            case 6:
                state.baselineRelative.toggle()
                stack.isBaselineRelativeArrangement = state.baselineRelative
                what = "baseline relative \(state.baselineRelative)"
            case 7 where state.distribution != .fillProportionally:
                state.marginsRelative.toggle()
                state.hasMarginsGuide = true
                stack.isLayoutMarginsRelativeArrangement = state.marginsRelative
                what = "margins relative \(state.marginsRelative)"
            case 8:
                let index = g.below(views.count)
                if g.chance(30) {
                    state.customSpacings[index] = nil
                    stack.setCustomSpacing(StackView.spacingUseDefault, after: views[index])
                } else {
                    state.customSpacings[index] = CGFloat(g.below(20))
                    stack.setCustomSpacing(state.customSpacings[index]!, after: views[index])
                }
                what = "custom spacing after v\(index) \(String(describing: state.customSpacings[index]))"
            case 9 where views.count < 10:
                let index = g.below(views.count + 1)
                let size = randomSize()
                let view = makeLabel("n\(made)", size.width, size.height, baselines: (size.height * 0.8, size.height * 0.8))
                made += 1
                let isHidden = g.chance(20)
                view.isHidden = isHidden
                stack.insertArrangedSubview(view, at: index)
                views.insert(view, at: index)
                state.sizes.insert(size, at: index)
                state.hidden.insert(isHidden, at: index)
                state.customSpacings = Dictionary(
                    uniqueKeysWithValues: state.customSpacings.map { ($0.key >= index ? $0.key + 1 : $0.key, $0.value) })
                what = "inserted at \(index)"
            case 10 where views.count > 1:
                let index = g.below(views.count)
                if g.chance(50) {
                    stack.removeArrangedSubview(views[index])
                    #expect(views[index].superview === stack)
                }
                views[index].removeFromSuperview()
                views.remove(at: index)
                state.sizes.remove(at: index)
                state.hidden.remove(at: index)
                state.customSpacings[index] = nil
                state.customSpacings = Dictionary(
                    uniqueKeysWithValues: state.customSpacings.map { ($0.key > index ? $0.key - 1 : $0.key, $0.value) })
                what = "removed v\(index)"
            default:
                continue
            }
            root.layoutIfNeeded()
            #expect(stack.arrangedSubviews.elementsEqual(views) { $0 === $1 }, "seed \(seed) step \(step)")
            expectSameAsFresh(stack, views, state, "seed \(seed) step \(step) (\(what))")
        }
        #expect(reports.conflicts.isEmpty, "seed \(seed)")
    }
}
