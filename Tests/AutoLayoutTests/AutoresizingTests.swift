import AutoLayout
import Foundation
import Testing

/// Views whose frame and autoresizing mask become constraints (`translatesAutoresizingMask…`
/// true, the default): they keep their frame, setting it moves them, and the mask decides how
/// they follow their superview's size (the change split among the flexible parts in proportion
/// to their sizes).
@MainActor
struct AutoresizingTests {
    /// One axis of a mask case: the mask, the view's position and size in a superview of
    /// `from`, and where they are once the superview is `to`.
    struct Case: CustomTestStringConvertible, Sendable {
        let name: String
        let flexibleLeading: Bool
        let flexibleSize: Bool
        let flexibleTrailing: Bool
        let start: (position: CGFloat, size: CGFloat)
        let from: CGFloat
        let to: CGFloat
        let end: (position: CGFloat, size: CGFloat)
        let notation: String
        var testDescription: String { name }

        func mask(horizontal: Bool) -> AutoresizingMask {
            var mask: AutoresizingMask = []
            if flexibleLeading { mask.insert(horizontal ? .flexibleLeftMargin : .flexibleTopMargin) }
            if flexibleSize { mask.insert(horizontal ? .flexibleWidth : .flexibleHeight) }
            if flexibleTrailing { mask.insert(horizontal ? .flexibleRightMargin : .flexibleBottomMargin) }
            return mask
        }
    }

    /// Every combination: 100 | 100 | 100 in 300, grown to 400 (equal parts share equally); all
    /// three flexible: 100 | 100 | 200 in 400, grown to 500 (shares 1/4, 1/4, 1/2).
    nonisolated static let cases: [Case] = [
        Case(name: "none", flexibleLeading: false, flexibleSize: false, flexibleTrailing: false,
             start: (100, 100), from: 300, to: 400, end: (100, 100), notation: "--&"),
        Case(name: "leading margin", flexibleLeading: true, flexibleSize: false, flexibleTrailing: false,
             start: (100, 100), from: 300, to: 400, end: (200, 100), notation: "&--"),
        Case(name: "size", flexibleLeading: false, flexibleSize: true, flexibleTrailing: false,
             start: (100, 100), from: 300, to: 400, end: (100, 200), notation: "-&-"),
        Case(name: "trailing margin", flexibleLeading: false, flexibleSize: false, flexibleTrailing: true,
             start: (100, 100), from: 300, to: 400, end: (100, 100), notation: "--&"),
        Case(name: "leading margin and size", flexibleLeading: true, flexibleSize: true, flexibleTrailing: false,
             start: (100, 100), from: 300, to: 400, end: (150, 150), notation: "&&-"),
        Case(name: "both margins", flexibleLeading: true, flexibleSize: false, flexibleTrailing: true,
             start: (100, 100), from: 300, to: 400, end: (150, 100), notation: "&-&"),
        Case(name: "size and trailing margin", flexibleLeading: false, flexibleSize: true, flexibleTrailing: true,
             start: (100, 100), from: 300, to: 400, end: (100, 150), notation: "-&&"),
        Case(name: "all three", flexibleLeading: true, flexibleSize: true, flexibleTrailing: true,
             start: (100, 100), from: 400, to: 500, end: (125, 125), notation: "&&&"),
    ]

    /// A window `from` wide and high holding a framed view with the mask on both axes.
    func place(_ c: Case) -> (Window, View) {
        let root = makeRoot(width: c.from, height: c.from)
        let view = View(frame: CGRect(x: c.start.position, y: c.start.position, width: c.start.size, height: c.start.size))
        view.identifier = "framed"
        view.autoresizingMask = c.mask(horizontal: true).union(c.mask(horizontal: false))
        root.addSubview(view)
        root.layoutIfNeeded()
        return (root, view)
    }

    @Test(arguments: cases) func theWindowResizes(_ c: Case) {
        let (root, view) = place(c)
        #expect(view.frame == CGRect(x: c.start.position, y: c.start.position, width: c.start.size, height: c.start.size))
        root.frame = CGRect(x: 0, y: 0, width: c.to, height: c.to)
        root.layoutIfNeeded()
        #expect(view.frame == CGRect(x: c.end.position, y: c.end.position, width: c.end.size, height: c.end.size))
        // And back.
        root.frame = CGRect(x: 0, y: 0, width: c.from, height: c.from)
        root.layoutIfNeeded()
        #expect(view.frame == CGRect(x: c.start.position, y: c.start.position, width: c.start.size, height: c.start.size))
    }

