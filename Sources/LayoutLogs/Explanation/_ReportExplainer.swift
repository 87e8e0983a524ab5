import Cassowary

/// Rebuilds, re-solves and explains one report.
struct _ReportExplainer {
    let report: LogReport
    let number: Int
    /// The work limit of the solve that places the frames (see `solveFrames`).
    let workLimit: Int
    private var builder: _SystemBuilder
    private var names: [String] = []

    init(report: LogReport, number: Int, workLimit: Int = .max) {
        self.report = report
        self.number = number
        self.workLimit = workLimit
        builder = _SystemBuilder(report: report)
        names = _ItemNames.names(builder)
    }

    func explain() -> ReportExplanation {
        let model = builder.constraints
        let probe = _Probe(model, variableCount: builder.variableCount)
        let required = model.indices.filter { model[$0].priority >= 1000 && isActive(model[$0]) }
        let isSatisfiable = probe.isFeasible(required)
        var conflictSets: [[Int]] = []
        var isComplete = true
        if !isSatisfiable {
            (conflictSets, isComplete) = _ConflictSearch(probe: probe, limit: LogExplanation.searchLimit).run(required)
        }

        // Number the printed constraints, then the implied ones worth listing.
        var listed: [Int] = []
        var inConflict = Set<Int>()
        for set in conflictSets { inConflict.formUnion(set) }
        for (index, constraint) in model.enumerated() {
            switch constraint.source {
            case .printed, .defaultMargin: listed.append(index)
            case .nonNegativeSize: if inConflict.contains(index) { listed.append(index) }
            case .contentSizeHalf: continue
            }
        }
        var numbers: [Int: Int] = [:]
        for (position, index) in listed.enumerated() { numbers[index] = position + 1 }
        let constraints = listed.map { explained(model[$0], number: numbers[$0]!) }
        let idOf = Dictionary(uniqueKeysWithValues: listed.map { ($0, constraints[numbers[$0]! - 1].id) })

        let conflicts = conflictSets.map { set in
            ConstraintConflict(
                memberIDs: set.map { idOf[$0]! }, memberNumbers: set.map { numbers[$0]! },
                arithmetic: _Arithmetic.text(members: set, model: model, numbers: numbers))
        }

        var broken: ReportExplanation.Broken?
        var brokenModelIndex: Int?
        if let printed = report.broken {
            if let entry = report.constraints.firstIndex(where: { $0.address == printed.address }) {
                brokenModelIndex = model.firstIndex { constraint in
                    if case .printed(entry) = constraint.source { return true }
                    return false
                }
            }
            let resolves: Bool
            if let brokenModelIndex {
                resolves = probe.isFeasible(required.filter { $0 != brokenModelIndex })
            } else {
                resolves = isSatisfiable
            }
            broken = ReportExplanation.Broken(
                id: printed.address, number: brokenModelIndex.flatMap { numbers[$0] }, printed: printed,
                resolvesConflict: resolves)
        }

        let (frames, framesComplete) = solveFrames(probe: probe, skipping: brokenModelIndex)
        let items = builder.items.indices.map { index in
            let item = builder.items[index]
            let superview = builder.superviewOf(index)
            return ExplainedItem(
                item: item, id: Self.id(of: item), name: names[index],
                superviewID: superview.map { Self.id(of: builder.items[$0]) },
                superviewAssumedFrom: builder.superview[index] == nil ? builder.assumedSuperview[index]?.pinned.address : nil,
                frame: frames[index])
        }
        return ReportExplanation(
            number: number, report: report, items: items, constraints: constraints, isSatisfiable: isSatisfiable,
            conflicts: conflicts, isComplete: isComplete, broken: broken,
            notes: notes() + (framesComplete ? [] : [framesNote]))
    }

    /// Whether a constraint takes part: every implied one, and printed ones not `(inactive)`.
    private func isActive(_ constraint: _ModelConstraint) -> Bool {
        switch constraint.source {
        case .printed(let index), .contentSizeHalf(let index): !report.constraints[index].isInactive
        case .nonNegativeSize, .defaultMargin: true
        }
    }

    // MARK: Names

