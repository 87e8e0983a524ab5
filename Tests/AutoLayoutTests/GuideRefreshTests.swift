@testable import AutoLayout
import Foundation
import Testing

/// Margins and safe area guides follow the geometry they are measured from, and a settle
/// recomputes only the guides below the views whose geometry changed (see
/// `LayoutEngine+GuideRefresh.swift`).
@MainActor
struct GuideRefreshTests {
    /// An iPhone-like portrait window: 375 × 812, 44 at the top, 34 at the bottom.
    func phone() -> Window {
        let window = makeRoot(width: 375, height: 812)
        window.safeAreaInsets = EdgeInsets(top: 44, left: 0, bottom: 34, right: 0)
        return window
    }

    /// Pins a view to all four edges of an item.
    func pin(_ view: View, to item: LayoutItem, top: LayoutYAxisAnchor? = nil) -> [LayoutConstraint] {
        let edges: (LayoutXAxisAnchor, LayoutXAxisAnchor, LayoutYAxisAnchor, LayoutYAxisAnchor) =
            if let guide = item as? LayoutGuide {
                (guide.leadingAnchor, guide.trailingAnchor, guide.topAnchor, guide.bottomAnchor)
            } else {
                ((item as! View).leadingAnchor, (item as! View).trailingAnchor, (item as! View).topAnchor, (item as! View).bottomAnchor)
            }
        return [
            view.leadingAnchor.constraint(equalTo: edges.0), view.trailingAnchor.constraint(equalTo: edges.1),
            view.topAnchor.constraint(equalTo: edges.2), view.bottomAnchor.constraint(equalTo: edges.3),
        ]
    }

    /// A container 300 high at `top` in the window, three views deep inside it each filling its
    /// superview, and in the deepest a content view pinned to its safe area guide.
    func nested(in window: Window, top: CGFloat) -> (container: View, top: LayoutConstraint, deep: View, content: View) {
        let container = makeView("container", in: window)
        let middle = makeView("middle", in: container)
        let deep = makeView("deep", in: middle)
        let content = makeView("content", in: deep)
        let topConstraint = container.topAnchor.constraint(equalTo: window.topAnchor, constant: top)
        LayoutConstraint.activate(
            [
                container.leadingAnchor.constraint(equalTo: window.leadingAnchor),
                container.trailingAnchor.constraint(equalTo: window.trailingAnchor),
                topConstraint, container.heightAnchor.constraint(equalToConstant: 300),
            ] + pin(middle, to: container) + pin(deep, to: middle) + pin(content, to: deep.safeAreaLayoutGuide))
        return (container, topConstraint, deep, content)
    }

    @Test func aMoveHighInTheTreeReachesTheSafeAreaOfDeepViews() {
        let window = phone()
        let t = nested(in: window, top: 0)
        window.layoutIfNeeded()
        #expect(t.deep.safeAreaInsets == EdgeInsets(top: 44, left: 0, bottom: 0, right: 0))
        #expect(t.content.frame == CGRect(x: 0, y: 44, width: 375, height: 256))
        // Only the container's constraint changes; the views inside keep their frames, and
        // their safe area follows the container down to the bottom edge of the window.
        t.top.constant = 600
        window.layoutIfNeeded()
        #expect(t.deep.frame == CGRect(x: 0, y: 0, width: 375, height: 300))
        #expect(t.deep.safeAreaInsets == EdgeInsets(top: 0, left: 0, bottom: 34, right: 0))
        #expect(t.content.frame == CGRect(x: 0, y: 0, width: 375, height: 266))
        t.top.constant = 100
        window.layoutIfNeeded()
        #expect(t.content.frame == CGRect(x: 0, y: 0, width: 375, height: 300))
    }

    @Test func aBoundsOriginHighInTheTreeReachesDeepSafeAreas() {
        let window = phone()
        let t = nested(in: window, top: 0)
        window.layoutIfNeeded()
        #expect(t.content.frame == CGRect(x: 0, y: 44, width: 375, height: 256))
        // Scrolled back by 30: the views inside the container start 30 below its top, so only
        // 14 points of them are under the bar.
        t.container.bounds = CGRect(x: 0, y: -30, width: 375, height: 300)
        window.layoutIfNeeded()
        #expect(t.deep.superview!.frame == CGRect(x: 0, y: 0, width: 375, height: 300))
        #expect(t.deep.safeAreaInsets == EdgeInsets(top: 14, left: 0, bottom: 0, right: 0))
        #expect(t.content.frame == CGRect(x: 0, y: 14, width: 375, height: 286))
    }

