import AutoLayout
import Foundation
import Testing

/// How trait changes on the window reach its views.
@MainActor
struct TraitCollectionTests {
    /// A view that records the traits it was told it had before each change.
    final class TraitWatcher: View {
        var changes: [TraitCollection?] = []
        override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
            changes.append(previousTraitCollection)
        }
    }

    /// The display scale is a trait like the others: views that round to pixels must hear of it.
    @Test func settingTheWindowsScaleTellsItsViews() {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let view = TraitWatcher()
        window.addSubview(view)
        view.changes.removeAll()
        window.scale = 3
        #expect(view.traitCollection.displayScale == 3)
        #expect(view.changes.count == 1)
        #expect(view.changes.first??.displayScale == 2)
    }

    @Test func settingTheSameScaleTellsNobody() {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let view = TraitWatcher()
        window.addSubview(view)
        view.changes.removeAll()
        window.scale = 2
        #expect(view.changes.isEmpty)
    }

    @Test func changingTheDirectionTellsEveryViewInTheTree() {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let parent = TraitWatcher()
        let child = TraitWatcher()
        window.addSubview(parent)
        parent.addSubview(child)
        parent.changes.removeAll()
        child.changes.removeAll()
        var traits = window.traitCollection
        traits.layoutDirection = .rightToLeft
        window.traitCollection = traits
        #expect(parent.changes.count == 1)
        #expect(child.changes.count == 1)
        #expect(child.changes.first??.layoutDirection == .leftToRight)
    }
}
