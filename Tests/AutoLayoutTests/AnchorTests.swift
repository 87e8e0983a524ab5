import AutoLayout
import Foundation
import Testing

/// Constraints made with anchors place views exactly.
@MainActor
struct AnchorTests {
    @Test func edgesAndSizes() {
        let root = makeRoot()
        let a = makeView("a", in: root)
        LayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            a.topAnchor.constraint(equalTo: root.topAnchor, constant: 40),
            a.widthAnchor.constraint(equalToConstant: 100),
            a.heightAnchor.constraint(equalTo: a.widthAnchor, multiplier: 0.5),
        ])
        root.layoutIfNeeded()
        #expect(a.frame == CGRect(x: 20, y: 40, width: 100, height: 50))
    }

    @Test func siblingsAndCenters() {
        let root = makeRoot()
        let a = makeView("a", in: root)
        let b = makeView("b", in: root)
        LayoutConstraint.activate([
            a.centerXAnchor.constraint(equalTo: root.centerXAnchor),
            a.centerYAnchor.constraint(equalTo: root.centerYAnchor),
            a.widthAnchor.constraint(equalToConstant: 100),
            a.heightAnchor.constraint(equalToConstant: 40),
            b.topAnchor.constraint(equalTo: a.bottomAnchor, constant: 8),
            b.leadingAnchor.constraint(equalTo: a.leadingAnchor),
            b.trailingAnchor.constraint(equalTo: a.trailingAnchor),
            b.heightAnchor.constraint(equalTo: a.heightAnchor),
        ])
        root.layoutIfNeeded()
        #expect(a.frame == CGRect(x: 110, y: 220, width: 100, height: 40))
        #expect(b.frame == CGRect(x: 110, y: 268, width: 100, height: 40))
    }

    @Test func nestedViewsUseTheirSuperviewsSpace() {
        let root = makeRoot()
        let outer = makeView("outer", in: root)
        let inner = makeView("inner", in: outer)
        let cousin = makeView("cousin", in: root)
        LayoutConstraint.activate([
            outer.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            outer.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
            outer.widthAnchor.constraint(equalToConstant: 200),
            outer.heightAnchor.constraint(equalToConstant: 200),
            inner.leadingAnchor.constraint(equalTo: outer.leadingAnchor, constant: 5),
            inner.topAnchor.constraint(equalTo: outer.topAnchor, constant: 5),
            inner.widthAnchor.constraint(equalToConstant: 50),
            inner.heightAnchor.constraint(equalToConstant: 50),
            cousin.leadingAnchor.constraint(equalTo: inner.trailingAnchor, constant: 3),
            cousin.topAnchor.constraint(equalTo: inner.bottomAnchor),
            cousin.widthAnchor.constraint(equalToConstant: 10),
            cousin.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        #expect(outer.frame == CGRect(x: 10, y: 10, width: 200, height: 200))
        #expect(inner.frame == CGRect(x: 5, y: 5, width: 50, height: 50))
        #expect(cousin.frame == CGRect(x: 68, y: 65, width: 10, height: 10))
    }

    @Test func multipliersOnLocationsUseTheCommonAncestorsSpace() {
        let root = makeRoot(width: 400, height: 300)
        let v = makeView("v", in: root)
        LayoutConstraint.activate([
            v.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 0.5),
            v.heightAnchor.constraint(equalTo: root.heightAnchor, multiplier: 0.25),
            try! LayoutConstraint(item: v, attribute: .centerX, relatedBy: .equal, toItem: root, attribute: .centerX, multiplier: 0.5),
            try! LayoutConstraint(item: v, attribute: .centerY, relatedBy: .equal, toItem: root, attribute: .centerY, multiplier: 1.5),
        ])
        root.layoutIfNeeded()
        #expect(v.frame == CGRect(x: 0, y: 187.5, width: 200, height: 75))
    }

    @Test func offsetAnchorsAndSystemSpacing() {
        let root = makeRoot()
        let a = makeView("a", in: root)
        let b = makeView("b", in: root)
        LayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            a.topAnchor.constraint(equalTo: root.topAnchor),
            a.widthAnchor.constraint(equalToConstant: 40),
            a.heightAnchor.constraint(equalToConstant: 40),
            b.leadingAnchor.constraint(equalToSystemSpacingAfter: a.trailingAnchor, multiplier: 2),
            b.topAnchor.constraint(equalToSystemSpacingBelow: a.bottomAnchor, multiplier: 1),
            b.widthAnchor.constraint(equalToConstant: 10),
            // The gap between b's trailing edge and the root's is as wide as a.
            b.trailingAnchor.anchorWithOffset(to: root.trailingAnchor).constraint(equalTo: a.widthAnchor),
        ])
        root.layoutIfNeeded()
        #expect(b.frame.minX == 56)
        #expect(b.frame.minY == 48)
        #expect(b.frame.width == 224)
    }

    @Test func inequalitiesAndPriorities() {
        let root = makeRoot(width: 414, height: 200)
        let button = makeView("button", intrinsic: CGSize(width: 80, height: 30), in: root)
        let width = button.widthAnchor.constraint(equalToConstant: 300)
        width.priority = LayoutPriority(999)
        LayoutConstraint.activate([
            width,
            button.leadingAnchor.constraint(greaterThanOrEqualTo: root.leadingAnchor, constant: 20),
            root.trailingAnchor.constraint(greaterThanOrEqualTo: button.trailingAnchor, constant: 20),
            button.centerXAnchor.constraint(equalTo: root.centerXAnchor),
            button.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
        ])
        root.layoutIfNeeded()
        #expect(button.frame == CGRect(x: 57, y: 100, width: 300, height: 30))
        // Narrower than 340: the required edges win over the 999 width.
        root.frame = CGRect(x: 0, y: 0, width: 320, height: 200)
        root.layoutIfNeeded()
        #expect(button.frame == CGRect(x: 20, y: 100, width: 280, height: 30))
    }
}

