import Foundation
import LayoutLogs
import Testing

/// The README's "Reading UIKit logs" example is what the explanation prints.
@Suite struct ReadmeExampleTests {
    @Test func readmeShowsTheRealOutput() throws {
        let root = Fixture.directory.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        let path = "Tests/LayoutLogsTests/Fixtures/coderlyn-cell.log"
        let marker = "`swift run autolayout explain \(path)` prints:\n\n```\n"
        let start = try #require(readme.range(of: marker))
        let end = try #require(readme.range(of: "```\n", range: start.upperBound..<readme.endIndex))
        let shown = String(readme[start.upperBound..<end.lowerBound])
        let explanation = LogExplanation(ConsoleLog.parse(try Fixture.text("coderlyn-cell.log"), file: path), file: path)
        #expect(shown == explanation.text)
    }
}
