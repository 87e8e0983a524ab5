import Cassowary
import Foundation

/// Every view of a tree whose frame the constraints leave undetermined, on which axis, why, and
/// what to add: ``View/ambiguityReport()``.
///
/// A view is ambiguous on an axis when its position or its size along that axis can take
/// another value without making the layout worse at any priority (``View/hasAmbiguousLayout``).
/// There are two reasons, as the Auto Layout Guide names them: nothing fixes the attribute (a
/// missing constraint), or optional constraints of equal priority trade their errors, so that
/// every value in a range leaves them equally unmet (a tie).
public struct AmbiguityReport: CustomStringConvertible {
    /// Why an attribute is not determined.
    public enum Cause {
        /// No constraint fixes it: it can move without any constraint caring.
        case missingConstraint
        /// Optional constraints of equal priority tie: moving the attribute trades the error of
        /// one for the error of another, and every value in the range is equally good. The
        /// constraints are those whose errors change, in the order they entered the engine.
        case tie([LayoutConstraint])
    }

    /// One ambiguous view on one axis.
    public struct Entry: CustomStringConvertible {
        /// The view.
        public let view: View
        /// The axis.
        public let axis: LayoutAxis
        /// Whether the view's position along the axis (its frame's x or y in its superview) is
        /// undetermined.
        public let isPositionAmbiguous: Bool
        /// Whether the view's size along the axis (its width or height) is undetermined.
        public let isSizeAmbiguous: Bool
        /// The values the frame's x or y can take in its superview (bounds may be infinite).
        public let positionRange: ClosedRange<CGFloat>
        /// The values the width or height can take (bounds may be infinite).
        public let sizeRange: ClosedRange<CGFloat>
        /// Whether one of the view's edges or its center along the axis stays where it is while
        /// the rest moves (a pinned leading edge while the width is free, say).
        public let hasFixedEdge: Bool
        /// Why the attribute is not determined.
        public let cause: Cause

        /// What is not determined, and what would settle it, in plain words: for example
        /// `red view: width is not determined; add a width, or pin both leading and trailing`.
        /// A tie lists its constraints on the lines that follow.
        public var description: String { description(describing: \.diagnosticDescription) }

        /// ``description`` with a tie's constraints written by `describe` instead of
        /// ``LayoutConstraint/diagnosticDescription``.
        public func description(describing describe: (LayoutConstraint) -> String) -> String {
            let horizontal = axis == .horizontal
            let sizeName = horizontal ? "width" : "height"
            let positionName = horizontal ? "horizontal position" : "vertical position"
            let edges = horizontal ? ("leading", "trailing", "centerX") : ("top", "bottom", "centerY")
            let name = view.debugName
            switch cause {
            case .missingConstraint:
                if isSizeAmbiguous && (hasFixedEdge || !isPositionAmbiguous) {
                    return "\(name): \(sizeName) is not determined\(range(sizeRange)); "
                        + "add a \(sizeName), or pin both \(edges.0) and \(edges.1)"
                }
                if isSizeAmbiguous {
                    return "\(name): neither the \(positionName) nor the \(sizeName) is determined; "
                        + "pin its \(edges.0) and add a \(sizeName), or pin both \(edges.0) and \(edges.1)"
                }
                return "\(name): \(positionName) is not determined\(range(positionRange)); "
                    + "pin its \(edges.0), \(edges.1) or \(edges.2)"
            case .tie(let constraints):
                let what = isSizeAmbiguous ? sizeName : positionName
                let values = isSizeAmbiguous ? sizeRange : positionRange
                let priorities = Set(constraints.map(\.priority)).sorted()
                let level = priorities.map(\.description).joined(separator: ", ")
                var lines = [
                    "\(name): \(what) is not determined\(range(values)): optional constraints of equal priority "
                        + "(\(level)) tie, and every value leaves them equally unmet:"
                ]
                for constraint in constraints { lines.append("    \(describe(constraint))") }
                lines.append("  " + tieAdvice(constraints, level: level))
                return lines.joined(separator: "\n")
            }
        }

        /// ` (anything from 50 to 270)` for a finite range, nothing otherwise.
        func range(_ values: ClosedRange<CGFloat>) -> String {
            guard values.lowerBound.isFinite, values.upperBound.isFinite else { return "" }
            return " (anything from \(formatLength(values.lowerBound)) to \(formatLength(values.upperBound)))"
        }

