import AutoLayout
import Foundation
import Testing

/// A constraint keeps its items and attributes, not the anchor objects it was made from: its
/// anchors are made anew on each read, of the kind its attributes make, and say the same.
@MainActor
struct ConstraintAnchorsTests {
    @Test func anchorsReadBackTypedWithTheirItemsAndAttributes() {
        let root = makeRoot()
        let a = makeView("a", in: root)
        let horizontal = a.leadingAnchor.constraint(equalTo: root.trailingAnchor, constant: -8)
        #expect(horizontal.firstAnchor is LayoutXAxisAnchor)
        #expect(horizontal.secondAnchor is LayoutXAxisAnchor)
        #expect(horizontal.firstAnchor.item === a)
        #expect(horizontal.firstAnchor.attribute == .leading)
        #expect(horizontal.secondAnchor?.item === root)
        #expect(horizontal.secondAnchor?.attribute == .trailing)
        #expect(horizontal.firstAnchor.description == "a.leading")

        let vertical = a.firstBaselineAnchor.constraint(equalTo: root.topAnchor)
        #expect(vertical.firstAnchor is LayoutYAxisAnchor)
        #expect(vertical.secondAnchor is LayoutYAxisAnchor)

        let size = a.widthAnchor.constraint(equalToConstant: 10)
        #expect(size.firstAnchor is LayoutDimension)
        #expect(size.secondAnchor == nil)
        #expect(size.secondItem == nil)
        #expect(size.secondAttribute == .notAnAttribute)
    }

    @Test func offsetAnchorsReadBackAsDimensionsWithoutAnItem() {
        let root = makeRoot()
        let a = makeView("a", in: root)
        let b = makeView("b", in: root)
        let gap = a.trailingAnchor.anchorWithOffset(to: b.leadingAnchor)
        let constraint = gap.constraint(equalTo: a.widthAnchor, multiplier: 0.5)
        #expect(constraint.firstAnchor is LayoutDimension)
        #expect(constraint.firstItem == nil)
        #expect(constraint.firstAttribute == .notAnAttribute)
        #expect(constraint.firstAnchor.description == gap.description)
        #expect(constraint.secondItem === a)
        #expect(constraint.secondAttribute == .width)
    }

    @Test func theItemAttributeInitialiserMakesNoAnchorsButReadsThemBack() throws {
        let root = makeRoot()
        root.identifier = "root"
        let a = makeView("a", in: root)
        let constraint = try LayoutConstraint(
            item: a, attribute: .top, relatedBy: .equal, toItem: root, attribute: .top, constant: 4)
        #expect(constraint.firstAnchor is LayoutYAxisAnchor)
        #expect(constraint.firstItem === a)
        #expect(constraint.secondItem === root)
        #expect(constraint.firstAnchor.description == "a.top")
        #expect(constraint.secondAnchor?.description == "root.top")
    }

    @Test func anAnchorKeptByTheCallerStillMakesConstraints() {
        let root = makeRoot()
        let a = makeView("a", in: root)
        let top = a.topAnchor
        let rootTop = root.topAnchor
        LayoutConstraint.activate([
            top.constraint(equalTo: rootTop, constant: 12),
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            a.widthAnchor.constraint(equalToConstant: 30),
            a.heightAnchor.constraint(equalToConstant: 20),
        ])
        root.layoutIfNeeded()
        #expect(a.frame == CGRect(x: 0, y: 12, width: 30, height: 20))
    }

    @Test func aConstraintBetweenTwoOffsetsOfFourViewsLeavesWhenOneOfThemDoes() {
        let root = makeRoot()
        let views = ["a", "b", "c", "d"].map { makeView($0, in: root) }
        let equalGaps = views[0].trailingAnchor.anchorWithOffset(to: views[1].leadingAnchor)
            .constraint(equalTo: views[2].trailingAnchor.anchorWithOffset(to: views[3].leadingAnchor))
        LayoutConstraint.activate([equalGaps])
        for (index, view) in views.enumerated() {
            LayoutConstraint.activate([
                view.widthAnchor.constraint(equalToConstant: 10), view.heightAnchor.constraint(equalToConstant: 10),
                view.topAnchor.constraint(equalTo: root.topAnchor),
            ])
            if index != 1 {
                view.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: CGFloat(100 * index)).isActive = true
            }
        }
        root.layoutIfNeeded()
        // The gap from c's trailing edge (210) to d (300) is the gap from a's (10) to b.
        #expect(views[1].frame == CGRect(x: 100, y: 0, width: 10, height: 10))
        #expect(root.constraints.contains { $0 === equalGaps })

        views[3].removeFromSuperview()
        #expect(!equalGaps.isActive)
        #expect(!root.constraints.contains { $0 === equalGaps })
        views[2].removeFromSuperview()
        views[1].removeFromSuperview()
        // a's top and leading.
        #expect(root.constraints.count == 2)
    }

    @Test func aLineNumberBeyond32BitsIsKept() {
        let root = makeRoot()
        let a = makeView("a", in: root)
        let constraint = a.widthAnchor.constraint(equalToConstant: 10, file: "Big.swift", line: 5_000_000_000)
        #expect(constraint.line == 5_000_000_000)
        #expect(constraint.description == "<a.width == 10 (Big.swift:5000000000)>")
        let small = a.widthAnchor.constraint(equalToConstant: 10, file: "Small.swift", line: 4_294_967_295)
        #expect(small.line == 4_294_967_295)
    }

    @Test func constraintsKeptAfterTheirTreeIsGoneDoNotKeepItsViewsAlive() {
        weak var weakRoot: Window?
        weak var weakView: View?
        var kept: [LayoutConstraint] = []
        do {
            let root = makeRoot()
            let a = makeView("a", in: root)
            kept = [
                a.topAnchor.constraint(equalTo: root.topAnchor, constant: 4),
                a.leadingAnchor.anchorWithOffset(to: a.trailingAnchor).constraint(equalToConstant: 30),
                a.heightAnchor.constraint(equalToConstant: 20),
                a.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            ]
            LayoutConstraint.activate(kept)
            root.layoutIfNeeded()
            #expect(a.frame == CGRect(x: 0, y: 4, width: 30, height: 20))
            weakRoot = root
            weakView = a
        }
        #expect(weakRoot == nil)
        #expect(weakView == nil)
        #expect(kept.allSatisfy { !$0.isActive })
    }

    /// README, "Where we differ from UIKit": an anchor holds its item (UIKit's is weak), so a kept
    /// anchor keeps its view alive and still names it; the view goes when the anchor does.
    @Test func aKeptAnchorKeepsItsViewAliveUntilItGoes() {
        weak var weakView: View?
        var anchor: LayoutYAxisAnchor?
        do {
            let view = View()
            view.identifier = "kept"
            anchor = view.topAnchor
            weakView = view
        }
        #expect(weakView != nil)
        #expect(anchor?.item === weakView)
        #expect(anchor?.description == "kept.top")
        anchor = nil
        #expect(weakView == nil)
    }
}
