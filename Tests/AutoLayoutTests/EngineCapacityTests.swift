import AutoLayout
import Foundation
import Testing

/// A window whose solver is full reports each constraint it cannot take
/// (``LayoutError/capacityExceeded(_:)``) and lays out what it holds, instead of stopping the
/// process (issue 20). The solver's limit is lowered so that a few views reach it.
@MainActor
struct EngineCapacityTests {
    @Test func aFullSolverReportsTheConstraintsItRefuses() {
        let window = makeRoot(width: 375, height: 667)
        let reports = ReportCollector(window.layoutEngine)
        window.layoutEngine.solverCapacityLimit = 40
        var views: [View] = []
        for index in 0..<10 {
            let view = makeView("v\(index)", in: window)
            LayoutConstraint.activate([
                view.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 8),
                view.widthAnchor.constraint(equalToConstant: 100),
                view.topAnchor.constraint(equalTo: window.topAnchor, constant: CGFloat(8 + 52 * index)),
                view.heightAnchor.constraint(equalToConstant: 44),
            ])
            views.append(view)
        }
        window.layoutIfNeeded()
        // Four views fit (16 constraints); each of the other six has its 4 refused.
        #expect(reports.conflicts.isEmpty)
        #expect(reports.errors.count == 24)
        #expect(views[3].frame == CGRect(x: 8, y: 164, width: 100, height: 44))
        let refused = reports.errors.first.map(\.description) ?? ""
        #expect(refused.hasPrefix("Unable to install constraint because the layout engine's solver is full: <v4.leading == Window:"))
        #expect(refused.hasSuffix("(the solver's store of symbols is full)"))
    }
}
