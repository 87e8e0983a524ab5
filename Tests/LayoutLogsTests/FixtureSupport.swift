import Foundation
import LayoutLogs

/// The fixtures: real logs people posted, stored verbatim under Fixtures/ (each with its source).
enum Fixture {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

    static func text(_ name: String) throws -> String {
        try String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)
    }

    static func explain(_ name: String) throws -> LogExplanation {
        LogExplanation(ConsoleLog.parse(try text(name), file: name), file: name)
    }
}
