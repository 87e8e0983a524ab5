import AutoLayout
import Foundation
import LayoutDocument
import LayoutFormats
import Testing

/// A document's `animations:` list: read, checked at its places, and played by the layout.
@MainActor
struct DocumentAnimationTests {
    let text = """
        size: 200x500
        children:
          - view: box
            constraints:
              - box.width == 50
              - box.height == 50
              - box.leading == superview.leading
              - {constraint: "box.top == superview.top", identifier: boxTop}
        animations:
          - constraint: boxTop
            constant: 200
            duration: 2
          - view: box
            alpha: 0.5
            duration: 1
            delay: 1
            curve: spring
            damping: 0.5
        """

    @Test func entriesAreRead() throws {
        let document = try LayoutDocument.parse(text, file: "a.yaml")
        #expect(document.animations.count == 2)
        let first = document.animations[0]
        guard case .constant(let identifier, let value) = first.change else { Issue.record("not a constant"); return }
        #expect(identifier.value == "boxTop")
        #expect(value == 200)
        #expect(first.duration == 2)
        #expect(first.delay == 0)
        #expect(first.timing == .curve(.easeInOut))
        #expect(first.location.line == 10)
        #expect(document.animations[1].timing == .spring(dampingRatio: 0.5, initialVelocity: 0))
    }

    @Test func theLayoutPlaysThemOnTheWindowsClock() throws {
        let layout = DocumentLayout(try LayoutDocument.parse(text, file: "a.yaml"))
        layout.layoutIfNeeded()
        let clock = AnimationClock.manual()
        layout.window.animationClock = clock
        layout.startAnimations()
        #expect(layout.animationDuration == 2)
        let box = try #require(layout.view(named: "box"))
        #expect(box.frame.minY == 200)
        #expect(box.presentationFrame.minY == 0)
        #expect(box.presentationAlpha == 1)
        clock.now = 1
        #expect(box.presentationFrame.minY == 100)
        clock.now = 2
        #expect(box.presentationAlpha == 0.5)
    }

    @Test func errorsNameTheirPlaces() {
        #expect(
            errors(
                """
                children:
                  - view: a
                    constraints:
                      - {constraint: "a.top == root.top", identifier: aTop}
                animations:
                  - constraint: aTpo
                    constant: 1
                    duration: 1
                  - view: b
                    alpha: 1.5
                    duration: -1
                  - view: a
                    alpha: 1
                    duraton: 1
                  - constraint: aTop
                    duration: 1
                  - view: a
                    alpha: 0
                    duration: 1
                    curve: bouncy
                    damping: 2
                  - 12
                """) == [
                    "6:17: expected the identifier of a constraint of the document, found aTpo (did you mean aTop?)",
                    "10:12: expected an alpha (0…1), found 1.5",
                    "11:15: expected a duration in seconds (a number >= 0), found -1",
                    "12:5: expected the animation's duration (duration: seconds)",
                    "14:5: expected an animation's key (constraint, constant, view, alpha, duration, delay, curve, damping, velocity), found duraton (did you mean duration?)",
                    "15:5: expected an animation of a constraint (constraint and constant) or of a view (view and alpha)",
                    "20:12: expected a curve, found bouncy (did you mean easeIn?)",
                    "22:5: expected an animation (a mapping such as {constraint: top, constant: 200, duration: 1}), found 12",
                ])
    }
}
