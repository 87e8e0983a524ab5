import AutoLayout
import Foundation
import Testing

/// A view's bounds origin (a scroll position). As in UIKit, constraints between a view and its
/// subviews describe its content, so they do not move when the origin changes; constraints that
/// reach a subview from outside convert through the origin, so a subview pinned to a view
/// outside stays put on screen while its superview scrolls.
@MainActor
struct BoundsOriginTests {
    func scroller(in root: Window) -> (scroller: View, content: View) {
        let scroller = makeView("scroller", in: root)
        let content = makeView("content", in: scroller)
        LayoutConstraint.activate([
            scroller.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            scroller.topAnchor.constraint(equalTo: root.topAnchor, constant: 50),
            scroller.widthAnchor.constraint(equalToConstant: 200),
            scroller.heightAnchor.constraint(equalToConstant: 200),
            content.leadingAnchor.constraint(equalTo: scroller.leadingAnchor, constant: 10),
            content.topAnchor.constraint(equalTo: scroller.topAnchor, constant: 10),
            content.widthAnchor.constraint(equalToConstant: 100),
            content.heightAnchor.constraint(equalToConstant: 400),
        ])
        return (scroller, content)
    }

    @Test func constraintsToTheViewsOwnEdgesDescribeItsContent() {
        let root = makeRoot()
        let (scroller, content) = scroller(in: root)
        root.layoutIfNeeded()
        #expect(content.frame == CGRect(x: 10, y: 10, width: 100, height: 400))
        scroller.bounds.origin = CGPoint(x: 0, y: 150)
        root.layoutIfNeeded()
        // The content keeps its frame in the scroller's bounds: it scrolled with them.
        #expect(content.frame == CGRect(x: 10, y: 10, width: 100, height: 400))
        #expect(scroller.convert(content.frame.origin, to: root) == CGPoint(x: 10, y: -90))
    }

    @Test func aSubviewPinnedToAViewOutsideStaysPutOnScreen() {
        let root = makeRoot()
        let (scroller, content) = scroller(in: root)
        let badge = makeView("badge", in: content)
        LayoutConstraint.activate([
            badge.topAnchor.constraint(equalTo: root.topAnchor, constant: 60),
            badge.leadingAnchor.constraint(equalTo: content.leadingAnchor),
            badge.widthAnchor.constraint(equalToConstant: 20),
            badge.heightAnchor.constraint(equalToConstant: 20),
        ])
        root.layoutIfNeeded()
        // 60 in the root is 10 in the scroller and 0 in the content.
        #expect(badge.frame == CGRect(x: 0, y: 0, width: 20, height: 20))
        scroller.bounds.origin = CGPoint(x: 0, y: 150)
        root.layoutIfNeeded()
        #expect(badge.frame == CGRect(x: 0, y: 150, width: 20, height: 20))
        #expect(badge.convert(CGPoint.zero, to: root) == CGPoint(x: 10, y: 60))
        scroller.bounds.origin = .zero
        root.layoutIfNeeded()
        #expect(badge.frame == CGRect(x: 0, y: 0, width: 20, height: 20))
    }
}
