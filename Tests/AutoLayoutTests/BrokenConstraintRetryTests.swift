@testable import AutoLayout
import Foundation
import Testing

/// A broken constraint is tried again when, and only when, a change could let it hold: a member
/// of its conflict goes away or moves far enough, or it changes itself (see
/// `_BrokenConstraintIndex`). Other changes leave it alone, however many are broken.
@MainActor
struct BrokenConstraintRetryTests {
    /// A window with `count` views, each with `width == 100` and a conflicting `width == 120`
    /// (broken), and a free view with a width to change and remove.
    struct Conflicted {
        let root: Window
        let reports: ReportCollector
        let enforced: [LayoutConstraint]
        let broken: [LayoutConstraint]
        let free: View
        let freeWidth: LayoutConstraint
    }

    func makeConflicted(_ count: Int) -> Conflicted {
        let root = makeRoot()
        let reports = ReportCollector(root.layoutEngine)
        var enforced: [LayoutConstraint] = []
        var broken: [LayoutConstraint] = []
        for index in 0..<count {
            let view = makeView("v\(index)", in: root)
            let width = view.widthAnchor.constraint(equalToConstant: 100)
            let wider = view.widthAnchor.constraint(equalToConstant: 120)
            LayoutConstraint.activate([
                view.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                view.topAnchor.constraint(equalTo: root.topAnchor, constant: CGFloat(10 * index)),
                view.heightAnchor.constraint(equalToConstant: 10), width, wider,
            ])
            enforced.append(width)
            broken.append(wider)
        }
        let free = makeView("free", in: root)
        let freeWidth = free.widthAnchor.constraint(equalToConstant: 50)
        LayoutConstraint.activate([
            free.leadingAnchor.constraint(equalTo: root.leadingAnchor), free.topAnchor.constraint(equalTo: root.topAnchor),
            free.heightAnchor.constraint(equalToConstant: 10), freeWidth,
        ])
        root.layoutIfNeeded()
        return Conflicted(root: root, reports: reports, enforced: enforced, broken: broken, free: free, freeWidth: freeWidth)
    }

    @Test func eachBrokenConstraintWaitsForTheMembersOfItsConflict() {
        let t = makeConflicted(3)
        let engine = t.root.layoutEngine
        #expect(t.reports.conflicts.count == 3)
        for (width, wider) in zip(t.enforced, t.broken) {
            #expect(wider.isBrokenByEngine)
            #expect(engine.brokenConstraints.blockers(of: wider).map { $0.map(ObjectIdentifier.init) } == [ObjectIdentifier(width)])
        }
    }

    @Test func unrelatedChangesTryNoBrokenConstraintAgain() {
        let t = makeConflicted(5)
        let engine = t.root.layoutEngine
        let before = engine.brokenRetryCount
        t.freeWidth.constant = 70
        t.root.layoutIfNeeded()
        #expect(t.free.frame.width == 70)
        t.freeWidth.isActive = false
        t.root.layoutIfNeeded()
        #expect(engine.brokenRetryCount == before)
        #expect(t.broken.allSatisfy { $0.isBrokenByEngine })
        #expect(t.reports.conflicts.count == 5)
    }

    @Test func removingABlockerTriesOnlyWhatItBlocked() throws {
        let t = makeConflicted(5)
        let engine = t.root.layoutEngine
        let before = engine.brokenRetryCount
        t.enforced[2].isActive = false
        t.root.layoutIfNeeded()
        #expect(engine.brokenRetryCount == before + 1)
        #expect(!t.broken[2].isBrokenByEngine)
        let view = try #require(t.broken[2].firstItem as? View)
        #expect(view.frame.width == 120)
        #expect(t.broken.enumerated().allSatisfy { $0.offset == 2 || $0.element.isBrokenByEngine })
        #expect(t.reports.conflicts.count == 5)
    }

