import AutoLayout
import Foundation
import LayoutDocument
import LayoutFormats

/// One case being run: its document built by ``DocumentLayout``, the views by name, and what
/// the engine reported.
final class ConformanceSession {
    let testCase: ConformanceCase
    /// The built document; set by ``build(_:)``.
    var built: DocumentLayout!
    /// The views by the case's names, `root` included when there is a root.
    var views: [String: View] = [:]
    /// The root view; nil for a free-standing tree.
    var root: View?
    /// Each visual format that does not parse (at the offending character), and anything else
    /// the builder could not build.
    var formatProblems: [FormatError] = []

    init(_ testCase: ConformanceCase) {
        self.testCase = testCase
    }

    /// The conflicts the engine reported, in order.
    var conflicts: [LayoutConflict] { built.conflicts }

    /// Each constraint or visual format the engine refused (when activated, or later when it
    /// entered the solver), and each view's value it refused, where it is written and why.
    var refusals: [ConformanceCheck.Refusal] {
        built.refusals.map { ConformanceCheck.Refusal(location: $0.problem.location, message: $0.problem.message) }
    }

    /// Runs the case: a case that cannot be read as a layout is not run (``ConformanceResult/Outcome/notRead(_:)``);
    /// otherwise it passes only for the reason its expectation gives, and a failure says why
    /// and where.
    func run() -> ConformanceResult.Outcome {
        let problems = testCase.validationErrors
        guard problems.isEmpty else { return .notRead(problems) }
        build()
        let expected = testCase.expectationLocation
        // A visual format that does not parse is what a formatError case expects, and a file
        // error in any other case.
        if case .formatError = testCase.expectation {
            return formatProblems.isEmpty
                ? .failed("\(expected): every visual format was parsed; expected one to fail with a format error")
                : .passed
        }
        guard formatProblems.isEmpty else { return .notRead(formatProblems) }
        if case .invalidConstraint = testCase.expectation {
            return refusals.isEmpty
                ? .failed("\(expected): the engine accepted every constraint; expected it to refuse one") : .passed
        }
        if !refusals.isEmpty {
            return .failed("the engine refused a constraint: " + refusals.map(\.description).joined(separator: "; "))
        }
        switch testCase.expectation {
        case .invalidConstraint, .formatError:
            return .passed
        case .unsatisfiable(let members, let broken):
            return checkConflict(members, broken)
        case .ambiguous(let expectedViews, let axes):
            layout()
            return unexpectedConflict() ?? checkAmbiguity(expectedViews, axes)
        case .fittingSize(let size, let tolerance):
            let outcome = checkFitting(size, tolerance)
            return unexpectedConflict() ?? outcome
        case .frames(let frames, let tolerance, let notAsserted, let alignmentRects):
            layout()
            return unexpectedConflict() ?? checkFrames(frames, tolerance, notAsserted, alignmentRects: alignmentRects)
        }
    }

    /// Builds the case's document (or `document`, the case's with other frames) in the case's
    /// window: views, constraints activated, conflicts and refusals recorded as they come.
    func build(_ document: LayoutDocument? = nil) {
        let built = DocumentLayout(document ?? testCase.document, environment: testCase.environment)
        self.built = built
        views = built.views
        root = built.document.isFreeStanding ? nil : built.rootView
        formatProblems = built.problems.filter { problem in !built.refusals.contains { $0.problem == problem } }
    }
}