    @Test func theWindowsInsetsReachDeepSafeAreas() {
        let window = phone()
        let t = nested(in: window, top: 0)
        window.layoutIfNeeded()
        window.safeAreaInsets = EdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
        window.layoutIfNeeded()
        #expect(t.content.frame == CGRect(x: 0, y: 20, width: 375, height: 280))
    }

    @Test func aLocalChangeRefreshesOnlyTheGuidesOfWhatMoved() {
        let window = phone()
        var heights: [LayoutConstraint] = []
        var contents: [View] = []
        for index in 0..<20 {
            let cell = makeView("cell\(index)", in: window)
            let content = makeView("content\(index)", in: cell)
            let height = cell.heightAnchor.constraint(equalToConstant: 60)
            LayoutConstraint.activate([
                cell.leadingAnchor.constraint(equalTo: window.leadingAnchor),
                cell.trailingAnchor.constraint(equalTo: window.trailingAnchor),
                cell.topAnchor.constraint(equalTo: window.topAnchor, constant: CGFloat(40 + 64 * index)), height,
                content.leadingAnchor.constraint(equalTo: cell.layoutMarginsGuide.leadingAnchor),
                content.trailingAnchor.constraint(equalTo: cell.layoutMarginsGuide.trailingAnchor),
                content.topAnchor.constraint(equalTo: cell.layoutMarginsGuide.topAnchor),
                content.bottomAnchor.constraint(equalTo: cell.layoutMarginsGuide.bottomAnchor),
            ])
            heights.append(height)
            contents.append(content)
        }
        window.layoutIfNeeded()
        #expect(window.guideOwnersInSubtree == 20)
        // Cell 11 is at 744...804: it reaches 26 points into the bottom inset (812 - 34 = 778),
        // which its bottom margin adds to its 8.
        #expect(contents[11].frame == CGRect(x: 8, y: 8, width: 359, height: 60 - 8 - 8 - 26))
        #expect(contents[10].frame == CGRect(x: 8, y: 8, width: 359, height: 44))
        let engine = window.layoutEngine
        let before = engine.guideRefreshCount
        heights[3].constant = 76
        window.layoutIfNeeded()
        #expect(engine.guideRefreshCount == before + 1)
        #expect(contents[3].frame == CGRect(x: 8, y: 8, width: 359, height: 60))
        // Cell 10 grows into the inset (680...780): its guide changes.
        heights[10].constant = 100
        window.layoutIfNeeded()
        #expect(engine.guideRefreshCount == before + 2)
        #expect(contents[10].frame == CGRect(x: 8, y: 8, width: 359, height: 100 - 8 - 8 - 2))
    }

    @Test func ownerCountsFollowTheTree() {
        let window = makeRoot()
        let a = makeView("a", in: window)
        let b = makeView("b", in: a)
        let c = makeView("c", in: b)
        #expect([window, a, b, c].map(\.guideOwnersInSubtree) == [0, 0, 0, 0])
        _ = c.layoutMarginsGuide
        _ = c.safeAreaLayoutGuide
        _ = a.safeAreaLayoutGuide
        #expect([window, a, b, c].map(\.guideOwnersInSubtree) == [2, 2, 1, 1])
        b.removeFromSuperview()
        #expect([window, a, b, c].map(\.guideOwnersInSubtree) == [1, 1, 1, 1])
        window.addSubview(b)
        #expect([window, a, b, c].map(\.guideOwnersInSubtree) == [2, 1, 1, 1])
        c.removeFromSuperview()
        a.addSubview(c)
        #expect([window, a, b, c].map(\.guideOwnersInSubtree) == [2, 2, 0, 1])
    }

