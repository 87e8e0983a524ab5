import AutoLayout
import Foundation
import Testing

/// Layout margins (`layoutMarginsGuide` and the margin attributes) and layout guides.
@MainActor
struct MarginsAndGuidesTests {
    /// A child pinned to all four edges of its parent's margins guide.
    func pinToMargins(_ child: View, of parent: View) {
        let guide = parent.layoutMarginsGuide
        LayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            child.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
            child.topAnchor.constraint(equalTo: guide.topAnchor),
            child.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
        ])
    }

    /// A view pinned to all four edges of its parent.
    func pinToEdges(_ child: View, of parent: View, inset: CGFloat = 0) {
        LayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: parent.leadingAnchor, constant: inset),
            child.trailingAnchor.constraint(equalTo: parent.trailingAnchor, constant: -inset),
            child.topAnchor.constraint(equalTo: parent.topAnchor, constant: inset),
            child.bottomAnchor.constraint(equalTo: parent.bottomAnchor, constant: -inset),
        ])
    }

    // MARK: Margins

    @Test func theDefaultMarginsAreEightPoints() {
        #expect(View().layoutMargins == EdgeInsets(all: 8))
        #expect(View().directionalLayoutMargins == DirectionalEdgeInsets(all: 8))
        let layout = expectMirrored([
            CGRect(x: 20, y: 20, width: 200, height: 100), CGRect(x: 8, y: 8, width: 184, height: 84),
        ]) { root in
            let box = makeView("box", in: root)
            let content = makeView("content", in: box)
            LayoutConstraint.activate([
                box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
                box.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
                box.widthAnchor.constraint(equalToConstant: 200),
                box.heightAnchor.constraint(equalToConstant: 100),
            ])
            pinToMargins(content, of: box)
            return [box, content]
        }
        #expect(layout.ltrViews[0].layoutMarginsGuide.layoutFrame == CGRect(x: 8, y: 8, width: 184, height: 84))
        #expect(layout.rtlViews[0].layoutMarginsGuide.layoutFrame == CGRect(x: 8, y: 8, width: 184, height: 84))
    }

    @Test func marginAttributesMeanTheMarginsGuide() throws {
        try inBothDirections { d in
            let root = d.root
            let box = makeView("box", in: root)
            let content = makeView("content", in: box)
            box.directionalLayoutMargins = DirectionalEdgeInsets(top: 4, leading: 10, bottom: 6, trailing: 30)
            LayoutConstraint.activate([
                box.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                box.topAnchor.constraint(equalTo: root.topAnchor),
                box.widthAnchor.constraint(equalToConstant: 200),
                box.heightAnchor.constraint(equalToConstant: 100),
                try LayoutConstraint(item: content, attribute: .leading, relatedBy: .equal, toItem: box, attribute: .leadingMargin),
                try LayoutConstraint(item: content, attribute: .trailing, relatedBy: .equal, toItem: box, attribute: .trailingMargin),
                try LayoutConstraint(item: content, attribute: .top, relatedBy: .equal, toItem: box, attribute: .topMargin),
                try LayoutConstraint(item: content, attribute: .bottom, relatedBy: .equal, toItem: box, attribute: .bottomMargin),
            ])
            let centered = makeView("centered", in: box)
            LayoutConstraint.activate([
                try LayoutConstraint(item: centered, attribute: .centerX, relatedBy: .equal, toItem: box, attribute: .centerXWithinMargins),
                try LayoutConstraint(item: centered, attribute: .centerY, relatedBy: .equal, toItem: box, attribute: .centerYWithinMargins),
                centered.widthAnchor.constraint(equalToConstant: 20),
                centered.heightAnchor.constraint(equalToConstant: 10),
            ])
            root.layoutIfNeeded()
            #expect(content.frame == d.frame(CGRect(x: 10, y: 4, width: 160, height: 90), of: content))
            // Centered within the margins (10…170, 4…94), not within the bounds.
            #expect(centered.frame == d.frame(CGRect(x: 80, y: 44, width: 20, height: 10), of: centered))
        }
    }

    @Test func directionalMarginsPutTheLeadingMarginOnTheRightInRightToLeft() {
        let layout = expectMirrored([
            CGRect(x: 0, y: 0, width: 200, height: 100), CGRect(x: 10, y: 8, width: 160, height: 84),
        ]) { root in
            let box = makeView("box", in: root)
            box.directionalLayoutMargins = DirectionalEdgeInsets(top: 8, leading: 10, bottom: 8, trailing: 30)
            let content = makeView("content", in: box)
            LayoutConstraint.activate([
                box.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                box.topAnchor.constraint(equalTo: root.topAnchor),
                box.widthAnchor.constraint(equalToConstant: 200),
                box.heightAnchor.constraint(equalToConstant: 100),
            ])
            pinToMargins(content, of: box)
            return [box, content]
        }
        #expect(layout.ltrViews[0].layoutMargins == EdgeInsets(top: 8, left: 10, bottom: 8, right: 30))
        #expect(layout.rtlViews[0].layoutMargins == EdgeInsets(top: 8, left: 30, bottom: 8, right: 10))
        #expect(layout.rtlViews[0].layoutMarginsGuide.layoutFrame == CGRect(x: 30, y: 8, width: 160, height: 84))
    }

    @Test func settingLeftAndRightMarginsInRightToLeftSetsTrailingAndLeading() {
        let root = makeRoot(direction: .rightToLeft)
        let box = makeView("box", in: root)
        box.layoutMargins = EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        #expect(box.directionalLayoutMargins == DirectionalEdgeInsets(top: 1, leading: 4, bottom: 3, trailing: 2))
        let ltr = makeRoot()
        let other = makeView("other", in: ltr)
        other.layoutMargins = EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        #expect(other.directionalLayoutMargins == DirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
    }

    @Test func changingTheMarginsRelaysOut() {
        let layout = expectMirrored([
            CGRect(x: 0, y: 0, width: 200, height: 100), CGRect(x: 8, y: 8, width: 184, height: 84),
        ]) { root in
            let box = makeView("box", in: root)
            let content = makeView("content", in: box)
            LayoutConstraint.activate([
                box.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                box.topAnchor.constraint(equalTo: root.topAnchor),
                box.widthAnchor.constraint(equalToConstant: 200),
                box.heightAnchor.constraint(equalToConstant: 100),
            ])
            pinToMargins(content, of: box)
            return [box, content]
        }
        layout.change { _, views in
            views[0].directionalLayoutMargins = DirectionalEdgeInsets(top: 20, leading: 16, bottom: 0, trailing: 4)
        }
        layout.expect([CGRect(x: 0, y: 0, width: 200, height: 100), CGRect(x: 16, y: 20, width: 180, height: 80)])
    }

    @Test func layoutMarginsDidChangeIsCalled() {
        final class Watcher: View {
            var calls = 0
            override func layoutMarginsDidChange() { calls += 1 }
        }
        let watcher = Watcher()
        watcher.directionalLayoutMargins = DirectionalEdgeInsets(all: 3)
        #expect(watcher.calls == 1)
        watcher.directionalLayoutMargins = DirectionalEdgeInsets(all: 3)
        #expect(watcher.calls == 1)
    }

    @Test func preservingTheSuperviewsMarginsTakesTheLargerWhereTheViewReachesThem() {
        let layout = expectMirrored([
            CGRect(x: 0, y: 0, width: 300, height: 200),
            CGRect(x: 0, y: 0, width: 300, height: 200), CGRect(x: 20, y: 20, width: 260, height: 160),
            CGRect(x: 5, y: 5, width: 290, height: 190), CGRect(x: 15, y: 15, width: 260, height: 160),
        ]) { root in
            let outer = makeView("outer", in: root)
            outer.directionalLayoutMargins = DirectionalEdgeInsets(all: 20)
            LayoutConstraint.activate([
                outer.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                outer.topAnchor.constraint(equalTo: root.topAnchor),
                outer.widthAnchor.constraint(equalToConstant: 300),
                outer.heightAnchor.constraint(equalToConstant: 200),
            ])
            // Flush with the outer view: its margins become 20.
            let flush = makeView("flush", in: outer)
            flush.preservesSuperviewLayoutMargins = true
            pinToEdges(flush, of: outer)
            let flushContent = makeView("flushContent", in: flush)
            pinToMargins(flushContent, of: flush)
            // Inset by 5: the outer margins reach 15 into it, more than its own 8.
            let inset = makeView("inset", in: outer)
            inset.preservesSuperviewLayoutMargins = true
            pinToEdges(inset, of: outer, inset: 5)
            let insetContent = makeView("insetContent", in: inset)
            pinToMargins(insetContent, of: inset)
            return [outer, flush, flushContent, inset, insetContent]
        }
        // Without preserving, each keeps its own 8.
        layout.change { _, views in
            views[1].preservesSuperviewLayoutMargins = false
            views[3].preservesSuperviewLayoutMargins = false
        }
        layout.expect([
            CGRect(x: 0, y: 0, width: 300, height: 200),
            CGRect(x: 0, y: 0, width: 300, height: 200), CGRect(x: 8, y: 8, width: 284, height: 184),
            CGRect(x: 5, y: 5, width: 290, height: 190), CGRect(x: 8, y: 8, width: 274, height: 174),
        ])
    }

    @Test func preservedMarginsFollowTheSuperviewsMargins() {
        let layout = expectMirrored([CGRect(x: 20, y: 20, width: 260, height: 160)]) { root in
            let outer = makeView("outer", in: root)
            outer.directionalLayoutMargins = DirectionalEdgeInsets(all: 20)
            LayoutConstraint.activate([
                outer.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                outer.topAnchor.constraint(equalTo: root.topAnchor),
                outer.widthAnchor.constraint(equalToConstant: 300),
                outer.heightAnchor.constraint(equalToConstant: 200),
            ])
            let flush = makeView("flush", in: outer)
            flush.preservesSuperviewLayoutMargins = true
            pinToEdges(flush, of: outer)
            let content = makeView("content", in: flush)
            pinToMargins(content, of: flush)
            return [content]
        }
        // Where the outer margins drop below 8, the flush view's own 8 win.
        layout.change { root, _ in
            root.subviews[0].directionalLayoutMargins = DirectionalEdgeInsets(top: 30, leading: 40, bottom: 10, trailing: 4)
        }
        layout.expect([CGRect(x: 40, y: 30, width: 252, height: 160)])
    }

    @Test func aViewFarFromTheSuperviewsEdgesKeepsItsOwnMargins() {
        expectMirrored([
            CGRect(x: 0, y: 0, width: 300, height: 200), CGRect(x: 50, y: 50, width: 200, height: 100),
            CGRect(x: 8, y: 8, width: 184, height: 84),
        ]) { root in
            let outer = makeView("outer", in: root)
            outer.directionalLayoutMargins = DirectionalEdgeInsets(all: 20)
            LayoutConstraint.activate([
                outer.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                outer.topAnchor.constraint(equalTo: root.topAnchor),
                outer.widthAnchor.constraint(equalToConstant: 300),
                outer.heightAnchor.constraint(equalToConstant: 200),
            ])
            let middle = makeView("middle", in: outer)
            middle.preservesSuperviewLayoutMargins = true
            pinToEdges(middle, of: outer, inset: 50)
            let content = makeView("content", in: middle)
            pinToMargins(content, of: middle)
            return [outer, middle, content]
        }
    }

    @Test func marginsAreMeasuredFromTheSafeArea() {
        // Decision (UIKit does not document the arithmetic): the safe area inset is added.
        let root = makeRoot(width: 375, height: 812)
        root.safeAreaInsets = EdgeInsets(top: 44, left: 0, bottom: 34, right: 0)
        let page = makeView("page", in: root)
        pinToEdges(page, of: root)
        let content = makeView("content", in: page)
        pinToMargins(content, of: page)
        root.layoutIfNeeded()
        #expect(page.frame == CGRect(x: 0, y: 0, width: 375, height: 812))
        #expect(page.safeAreaInsets == EdgeInsets(top: 44, left: 0, bottom: 34, right: 0))
        #expect(content.frame == CGRect(x: 8, y: 52, width: 359, height: 718))
        #expect(page.layoutMargins == EdgeInsets(all: 8))

        page.insetsLayoutMarginsFromSafeArea = false
        root.layoutIfNeeded()
        #expect(content.frame == CGRect(x: 8, y: 8, width: 359, height: 796))

        // The margins follow the window's insets when they change.
        page.insetsLayoutMarginsFromSafeArea = true
        root.safeAreaInsets = EdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
        root.layoutIfNeeded()
        #expect(content.frame == CGRect(x: 8, y: 28, width: 359, height: 776))
    }

    @Test func theWindowsOwnMarginsAlsoFollowItsSafeArea() {
        let root = makeRoot(width: 375, height: 812)
        root.safeAreaInsets = EdgeInsets(top: 44, left: 0, bottom: 34, right: 0)
        let content = makeView("content", in: root)
        pinToMargins(content, of: root)
        root.layoutIfNeeded()
        #expect(content.frame == CGRect(x: 8, y: 52, width: 359, height: 718))
    }

    // MARK: Layout guides

    @Test func guidesMakeEqualGapsBetweenViews() {
        let layout = expectMirrored([
            CGRect(x: 0, y: 0, width: 40, height: 40), CGRect(x: 140, y: 0, width: 40, height: 40),
            CGRect(x: 280, y: 0, width: 40, height: 40),
        ]) { root in
            let views = ["a", "b", "c"].map { makeView($0, in: root) }
            let gaps = [LayoutGuide(), LayoutGuide()]
            for guide in gaps { root.addLayoutGuide(guide) }
            var constraints: [LayoutConstraint] = []
            for view in views {
                constraints += [
                    view.widthAnchor.constraint(equalToConstant: 40),
                    view.heightAnchor.constraint(equalToConstant: 40),
                    view.topAnchor.constraint(equalTo: root.topAnchor),
                ]
            }
            constraints += [
                views[0].leadingAnchor.constraint(equalTo: root.leadingAnchor),
                gaps[0].leadingAnchor.constraint(equalTo: views[0].trailingAnchor),
                views[1].leadingAnchor.constraint(equalTo: gaps[0].trailingAnchor),
                gaps[1].leadingAnchor.constraint(equalTo: views[1].trailingAnchor),
                views[2].leadingAnchor.constraint(equalTo: gaps[1].trailingAnchor),
                views[2].trailingAnchor.constraint(equalTo: root.trailingAnchor),
                gaps[1].widthAnchor.constraint(equalTo: gaps[0].widthAnchor),
            ]
            LayoutConstraint.activate(constraints)
            return views
        }
        let ltrGap = layout.ltr.layoutGuides[0]
        let rtlGap = layout.rtl.layoutGuides[0]
        #expect(ltrGap.owningView === layout.ltr)
        #expect(ltrGap.layoutFrame.minX == 40 && ltrGap.layoutFrame.width == 100)
        #expect(rtlGap.layoutFrame.minX == 180 && rtlGap.layoutFrame.width == 100)
    }

    @Test func aGuideCanGroupViewsAndBeCentered() {
        expectMirrored([CGRect(x: 100, y: 210, width: 50, height: 60), CGRect(x: 160, y: 215, width: 60, height: 50)]) { root in
            let group = LayoutGuide()
            root.addLayoutGuide(group)
            let a = makeView("a", in: root)
            let b = makeView("b", in: root)
            LayoutConstraint.activate([
                group.centerXAnchor.constraint(equalTo: root.centerXAnchor),
                group.centerYAnchor.constraint(equalTo: root.centerYAnchor),
                a.leadingAnchor.constraint(equalTo: group.leadingAnchor),
                a.topAnchor.constraint(equalTo: group.topAnchor),
                a.bottomAnchor.constraint(equalTo: group.bottomAnchor),
                a.widthAnchor.constraint(equalToConstant: 50),
                a.heightAnchor.constraint(equalToConstant: 60),
                b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 10),
                b.trailingAnchor.constraint(equalTo: group.trailingAnchor),
                b.centerYAnchor.constraint(equalTo: group.centerYAnchor),
                b.widthAnchor.constraint(equalToConstant: 60),
                b.heightAnchor.constraint(equalToConstant: 50),
            ])
            return [a, b]
        }
    }

    @Test func aGuideInASubviewIsMeasuredInThatViewsSpace() {
        inBothDirections { d in
            let root = d.root
            let box = makeView("box", in: root)
            let guide = LayoutGuide()
            box.addLayoutGuide(guide)
            let content = makeView("content", in: root)
            LayoutConstraint.activate([
                box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 30),
                box.topAnchor.constraint(equalTo: root.topAnchor, constant: 40),
                box.widthAnchor.constraint(equalToConstant: 200),
                box.heightAnchor.constraint(equalToConstant: 100),
                guide.leadingAnchor.constraint(equalTo: box.leadingAnchor, constant: 10),
                guide.topAnchor.constraint(equalTo: box.topAnchor, constant: 20),
                guide.widthAnchor.constraint(equalToConstant: 50),
                guide.heightAnchor.constraint(equalToConstant: 30),
                // A view outside the box follows the guide.
                content.leadingAnchor.constraint(equalTo: guide.trailingAnchor),
                content.topAnchor.constraint(equalTo: guide.bottomAnchor),
                content.widthAnchor.constraint(equalToConstant: 5),
                content.heightAnchor.constraint(equalToConstant: 5),
            ])
            root.layoutIfNeeded()
            #expect(guide.layoutFrame == d.rect(CGRect(x: 10, y: 20, width: 50, height: 30), inside: box))
            #expect(content.frame == d.frame(CGRect(x: 90, y: 90, width: 5, height: 5), of: content))
        }
    }

    @Test func removingAGuideDeactivatesItsConstraints() {
        inBothDirections { d in
            let root = d.root
            let guide = LayoutGuide()
            root.addLayoutGuide(guide)
            let a = makeView("a", in: root)
            let follow = a.leadingAnchor.constraint(equalTo: guide.trailingAnchor)
            let fallback = a.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 7)
            fallback.priority = .defaultLow
            LayoutConstraint.activate([
                follow, fallback,
                guide.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                guide.widthAnchor.constraint(equalToConstant: 60),
                guide.topAnchor.constraint(equalTo: root.topAnchor),
                guide.heightAnchor.constraint(equalToConstant: 1),
                a.topAnchor.constraint(equalTo: root.topAnchor),
                a.widthAnchor.constraint(equalToConstant: 10),
                a.heightAnchor.constraint(equalToConstant: 10),
            ])
            root.layoutIfNeeded()
            #expect(a.frame == d.frame(CGRect(x: 60, y: 0, width: 10, height: 10), of: a))
            root.removeLayoutGuide(guide)
            #expect(!follow.isActive)
            #expect(guide.owningView == nil)
            #expect(root.layoutGuides.isEmpty)
            root.layoutIfNeeded()
            #expect(a.frame == d.frame(CGRect(x: 7, y: 0, width: 10, height: 10), of: a))
        }
    }
}
