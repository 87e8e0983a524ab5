import AutoLayout
import Foundation
import LayoutDocument
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
        let problems = testCase.validationErrors
        guard problems.isEmpty else {
            return ConformanceCheck(id: testCase.id, location: testCase.location, parseErrors: problems)
        }
        var document = testCase.document
        if document.isFreeStanding {
            let trial = ConformanceSession(testCase)
            trial.build()
            let sizes = trial.fittingSizesOfTopLevelViews()
            for index in document.root.children.indices {
                guard let name = document.root.children[index].name?.value, let size = sizes[name] else { continue }
                let node = document.root.children[index]
                let origin = node.properties.frame?.value.origin ?? .zero
                document.root.children[index].properties.frame = Located(CGRect(origin: origin, size: size), at: node.location)
            }
        }
        build(document)
        guard formatProblems.isEmpty else {
            return ConformanceCheck(id: testCase.id, location: testCase.location, parseErrors: formatProblems)
        }
        layout()
        var entries: [AmbiguityReport.Entry] = []
        var unexamined: [View] = []
        for view in treeRoots() {
            let report = view.ambiguityReport()
            entries.append(contentsOf: report.entries)
            unexamined.append(contentsOf: report.unexamined)
        }
        return ConformanceCheck(
            id: testCase.id, location: testCase.location, conflicts: conflicts,
            ambiguity: AmbiguityReport(entries: entries, unexamined: unexamined), refusals: refusals,
            describe: describe)
    }

    /// The fitting size of each top-level view of a free-standing tree, by name.
    func fittingSizesOfTopLevelViews() -> [String: CGSize] {
        var sizes: [String: CGSize] = [:]
        for view in built.topLevelViews {
            guard let name = view.identifier else { continue }
            var target = View.layoutFittingCompressedSize
            var horizontal = LayoutPriority.fittingSizeLevel
            var vertical = LayoutPriority.fittingSizeLevel
            if let spec = testCase.fitting, spec.view == name {
                target = spec.targetSize
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
        built.topLevelViews
    }

    /// A constraint as the check names it: as the file writes it, with where; a visual format's
    /// constraint with the format's location; the system's as the diagnostics write them.
    func describe(_ constraint: LayoutConstraint) -> String {
        guard let entry = built.entry(of: constraint) else { return constraint.diagnosticDescription }
        if case .statement = entry.content { return "\(entry.text)   (\(entry.location))" }
        return "\(constraint.relationDescription)   (\(entry.location), visual format)"
    }
}
