import AutoLayout
import Foundation
import Testing

/// Right-to-left layouts: leading and trailing flip, left and right do not; the direction comes
/// from the window's traits or a view's semantic content attribute.
@MainActor
struct RightToLeftTests {
    @Test func aRowOfViewsIsMirrored() {
        expectMirrored([
            CGRect(x: 16, y: 10, width: 60, height: 30), CGRect(x: 84, y: 10, width: 100, height: 30),
            CGRect(x: 192, y: 10, width: 112, height: 30),
        ]) { root in
            let a = makeView("a", in: root)
            let b = makeView("b", in: root)
            let c = makeView("c", in: root)
            var constraints = [
                a.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
                b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 8),
                c.leadingAnchor.constraint(equalTo: b.trailingAnchor, constant: 8),
                c.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16),
                a.widthAnchor.constraint(equalToConstant: 60),
                b.widthAnchor.constraint(equalToConstant: 100),
            ]
            for view in [a, b, c] {
                constraints.append(view.topAnchor.constraint(equalTo: root.topAnchor, constant: 10))
                constraints.append(view.heightAnchor.constraint(equalToConstant: 30))
            }
            LayoutConstraint.activate(constraints)
            return [a, b, c]
        }
    }

    @Test func nestedViewsAreMirroredAtEveryLevel() {
        expectMirrored([
            CGRect(x: 20, y: 20, width: 200, height: 100), CGRect(x: 10, y: 10, width: 50, height: 50),
            CGRect(x: 70, y: 10, width: 30, height: 30),
        ]) { root in
            let card = makeView("card", in: root)
            let icon = makeView("icon", in: card)
            let cousin = makeView("cousin", in: root)
            LayoutConstraint.activate([
                card.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
                card.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
                card.widthAnchor.constraint(equalToConstant: 200),
                card.heightAnchor.constraint(equalToConstant: 100),
                icon.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 10),
                icon.topAnchor.constraint(equalTo: card.topAnchor, constant: 10),
                icon.widthAnchor.constraint(equalToConstant: 50),
                icon.heightAnchor.constraint(equalToConstant: 50),
                // Across levels: measured in the root's space.
                cousin.leadingAnchor.constraint(equalTo: icon.trailingAnchor, constant: -10),
                cousin.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
                cousin.widthAnchor.constraint(equalToConstant: 30),
                cousin.heightAnchor.constraint(equalToConstant: 30),
            ])
            return [card, icon, cousin]
        }
    }

    @Test func centersMultipliersAndOffsetsAreMirrored() {
        expectMirrored(width: 400, [
            CGRect(x: 200, y: 0, width: 50, height: 10), CGRect(x: 250, y: 20, width: 50, height: 10),
            CGRect(x: 100, y: 40, width: 40, height: 10), CGRect(x: 40, y: 60, width: 300, height: 10),
        ]) { root in
            let afterCenter = makeView("afterCenter", in: root)
            let proportional = makeView("proportional", in: root)
            let centered = makeView("centered", in: root)
            let offset = makeView("offset", in: root)
            LayoutConstraint.activate([
                afterCenter.leadingAnchor.constraint(equalTo: root.centerXAnchor),
                afterCenter.widthAnchor.constraint(equalToConstant: 50),
                // The trailing edge at three quarters of the width (measured from the leading edge).
                try! LayoutConstraint(item: proportional, attribute: .trailing, relatedBy: .equal, toItem: root, attribute: .trailing, multiplier: 0.75),
                proportional.widthAnchor.constraint(equalToConstant: 50),
                // The center at 0.3 of the width.
                try! LayoutConstraint(item: centered, attribute: .centerX, relatedBy: .equal, toItem: root, attribute: .trailing, multiplier: 0.3),
                centered.widthAnchor.constraint(equalToConstant: 40),
                // As far from the leading edge as it is wide minus 260; and 60 from the trailing edge.
                offset.leadingAnchor.anchorWithOffset(to: offset.trailingAnchor).constraint(equalToConstant: 300),
                root.leadingAnchor.anchorWithOffset(to: offset.leadingAnchor).constraint(equalTo: offset.widthAnchor, constant: -260),
            ])
            var constraints: [LayoutConstraint] = []
            for (index, view) in [afterCenter, proportional, centered, offset].enumerated() {
                constraints.append(view.topAnchor.constraint(equalTo: root.topAnchor, constant: CGFloat(index) * 20))
                constraints.append(view.heightAnchor.constraint(equalToConstant: 10))
            }
            LayoutConstraint.activate(constraints)
            return [afterCenter, proportional, centered, offset]
        }
    }

    @Test func leftAndRightDoNotFlip() {
        for direction in [UserInterfaceLayoutDirection.leftToRight, .rightToLeft] {
            let root = makeRoot(direction: direction)
            let a = makeView("a", in: root)
            let b = makeView("b", in: root)
            LayoutConstraint.activate([
                a.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 10),
                a.widthAnchor.constraint(equalToConstant: 50),
                b.rightAnchor.constraint(equalTo: root.rightAnchor, constant: -10),
                b.leftAnchor.constraint(equalTo: a.rightAnchor, constant: 5),
                a.topAnchor.constraint(equalTo: root.topAnchor),
                b.topAnchor.constraint(equalTo: root.topAnchor),
                a.heightAnchor.constraint(equalToConstant: 10),
                b.heightAnchor.constraint(equalToConstant: 10),
            ])
            root.layoutIfNeeded()
            #expect(a.frame == CGRect(x: 10, y: 0, width: 50, height: 10), "\(direction)")
            #expect(b.frame == CGRect(x: 65, y: 0, width: 245, height: 10), "\(direction)")
        }
    }

    @Test func theDirectionIsInheritedOrForced() {
        let root = makeRoot(direction: .rightToLeft)
        let a = makeView("a", in: root)
        let b = makeView("b", in: a)
        #expect(root.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        #expect(b.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        a.semanticContentAttribute = .forceLeftToRight
        #expect(a.effectiveUserInterfaceLayoutDirection == .leftToRight)
        #expect(b.effectiveUserInterfaceLayoutDirection == .leftToRight)
        b.semanticContentAttribute = .forceRightToLeft
        #expect(b.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        for attribute in [SemanticContentAttribute.playback, .spatial] {
            b.semanticContentAttribute = attribute
            #expect(b.effectiveUserInterfaceLayoutDirection == .leftToRight, "\(attribute)")
        }
        b.semanticContentAttribute = .unspecified
        #expect(b.effectiveUserInterfaceLayoutDirection == .leftToRight)
        let loose = View()
        #expect(loose.effectiveUserInterfaceLayoutDirection == .leftToRight)
    }

    /// A player in an RTL window: the bar follows the window (it sits at the trailing side, on
    /// the left), the controls inside it are forced left to right.
    func player(_ root: Window) -> (bar: View, play: View, next: View) {
        let bar = makeView("bar", in: root)
        let play = makeView("play", in: bar)
        let next = makeView("next", in: bar)
        LayoutConstraint.activate([
            bar.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -10),
            bar.topAnchor.constraint(equalTo: root.topAnchor),
            bar.widthAnchor.constraint(equalToConstant: 100),
            bar.heightAnchor.constraint(equalToConstant: 40),
            play.leadingAnchor.constraint(equalTo: bar.leadingAnchor, constant: 5),
            next.leadingAnchor.constraint(equalTo: play.trailingAnchor, constant: 5),
            play.topAnchor.constraint(equalTo: bar.topAnchor),
            next.topAnchor.constraint(equalTo: bar.topAnchor),
            play.widthAnchor.constraint(equalToConstant: 30),
            next.widthAnchor.constraint(equalToConstant: 30),
            play.heightAnchor.constraint(equalToConstant: 40),
            next.heightAnchor.constraint(equalToConstant: 40),
        ])
        return (bar, play, next)
    }

    @Test func aForcedDirectionAppliesToTheViewsSubtree() {
        let root = makeRoot(direction: .rightToLeft)
        let (bar, play, next) = player(root)
        bar.semanticContentAttribute = .playback
        root.layoutIfNeeded()
        #expect(bar.frame == CGRect(x: 10, y: 0, width: 100, height: 40))
        #expect(play.frame == CGRect(x: 5, y: 0, width: 30, height: 40))
        #expect(next.frame == CGRect(x: 40, y: 0, width: 30, height: 40))

        // Following the window again, the controls flip too.
        bar.semanticContentAttribute = .unspecified
        root.layoutIfNeeded()
        #expect(bar.frame == CGRect(x: 10, y: 0, width: 100, height: 40))
        #expect(play.frame == CGRect(x: 65, y: 0, width: 30, height: 40))
        #expect(next.frame == CGRect(x: 30, y: 0, width: 30, height: 40))
    }

    @Test func aForcedRightToLeftViewInALeftToRightWindow() {
        let root = makeRoot()
        let (bar, play, next) = player(root)
        bar.semanticContentAttribute = .forceRightToLeft
        root.layoutIfNeeded()
        #expect(bar.frame == CGRect(x: 210, y: 0, width: 100, height: 40))
        #expect(play.frame == CGRect(x: 65, y: 0, width: 30, height: 40))
        #expect(next.frame == CGRect(x: 30, y: 0, width: 30, height: 40))
    }

    @Test func changingTheWindowsDirectionFlipsTheLayout() {
        let root = makeRoot()
        let (bar, play, next) = player(root)
        root.layoutIfNeeded()
        #expect(bar.frame == CGRect(x: 210, y: 0, width: 100, height: 40))
        #expect(play.frame == CGRect(x: 5, y: 0, width: 30, height: 40))
        root.traitCollection = TraitCollection(layoutDirection: .rightToLeft)
        root.layoutIfNeeded()
        #expect(bar.frame == CGRect(x: 10, y: 0, width: 100, height: 40))
        #expect(play.frame == CGRect(x: 65, y: 0, width: 30, height: 40))
        #expect(next.frame == CGRect(x: 30, y: 0, width: 30, height: 40))
        root.traitCollection = TraitCollection(layoutDirection: .leftToRight)
        root.layoutIfNeeded()
        #expect(bar.frame == CGRect(x: 210, y: 0, width: 100, height: 40))
        #expect(next.frame == CGRect(x: 40, y: 0, width: 30, height: 40))
    }

    @Test func aConstraintMadeAfterTheFirstLayoutIsMirroredToo() {
        let layout = expectMirrored([CGRect(x: 10, y: 0, width: 50, height: 10)]) { root in
            let a = makeView("a", in: root)
            LayoutConstraint.activate([
                a.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
                a.topAnchor.constraint(equalTo: root.topAnchor),
                a.widthAnchor.constraint(equalToConstant: 50),
                a.heightAnchor.constraint(equalToConstant: 10),
            ])
            return [a]
        }
        layout.change { root, views in
            let b = makeView("b", in: root)
            LayoutConstraint.activate([
                b.leadingAnchor.constraint(equalTo: views[0].trailingAnchor, constant: 4),
                b.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -6),
                b.topAnchor.constraint(equalTo: root.topAnchor),
                b.heightAnchor.constraint(equalToConstant: 10),
            ])
        }
        layout.ltr.layoutIfNeeded()
        layout.rtl.layoutIfNeeded()
        let ltrB = layout.ltr.subviews[1]
        let rtlB = layout.rtl.subviews[1]
        #expect(ltrB.frame == CGRect(x: 64, y: 0, width: 250, height: 10))
        #expect(rtlB.frame == CGRect(x: 6, y: 0, width: 250, height: 10))
    }
}
