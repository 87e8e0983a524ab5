import AutoLayout
import Foundation
import Testing

/// The safe area: the window's insets, the part of them each view overlaps, and a view
/// controller's additional insets.
@MainActor
struct SafeAreaTests {
    /// An iPhone-like portrait window: 375 × 812, 44 at the top, 34 at the bottom.
    func phone(direction: UserInterfaceLayoutDirection = .leftToRight) -> Window {
        let window = makeRoot(width: 375, height: 812, direction: direction)
        window.safeAreaInsets = EdgeInsets(top: 44, left: 0, bottom: 34, right: 0)
        return window
    }

    func pin(_ child: View, to guide: LayoutGuide) {
        LayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            child.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
            child.topAnchor.constraint(equalTo: guide.topAnchor),
            child.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
        ])
    }

    @Test func theWindowsSafeAreaGuide() {
        let window = phone()
        let content = makeView("content", in: window)
        pin(content, to: window.safeAreaLayoutGuide)
        window.layoutIfNeeded()
        #expect(window.safeAreaLayoutGuide.layoutFrame == CGRect(x: 0, y: 44, width: 375, height: 734))
        #expect(content.frame == CGRect(x: 0, y: 44, width: 375, height: 734))
    }

    @Test func landscapeInsetsOnTheSidesAreMirroredInRightToLeft() {
        // Unequal side insets: the mirrored layout must land on the other side of each.
        for direction in [UserInterfaceLayoutDirection.leftToRight, .rightToLeft] {
            let window = makeRoot(width: 812, height: 375, direction: direction)
            window.safeAreaInsets = EdgeInsets(top: 0, left: 44, bottom: 21, right: 30)
            let content = makeView("content", in: window)
            LayoutConstraint.activate([
                content.leadingAnchor.constraint(equalTo: window.safeAreaLayoutGuide.leadingAnchor, constant: 10),
                content.topAnchor.constraint(equalTo: window.safeAreaLayoutGuide.topAnchor),
                content.widthAnchor.constraint(equalToConstant: 100),
                content.bottomAnchor.constraint(equalTo: window.safeAreaLayoutGuide.bottomAnchor),
            ])
            window.layoutIfNeeded()
            let x: CGFloat = direction == .leftToRight ? 54 : 812 - 30 - 10 - 100
            #expect(content.frame == CGRect(x: x, y: 0, width: 100, height: 354), "\(direction)")
        }
    }

    @Test func aSubviewGetsThePartOfTheInsetsItOverlaps() {
        for direction in [UserInterfaceLayoutDirection.leftToRight, .rightToLeft] {
            let window = phone(direction: direction)
            let banner = makeView("banner", in: window)
            LayoutConstraint.activate([
                banner.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 20),
                banner.trailingAnchor.constraint(equalTo: window.trailingAnchor, constant: -20),
                banner.topAnchor.constraint(equalTo: window.topAnchor, constant: 20),
                banner.heightAnchor.constraint(equalToConstant: 100),
            ])
            let text = makeView("text", in: banner)
            pin(text, to: banner.safeAreaLayoutGuide)
            window.layoutIfNeeded()
            #expect(banner.frame == CGRect(x: 20, y: 20, width: 335, height: 100))
            #expect(banner.safeAreaInsets == EdgeInsets(top: 24, left: 0, bottom: 0, right: 0))
            #expect(banner.safeAreaLayoutGuide.layoutFrame == CGRect(x: 0, y: 24, width: 335, height: 76))
            #expect(text.frame == CGRect(x: 0, y: 24, width: 335, height: 76))

            // Moved into the safe area, the view has no insets; its guide and content follow.
            let top = window.constraints.first { $0.firstItem === banner && $0.firstAttribute == .top }!
            top.constant = 60
            window.layoutIfNeeded()
            #expect(banner.safeAreaInsets == .zero)
            #expect(text.frame == CGRect(x: 0, y: 0, width: 335, height: 100))

            // Down to the bottom: it overlaps the home indicator by 14.
            top.constant = 812 - 120
            window.layoutIfNeeded()
            #expect(banner.safeAreaInsets == EdgeInsets(top: 0, left: 0, bottom: 14, right: 0))
            #expect(text.frame == CGRect(x: 0, y: 0, width: 335, height: 86))
        }
    }

    @Test func aNestedViewGetsTheOverlapInWindowCoordinates() {
        for direction in [UserInterfaceLayoutDirection.leftToRight, .rightToLeft] {
            let window = phone(direction: direction)
            let outer = makeView("outer", in: window)
            let inner = makeView("inner", in: outer)
            LayoutConstraint.activate([
                outer.leadingAnchor.constraint(equalTo: window.leadingAnchor),
                outer.trailingAnchor.constraint(equalTo: window.trailingAnchor),
                outer.topAnchor.constraint(equalTo: window.topAnchor, constant: 10),
                outer.heightAnchor.constraint(equalToConstant: 200),
                inner.leadingAnchor.constraint(equalTo: outer.leadingAnchor),
                inner.widthAnchor.constraint(equalToConstant: 100),
                inner.topAnchor.constraint(equalTo: outer.topAnchor, constant: 4),
                inner.heightAnchor.constraint(equalToConstant: 100),
            ])
            window.layoutIfNeeded()
            #expect(inner.frame == CGRect(x: direction == .leftToRight ? 0 : 275, y: 4, width: 100, height: 100))
            // Inner's top is at 14 in the window: 30 of the 44 cover it.
            #expect(inner.safeAreaInsets == EdgeInsets(top: 30, left: 0, bottom: 0, right: 0))
            #expect(outer.safeAreaInsets == EdgeInsets(top: 34, left: 0, bottom: 0, right: 0))
        }
    }

    @Test func changingTheWindowsInsetsRelaysOut() {
        for direction in [UserInterfaceLayoutDirection.leftToRight, .rightToLeft] {
            let window = phone(direction: direction)
            let content = makeView("content", in: window)
            pin(content, to: window.safeAreaLayoutGuide)
            window.layoutIfNeeded()
            window.safeAreaInsets = EdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
            window.layoutIfNeeded()
            #expect(content.frame == CGRect(x: 0, y: 20, width: 375, height: 792))
        }
    }

    @Test func aViewOutsideAnyWindowHasNoInsets() {
        let loose = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(loose.safeAreaInsets == .zero)
        let child = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        loose.addSubview(child)
        #expect(child.safeAreaInsets == .zero)
    }

    @Test func additionalInsetsOfAViewControllerAddToItsRootView() {
        for direction in [UserInterfaceLayoutDirection.leftToRight, .rightToLeft] {
            let window = phone(direction: direction)
            let controller = ViewController()
            controller.additionalSafeAreaInsets = EdgeInsets(top: 10, left: 5, bottom: 0, right: 15)
            window.rootViewController = controller
            let root = controller.view!
            let content = makeView("content", in: root)
            pin(content, to: root.safeAreaLayoutGuide)
            window.layoutIfNeeded()
            #expect(root.frame == CGRect(x: 0, y: 0, width: 375, height: 812))
            #expect(root.safeAreaInsets == EdgeInsets(top: 54, left: 5, bottom: 34, right: 15))
            #expect(content.frame == CGRect(x: 5, y: 54, width: 355, height: 724))

            controller.additionalSafeAreaInsets = .zero
            window.layoutIfNeeded()
            #expect(content.frame == CGRect(x: 0, y: 44, width: 375, height: 734))
        }
    }

    @Test func aSubviewOfAViewControllersRootInheritsItsAdditionalInsets() {
        for direction in [UserInterfaceLayoutDirection.leftToRight, .rightToLeft] {
            // UIKit: a subview's safe area is the part of its superview's safe area it overlaps, and
            // the root view's safe area includes the additional insets ("if a view is entirely
            // within the safe area of its view controller's root view, the edge insets are 0"; Apple's
            // "Positioning content relative to the safe area": containers extend a child's safe area
            // with additionalSafeAreaInsets, which reaches the child's content views).
            let window = phone(direction: direction)
            let controller = ViewController()
            controller.additionalSafeAreaInsets = EdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
            window.rootViewController = controller
            let root = controller.view!
            let header = makeView("header", in: root)
            LayoutConstraint.activate([
                header.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                header.trailingAnchor.constraint(equalTo: root.trailingAnchor),
                header.topAnchor.constraint(equalTo: root.topAnchor),
                header.heightAnchor.constraint(equalToConstant: 100),
            ])
            let title = makeView("title", in: header)
            pin(title, to: header.safeAreaLayoutGuide)
            window.layoutIfNeeded()
            #expect(root.safeAreaInsets.top == 64)
            #expect(header.safeAreaInsets == EdgeInsets(top: 64, left: 0, bottom: 0, right: 0))
            #expect(title.frame == CGRect(x: 0, y: 64, width: 375, height: 36))
        }
    }

    @Test func aViewReachingPastTheWindowsEdgeGetsNoMoreThanItsSuperviewsInset() {
        // UIKit: where a subview reaches out of its superview, its inset is the superview's,
        // not more (the part outside is not "more covered"). [obs] one published experiment:
        // cnblogs.com/huahuahu/p/UIKit-Apps-for-Every-Size-and-Shape.html (a view past the
        // right edge has the root view's right inset).
        let window = makeRoot(width: 812, height: 375)
        window.safeAreaInsets = EdgeInsets(top: 0, left: 44, bottom: 21, right: 44)
        let wide = makeView("wide", in: window)
        LayoutConstraint.activate([
            wide.leftAnchor.constraint(equalTo: window.leftAnchor, constant: -20),
            wide.widthAnchor.constraint(equalToConstant: 200),
            wide.topAnchor.constraint(equalTo: window.topAnchor, constant: 100),
            wide.heightAnchor.constraint(equalToConstant: 100),
        ])
        window.layoutIfNeeded()
        #expect(wide.frame == CGRect(x: -20, y: 100, width: 200, height: 100))
        #expect(wide.safeAreaInsets == EdgeInsets(top: 0, left: 44, bottom: 0, right: 0))
    }
}
