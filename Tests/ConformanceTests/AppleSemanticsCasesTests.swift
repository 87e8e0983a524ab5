import Conformance
import Foundation
import Testing

/// The conformance cases of Apple's documented semantics (`Cases/apple-semantics.json`, in the
/// format of docs/conformance-format.md) through the engine.
struct AppleSemanticsCasesTests {
    static let casesDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Cases").path

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

/// Cases of the runner's own, for what the Apple semantics file does not exercise: nested stacks,
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
