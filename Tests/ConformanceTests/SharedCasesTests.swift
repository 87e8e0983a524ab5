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
