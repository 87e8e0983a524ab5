import Conformance
import Foundation
import Testing

/// The shared conformance cases (../shared/conformance/cases) through the engine.
struct SharedCasesTests {
    static let casesDirectory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("shared/conformance/cases").path

    @Test func everyCasePasses() throws {
        let summary = try ConformanceRunner().run(paths: [Self.casesDirectory])
        #expect(summary.results.count >= 32)
        for result in summary.results {
            switch result.outcome {
            case .passed: break
            case .failed(let why): Issue.record("\(result.id): \(why)")
            case .skipped(let why): Issue.record("\(result.id) skipped: \(why)")
            }
        }
    }
}

/// Cases of the runner's own, for what the shared file does not exercise: nested stacks,
/// right-to-left stacks, stack margins, visual format options and metrics, resizing.
struct RunnerCasesTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures").path

    @Test func everyRunnerCasePasses() throws {
        let summary = try ConformanceRunner().run(paths: [Self.fixtures])
        #expect(summary.results.map(\.id) == [
            "runner-nested-stacks", "runner-nested-stacks-rtl", "runner-stack-layout-margins",
            "runner-vfl-options", "runner-resize",
        ])
        for result in summary.results where result.outcome != .passed {
            Issue.record("\(result.id): \(result.outcome)")
        }
    }
}
