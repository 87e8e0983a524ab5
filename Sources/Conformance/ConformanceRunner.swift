import AutoLayout
import Foundation
import LayoutFormats

/// Runs conformance cases through the engine: builds each case's view tree, activates its
/// constraints, lays it out and checks the expectation.
public struct ConformanceRunner {
    /// Makes a runner.
    public init() {}

    /// Runs every case of the files at `paths` (directories are searched for `.json`, `.yaml`
    /// and `.yml` files): conformance files, and layout documents that are one case each.
    ///
    /// A file that cannot be read or is not of the format is listed in the summary's
    /// ``ConformanceSummary/unreadableFiles`` (at its first error) and the other files still
    /// run; a case that cannot be read as a layout is ``ConformanceResult/Outcome/notRead(_:)``.
    public func run(paths: [String]) -> ConformanceSummary {
        let (files, errors) = ConformanceRunner.files(at: paths)
        var summary = ConformanceSummary(results: [], unreadableFiles: errors)
        for file in files {
            do {
                for testCase in try ConformanceCase.read(contentsOfFile: file) {
                    summary.results.append(run(testCase))
                }
            } catch {
                summary.unreadableFiles.append(contentsOf: error.errors)
            }
        }
        return summary
    }

    /// The `.json`, `.yaml` and `.yml` files at the paths (sorted within a directory; a name starting with `x`
    /// disables a file), and an error for each directory that holds none.
    static func files(at paths: [String]) -> (files: [String], errors: [FormatError]) {
        var files: [String] = []
        var errors: [FormatError] = []
        for path in paths {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
                let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
                let found = names.sorted().filter {
                    ($0.hasSuffix(".json") || $0.hasSuffix(".yaml") || $0.hasSuffix(".yml")) && !$0.hasPrefix("x")
                }
                if found.isEmpty {
                    errors.append(
                        FormatError(
                            location: SourceLocation(file: path, line: 1, column: 1),
                            message: "expected a case file or a directory of .json case files, found a directory without any"))
                }
                files += found.map { (path as NSString).appendingPathComponent($0) }
            } else {
                files.append(path)
            }
        }
        return (files, errors)
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
