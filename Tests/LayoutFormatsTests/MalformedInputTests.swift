import Foundation
import LayoutFormats
import Testing

/// Bad input never crashes: every truncation and many one-character edits of a real problem file
/// either read and run, or fail with an error at a place inside the text.
@Suite struct MalformedInputTests {
    static let text = String(
        decoding: FileManager.default.contents(
            atPath: URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
                .deletingLastPathComponent().appendingPathComponent("Examples/solver/errors.json").path)
            ?? Data(),
        as: UTF8.self)

    /// Reads and runs the text; checks that an error points inside it.
    func readAndRun(_ text: String) {
        do {
            let problem = try SolverProblem.parse(text, file: "m.json")
            #expect(SolverProblemRunner(problem).outputLines().count == problem.steps.count + 1)
        } catch {
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            #expect(error.location.line >= 1 && error.location.line <= lines.count, "\(error)")
            #expect(error.location.column >= 1, "\(error)")
            #expect(error.message.hasPrefix("expected"), "\(error)")
        }
    }

    @Test func everyTruncation() {
        #expect(Self.text.count > 500)
        for length in 0..<Self.text.count {
            readAndRun(String(Self.text.prefix(length)))
        }
    }

    @Test(arguments: ["\"", "\\", "{", "]", "@", "*", "\n", "é"])
    func everyPositionReplacedBy(_ replacement: Character) {
        let characters = Array(Self.text)
        for index in characters.indices {
            var edited = characters
            edited[index] = replacement
            readAndRun(String(edited))
        }
    }
}