    @Test(arguments: cases) func oneAxisAtATime(_ c: Case) {
        // Only the width changes: the vertical parts stay whatever the vertical mask.
        let (root, view) = place(c)
        root.frame = CGRect(x: 0, y: 0, width: c.to, height: c.from)
        root.layoutIfNeeded()
        #expect(view.frame == CGRect(x: c.end.position, y: c.start.position, width: c.end.size, height: c.start.size))
    }

    @Test(arguments: cases) func anAutoLayoutSuperviewResizes(_ c: Case) {
        // The superview's size comes from constraints; the framed view follows it.
        let root = makeRoot(width: 600, height: 600)
        let container = makeView("container", in: root)
        let width = container.widthAnchor.constraint(equalToConstant: c.from)
        LayoutConstraint.activate([
            width,
            container.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            container.topAnchor.constraint(equalTo: root.topAnchor),
            container.heightAnchor.constraint(equalToConstant: c.from),
        ])
        root.layoutIfNeeded()
        let view = View(frame: CGRect(x: c.start.position, y: 10, width: c.start.size, height: 20))
        view.autoresizingMask = c.mask(horizontal: true)
        container.addSubview(view)
        root.layoutIfNeeded()
        width.constant = c.to
        root.layoutIfNeeded()
        #expect(view.frame == CGRect(x: c.end.position, y: 10, width: c.end.size, height: 20))
    }

    @Test(arguments: cases) func theLogNotationNamesTheFlexibleParts(_ c: Case) {
        let (root, view) = place(c)
        let constraints = view.constraintsAffectingLayout(for: .horizontal) + view.constraintsAffectingLayout(for: .vertical)
        // The mask constraints name the window: it must outlive them.
        defer { withExtendedLifetime(root) {} }
        let masks = constraints.filter { $0.logDescription.hasPrefix("<NSAutoresizingMaskLayoutConstraint") }
        #expect(masks.count == 4)
        for constraint in masks {
            #expect(constraint.logDescription.contains(" h=\(c.notation) v=\(c.notation) "), "\(constraint.logDescription)")
        }
    }

    @Test func theNotationOfMixedMasks() {
        let root = makeRoot()
        let view = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.autoresizingMask = [.flexibleWidth, .flexibleTopMargin, .flexibleBottomMargin]
        root.addSubview(view)
        let constraint = view.constraintsAffectingLayout(for: .horizontal).first {
            $0.logDescription.hasPrefix("<NSAutoresizingMaskLayoutConstraint")
        }
        #expect(constraint?.logDescription.contains(" h=-&- v=&-& ") == true)
    }

    @Test func anAutoresizingViewKeepsItsFrameAndSettingItMovesIt() {
        let root = makeRoot()
        let framed = View(frame: CGRect(x: 10, y: 20, width: 30, height: 40))
        #expect(framed.translatesAutoresizingMaskIntoConstraints)
        #expect(framed.autoresizingMask == [])
        root.addSubview(framed)
        let follower = makeView("follower", in: root)
        LayoutConstraint.activate([
            follower.leadingAnchor.constraint(equalTo: framed.trailingAnchor, constant: 5),
            follower.topAnchor.constraint(equalTo: framed.bottomAnchor),
            follower.widthAnchor.constraint(equalTo: framed.widthAnchor),
            follower.heightAnchor.constraint(equalToConstant: 1),
        ])
        root.layoutIfNeeded()
        #expect(framed.frame == CGRect(x: 10, y: 20, width: 30, height: 40))
        #expect(follower.frame == CGRect(x: 45, y: 60, width: 30, height: 1))

        framed.frame = CGRect(x: 100, y: 200, width: 50, height: 60)
        root.layoutIfNeeded()
        #expect(framed.frame == CGRect(x: 100, y: 200, width: 50, height: 60))
        #expect(follower.frame == CGRect(x: 155, y: 260, width: 50, height: 1))

        framed.center = CGPoint(x: 50, y: 50)
        root.layoutIfNeeded()
        #expect(framed.frame == CGRect(x: 25, y: 20, width: 50, height: 60))
        #expect(follower.frame == CGRect(x: 80, y: 80, width: 50, height: 1))

        // A new bounds size keeps the center.
        framed.bounds = CGRect(x: 0, y: 0, width: 20, height: 20)
        root.layoutIfNeeded()
        #expect(framed.frame == CGRect(x: 40, y: 40, width: 20, height: 20))
        #expect(follower.frame == CGRect(x: 65, y: 60, width: 20, height: 1))
    }

