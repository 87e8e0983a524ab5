import AutoLayout
import Foundation
import Testing

/// Every anchor factory, with exact frames, in both layout directions.
@MainActor
struct AnchorFactoryTests {
    @Test func systemSpacingInequalities() {
        expectMirrored([
            CGRect(x: 0, y: 0, width: 40, height: 40), CGRect(x: 56, y: 56, width: 40, height: 40),
            CGRect(x: 104, y: 0, width: 40, height: 40),
        ]) { root in
            let a = makeView("a", in: root)
            let b = makeView("b", in: root)
            let c = makeView("c", in: root)
            // b as close as allowed: at least 2 × 8 after a, and 2 × 8 below it.
            let closeX = b.leadingAnchor.constraint(equalTo: root.leadingAnchor)
            closeX.priority = .defaultLow
            let closeY = b.topAnchor.constraint(equalTo: root.topAnchor)
            closeY.priority = .defaultLow
            // c as far as allowed: at most 8 after b (below b's wish, so that they do not tie).
            let far = c.leadingAnchor.constraint(equalTo: root.trailingAnchor)
            far.priority = LayoutPriority(200)
            LayoutConstraint.activate([
                a.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                a.topAnchor.constraint(equalTo: root.topAnchor),
                b.leadingAnchor.constraint(greaterThanOrEqualToSystemSpacingAfter: a.trailingAnchor, multiplier: 2),
                b.topAnchor.constraint(greaterThanOrEqualToSystemSpacingBelow: a.bottomAnchor, multiplier: 2),
                c.leadingAnchor.constraint(lessThanOrEqualToSystemSpacingAfter: b.trailingAnchor, multiplier: 1),
                c.topAnchor.constraint(lessThanOrEqualToSystemSpacingBelow: root.topAnchor, multiplier: 0),
                closeX, closeY, far,
                c.topAnchor.constraint(greaterThanOrEqualTo: root.topAnchor),
            ])
            for view in [a, b, c] {
                LayoutConstraint.activate([
                    view.widthAnchor.constraint(equalToConstant: 40), view.heightAnchor.constraint(equalToConstant: 40),
                ])
            }
            return [a, b, c]
        }
    }

