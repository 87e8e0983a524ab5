import AutoLayout
import Foundation
import LayoutFormats

// `autolayout check`: what the engine finds in each case, whatever the case expects.

extension ConformanceRunner {
    /// Checks every enabled case of the files at `paths` (directories are searched for `.json`
    /// files): its conflicts, ambiguities and refused constraints (``ConformanceCheck``).
    ///
    /// - Throws: a ``FormatError`` for a file that cannot be read or is not of the format (or a
    ///   directory without case files); a
    ///   case that is of the format but cannot be read as a layout (a constraint that does not
    ///   parse, an unknown view) is reported in its check's ``ConformanceCheck/parseErrors``
    ///   instead, and the other cases are still checked.
    public func check(paths: [String]) throws(FormatError) -> ConformanceCheckSummary {
        var summary = ConformanceCheckSummary(checks: [])
        let (files, errors) = ConformanceRunner.files(at: paths)
        if let error = errors.first { throw error }
        for file in files {
            let text = try SourceFile.read(atPath: file)
            for testCase in try ConformanceCase.read(text, file: file) {
                if testCase.isDisabled {
                    summary.skipped.append(testCase.id)
                } else {
                    summary.checks.append(check(testCase))
                }
            }
        }
        return summary
    }

    /// Checks one case, whether or not it is disabled.
    public func check(_ testCase: ConformanceCase) -> ConformanceCheck {
        ConformanceSession(testCase).check()
    }
}