    @Test func aBlockersConstantThatStillConflictsLeavesItBrokenUntried() throws {
        let t = makeConflicted(2)
        let engine = t.root.layoutEngine
        let before = engine.brokenRetryCount
        t.enforced[0].constant = 110
        t.root.layoutIfNeeded()
        #expect(engine.brokenRetryCount == before)
        #expect(t.broken[0].isBrokenByEngine)
        let view = try #require(t.enforced[0].firstItem as? View)
        #expect(view.frame.width == 110)
        // Then far enough: the two agree, and the broken one holds again.
        t.enforced[0].constant = 120
        t.root.layoutIfNeeded()
        #expect(engine.brokenRetryCount == before + 1)
        #expect(!t.broken[0].isBrokenByEngine)
        #expect(view.frame.width == 120)
        #expect(t.reports.conflicts.count == 2)
    }

    @Test func theBrokenConstraintsOwnConstantTriesItAgain() throws {
        let t = makeConflicted(2)
        t.broken[1].constant = 110
        t.root.layoutIfNeeded()
        #expect(t.broken[1].isBrokenByEngine)
        t.broken[1].constant = 100
        t.root.layoutIfNeeded()
        #expect(!t.broken[1].isBrokenByEngine)
        let view = try #require(t.broken[1].firstItem as? View)
        #expect(view.frame.width == 100)
        #expect(t.reports.conflicts.count == 2)
    }

    @Test func theWindowGrowingFarEnoughLetsATooWideViewHold() throws {
        // leading 8 + width 400 + trailing 8 do not fit in 375: the width (added last) breaks,
        // with the window's width in its conflict.
        let root = makeRoot(width: 375, height: 200)
        let reports = ReportCollector(root.layoutEngine)
        let view = makeView("wide", in: root)
        let width = view.widthAnchor.constraint(equalToConstant: 400)
        LayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 8),
            view.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -8),
            view.topAnchor.constraint(equalTo: root.topAnchor), view.heightAnchor.constraint(equalToConstant: 20),
        ])
        LayoutConstraint.activate([width])
        root.layoutIfNeeded()
        #expect(width.isBrokenByEngine)
        #expect(reports.conflicts.count == 1)
        let engine = root.layoutEngine
        let before = engine.brokenRetryCount
        // Still too narrow: its conflict still holds, nothing is tried.
        root.frame = CGRect(x: 0, y: 0, width: 400, height: 200)
        root.layoutIfNeeded()
        #expect(engine.brokenRetryCount == before)
        #expect(view.frame == CGRect(x: 8, y: 0, width: 384, height: 20))
        // 8 + 400 + 8 = 416: it fits.
        root.frame = CGRect(x: 0, y: 0, width: 416, height: 200)
        root.layoutIfNeeded()
        #expect(!width.isBrokenByEngine)
        #expect(view.frame == CGRect(x: 8, y: 0, width: 400, height: 20))
        #expect(reports.conflicts.count == 1)
    }

    @Test func aBrokenConstraintWhoseConflictChangedWaitsForTheNewOne() throws {
        // Two blockers in turn: removing the first leaves the second in conflict; the retry
        // finds it and waits for it.
        let root = makeRoot()
        let reports = ReportCollector(root.layoutEngine)
        let view = makeView("v", in: root)
        let first = view.widthAnchor.constraint(equalToConstant: 100)
        let second = view.widthAnchor.constraint(lessThanOrEqualToConstant: 110)
        let wide = view.widthAnchor.constraint(equalToConstant: 120)
        // Wishes the view wider, so that its width is decided whichever constraints hold.
        let wish = view.widthAnchor.constraint(equalToConstant: 200)
        wish.priority = LayoutPriority(500)
        LayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: root.leadingAnchor), view.topAnchor.constraint(equalTo: root.topAnchor),
            view.heightAnchor.constraint(equalToConstant: 10), wish, first, second, wide,
        ])
        root.layoutIfNeeded()
        let engine = root.layoutEngine
        #expect(wide.isBrokenByEngine)
        #expect(engine.brokenConstraints.blockers(of: wide).map { $0.map(ObjectIdentifier.init) } == [ObjectIdentifier(first)])
        first.isActive = false
        root.layoutIfNeeded()
        #expect(wide.isBrokenByEngine)
        #expect(engine.brokenConstraints.blockers(of: wide).map { $0.map(ObjectIdentifier.init) } == [ObjectIdentifier(second)])
        #expect(view.frame.width == 110)
        second.isActive = false
        root.layoutIfNeeded()
        #expect(!wide.isBrokenByEngine)
        #expect(view.frame.width == 120)
        #expect(reports.conflicts.count == 1)
    }
}