    static func id(of item: LogItem) -> String {
        switch item.kind {
        case .unnamedSuperview, .marginsGuide: item.written
        case .view, .layoutGuide: item.address ?? item.key
        }
    }

    // MARK: Constraints in words

    private func explained(_ constraint: _ModelConstraint, number: Int) -> ExplainedConstraint {
        switch constraint.source {
        case .printed(let index), .contentSizeHalf(let index):
            // A content size's weaker half is never required, so never in a conflict: it is
            // explained with its entry.
            let printed = report.constraints[index]
            return ExplainedConstraint(
                id: printed.address, number: number, printed: printed, implication: nil, words: words(printed),
                isRequired: printed.isRequired, origin: _ConstraintOrigin.text(of: printed))
        case .nonNegativeSize(let item, let attribute):
            let written = builder.items[item].written
            return implied(
                "\(written).\(attribute.rawValue) >= 0", number, .nonNegativeSize,
                "\(attribute.words) of \(names[item]) is at least 0 (sizes are never negative)")
        case .defaultMargin(_, let owner, let edge):
            let written = builder.items[owner].written
            let attribute = edge.attribute
            let offset = edge.offset(inset: _SystemBuilder.defaultMargin)
            let equation = "\(written).\(attribute.rawValue)Margin == \(written).\(attribute.rawValue) \(offset > 0 ? "+" : "-") \(_Number.format(abs(offset)))"
            return implied(
                equation, number, .defaultMargin,
                "\(attribute.rawValue) margin of \(names[owner]) \(Self.offset(offset, .equal, edge.axis)) its \(attribute.words) (margins the log does not print are \(_Number.format(_SystemBuilder.defaultMargin)))")
        }
    }

    private func implied(
        _ id: String, _ number: Int, _ implication: ExplainedConstraint.Implication, _ words: String
    ) -> ExplainedConstraint {
        ExplainedConstraint(id: id, number: number, printed: nil, implication: implication, words: words, isRequired: true)
    }

    private func name(_ item: LogItem) -> String {
        builder.index(of: item).map { names[$0] } ?? item.written
    }

    func words(_ constraint: LogConstraint) -> String {
        let attribute = constraint.first.attribute
        let subject = "\(attribute.words) of \(name(constraint.first.item))"
        let c = constraint.constant
        var text: String
        if let second = constraint.second {
            let object = "\(second.attribute.words) of \(name(second.item))"
            if attribute.isSize || constraint.multiplier != 1 {
                let scaled = constraint.multiplier == 1 ? object : "\(_Number.format(constraint.multiplier)) × \(object)"
                let tail = c == 0 ? "" : (c > 0 ? " + \(_Number.format(c))" : " - \(_Number.format(-c))")
                text = "\(subject) \(Self.sizeVerb(constraint.relation)) \(scaled)\(tail)"
            } else {
                text = "\(subject) \(Self.offset(c, constraint.relation, attribute.axis)) \(object)"
            }
        } else if attribute.isSize {
            text = "\(subject) \(Self.sizeVerb(constraint.relation)) \(_Number.format(c))"
        } else if let index = builder.index(of: constraint.first.item), let parent = builder.superviewOf(index) {
            let edge = attribute.axis == .horizontal ? "left edge" : "top edge"
            text = "\(subject) \(Self.offset(c, constraint.relation, attribute.axis)) \(edge) of \(names[parent])"
        } else {
            let axis = attribute.axis == .horizontal ? "x" : "y"
            let relation = constraint.relation == .equal ? "=" : constraint.relation == .greaterThanOrEqual ? "≥" : "≤"
            text = "\(subject) is at \(axis) \(relation) \(_Number.format(c))"
        }
        if constraint.isContentSize {
            var priorities: [String] = []
            if let hugging = constraint.contentHuggingPriority {
                priorities.append("hugging \(_Number.format(hugging))")
            }
            if let compression = constraint.compressionResistancePriority {
                priorities.append("compression resistance \(_Number.format(compression))")
            }
            text += " (its content size: \(priorities.joined(separator: ", ")))"
        } else if !constraint.isRequired {
            text += " (priority \(_Number.format(constraint.priority)))"
        }
        if constraint.isInactive { text += " (inactive: not part of the system)" }
        return text
    }