    @Test func dimensionFactories() {
        expectMirrored(width: 400, [
            CGRect(x: 0, y: 0, width: 200, height: 30), CGRect(x: 0, y: 30, width: 50, height: 110),
            CGRect(x: 0, y: 140, width: 300, height: 60), CGRect(x: 0, y: 200, width: 100, height: 5),
        ]) { root in
            let half = makeView("half", in: root)
            let clamped = makeView("clamped", in: root)
            let atLeast = makeView("atLeast", in: root)
            let atMost = makeView("atMost", in: root)
            func wants(_ view: View, _ width: CGFloat) -> LayoutConstraint {
                let wish = view.widthAnchor.constraint(equalToConstant: width)
                wish.priority = .defaultLow
                return wish
            }
            LayoutConstraint.activate([
                half.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 0.5),
                half.heightAnchor.constraint(equalToConstant: 30),
                // Between 50 and 80 wide; it wants 10.
                clamped.widthAnchor.constraint(greaterThanOrEqualToConstant: 50),
                clamped.widthAnchor.constraint(lessThanOrEqualToConstant: 80),
                wants(clamped, 10),
                clamped.heightAnchor.constraint(equalTo: half.heightAnchor, multiplier: 2, constant: 50),
                // At least 0.75 of the root, wants 0.
                atLeast.widthAnchor.constraint(greaterThanOrEqualTo: root.widthAnchor, multiplier: 0.75),
                wants(atLeast, 0),
                atLeast.heightAnchor.constraint(equalTo: half.heightAnchor, constant: 30),
                // At most a quarter, wants everything.
                atMost.widthAnchor.constraint(lessThanOrEqualTo: root.widthAnchor, multiplier: 0.25),
                wants(atMost, 1000),
                atMost.heightAnchor.constraint(greaterThanOrEqualTo: root.heightAnchor, multiplier: 0, constant: 5),
                atMost.heightAnchor.constraint(lessThanOrEqualTo: atLeast.heightAnchor, constant: -55),
            ])
            var above = root.topAnchor
            for view in [half, clamped, atLeast, atMost] {
                LayoutConstraint.activate([
                    view.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                    view.topAnchor.constraint(equalTo: above),
                ])
                above = view.bottomAnchor
            }
            return [half, clamped, atLeast, atMost]
        }
    }

    @Test func offsetsMakeEqualGapsWithoutGuides() {
        expectMirrored([
            CGRect(x: 20, y: 0, width: 60, height: 20), CGRect(x: 130, y: 0, width: 60, height: 20),
            CGRect(x: 240, y: 0, width: 60, height: 20),
        ]) { root in
            let views = ["a", "b", "c"].map { makeView($0, in: root) }
            LayoutConstraint.activate([
                views[0].leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
                views[2].trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -20),
                views[0].trailingAnchor.anchorWithOffset(to: views[1].leadingAnchor)
                    .constraint(equalTo: views[1].trailingAnchor.anchorWithOffset(to: views[2].leadingAnchor)),
            ])
            for view in views {
                LayoutConstraint.activate([
                    view.widthAnchor.constraint(equalToConstant: 60), view.heightAnchor.constraint(equalToConstant: 20),
                    view.topAnchor.constraint(equalTo: root.topAnchor),
                ])
            }
            return views
        }
    }

    @Test func verticalOffsetsAndCenters() {
        expectMirrored([CGRect(x: 0, y: 100, width: 10, height: 50), CGRect(x: 0, y: 180, width: 10, height: 30)]) { root in
            let a = makeView("a", in: root)
            let b = makeView("b", in: root)
            LayoutConstraint.activate([
                a.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
                a.heightAnchor.constraint(equalToConstant: 50),
                // From a's center to b's top is as long as a is high.
                a.centerYAnchor.anchorWithOffset(to: b.topAnchor).constraint(equalTo: a.heightAnchor, multiplier: 1, constant: 5),
                b.heightAnchor.constraint(equalTo: a.topAnchor.anchorWithOffset(to: a.centerYAnchor), constant: 5),
                a.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                b.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                a.widthAnchor.constraint(equalToConstant: 10),
                b.widthAnchor.constraint(equalToConstant: 10),
            ])
            return [a, b]
        }
    }

    @Test func guideAnchors() {
        expectMirrored([CGRect(x: 60, y: 30, width: 200, height: 30)]) { root in
            let guide = LayoutGuide()
            root.addLayoutGuide(guide)
            let a = makeView("a", in: root)
            LayoutConstraint.activate([
                guide.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 60),
                guide.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -60),
                guide.topAnchor.constraint(equalTo: root.topAnchor, constant: 30),
                guide.bottomAnchor.constraint(equalTo: guide.topAnchor, constant: 30),
                a.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
                a.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
                a.centerYAnchor.constraint(equalTo: guide.centerYAnchor),
                a.heightAnchor.constraint(equalTo: guide.heightAnchor),
            ])
            return [a]
        }
    }

    @Test func constraintsExposeWhatTheyRelate() {
        let root = makeRoot()
        let a = makeView("a", in: root)
        let c = a.trailingAnchor.constraint(lessThanOrEqualTo: root.trailingAnchor, constant: -8)
        #expect(c.firstItem === a)
        #expect(c.firstAttribute == .trailing)
        #expect(c.secondItem === root)
        #expect(c.secondAttribute == .trailing)
        #expect(c.relation == .lessThanOrEqual)
        #expect(c.multiplier == 1)
        #expect(c.constant == -8)
        #expect(c.priority == .required)
        #expect(!c.isActive)
        let size = a.widthAnchor.constraint(equalToConstant: 10)
        #expect(size.secondItem == nil)
        #expect(size.secondAttribute == .notAnAttribute)
        let offset = a.leadingAnchor.anchorWithOffset(to: a.trailingAnchor).constraint(equalToConstant: 3)
        #expect(offset.firstItem == nil)
        #expect(offset.firstAttribute == .notAnAttribute)
        #expect(LayoutAttribute(name: "baseline") == .lastBaseline)
        #expect(LayoutAttribute(name: "leadingMargin") == .leadingMargin)
        #expect(LayoutAttribute(name: "middle") == nil)
    }
}
