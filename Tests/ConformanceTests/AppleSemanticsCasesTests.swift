import Conformance
import Foundation
import Testing

/// The conformance cases of Apple's documented semantics (`Cases/apple-semantics.json`, in the
/// format of docs/conformance-format.md) through the engine.
struct AppleSemanticsCasesTests {
    static let casesDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Cases").path

    @Test func everyCasePasses() throws {
        let summary = ConformanceRunner().run(paths: [Self.casesDirectory])
        #expect(summary.unreadableFiles.isEmpty)
        #expect(summary.results.count >= 32)
        for result in summary.results {
            switch result.outcome {
            case .passed: break
            case .failed, .notRead: Issue.record("\(result)")
            case .skipped(let why): Issue.record("\(result.id) skipped: \(why)")
            }
        }
    }
}

/// Cases of the runner's own, for what the Apple semantics file does not exercise: nested stacks,
/// right-to-left stacks, stack margins, visual format options and metrics, resizing, alignment
/// rects as expectations, and conflict sets with the members the engine makes (the root's size,
/// autoresizing masks, stack views, required content hugging, guide edges) and a broken
/// constraint. Their failing counterparts are in `Fixtures/MustFail` (`ConflictSetTests`). The
/// `runner-document-*.yaml` cases are written as layout documents: controls, a stack of controls,
/// size classes on a device with a rotation, and a resize across the regular width.
struct RunnerCasesTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures").path

    @Test func everyRunnerCasePasses() throws {
        let summary = ConformanceRunner().run(paths: [Self.fixtures])
        #expect(summary.unreadableFiles.isEmpty)
        #expect(summary.results.map(\.id) == [
            "runner-nested-stacks", "runner-nested-stacks-rtl", "runner-stack-layout-margins",
            "runner-vfl-options", "runner-resize", "runner-alignment-rects", "runner-conflict-root", "runner-conflict-broken",
            "runner-conflict-autoresizing", "runner-conflict-autoresizing-position",
            "runner-conflict-autoresizing-flexible", "runner-conflict-stack-hidden", "runner-conflict-stack-edges",
            "runner-conflict-hugging", "runner-conflict-guide", "runner-document-controls", "runner-document-resize",
            "runner-document-rotation", "runner-document-stack",
        ])
        for result in summary.results where result.outcome != .passed {
            Issue.record("\(result.id): \(result.outcome)")
        }
    }
}
