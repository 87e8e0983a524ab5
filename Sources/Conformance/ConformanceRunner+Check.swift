import AutoLayout
import Foundation
import LayoutDocument
import LayoutFormats

// `autolayout check`: what the engine finds in each case, whatever the case expects.

extension ConformanceRunner {
    /// Checks every enabled case of the files at `paths` (directories are searched for `.json`,
    /// `.yaml` and `.yml` files; a layout document is one case): its conflicts, ambiguities and refused constraints (``ConformanceCheck``).
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
            let cases: [ConformanceCase]
            let text = try SourceFile.read(atPath: file)
            let format = LayoutDocument.Format(path: file, text: text)
            if format == .json, ConformanceCase.isConformanceFile(text) {
                cases = try ConformanceCase.read(text, file: file)
            } else {
                // A layout document that does not read is reported like a case that does not:
                // every error, and the other files are still checked.
                do {
                    cases = [try ConformanceCase.readDocument(text, file: file, format: format)]
                } catch {
                    let start = SourceLocation(file: file, line: 1, column: 1)
                    summary.checks.append(ConformanceCheck(id: file, location: start, parseErrors: error.errors))
                    continue
                }
            }
            for testCase in cases {
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
