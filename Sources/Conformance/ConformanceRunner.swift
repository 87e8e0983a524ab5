import AutoLayout
import Foundation
import LayoutFormats

/// Runs conformance cases through the engine: builds each case's view tree, activates its
/// constraints, lays it out and checks the expectation.
public struct ConformanceRunner {
    /// Makes a runner.
    public init() {}

    /// Runs every case of the files at `paths` (directories are searched for `.json` files).
    ///
    /// - Throws: a ``FormatError`` for a file that cannot be read or is not of the format.
    public func run(paths: [String]) throws(FormatError) -> ConformanceSummary {
        var results: [ConformanceResult] = []
        for file in ConformanceRunner.files(at: paths) {
            let text = try SourceFile.read(atPath: file)
            for testCase in try ConformanceCase.read(text, file: file) {
                results.append(run(testCase))
            }
        }
        return ConformanceSummary(results: results)
    }

    /// The `.json` files at the paths (sorted within a directory).
    static func files(at paths: [String]) -> [String] {
        var files: [String] = []
        for path in paths {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
                let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
                for name in names.sorted() where name.hasSuffix(".json") && !name.hasPrefix("x") {
                    files.append((path as NSString).appendingPathComponent(name))
                }
            } else {
                files.append(path)
            }
        }
        return files
    }

    /// Runs one case.
    public func run(_ testCase: ConformanceCase) -> ConformanceResult {
        var result = ConformanceResult(id: testCase.id, title: testCase.title, outcome: .passed)
        if testCase.isDisabled {
            result.outcome = .skipped("disabled (id starts with x)")
        } else {
            result.outcome = ConformanceSession(testCase).run()
        }
        return result
    }
}