        /// What settles a tie: a different priority for one of its constraints (for content
        /// sizes, the hugging or compression resistance priority of one of the views).
        func tieAdvice(_ constraints: [LayoutConstraint], level: String) -> String {
            let axisName = axis == .horizontal ? ".horizontal" : ".vertical"
            var hugging: [String] = []
            var compression: [String] = []
            var others = false
            for constraint in constraints {
                if case .contentSize(_, let isHugging)? = constraint.systemKind,
                    let name = constraint.firstItem?.debugName
                {
                    if isHugging {
                        if !hugging.contains(name) { hugging.append(name) }
                    } else if !compression.contains(name) {
                        compression.append(name)
                    }
                } else {
                    others = true
                }
            }
            if !others, compression.isEmpty, !hugging.isEmpty {
                return "give one of \(hugging.joined(separator: ", ")) a higher content hugging priority than \(level) "
                    + "(setContentHuggingPriority(_:for: \(axisName)))"
            }
            if !others, hugging.isEmpty, !compression.isEmpty {
                return "give one of \(compression.joined(separator: ", ")) a higher compression resistance priority than \(level) "
                    + "(setContentCompressionResistancePriority(_:for: \(axisName)))"
            }
            return "give one of these constraints a different priority"
        }
    }

    /// The ambiguous views and axes, in the order of the tree (a view before its subviews),
    /// horizontal before vertical.
    public let entries: [Entry]

    /// The views whose layout was not examined, in the order of the tree: the engine's work
    /// passed its ``LayoutEngine/workLimit`` before their turn (a report of a tree whose engine
    /// has no limit examines every view). Empty when every view was examined.
    public let unexamined: [View]

    /// Makes a report of entries (to gather those of separate trees, say).
    public init(entries: [Entry], unexamined: [View] = []) {
        self.entries = entries
        self.unexamined = unexamined
    }

    /// Whether no view is ambiguous and every view was examined.
    public var isEmpty: Bool { entries.isEmpty && unexamined.isEmpty }

    /// The line that says which views were not examined, or nil when all were:
    /// `3 views were not examined for ambiguity (v7, v8, v9): the layout engine's work passed
    /// its limit`, naming the first ten.
    public var unexaminedDescription: String? {
        guard !unexamined.isEmpty else { return nil }
        let names = unexamined.prefix(10).map(\.debugName).joined(separator: ", ")
        let more = unexamined.count > 10 ? ", …" : ""
        let count = unexamined.count == 1 ? "1 view was" : "\(unexamined.count) views were"
        return "\(count) not examined for ambiguity (\(names)\(more)): the layout engine's work passed its limit"
    }

    /// One entry per line (a tie's constraints on the lines that follow it), or
    /// `No view has an ambiguous layout.`.
    public var description: String { description(describing: \.diagnosticDescription) }

    /// ``description`` with the constraints of ties written by `describe` instead of
    /// ``LayoutConstraint/diagnosticDescription``.
    public func description(describing describe: (LayoutConstraint) -> String) -> String {
        var lines = entries.map { $0.description(describing: describe) }
        if let unexaminedDescription { lines.append(unexaminedDescription) }
        return lines.isEmpty ? "No view has an ambiguous layout." : lines.joined(separator: "\n")
    }
}