    @Test func aSubtreeMovedToAnotherWindowFollowsItsNewAncestors() {
        let first = phone()
        let t = nested(in: first, top: 0)
        first.layoutIfNeeded()
        let second = makeRoot(width: 375, height: 812)
        second.safeAreaInsets = EdgeInsets(top: 60, left: 0, bottom: 0, right: 0)
        let holder = makeView("holder", in: second)
        let holderTop = holder.topAnchor.constraint(equalTo: second.topAnchor, constant: 0)
        LayoutConstraint.activate([
            holder.leadingAnchor.constraint(equalTo: second.leadingAnchor),
            holder.trailingAnchor.constraint(equalTo: second.trailingAnchor),
            holderTop, holder.heightAnchor.constraint(equalToConstant: 300),
        ])
        let middle = t.deep.superview!
        middle.removeFromSuperview()
        holder.addSubview(middle)
        LayoutConstraint.activate(pin(middle, to: holder))
        second.layoutIfNeeded()
        first.layoutIfNeeded()
        #expect(first.guideOwnersInSubtree == 0)
        #expect(second.guideOwnersInSubtree == 1)
        #expect(t.content.frame == CGRect(x: 0, y: 60, width: 375, height: 240))
        holderTop.constant = 20
        second.layoutIfNeeded()
        #expect(t.content.frame == CGRect(x: 0, y: 40, width: 375, height: 260))
        // The first window's changes no longer reach it.
        t.top.constant = 30
        first.layoutIfNeeded()
        #expect(t.content.frame == CGRect(x: 0, y: 40, width: 375, height: 260))
    }

    @Test func theSizeClassReachesAChildControllersMargins() {
        let window = makeRoot(width: 375, height: 812)
        let parent = ViewController()
        window.rootViewController = parent
        let child = ViewController()
        parent.addChild(child)
        let childView = child.view!
        childView.translatesAutoresizingMaskIntoConstraints = false
        parent.view.addSubview(childView)
        let content = makeView("content", in: childView)
        LayoutConstraint.activate(
            pin(childView, to: parent.view) + [
                content.leadingAnchor.constraint(equalTo: childView.layoutMarginsGuide.leadingAnchor),
                content.trailingAnchor.constraint(equalTo: childView.layoutMarginsGuide.trailingAnchor),
                content.topAnchor.constraint(equalTo: childView.topAnchor),
                content.heightAnchor.constraint(equalToConstant: 10),
            ])
        window.layoutIfNeeded()
        #expect(content.frame == CGRect(x: 16, y: 0, width: 343, height: 10))
        window.traitCollection = TraitCollection(horizontalSizeClass: .regular)
        window.layoutIfNeeded()
        #expect(content.frame == CGRect(x: 20, y: 0, width: 335, height: 10))
    }

    @Test func aControllerTakingAViewInAWindowGivesItsSafeAreaItsInsets() {
        let window = phone()
        let t = nested(in: window, top: 0)
        window.layoutIfNeeded()
        #expect(t.content.frame == CGRect(x: 0, y: 44, width: 375, height: 256))
        let controller = ViewController()
        controller.additionalSafeAreaInsets = EdgeInsets(top: 6, left: 0, bottom: 0, right: 0)
        controller.view = t.container
        window.layoutIfNeeded()
        #expect(t.content.frame == CGRect(x: 0, y: 50, width: 375, height: 250))
        controller.additionalSafeAreaInsets = EdgeInsets(top: 16, left: 0, bottom: 0, right: 0)
        window.layoutIfNeeded()
        #expect(t.content.frame == CGRect(x: 0, y: 60, width: 375, height: 240))
        controller.view = View()
        window.layoutIfNeeded()
        #expect(t.content.frame == CGRect(x: 0, y: 44, width: 375, height: 256))
    }

    @Test func aViewWaitingToBeMeasuredThatLeavesIsMeasuredByItsNewTree() {
        let first = makeRoot()
        let second = makeRoot()
        let view = IntrinsicView(size: CGSize(width: 10, height: 10))
        view.translatesAutoresizingMaskIntoConstraints = false
        first.addSubview(view)
        LayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: first.leadingAnchor),
            view.topAnchor.constraint(equalTo: first.topAnchor),
        ])
        first.layoutIfNeeded()
        second.layoutIfNeeded()
        view.size = CGSize(width: 30, height: 20)
        view.size = CGSize(width: 40, height: 20)
        #expect(first.layoutEngine.pendingIntrinsic.count == 1)
        view.removeFromSuperview()
        #expect(first.layoutEngine.pendingIntrinsic.isEmpty)
        second.addSubview(view)
        LayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: second.leadingAnchor, constant: 5),
            view.topAnchor.constraint(equalTo: second.topAnchor),
        ])
        second.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 5, y: 0, width: 40, height: 20))
        view.size = CGSize(width: 50, height: 25)
        #expect(second.layoutEngine.pendingIntrinsic.count == 1)
        first.layoutIfNeeded()
        second.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 5, y: 0, width: 50, height: 25))
    }
}