    @Test func settingTheFrameAfterAResizeUsesTheNewSuperviewSize() {
        let root = makeRoot(width: 300, height: 300)
        let view = View(frame: CGRect(x: 100, y: 0, width: 100, height: 10))
        view.autoresizingMask = [.flexibleWidth]
        root.addSubview(view)
        root.layoutIfNeeded()
        root.frame = CGRect(x: 0, y: 0, width: 400, height: 300)
        root.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 100, y: 0, width: 200, height: 10))
        view.frame = CGRect(x: 50, y: 0, width: 50, height: 10)
        root.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 50, y: 0, width: 50, height: 10))
        root.frame = CGRect(x: 0, y: 0, width: 500, height: 300)
        root.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 50, y: 0, width: 150, height: 10))
    }

    @Test func changingTheMaskChangesHowTheViewFollows() {
        let root = makeRoot(width: 300, height: 300)
        let view = View(frame: CGRect(x: 100, y: 0, width: 100, height: 10))
        root.addSubview(view)
        root.layoutIfNeeded()
        view.autoresizingMask = [.flexibleLeftMargin]
        root.frame = CGRect(x: 0, y: 0, width: 400, height: 300)
        root.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 200, y: 0, width: 100, height: 10))
    }

    @Test func turningTranslationOffHandsTheViewToItsConstraints() {
        let root = makeRoot()
        let reports = ReportCollector(root.layoutEngine)
        let view = View(frame: CGRect(x: 10, y: 10, width: 10, height: 10))
        root.addSubview(view)
        root.layoutIfNeeded()
        view.translatesAutoresizingMaskIntoConstraints = false
        LayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 50),
            view.topAnchor.constraint(equalTo: root.topAnchor, constant: 60),
            view.widthAnchor.constraint(equalToConstant: 70),
            view.heightAnchor.constraint(equalToConstant: 80),
        ])
        root.layoutIfNeeded()
        #expect(reports.conflicts.isEmpty)
        #expect(view.frame == CGRect(x: 50, y: 60, width: 70, height: 80))
        #expect(!view.constraintsAffectingLayout(for: .horizontal).contains {
            $0.logDescription.hasPrefix("<NSAutoresizingMaskLayoutConstraint")
        })
    }

    @Test func aViewControllersRootViewFillsTheWindowAndFollowsIt() {
        let window = makeRoot(width: 375, height: 667)
        let controller = ViewController()
        window.rootViewController = controller
        window.layoutIfNeeded()
        #expect(controller.view.frame == CGRect(x: 0, y: 0, width: 375, height: 667))
        #expect(controller.view.autoresizingMask == [.flexibleWidth, .flexibleHeight])
        window.frame = CGRect(x: 0, y: 0, width: 667, height: 375)
        window.layoutIfNeeded()
        #expect(controller.view.frame == CGRect(x: 0, y: 0, width: 667, height: 375))
    }

    @Test func autoresizingFramesAreAbsoluteAndDoNotFlipInRightToLeft() {
        let root = makeRoot(width: 300, height: 300, direction: .rightToLeft)
        let view = View(frame: CGRect(x: 100, y: 0, width: 100, height: 10))
        view.autoresizingMask = [.flexibleLeftMargin]
        root.addSubview(view)
        root.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 100, y: 0, width: 100, height: 10))
        root.frame = CGRect(x: 0, y: 0, width: 400, height: 300)
        root.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 200, y: 0, width: 100, height: 10))
    }
}