extension View {
    /// Every view of this view's subtree (itself included) whose layout is ambiguous, on which
    /// axis, why (a missing constraint, or optional constraints of equal priority that tie),
    /// and what would settle it. Call it on the window for the whole tree.
    ///
    /// Pending constraint updates run first. The live layout is not changed: the causes are
    /// found in a copy of the solver.
    ///
    /// When the engine has a ``LayoutEngine/workLimit``, the probes stop once its work passes
    /// it, and the views not examined are listed in ``AmbiguityReport/unexamined``.
    ///
    /// - Complexity: a copy of the solver, then two solves per ambiguous view and axis; meant
    ///   for debugging, not for every frame.
    public func ambiguityReport() -> AmbiguityReport {
        guard let root = layoutRoot else { return AmbiguityReport(entries: []) }
        let engine = root.engine
        root.updateConstraintsIfNeeded()
        engine.settle()
        return engine.withExercisePullsSetAside {
            var probe: _AmbiguityProbe?
            var entries: [AmbiguityReport.Entry] = []
            var unexamined: [View] = []
            var views: [View] = []
            forEachViewInSubtree { views.append($0) }
            for (view, found) in zip(views, engine.ambiguousAxes(ofAll: views, stoppingAtWorkLimit: true)) {
                guard let axes = found else {
                    unexamined.append(view)
                    continue
                }
                for axis in axes {
                    if probe == nil { probe = _AmbiguityProbe(engine) }
                    guard let probe, let entry = engine.ambiguityEntry(of: view, axis: axis, probe: probe) else {
                        continue
                    }
                    entries.append(entry)
                }
            }
            return AmbiguityReport(entries: entries, unexamined: unexamined)
        }
    }
}

extension LayoutEngine {
    /// The entry of a view that is ambiguous on an axis: its ranges, which edges stay, and the
    /// optional constraints whose errors change between the two ends of the free attribute.
    func ambiguityEntry(of view: View, axis: LayoutAxis, probe: _AmbiguityProbe) -> AmbiguityReport.Entry? {
        guard let v = variables(of: view) else { return nil }
        let tolerance = LayoutEngine.ambiguityTolerance
        let position = v.position(axis)
        let size = v.size(axis)
        let positionRange = solver.valueRange(of: position)
        var sizeRange = solver.valueRange(of: size)
        // Sizes are never negative (SEMANTICS 8.2), whether or not the implicit constraint has
        // been needed yet.
        sizeRange = max(0, sizeRange.lowerBound)...max(0, sizeRange.upperBound)
        let positionFree = positionRange.upperBound - positionRange.lowerBound > tolerance
        let sizeFree = sizeRange.upperBound - sizeRange.lowerBound > tolerance
        // Pull each free attribute to both ends of its range (an infinite end 100 points away).
        func ends(_ variable: Variable, _ range: ClosedRange<Double>) -> (low: [Double], high: [Double]) {
            let current = solver.value(of: variable)
            let low = range.lowerBound.isFinite ? range.lowerBound : current - 100
            let high = range.upperBound.isFinite ? range.upperBound : current + 100
            return (probe.solution(pulling: variable, to: low), probe.solution(pulling: variable, to: high))
        }
        var pulls: [(low: [Double], high: [Double])] = []
        if sizeFree { pulls.append(ends(size, sizeRange)) }
        if positionFree { pulls.append(ends(position, positionRange)) }
        func value(_ variable: Variable, _ values: [Double]) -> Double {
            variable.index < values.count ? values[variable.index] : 0
        }
        // An edge is fixed when moving the position does not move it (the size follows).
        var hasFixedEdge = !positionFree
        if positionFree, let (low, high) = pulls.last {
            let trailing = { (values: [Double]) in value(position, values) + value(size, values) }
            let center = { (values: [Double]) in value(position, values) + value(size, values) / 2 }
            hasFixedEdge =
                abs(trailing(low) - trailing(high)) <= tolerance || abs(center(low) - center(high)) <= tolerance
        }
        var trading: [LayoutConstraint] = []
        for (constraint, copy) in probe.copies where !copy.priority.isRequired {
            let changes = pulls.contains { pull in
                abs(probe.violation(of: copy, in: pull.low) - probe.violation(of: copy, in: pull.high)) > tolerance
            }
            if changes { trading.append(constraint) }
        }
        let insets = view.alignmentRectInsets
        let lead = axis == .horizontal ? insets.left : insets.top
        let both = axis == .horizontal ? insets.left + insets.right : insets.top + insets.bottom
        return AmbiguityReport.Entry(
            view: view, axis: axis, isPositionAmbiguous: positionFree, isSizeAmbiguous: sizeFree,
            positionRange: (CGFloat(positionRange.lowerBound) - lead)...(CGFloat(positionRange.upperBound) - lead),
            sizeRange: (CGFloat(sizeRange.lowerBound) + both)...(CGFloat(sizeRange.upperBound) + both),
            hasFixedEdge: hasFixedEdge, cause: trading.isEmpty ? .missingConstraint : .tie(trading))
    }
}
