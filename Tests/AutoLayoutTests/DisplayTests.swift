import AutoLayout
import Foundation
import Graphics
import Testing

/// A view that counts its draws and draws a 2 × 2 red square.
final class CountingView: View {
    private(set) var draws: [CGRect] = []
    private(set) var tintChanges: [Color] = []

    override func draw(_ rect: CGRect) {
        draws.append(rect)
        currentGraphicsContext?.fill(Path(rect: CGRect(x: 0, y: 0, width: 2, height: 2)), with: .systemRed)
    }

    override func tintColorDidChange() {
        tintChanges.append(tintColor)
    }
}

/// The display phase: update constraints → layout → display, each view drawing only when it needs
/// display and keeping its recorded contents otherwise.
@MainActor
struct DisplayTests {
    func windowWithCountingView() -> (Window, CountingView) {
        let window = makeRoot(width: 100, height: 100)
        let view = CountingView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        window.addSubview(view)
        return (window, view)
    }

    @Test func aViewDrawsAtTheFirstDisplayAndOnlyWhenItNeedsDisplay() {
        let (window, view) = windowWithCountingView()
        window.layoutIfNeeded()
        #expect(view.draws.isEmpty)  // layoutIfNeeded lays out; it does not display
        #expect(view.needsDisplay)
        window.flush()
        #expect(view.draws == [CGRect(x: 0, y: 0, width: 20, height: 20)])
        #expect(!view.needsDisplay)
        window.flush()
        #expect(view.draws.count == 1)
        view.frame.origin = CGPoint(x: 30, y: 30)  // moving is not redrawing
        window.flush()
        #expect(view.draws.count == 1)
        view.setNeedsDisplay()
        #expect(view.needsDisplay)
        window.flush()
        #expect(view.draws.count == 2)
        view.frame.size = CGSize(width: 40, height: 10)  // a new size is
        window.flush()
        #expect(view.draws == [
            CGRect(x: 0, y: 0, width: 20, height: 20), CGRect(x: 0, y: 0, width: 20, height: 20),
            CGRect(x: 0, y: 0, width: 40, height: 10),
        ])
    }

    @Test func aViewRedrawsWhenItsLayoutDirectionChanges() {
        let (window, view) = windowWithCountingView()
        window.flush()
        view.semanticContentAttribute = .forceRightToLeft
        #expect(view.needsDisplay)
        window.flush()
        #expect(view.draws.count == 2)
        view.semanticContentAttribute = .unspecified
        var traits = window.traitCollection
        traits.layoutDirection = .rightToLeft
        window.traitCollection = traits  // inherited: still right to left
        window.flush()
        #expect(view.draws.count == 2)
        traits.layoutDirection = .leftToRight
        window.traitCollection = traits
        window.flush()
        #expect(view.draws.count == 3)
    }

    @Test func theRecordedDrawingIsTheLayersContents() {
        let (window, view) = windowWithCountingView()
        #expect(view.layer.contents == nil)
        window.flush()
        #expect(view.layer.contents == [.fill(Path(rect: CGRect(x: 0, y: 0, width: 2, height: 2)), .systemRed)])
        #expect(window.layer.contents == [])
    }

    @Test func hiddenAndTransparentViewsDrawWhenTheyAreShown() {
        let (window, view) = windowWithCountingView()
        view.isHidden = true
        window.flush()
        #expect(view.draws.isEmpty)
        view.isHidden = false
        view.alpha = 0
        window.flush()
        #expect(view.draws.isEmpty)
        view.alpha = 0.3
        window.flush()
        #expect(view.draws.count == 1)
    }

    @Test func renderingCompositesEachViewAsCoreAnimationDoes() {
        let window = makeRoot(width: 100, height: 100)
        window.backgroundColor = .white
        let card = CountingView(frame: CGRect(x: 10, y: 20, width: 50, height: 40))
        card.backgroundColor = .red
        card.layer.cornerRadius = 5
        card.alpha = 0.5
        card.clipsToBounds = true
        card.layer.borderWidth = 2
        card.layer.borderColor = .blue
        let inner = View(frame: CGRect(x: -5, y: -5, width: 20, height: 20))
        inner.backgroundColor = .green
        card.addSubview(inner)
        let hidden = View(frame: CGRect(x: 0, y: 0, width: 5, height: 5))
        hidden.backgroundColor = .black
        hidden.isHidden = true
        let invisible = View(frame: CGRect(x: 0, y: 0, width: 5, height: 5))
        invisible.backgroundColor = .black
        invisible.alpha = 0
        for view in [card, hidden, invisible] { window.addSubview(view) }
        window.flush()
        let recorder = RecordingContext()
        window.render(in: recorder)
        let cardBounds = CGRect(x: 0, y: 0, width: 50, height: 40)
        #expect(recorder.commands == [
            .saveState,
            .fill(Path(rect: CGRect(x: 0, y: 0, width: 100, height: 100)), .white),
            .saveState, .translate(CGPoint(x: 10, y: 20)), .setAlpha(0.5),
            .fill(Path(roundedRect: cardBounds, cornerRadius: 5), .red),
            .saveState, .clip(Path(roundedRect: cardBounds, cornerRadius: 5)),
            .fill(Path(rect: CGRect(x: 0, y: 0, width: 2, height: 2)), .systemRed),
            .saveState, .translate(CGPoint(x: -5, y: -5)),
            .fill(Path(rect: CGRect(x: 0, y: 0, width: 20, height: 20)), .green),
            .restoreState,
            .restoreState,
            .stroke(Path(roundedRect: CGRect(x: 1, y: 1, width: 48, height: 38), cornerRadius: 4), .blue, lineWidth: 2, dash: nil),
            .restoreState,
            .restoreState,
        ])
    }

    @Test func renderingDisplaysWhatNeedsDisplayFirst() {
        let (window, view) = windowWithCountingView()
        let recorder = RecordingContext()
        window.render(in: recorder)
        #expect(view.draws.count == 1)
        #expect(recorder.commands.contains(.fill(Path(rect: CGRect(x: 0, y: 0, width: 2, height: 2)), .systemRed)))
        window.render(in: RecordingContext())
        #expect(view.draws.count == 1)
    }

    @Test func aBoundsOriginShiftsTheContentAndTheSubviews() {
        let window = makeRoot(width: 100, height: 100)
        let scroller = View(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        scroller.bounds.origin = CGPoint(x: 0, y: 30)
        let row = View(frame: CGRect(x: 0, y: 40, width: 50, height: 10))
        row.backgroundColor = .gray
        scroller.addSubview(row)
        window.addSubview(scroller)
        let recorder = RecordingContext()
        scroller.render(in: recorder)
        #expect(recorder.commands == [
            .saveState, .translate(CGPoint(x: 0, y: -30)),
            .saveState, .translate(CGPoint(x: 0, y: 40)), .fill(Path(rect: CGRect(x: 0, y: 0, width: 50, height: 10)), .gray),
            .restoreState,
            .restoreState,
        ])
        let inWindow = RecordingContext()
        window.render(in: inWindow)
        #expect(inWindow.commands[1] == .saveState)
        #expect(inWindow.commands[2] == .translate(CGPoint(x: 10, y: -20)))
    }

    @Test func aBorderWiderThanTheViewStaysInside() {
        let view = View(frame: CGRect(x: 0, y: 0, width: 4, height: 10))
        view.layer.borderWidth = 10
        let recorder = RecordingContext()
        view.render(in: recorder)
        #expect(recorder.commands == [
            .saveState,
            .stroke(Path(rect: CGRect(x: 2, y: 2, width: 0, height: 6)), .black, lineWidth: 10, dash: nil),
            .restoreState,
        ])
    }

    @Test func appearanceHasUIKitsDefaults() {
        let view = View()
        #expect(view.backgroundColor == nil)
        #expect(view.alpha == 1)
        #expect(view.isOpaque)
        #expect(!view.clipsToBounds)
        #expect(view.layer.borderColor == .black)
        #expect(view.layer.borderWidth == 0)
        #expect(view.layer.cornerRadius == 0)
        #expect(view.tintColor == .systemBlue)
        view.alpha = 2
        #expect(view.alpha == 1)
        view.alpha = -1
        #expect(view.alpha == 0)
        let window = makeRoot()
        window.addSubview(view)
        let reports = ReportCollector(window.layoutEngine)
        view.alpha = .nan
        #expect(view.alpha == 0)
        #expect(reports.errors.map(\.description) == [LayoutError.invalidValue("\(view.debugName).alpha = nan").description])
        view.clipsToBounds = true
        #expect(view.layer.masksToBounds)
        view.backgroundColor = .red
        #expect(view.layer.backgroundColor == .red)
        view.isOpaque = false
        #expect(!view.layer.isOpaque)
    }

    @Test func tintIsInheritedAndChangesAreHeardBelow() {
        let window = makeRoot(width: 100, height: 100)
        let parent = CountingView(frame: .zero)
        let child = CountingView(frame: .zero)
        let ownTint = CountingView(frame: .zero)
        ownTint.tintColor = .systemGreen
        window.addSubview(parent)
        parent.addSubview(child)
        parent.addSubview(ownTint)
        #expect(child.tintColor == .systemBlue)
        #expect(ownTint.tintColor == .systemGreen)
        #expect(ownTint.tintChanges == [.systemGreen])
        window.tintColor = .systemRed
        #expect(child.tintColor == .systemRed)
        #expect(parent.tintChanges == [.systemRed])
        #expect(child.tintChanges == [.systemRed])
        #expect(ownTint.tintChanges == [.systemGreen])
        parent.tintColor = .systemRed  // the same colour: nothing to hear
        #expect(child.tintChanges == [.systemRed])
        window.tintColor = nil
        #expect(child.tintColor == .systemRed)
        parent.tintColor = nil
        #expect(child.tintColor == .systemBlue)
        #expect(child.tintChanges == [.systemRed, .systemBlue])
    }

    @Test func aViewMovedUnderAnotherTintHearsOfItAtTheNextDisplay() {
        let window = makeRoot(width: 100, height: 100)
        let tinted = View(frame: .zero)
        tinted.tintColor = .systemPink
        window.addSubview(tinted)
        let view = CountingView(frame: CGRect(x: 0, y: 0, width: 5, height: 5))
        tinted.addSubview(view)
        #expect(view.tintColor == .systemPink)
        #expect(view.tintChanges.isEmpty)
        window.flush()
        #expect(view.tintChanges == [.systemPink])
        window.flush()
        #expect(view.tintChanges == [.systemPink])
    }

    @Test func aVeryDeepTreeRendersWithoutRecursion() {
        let window = makeRoot(width: 100, height: 100)
        var parent: View = window
        for _ in 0..<20_000 {
            let view = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            parent.addSubview(view)
            parent = view
        }
        parent.backgroundColor = .red
        window.flush()
        let recorder = RecordingContext()
        window.render(in: recorder)
        #expect(recorder.commands.count == 2 * 20_001 + 1)
        #expect(recorder.commands[20_001] == .fill(Path(rect: CGRect(x: 0, y: 0, width: 10, height: 10)), .red))
    }
}
