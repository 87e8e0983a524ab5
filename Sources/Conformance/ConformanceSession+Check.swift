import AutoLayout
import Foundation
import LayoutFormats

// `autolayout check`: a case laid out for what the engine finds in it, not for its expectation.

extension ConformanceSession {
    /// Builds the case, activates its constraints, lays it out, and gathers its conflicts,
    /// ambiguities and refused constraints.
    ///
    /// A free-standing tree (`root: null`) has no size of its own, so each of its top-level
    /// views is first given its fitting size (the case's fitting request for that view, or the
    /// compressed size at the fitting-size priority) in a trial run, then checked at that size:
    /// at 0 × 0 most cells would conflict with their own padding.
    func check() -> ConformanceCheck {
        let problems = testCase.validationErrors()
        guard problems.isEmpty else {
            return ConformanceCheck(id: testCase.id, location: testCase.location, parseErrors: problems)
        }
        var sizes: [String: CGSize] = [:]
        if testCase.root == nil {
            let trial = ConformanceSession(testCase)
            trial.quietBuild()
            sizes = trial.fittingSizesOfTopLevelViews()
        }
        do {
            try build()
        } catch {
            let message = (error as? Failure)?.message ?? "\(error)"
            return ConformanceCheck(
                id: testCase.id, location: testCase.location,
                parseErrors: [FormatError(location: testCase.location, message: message)])
        }
        for (name, size) in sizes {
            if let view = views[name] { view.frame = CGRect(origin: view.frame.origin, size: size) }
        }
        installHandlers()
        activateConstraints()
        guard formatProblems.isEmpty else {
            return ConformanceCheck(id: testCase.id, location: testCase.location, parseErrors: formatProblems)
        }
        layout()
        var entries: [AmbiguityReport.Entry] = []
        for view in treeRoots() { entries.append(contentsOf: view.ambiguityReport().entries) }
        return ConformanceCheck(
            id: testCase.id, location: testCase.location, conflicts: conflicts,
            ambiguity: AmbiguityReport(entries: entries), refusals: refusals, describe: describe)
    }

    /// Builds and activates with every report going to this session, not to standard error.
    func quietBuild() {
        guard (try? build()) != nil else { return }
        for view in treeRoots() {
            view.layoutEngine.unsatisfiableConstraintsHandler = { _ in }
            view.layoutEngine.invalidConstraintHandler = { _, _ in }
        }
        activateConstraints()
    }

    /// The fitting size of each top-level view of a free-standing tree, by name.
    func fittingSizesOfTopLevelViews() -> [String: CGSize] {
        var sizes: [String: CGSize] = [:]
        for (name, view) in views where view.superview == nil {
            var target = View.layoutFittingCompressedSize
            var horizontal = LayoutPriority.fittingSizeLevel
            var vertical = LayoutPriority.fittingSizeLevel
            if let spec = testCase.fitting, spec.view == name {
                func value(_ target: ConformanceCase.FittingSpec.Target, _ compressed: CGFloat, _ expanded: CGFloat)
                    -> CGFloat
                {
                    switch target {
                    case .compressed: compressed
                    case .expanded: expanded
                    case .value(let v): v
                    }
                }
                target = CGSize(
                    width: value(spec.width, View.layoutFittingCompressedSize.width, View.layoutFittingExpandedSize.width),
                    height: value(
                        spec.height, View.layoutFittingCompressedSize.height, View.layoutFittingExpandedSize.height))
                horizontal = LayoutPriority(spec.horizontalPriority)
                vertical = LayoutPriority(spec.verticalPriority)
            }
            let size = view.systemLayoutSizeFitting(
                target, withHorizontalFittingPriority: horizontal, verticalFittingPriority: vertical)
            if size.width.isFinite, size.height.isFinite { sizes[name] = size }
        }
        return sizes
    }

    /// The roots of the case's trees: the root view, or the top-level views of a free-standing
    /// tree in the order they are declared.
    func treeRoots() -> [View] {
        if let root { return [root] }
        let names = testCase.views.map(\.name) + testCase.stacks.map(\.name)
        return names.compactMap { views[$0] }.filter { $0.superview == nil }
    }

    /// A constraint as the check names it: as the file writes it, with where; a visual format's
    /// constraint with the format's location; the system's as the diagnostics write them.
    func describe(_ constraint: LayoutConstraint) -> String {
        let id = ObjectIdentifier(constraint)
        if let text = texts[id], let location = locations[id] { return "\(text)   (\(location))" }
        if let location = locations[id] { return "\(constraint.relationDescription)   (\(location), visual format)" }
        return constraint.diagnosticDescription
    }
}
