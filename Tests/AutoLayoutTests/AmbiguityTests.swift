import AutoLayout
import Foundation
import Testing

/// The debugging aids: `hasAmbiguousLayout`, `exerciseAmbiguityInLayout()` and
/// `constraintsAffectingLayout(for:)`.
@MainActor
struct AmbiguityTests {
    func pinned(_ name: String, in root: Window) -> View {
        let view = makeView(name, in: root)
        LayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            view.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
            view.widthAnchor.constraint(equalToConstant: 50),
            view.heightAnchor.constraint(equalToConstant: 50),
        ])
        return view
    }

    @Test func aFullyConstrainedViewIsNotAmbiguous() {
        let root = makeRoot()
        let view = pinned("view", in: root)
        root.layoutIfNeeded()
        #expect(!view.hasAmbiguousLayout)
        #expect(view.ambiguousAxes.isEmpty)
        #expect(!root.hasAmbiguousLayout)
    }

    @Test func aMissingWidthIsAmbiguousHorizontally() {
        let root = makeRoot()
        let view = makeView("view", in: root)
        LayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            view.topAnchor.constraint(equalTo: root.topAnchor),
            view.heightAnchor.constraint(equalToConstant: 50),
        ])
        root.layoutIfNeeded()
        #expect(view.hasAmbiguousLayout)
        #expect(view.ambiguousAxes == [.horizontal])
    }

    @Test func aViewWithNoConstraintsIsAmbiguousOnBothAxes() {
        let root = makeRoot()
        let view = makeView("view", in: root)
        root.layoutIfNeeded()
        #expect(view.ambiguousAxes == [.horizontal, .vertical])
    }

    @Test func aViewWithContentNeedsOnlyAPosition() {
        let root = makeRoot()
        let label = makeView("label", intrinsic: CGSize(width: 80, height: 20), in: root)
        LayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            label.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        root.layoutIfNeeded()
        #expect(!label.hasAmbiguousLayout)
        // An autoresizing view is fully placed by its mask constraints.
        let framed = View(frame: CGRect(x: 1, y: 2, width: 3, height: 4))
        root.addSubview(framed)
        #expect(!framed.hasAmbiguousLayout)
    }

    @Test func optionalConstraintsOfEqualPriorityThatTieAreAmbiguous() {
        let root = makeRoot()
        let view = makeView("view", in: root)
        let narrow = view.widthAnchor.constraint(equalToConstant: 100)
        let wide = view.widthAnchor.constraint(equalToConstant: 200)
        narrow.priority = LayoutPriority(500)
        wide.priority = LayoutPriority(500)
        LayoutConstraint.activate([
            narrow, wide,
            view.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            view.topAnchor.constraint(equalTo: root.topAnchor),
            view.heightAnchor.constraint(equalToConstant: 50),
        ])
        root.layoutIfNeeded()
        #expect(view.frame.width >= 100 && view.frame.width <= 200)
        #expect(view.ambiguousAxes == [.horizontal])
        // Different priorities settle it.
        wide.priority = LayoutPriority(499)
        root.layoutIfNeeded()
        #expect(!view.hasAmbiguousLayout)
        #expect(view.frame.width == 100)
    }

    @Test func twoViewsSharingSpaceWithEqualHuggingAreAmbiguous() {
        let root = makeRoot()
        let a = makeView("a", intrinsic: CGSize(width: 100, height: 20), in: root)
        let b = makeView("b", intrinsic: CGSize(width: 100, height: 20), in: root)
        LayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            b.leadingAnchor.constraint(equalTo: a.trailingAnchor),
            b.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            a.topAnchor.constraint(equalTo: root.topAnchor),
            b.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        root.layoutIfNeeded()
        #expect(a.hasAmbiguousLayout)
        #expect(b.hasAmbiguousLayout)
        #expect(a.frame.width + b.frame.width == 320)
        b.setContentHuggingPriority(LayoutPriority(251), for: .horizontal)
        #expect(!a.hasAmbiguousLayout)
        root.layoutIfNeeded()
        #expect(a.frame.width == 220)
    }

    @Test func exercisingMovesAnAmbiguousViewToAnotherValidLayout() {
        let root = makeRoot()
        let view = makeView("view", in: root)
        LayoutConstraint.activate([
            view.leadingAnchor.constraint(greaterThanOrEqualTo: root.leadingAnchor, constant: 10),
            view.trailingAnchor.constraint(lessThanOrEqualTo: root.trailingAnchor, constant: -10),
            view.widthAnchor.constraint(equalToConstant: 50),
            view.topAnchor.constraint(equalTo: root.topAnchor),
            view.heightAnchor.constraint(equalToConstant: 50),
        ])
        root.layoutIfNeeded()
        #expect(view.ambiguousAxes == [.horizontal])
        let before = view.frame
        #expect(before.minX >= 10 && before.maxX <= 310)
        view.exerciseAmbiguityInLayout()
        let after = view.frame
        #expect(after != before)
        // Still a valid layout: the constraints hold.
        #expect(after.minX >= 10 && after.maxX <= 310)
        #expect(after.width == 50 && after.minY == 0 && after.height == 50)
        // It stays there: nothing is pending.
        root.layoutIfNeeded()
        #expect(view.frame == after)
        // And back again.
        view.exerciseAmbiguityInLayout()
        #expect(view.frame.minX >= 10 && view.frame.maxX <= 310)
        #expect(view.frame != after)
    }

    @Test func exercisingAViewThatIsNotAmbiguousDoesNothing() {
        let root = makeRoot()
        let view = pinned("view", in: root)
        root.layoutIfNeeded()
        view.exerciseAmbiguityInLayout()
        #expect(view.frame == CGRect(x: 10, y: 10, width: 50, height: 50))
    }

    @Test func constraintsAffectingLayoutAreThoseOfTheAxis() {
        let root = makeRoot()
        let view = makeView("view", intrinsic: CGSize(width: 30, height: 30), in: root)
        let other = makeView("other", in: root)
        let leading = view.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10)
        let width = view.widthAnchor.constraint(equalToConstant: 50)
        let top = view.topAnchor.constraint(equalTo: root.topAnchor)
        let follow = other.leadingAnchor.constraint(equalTo: view.trailingAnchor)
        let unrelated = other.topAnchor.constraint(equalTo: root.topAnchor)
        LayoutConstraint.activate([leading, width, top, follow, unrelated])
        root.layoutIfNeeded()
        let horizontal = view.constraintsAffectingLayout(for: .horizontal)
        let vertical = view.constraintsAffectingLayout(for: .vertical)
        for constraint in [leading, width, follow] {
            #expect(horizontal.contains { $0 === constraint }, "\(constraint)")
            #expect(!vertical.contains { $0 === constraint }, "\(constraint)")
        }
        #expect(vertical.contains { $0 === top })
        #expect(!horizontal.contains { $0 === top })
        #expect(!horizontal.contains { $0 === unrelated } && !vertical.contains { $0 === unrelated })
        // The intrinsic size's constraints are listed on their axis.
        #expect(horizontal.filter { $0.logDescription.hasPrefix("<NSContentSizeLayoutConstraint view.width") }.count == 2)
        #expect(vertical.filter { $0.logDescription.hasPrefix("<NSContentSizeLayoutConstraint view.height") }.count == 2)
        #expect(!horizontal.contains { $0.logDescription.contains("view.height") })
    }
}
