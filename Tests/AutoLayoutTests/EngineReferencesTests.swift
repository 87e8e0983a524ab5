@testable import AutoLayout
import Foundation
import Testing

/// Nothing the engine keeps outlives what it names: an item's exercise pulls leave with it, a
/// constraint names its engine only while the engine holds it, and an engine that ends forgets
/// every constraint it held.
@MainActor
struct EngineReferencesTests {
    /// A view whose horizontal position is free between two bounds.
    func makeLooseView(in root: View) -> View {
        let view = makeView("loose", in: root)
        LayoutConstraint.activate([
            view.leadingAnchor.constraint(greaterThanOrEqualTo: root.leadingAnchor, constant: 10),
            view.trailingAnchor.constraint(lessThanOrEqualTo: root.trailingAnchor, constant: -10),
            view.widthAnchor.constraint(equalToConstant: 50),
            view.topAnchor.constraint(equalTo: root.topAnchor),
            view.heightAnchor.constraint(equalToConstant: 50),
        ])
        return view
    }

    @Test func anExercisedViewTakesItsPullsWithItWhenItLeaves() {
        let root = makeRoot()
        let engine = root.layoutEngine
        var view: View? = makeLooseView(in: root)
        root.layoutIfNeeded()
        // The leading bound placed the view; the trailing one does not move it
        // (docs/under-constrained-layouts.md).
        #expect(view!.frame.minX == 10)
        view!.exerciseAmbiguityInLayout()
        #expect(view!.frame.minX == 260)
        #expect(engine.exercisePulls.count == 1)
        let pull = engine.exercisePulls[0]
        #expect(pull.engine === engine)
        weak let gone = view
        view!.removeFromSuperview()
        view = nil
        #expect(gone == nil)
        #expect(engine.exercisePulls.isEmpty)
        #expect(pull.engine == nil)
        #expect(!pull.isActive)
        #expect(engine.checkInvariants() == [])
    }

    @Test func diagnosticsAfterAnExercisedViewIsReleasedDoNotTrap() async {
        // Before the pulls left with their view, the next diagnostic read the released view
        // through the pull, and stopped the process.
        await #expect(processExitsWith: .success) {
            let root = makeWindow()
            var view: View? = View()
            view!.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(view!)
            LayoutConstraint.activate([
                view!.leadingAnchor.constraint(greaterThanOrEqualTo: root.leadingAnchor, constant: 10),
                view!.widthAnchor.constraint(equalToConstant: 50),
                view!.topAnchor.constraint(equalTo: root.topAnchor),
                view!.heightAnchor.constraint(equalToConstant: 50),
            ])
            root.layoutIfNeeded()
            view!.exerciseAmbiguityInLayout()
            view!.removeFromSuperview()
            view = nil
            _ = root.ambiguityReport()
            _ = root.autolayoutTrace()
            _ = root.hasAmbiguousLayout
        }
    }

    @Test func exercisingAgainAndAgainKeepsOnePullAndLetsTheOthersGo() {
        let root = makeRoot()
        let view = makeLooseView(in: root)
        root.layoutIfNeeded()
        let engine = root.layoutEngine
        view.exerciseAmbiguityInLayout()
        let first = engine.exercisePulls.first
        let records = engine.records.count
        for _ in 1..<1000 { view.exerciseAmbiguityInLayout() }
        #expect(engine.exercisePulls.count == 1)
        #expect(first?.engine == nil)
        #expect(first?.isActive == false)
        // The old pulls' records were freed and reused.
        #expect(engine.records.count == records)
        #expect(engine.checkInvariants() == [])
        // The layout is still a valid one: an even number of exercises moved the view back.
        #expect(view.frame.minX == 10)
        #expect(view.frame.width == 50 && view.frame.minY == 0 && view.frame.height == 50)
    }

    @Test func anEngineThatEndsForgetsTheConstraintsItHeld() {
        var root: Window? = makeRoot()
        weak var weakEngine: LayoutEngine?
        var kept: [LayoutConstraint] = []
        do {
            let view = makeLooseView(in: root!)
            root!.layoutIfNeeded()
            weakEngine = root!.layoutEngine
            view.exerciseAmbiguityInLayout()
            kept = root!.layoutEngine.exercisePulls + view.constraints
            kept += root!.constraints
            #expect(kept.allSatisfy { $0.engine === weakEngine })
        }
        root = nil
        #expect(weakEngine == nil)
        #expect(kept.count == 6)
        #expect(kept.allSatisfy { $0.engine == nil && !$0.isActive })
    }
}
