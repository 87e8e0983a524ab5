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

    @Test func constraintsAffectingLayoutAreThoseThatDetermineTheAxis() {
        let root = makeRoot()
        root.identifier = "root"
        let view = makeView("view", intrinsic: CGSize(width: 30, height: 30), in: root)
        let other = makeView("other", in: root)
        let leading = view.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10)
        let width = view.widthAnchor.constraint(equalToConstant: 50)
        let top = view.topAnchor.constraint(equalTo: root.topAnchor)
        let follow = other.leadingAnchor.constraint(equalTo: view.trailingAnchor)
        let unrelated = other.topAnchor.constraint(equalTo: root.topAnchor)
        LayoutConstraint.activate([leading, width, top, follow, unrelated])
        root.layoutIfNeeded()
        // Horizontally the leading edge and the width decide; the neighbour's constraint places
        // the neighbour, and the intrinsic width's constraints are not met (hugging) or have
        // room to spare (compression resistance).
        let horizontal = view.constraintsAffectingLayout(for: .horizontal)
        #expect(horizontal.count == 2 && horizontal[0] === leading && horizontal[1] === width)
        // Vertically the top, and the intrinsic height that hugging and compression resistance
        // both hold exactly.
        let vertical = view.constraintsAffectingLayout(for: .vertical)
        #expect(
            vertical.map(\.diagnosticDescription) == [
                "view.height >= 30 @750   (compression resistance)", "view.height <= 30 @250   (content hugging)",
                top.diagnosticDescription,
            ])
        // The neighbour is placed through the view: its constraint, and the view's (in the order
        // they entered the engine, which activation groups by the view that holds them).
        let placed = other.constraintsAffectingLayout(for: .horizontal)
        #expect(placed.count == 3 && placed[0] === leading && placed[1] === follow && placed[2] === width)
    }

    @Test func constraintsAffectingLayoutFollowTheChainToTheRoot() {
        let root = makeRoot(width: 320)
        root.identifier = "root"
        let view = makeView("view", in: root)
        let leading = view.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16)
        let trailing = view.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16)
        let slack = view.widthAnchor.constraint(lessThanOrEqualToConstant: 1000)
        LayoutConstraint.activate([
            leading, trailing, slack, view.topAnchor.constraint(equalTo: root.topAnchor),
            view.heightAnchor.constraint(equalToConstant: 20),
        ])
        root.layoutIfNeeded()
        // The width comes from the root's bounds through both edges; the `<= 1000` has room.
        #expect(
            view.constraintsAffectingLayout(for: .horizontal).map(\.diagnosticDescription) == [
                "root.width == 320   ('AL-root-width', the root's bounds)", leading.diagnosticDescription,
                trailing.diagnosticDescription,
            ])
        // A view on its own is the root of its tree: its bounds decide.
        let lone = View(frame: CGRect(x: 0, y: 0, width: 40, height: 30))
        lone.identifier = "lone"
        #expect(
            lone.constraintsAffectingLayout(for: .vertical).map(\.diagnosticDescription) == [
                "lone.top == 0   ('AL-root-minY', the root's bounds)",
                "lone.height == 30   ('AL-root-height', the root's bounds)",
            ])
    }

    /// Sizes are never negative (SEMANTICS 8.2) for the diagnostics either, although the engine
    /// adds `size >= 0` only where a size would go below 0: here no size ever did, and without
    /// the constraints every view would read as ambiguous (the second and fourth views could
    /// trade 1.67 points with the third and fifth, which would go negative).
    @Test func aSqueezedStackWhoseViewsCollapsedIsNotAmbiguous() {
        let (root, _) = makeQuietRoot(width: 2000, height: 2000)
        let sizes: [(CGFloat, CGFloat)] = [(10, 30), (20, 15), (20, 35), (30, 25), (40, 35), (20, 25)]
        let views = sizes.enumerated().map { makeLabel("v\($0)", $1.0, $1.1) }
        let stack = StackView(arrangedSubviews: views)
        stack.distribution = .equalCentering
        stack.alignment = .leading
        stack.setCustomSpacing(5, after: views[1])
        stack.setCustomSpacing(19, after: views[4])
        views[5].isHidden = true
        placeStack(stack, in: root, x: 0, y: 0, width: 60)
        root.layoutIfNeeded()
        let expected = [
            CGRect(x: 0, y: 0, width: 10, height: 30), CGRect(x: 10, y: 0, width: 17.5, height: 15),
            CGRect(x: 32.5, y: 0, width: 0, height: 35), CGRect(x: 32.5, y: 0, width: 27.5, height: 25),
            CGRect(x: 60, y: 0, width: 0, height: 35),
        ]
        for (view, frame) in zip(views, expected) {
            #expect(close(view.frame, frame), "\(view.identifier ?? "") \(view.frame.text)")
            #expect(view.ambiguousAxes == [], "\(view.identifier ?? "")")
        }
        // Looking did not move anything.
        root.setNeedsLayout()
        root.layoutIfNeeded()
        for (view, frame) in zip(views, expected) { #expect(close(view.frame, frame)) }
    }
}
