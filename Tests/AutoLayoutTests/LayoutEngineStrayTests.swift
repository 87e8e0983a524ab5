@testable import AutoLayout
import Foundation
import Testing

/// The engine's list of stray constraints (those that still name it but left its other lists)
/// stays bounded in a long-lived engine, and the engine still forgets the strays that outlive
/// the compaction when it ends.
@MainActor
struct LayoutEngineStrayTests {
    @Test func exercisingAmbiguityAgainAndAgainKeepsTheStraysBounded() {
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
        let engine = root.layoutEngine
        // Each exercise after the first leaves the previous pull behind, which only the list of
        // strays keeps: every compaction drops them all.
        for _ in 0..<1000 { view.exerciseAmbiguityInLayout() }
        #expect(engine.strays.count == 999 % LayoutEngine.minimumStrayCompactionThreshold)
        #expect(engine.strayCompactionThreshold == LayoutEngine.minimumStrayCompactionThreshold)
        #expect(engine.exercisePulls.count == 1)
        // The layout is still a valid one.
        #expect(view.frame.minX >= 10 && view.frame.maxX <= 310)
        #expect(view.frame.width == 50 && view.frame.minY == 0 && view.frame.height == 50)
    }

    @Test func compactionKeepsTheStraysOthersHoldAndDropsTheRest() {
        var root: Window? = makeRoot()
        weak var weakEngine: LayoutEngine?
        let threshold = LayoutEngine.minimumStrayCompactionThreshold
        var held: [LayoutConstraint] = []
        do {
            let engine = root!.layoutEngine
            weakEngine = engine
            var movedAway: [LayoutConstraint] = []
            // Kinds by index mod 4: 0 only the list holds it; 1 held but deactivated before the
            // compaction; 2 only the list; 3 held (the last stray, index threshold - 1, is one).
            for index in 0..<threshold {
                let constraint = root!.widthAnchor.constraint(equalToConstant: CGFloat(index))
                constraint.engine = engine
                switch index % 4 {
                case 1: movedAway.append(constraint)
                case 3: held.append(constraint)
                default: break
                }
                if index == threshold - 1 {
                    for constraint in movedAway { constraint.engine = nil }
                    #expect(engine.strays.count == threshold - 1)
                }
                engine.keepTrackOfStray(constraint)
            }
            // The last append reached the threshold and compacted the list.
            #expect(engine.strays.count == threshold / 4)
            #expect(zip(engine.strays, held).allSatisfy { $0 === $1 })
            #expect(engine.strayCompactionThreshold == threshold)
            // A constraint that names no engine is not a stray at all.
            engine.keepTrackOfStray(root!.heightAnchor.constraint(equalToConstant: 1))
            #expect(engine.strays.count == threshold / 4)
            #expect(held.allSatisfy { $0.engine === engine })
        }
        // The engine ends with its tree, and forgets the strays that are left.
        root = nil
        #expect(weakEngine == nil)
        #expect(held.allSatisfy { $0.engine == nil })
    }
}