    static func sizeVerb(_ relation: LogRelation) -> String {
        switch relation {
        case .equal: "is"
        case .greaterThanOrEqual: "is at least"
        case .lessThanOrEqual: "is at most"
        }
    }

    /// "is 8 pt below", "is at least 8 pt right of", "is at", "is at or above".
    static func offset(_ constant: Double, _ relation: LogRelation, _ axis: LogAxis) -> String {
        let (forward, backward) = axis == .horizontal ? ("right of", "left of") : ("below", "above")
        if constant == 0 {
            switch relation {
            case .equal: return "is at"
            case .greaterThanOrEqual: return "is at or \(forward)"
            case .lessThanOrEqual: return "is at or \(backward)"
            }
        }
        let distance = _Number.format(abs(constant)) + " pt"
        let direction = constant > 0 ? forward : backward
        let effective = constant > 0 ? relation : relation.flipped
        switch effective {
        case .equal: return "is \(distance) \(direction)"
        case .greaterThanOrEqual: return "is at least \(distance) \(direction)"
        case .lessThanOrEqual: return "is at most \(distance) \(direction)"
        }
    }

    // MARK: Frames

    /// The frames drawn for the report's views: its active constraints (the broken one left
    /// out) with weak hints that place what they leave free. The solve stops adding at
    /// `workLimit` (a conflict of thousands of members makes each hint re-optimise through
    /// the whole chain); the second value is false when it did, and the frames are then those
    /// of the constraints and hints added before it.
    private func solveFrames(probe: _Probe, skipping broken: Int?) -> ([LogRect], Bool) {
        let model = builder.constraints
        let solver = probe.makeSolver()
        solver.workLimit = workLimit
        var complete = true
        func add(_ constraint: Constraint) {
            do {
                try solver.add(constraint, explainingConflicts: false)
            } catch {
                if case .workLimitExceeded = error { complete = false }
            }
        }
        for (index, constraint) in model.enumerated() where index != broken && isActive(constraint) {
            add(_Probe.constraint(constraint, priority: constraint.priority))
        }
        for frame in builder.frames {
            add(Constraint(Expression(Variable(index: frame[0])), .equal, priority: 1))
            add(Constraint(Expression(Variable(index: frame[1])), .equal, priority: 1))
            add(Constraint(Expression([Term(Variable(index: frame[2]))], constant: -100), .equal, priority: 1))
            add(Constraint(Expression([Term(Variable(index: frame[3]))], constant: -40), .equal, priority: 1))
        }
        let frames = builder.frames.map { frame in
            let values = frame.map { Double(_Number.format(solver.value(of: Variable(index: $0)))) ?? 0 }
            return LogRect(x: values[0], y: values[1], width: values[2], height: values[3])
        }
        return (frames, complete)
    }

    /// The note of a frames solve that stopped at the work limit.
    private var framesNote: String {
        "The frames drawn are approximate: the solve that places the views stopped adding constraints when its work passed --work-limit \(workLimit)."
    }

    // MARK: Notes

    private func notes() -> [String] {
        var notes: [String] = []
        for (index, item) in builder.items.enumerated() {
            if let assumed = builder.assumedSuperview[index], builder.superview[index] == nil {
                notes.append(
                    "The log does not say which view contains \(names[index]); it is taken to be \(names[assumed.superview]), which \(assumed.pinned.address) pins it to.")
            }
            switch item.kind {
            case .unnamedSuperview:
                notes.append("The log does not name the view '|' stands for; here it is \(names[index]).")
            case .layoutGuide where item.label == "UIViewLayoutMarginsGuide" && builder.superviewOf(index) == nil:
                notes.append("The log does not say whose margins \(names[index]) (\(Self.id(of: item))) are; its insets are left free.")
            case .view where item.address == nil && item.identifier != nil:
                notes.append("\(names[index]) is known only by its identifier.")
            default: break
            }
        }
        for entry in report.constraints where entry.second == nil && !entry.first.attribute.isSize {
            if let index = builder.index(of: entry.first.item), builder.superviewOf(index) == nil {
                notes.append(
                    "The log does not say which view contains \(names[index]); \(entry.address) is measured from the shared origin.")
            }
        }
        return notes
    }
}
