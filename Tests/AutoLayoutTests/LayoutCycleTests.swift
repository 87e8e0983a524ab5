import AutoLayout
import Foundation
import Testing

/// The layout cycle: the update pass (subviews before superviews), then the layout pass
/// (superviews before subviews); deferred and coalesced requests; a bounded number of rounds.
@MainActor
struct LayoutCycleTests {
    /// window ─ container ─┬─ a ─ a1
    ///                     └─ b
    struct Tree {
        let root: Window
        let container: LoggingView
        let a: LoggingView
        let a1: LoggingView
        let b: LoggingView
        let bLeading: LayoutConstraint
        let bWidth: LayoutConstraint
        let log: CallLog

        /// A left-to-right frame as expected in the tree's direction.
        func frame(_ ltr: CGRect, of view: View) -> CGRect {
            Directed(root: root).frame(ltr, of: view)
        }
    }

    func makeTree(_ direction: UserInterfaceLayoutDirection = .leftToRight) -> Tree {
        let log = CallLog()
        let root = makeRoot(direction: direction)
        let container = LoggingView("container", log: log)
        let a = LoggingView("a", log: log)
        let a1 = LoggingView("a1", log: log)
        let b = LoggingView("b", log: log)
        root.addSubview(container)
        container.addSubview(a)
        a.addSubview(a1)
        container.addSubview(b)
        let bLeading = b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 10)
        let bWidth = b.widthAnchor.constraint(equalToConstant: 40)
        LayoutConstraint.activate([
            container.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            container.topAnchor.constraint(equalTo: root.topAnchor),
            container.widthAnchor.constraint(equalToConstant: 300),
            container.heightAnchor.constraint(equalToConstant: 200),
            a.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 10),
            a.topAnchor.constraint(equalTo: container.topAnchor, constant: 10),
            a.widthAnchor.constraint(equalToConstant: 100),
            a.heightAnchor.constraint(equalToConstant: 100),
            a1.leadingAnchor.constraint(equalTo: a.leadingAnchor, constant: 5),
            a1.topAnchor.constraint(equalTo: a.topAnchor, constant: 5),
            a1.widthAnchor.constraint(equalToConstant: 20),
            a1.heightAnchor.constraint(equalToConstant: 20),
            bLeading, bWidth,
            b.topAnchor.constraint(equalTo: a.topAnchor),
            b.heightAnchor.constraint(equalToConstant: 40),
        ])
        return Tree(root: root, container: container, a: a, a1: a1, b: b, bLeading: bLeading, bWidth: bWidth, log: log)
    }

    @Test(arguments: [UserInterfaceLayoutDirection.leftToRight, .rightToLeft])
    func theFirstPassUpdatesSubviewsFirstThenLaysOutSuperviewsFirst(_ direction: UserInterfaceLayoutDirection) {
        let t = makeTree(direction)
        t.root.layoutIfNeeded()
        // The update pass reaches every new view, subviews before superviews (provisional: the
        // order is not documented by Apple; see SEMANTICS 7.2).
        let updates = t.log.entries.filter { $0.hasPrefix("updateConstraints") }
        #expect(updates == ["updateConstraints a1", "updateConstraints a", "updateConstraints b", "updateConstraints container"])
        let layouts = t.log.entries.filter { $0.hasPrefix("layoutSubviews") }
        #expect(layouts == ["layoutSubviews container", "layoutSubviews a", "layoutSubviews a1", "layoutSubviews b"])
        // The whole update pass comes before the layout pass.
        #expect(t.log.entries == updates + layouts)
        #expect(t.a.frame == t.frame(CGRect(x: 10, y: 10, width: 100, height: 100), of: t.a))
        #expect(t.a1.frame == t.frame(CGRect(x: 5, y: 5, width: 20, height: 20), of: t.a1))
        #expect(t.b.frame == t.frame(CGRect(x: 120, y: 10, width: 40, height: 40), of: t.b))
    }

    @Test func layoutIfNeededDoesNothingWhenNothingIsPending() {
        let t = makeTree()
        t.root.layoutIfNeeded()
        t.log.clear()
        t.root.layoutIfNeeded()
        t.container.layoutIfNeeded()
        t.a1.layoutIfNeeded()
        #expect(t.log.entries.isEmpty)
        #expect(!t.root.needsLayout && !t.container.needsLayout && !t.a.needsLayout)
        #expect(!t.a.needsUpdateConstraints())
    }

    @Test func severalSetNeedsLayoutCallsCostOneLayout() {
        let t = makeTree()
        t.root.layoutIfNeeded()
        t.log.clear()
        t.a.setNeedsLayout()
        t.a.setNeedsLayout()
        t.a.setNeedsLayout()
        #expect(t.a.needsLayout)
        // Deferred: nothing runs until the layout pass.
        #expect(t.log.entries.isEmpty)
        t.root.layoutIfNeeded()
        #expect(t.log.entries == ["layoutSubviews a"])
        #expect(!t.a.needsLayout)
    }

    @Test func setNeedsLayoutOnSeveralViewsLaysThemOutSuperviewsFirst() {
        let t = makeTree()
        t.root.layoutIfNeeded()
        t.log.clear()
        t.a1.setNeedsLayout()
        t.b.setNeedsLayout()
        t.container.setNeedsLayout()
        t.root.layoutIfNeeded()
        #expect(t.log.entries == ["layoutSubviews container", "layoutSubviews a1", "layoutSubviews b"])
    }

    @Test func setNeedsUpdateConstraintsRunsOnlyThatViewsUpdate() {
        let t = makeTree()
        t.root.layoutIfNeeded()
        t.log.clear()
        t.a.setNeedsUpdateConstraints()
        t.b.setNeedsUpdateConstraints()
        #expect(t.a.needsUpdateConstraints())
        t.root.layoutIfNeeded()
        #expect(t.log.entries == ["updateConstraints a", "updateConstraints b"])
        #expect(!t.a.needsUpdateConstraints())
        t.log.clear()
        t.a1.setNeedsUpdateConstraints()
        t.container.updateConstraintsIfNeeded()
        #expect(t.log.entries == ["updateConstraints a1"])
    }

    @Test func aConstraintChangedInUpdateConstraintsTakesEffectInTheSamePass() {
        final class Bar: View {
            var wanted: CGFloat = 50 { didSet { setNeedsUpdateConstraints() } }
            lazy var width = widthAnchor.constraint(equalToConstant: wanted)
            override func updateConstraints() {
                width.constant = wanted
                width.isActive = true
                super.updateConstraints()
            }
        }
        let root = makeRoot()
        let bar = Bar()
        bar.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(bar)
        LayoutConstraint.activate([
            bar.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            bar.topAnchor.constraint(equalTo: root.topAnchor),
            bar.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        #expect(bar.frame == CGRect(x: 0, y: 0, width: 50, height: 10))
        bar.wanted = 80
        bar.wanted = 90
        root.layoutIfNeeded()
        #expect(bar.frame == CGRect(x: 0, y: 0, width: 90, height: 10))
    }

    @Test(arguments: [UserInterfaceLayoutDirection.leftToRight, .rightToLeft])
    func aMoveLaysOutTheSuperviewAndAResizeAlsoTheView(_ direction: UserInterfaceLayoutDirection) {
        let t = makeTree(direction)
        t.root.layoutIfNeeded()
        t.log.clear()
        t.bLeading.constant = 30
        t.root.layoutIfNeeded()
        #expect(t.b.frame == t.frame(CGRect(x: 140, y: 10, width: 40, height: 40), of: t.b))
        #expect(t.log.entries == ["layoutSubviews container"])
        t.log.clear()
        t.bWidth.constant = 60
        t.root.layoutIfNeeded()
        #expect(t.b.frame == t.frame(CGRect(x: 140, y: 10, width: 60, height: 40), of: t.b))
        #expect(t.log.entries == ["layoutSubviews container", "layoutSubviews b"])
    }

    @Test(arguments: [UserInterfaceLayoutDirection.leftToRight, .rightToLeft])
    func aConstraintChangeWaitsForTheNextPass(_ direction: UserInterfaceLayoutDirection) {
        // The seed's animation: without layoutIfNeeded() the frame does not move yet.
        let t = makeTree(direction)
        t.root.layoutIfNeeded()
        t.bLeading.constant = 50
        #expect(t.b.frame == t.frame(CGRect(x: 120, y: 10, width: 40, height: 40), of: t.b))
        t.root.layoutIfNeeded()
        #expect(t.b.frame == t.frame(CGRect(x: 160, y: 10, width: 40, height: 40), of: t.b))
    }

    @Test(arguments: [UserInterfaceLayoutDirection.leftToRight, .rightToLeft])
    func layoutIfNeededOnAViewLaysOutItsSubtree(_ direction: UserInterfaceLayoutDirection) {
        let t = makeTree(direction)
        t.root.layoutIfNeeded()
        t.log.clear()
        t.bLeading.constant = 20
        t.container.layoutIfNeeded()
        #expect(t.b.frame == t.frame(CGRect(x: 130, y: 10, width: 40, height: 40), of: t.b))
        #expect(t.log.entries == ["layoutSubviews container"])
    }

    @Test(arguments: [UserInterfaceLayoutDirection.leftToRight, .rightToLeft])
    func aFrameSetOnAnAutoLayoutViewLastsUntilTheNextPass(_ direction: UserInterfaceLayoutDirection) {
        let t = makeTree(direction)
        t.root.layoutIfNeeded()
        t.b.frame = CGRect(x: 1, y: 2, width: 3, height: 4)
        #expect(t.b.frame == CGRect(x: 1, y: 2, width: 3, height: 4))
        // The engine is not told: the views placed relative to b do not move.
        t.root.layoutIfNeeded()
        #expect(t.a.frame == t.frame(CGRect(x: 10, y: 10, width: 100, height: 100), of: t.a))
        // The next pass of its superview puts it back where its constraints say.
        t.container.setNeedsLayout()
        t.root.layoutIfNeeded()
        #expect(t.b.frame == t.frame(CGRect(x: 120, y: 10, width: 40, height: 40), of: t.b))

        // So does any change that moves it.
        t.b.frame = CGRect(x: 1, y: 2, width: 3, height: 4)
        t.bLeading.constant = 20
        t.root.layoutIfNeeded()
        #expect(t.b.frame == t.frame(CGRect(x: 130, y: 10, width: 40, height: 40), of: t.b))
    }

    @Test func aFrameAdjustedAfterSuperLayoutSubviewsSticksUntilTheNextPass() {
        // UIView.layoutSubviews(): overrides may "set the frame rectangles of your subviews
        // directly"; SEMANTICS 7.3: call super first and change frames afterwards.
        final class Nudging: View {
            var nudge: CGFloat = 0
            var passes = 0
            override func layoutSubviews() {
                passes += 1
                super.layoutSubviews()
                for subview in subviews { subview.frame.origin.x += nudge }
            }
        }
        let root = makeRoot()
        let settle = SettleCollector(root.layoutEngine)
        let box = Nudging()
        box.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(box)
        let inner = makeView("inner", in: box)
        LayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            box.topAnchor.constraint(equalTo: root.topAnchor),
            box.widthAnchor.constraint(equalToConstant: 100),
            box.heightAnchor.constraint(equalToConstant: 100),
            inner.leadingAnchor.constraint(equalTo: box.leadingAnchor, constant: 10),
            inner.topAnchor.constraint(equalTo: box.topAnchor, constant: 10),
            inner.widthAnchor.constraint(equalToConstant: 20),
            inner.heightAnchor.constraint(equalToConstant: 20),
        ])
        box.nudge = 5
        root.layoutIfNeeded()
        #expect(inner.frame == CGRect(x: 15, y: 10, width: 20, height: 20))
        // Setting a subview's frame in layoutSubviews does not ask for another layout of the
        // view itself: one pass, no endless loop.
        #expect(box.passes == 1)
        #expect(settle.reports.isEmpty)
        // Nothing pending: the adjustment stays.
        root.layoutIfNeeded()
        #expect(inner.frame == CGRect(x: 15, y: 10, width: 20, height: 20))
        // The next pass starts again from the engine's frame.
        box.nudge = 0
        box.setNeedsLayout()
        root.layoutIfNeeded()
        #expect(inner.frame == CGRect(x: 10, y: 10, width: 20, height: 20))
        #expect(box.passes == 2)
    }

    @Test func aLayoutThatKeepsInvalidatingItselfStopsAndNamesTheView() {
        final class Restless: View {
            var passes = 0
            override func layoutSubviews() {
                super.layoutSubviews()
                passes += 1
                setNeedsLayout()
            }
        }
        let root = makeRoot()
        let settle = SettleCollector(root.layoutEngine)
        let calm = makeView("calm", in: root)
        let restless = Restless()
        restless.identifier = "restless"
        restless.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(restless)
        LayoutConstraint.activate([
            calm.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            calm.topAnchor.constraint(equalTo: root.topAnchor),
            calm.widthAnchor.constraint(equalToConstant: 10),
            calm.heightAnchor.constraint(equalToConstant: 10),
            restless.leadingAnchor.constraint(equalTo: calm.trailingAnchor),
            restless.topAnchor.constraint(equalTo: root.topAnchor),
            restless.widthAnchor.constraint(equalToConstant: 10),
            restless.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        #expect(restless.passes == LayoutEngine.maximumLayoutRounds)
        #expect(settle.reports == [["restless"]])
        // The layout itself is done.
        #expect(restless.frame == CGRect(x: 10, y: 0, width: 10, height: 10))
    }

    /// A view whose constraints keep changing (its updateConstraints asks for another update)
    /// is named too, with what it kept doing, and so is a restless view outside the subtree
    /// that was asked to lay out (issue 21: the list was empty).
    @Test func viewsThatKeepUpdatingConstraintsAreNamed() {
        final class Updating: View {
            override func updateConstraints() {
                super.updateConstraints()
                setNeedsUpdateConstraints()
            }
        }
        let root = makeRoot()
        root.identifier = "root"
        let settle = SettleCollector(root.layoutEngine)
        let calm = makeView("calm", in: root)
        let updating = Updating()
        updating.identifier = "updating"
        root.addSubview(updating)
        calm.layoutIfNeeded()
        // The root still needs layout too: the constraints changed under it in every round.
        #expect(settle.reports == [["root", "updating"]])
        #expect(
            LayoutEngine.layoutDidNotSettleMessage([updating])
                == "[LayoutConstraints] Layout did not settle after 100 rounds; views still invalidating their layout: updating (updateConstraints)"
        )
        #expect(
            LayoutEngine.layoutDidNotSettleMessage([])
                == "[LayoutConstraints] Layout did not settle after 100 rounds; views still invalidating their layout: none (the engine's own work kept changing the layout)"
        )
    }

    @Test(arguments: [UserInterfaceLayoutDirection.leftToRight, .rightToLeft])
    func aResizedViewIsLaidOutButNotItsUnchangedSubviews(_ direction: UserInterfaceLayoutDirection) {
        let t = makeTree(direction)
        t.root.layoutIfNeeded()
        t.log.clear()
        // The container's own width is held by the container.
        let width = t.container.constraints.first { $0.firstItem === t.container && $0.firstAttribute == .width }
        #expect(width != nil)
        width?.constant = 280
        t.root.layoutIfNeeded()
        #expect(t.container.frame == t.frame(CGRect(x: 0, y: 0, width: 280, height: 200), of: t.container))
        #expect(t.log.entries == ["layoutSubviews container"])
    }

    @Test func aTreeWithoutAWindowLaysOutFromItsTopView() {
        let top = View(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let child = makeView("child", in: top)
        LayoutConstraint.activate([
            child.trailingAnchor.constraint(equalTo: top.trailingAnchor, constant: -10),
            child.centerYAnchor.constraint(equalTo: top.centerYAnchor),
            child.widthAnchor.constraint(equalToConstant: 50),
            child.heightAnchor.constraint(equalToConstant: 20),
        ])
        top.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 140, y: 40, width: 50, height: 20))
        top.frame = CGRect(x: 0, y: 0, width: 300, height: 50)
        top.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 240, y: 15, width: 50, height: 20))
    }

    @Test(arguments: [UserInterfaceLayoutDirection.leftToRight, .rightToLeft])
    func flushIsTheRunLoopsTurn(_ direction: UserInterfaceLayoutDirection) {
        let t = makeTree(direction)
        t.root.flush()
        #expect(t.b.frame == t.frame(CGRect(x: 120, y: 10, width: 40, height: 40), of: t.b))
        t.bLeading.constant = 0
        t.root.flush()
        #expect(t.b.frame == t.frame(CGRect(x: 110, y: 10, width: 40, height: 40), of: t.b))
    }

    @Test(arguments: [UserInterfaceLayoutDirection.leftToRight, .rightToLeft])
    func aHiddenViewIsStillLaidOut(_ direction: UserInterfaceLayoutDirection) {
        let t = makeTree(direction)
        t.a.isHidden = true
        t.root.layoutIfNeeded()
        #expect(t.a.isHidden)
        #expect(t.a.frame == t.frame(CGRect(x: 10, y: 10, width: 100, height: 100), of: t.a))
        #expect(t.b.frame == t.frame(CGRect(x: 120, y: 10, width: 40, height: 40), of: t.b))
    }
}
