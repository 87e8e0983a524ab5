@testable import LayoutLogs
import LayoutFormats
import Testing

/// The search for minimal conflicting sets on long conflicts: a set that can hold is recognised
/// by removing one member from a solved system (not by solving it again), so a conflict of n
/// members costs about n probes; a search that stops at its budget says what it did not examine.
@Suite struct ConflictSearchBudgetTests {
    /// A cycle of equalities: each view's leading edge 1 pt right of the one before, the last
    /// one's at the first one's (Benchmarks/hostile_logs.py chain N writes the same).
    static func chain(_ count: Int) -> LogReport {
        var text = "Unable to simultaneously satisfy constraints.\n"
        func view(_ index: Int) -> String { "UIView:0x\(String(0x10000 + index, radix: 16))" }
        for index in 1...count {
            text += "\"<NSLayoutConstraint:0x\(String(0x100000 + index, radix: 16)) \(view(index)).leading == \(view(index - 1)).leading + 1   (active)>\",\n"
        }
        text += "\"<NSLayoutConstraint:0x\(String(0x100000 + count + 1, radix: 16)) \(view(count)).leading == \(view(0)).leading   (active)>\"\n"
        let log = ConsoleLog.parse(text, file: "chain.log")
        return log.reports[0]
    }

    @Test func aLongConflictCostsAboutOneProbePerMember() {
        let builder = _SystemBuilder(report: Self.chain(100))
        let model = builder.constraints
        let probe = _Probe(model, variableCount: builder.variableCount)
        let required = model.indices.filter { model[$0].priority >= 1000 }
        // Before: the deletion filter solved the report once per member (101), then each set
        // without one member once more (101): 203 probes, past a budget of 150.
        let (conflicts, isComplete) = _ConflictSearch(probe: probe, limit: 150).run(required)
        #expect(isComplete)
        #expect(conflicts.map(\.count) == [101])
        #expect(probe.count == 101)
    }

    @Test func aSearchStoppedAtItsBudgetSaysSo() {
        let report = Self.chain(100)
        let builder = _SystemBuilder(report: report)
        let model = builder.constraints
        let probe = _Probe(model, variableCount: builder.variableCount)
        let required = model.indices.filter { model[$0].priority >= 1000 }
        let (conflicts, isComplete) = _ConflictSearch(probe: probe, limit: 50).run(required)
        #expect(!isComplete)
        #expect(conflicts.map(\.count) == [101])

        var explanation = ReportExplanation(explaining: report, number: 1)
        #expect(explanation.isComplete)
        #expect(explanation.textLines.contains("Conflict: these cannot all hold (the only minimal set)"))
        explanation.isComplete = false
        #expect(
            explanation.textLines.contains(
                "Conflict: these cannot all hold (the search stopped after 4000 feasibility probes, before it had left out each member of the sets it found, so there may be other minimal sets)"
            ))
    }

    /// The frames' solve stops at the work limit (a conflict of thousands of members made each
    /// frame hint re-optimise through the chain) and the notes say that the frames are
    /// approximate; the conflict found is the same.
    @Test func theFramesSolveStopsAtTheWorkLimitAndSaysSo() {
        let report = Self.chain(100)
        let whole = ReportExplanation(explaining: report, number: 1)
        let stopped = ReportExplanation(explaining: report, number: 1, workLimit: 0)
        let note = "The frames drawn are approximate: the solve that places the views stopped adding constraints when its work passed --work-limit 0."
        #expect(!whole.notes.contains(note))
        #expect(stopped.notes.last == note)
        #expect(stopped.conflicts == whole.conflicts)
        #expect(stopped.items.map(\.frame) != whole.items.map(\.frame))
    }
}
