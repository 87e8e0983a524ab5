/// Rebuilds a report's constraint system: one rectangle per item in a shared coordinate space,
/// the printed constraints, and what UIKit enforces without printing it.
///
/// The model (README "Reading UIKit logs"):
/// - every item (view, window, layout guide) is a rectangle `x, y, width, height` in one
///   coordinate space, y growing downward; a constraint between two items holds in that space,
///   which is exact for every constraint whose multiplier is 1 (translating a view and its
///   subviews together changes nothing);
/// - a location measured from a superview without a second item (`minX == 0`, `midY == + 70`,
///   autoresizing constraints) and a location with a multiplier other than 1 against the item's
///   superview are measured from that superview's top-left corner, when the log names the
///   superview (`|` in a `names:` block, the second item of an autoresizing constraint), or, as
///   an assumption the report states, when exactly one view is pinned to it by the same edge or
///   centre on both sides (`a.bottom == b.bottom - 10`, `a.centerY == b.centerY`); otherwise
///   from the shared origin;
/// - a margin attribute (`leadingMargin`) is the edge of the view's layout margins guide, a
///   rectangle inset from the view; each inset the log does not print is 8, on each axis where
///   the log uses that guide;
/// - every view and printed guide keeps `width >= 0` and `height >= 0` (SEMANTICS 8.2);
/// - baselines are free positions (the log does not print their offsets).
struct _SystemBuilder {
    private(set) var items: [LogItem] = []
    private var indexOfKey: [String: Int] = [:]
    private(set) var superview: [Int: Int] = [:]
    private(set) var assumedSuperview: [Int: (superview: Int, pinned: LogConstraint)] = [:]
    private(set) var marginsGuide: [Int: Int] = [:]
    /// The owner of each margins guide (printed with an owner, or implied).
    private(set) var ownerOfMarginsGuide: [Int: Int] = [:]
    private(set) var variableCount = 0
    /// x, y, width, height of each item.
    private(set) var frames: [[Int]] = []
    private var baselines: [Int: [LogAttribute: Int]] = [:]
    private(set) var constraints: [_ModelConstraint] = []

    /// The inset of each margin the log does not print.
    static let defaultMargin = 8.0

    init(report: LogReport) {
        let entries = report.constraints + (report.broken.map { [$0] } ?? [])
        for entry in entries {
            _ = register(entry.first.item)
            if let second = entry.second { _ = register(second.item) }
            if let revealed = entry.revealedSuperview { _ = register(revealed) }
        }
        for entry in entries {
            if let revealed = entry.revealedSuperview {
                let child = indexOfKey[entry.first.item.key]!
                let parent = indexOfKey[revealed.key]!
                if child != parent, superview[child] == nil { superview[child] = parent }
            }
        }
        for (index, item) in items.enumerated() where item.label == "UIViewLayoutMarginsGuide" {
            if let owner = superview[index] {
                marginsGuide[owner] = index
                ownerOfMarginsGuide[index] = owner
            }
        }
        assumeSuperviews(report.constraints)
        for (index, entry) in report.constraints.enumerated() {
            let expression = expression(of: entry)
            if entry.relation == .equal, let hugging = entry.contentHuggingPriority,
                let compression = entry.compressionResistancePriority, hugging != compression
            {
                // `width == 42 Hug:250 CompressionResistance:750` is two constraints, as UIKit
                // makes them: `width <= 42` at the hugging priority, `width >= 42` at the
                // compression resistance; the stronger half stands for the entry.
                let halves = [
                    (relation: LogRelation.lessThanOrEqual, priority: hugging),
                    (relation: LogRelation.greaterThanOrEqual, priority: compression),
                ].sorted { $0.priority > $1.priority }
                for (order, half) in halves.enumerated() {
                    constraints.append(
                        _ModelConstraint(
                            source: order == 0 ? .printed(index) : .contentSizeHalf(index), expression: expression,
                            relation: half.relation, priority: min(max(half.priority, 1), 1000)))
                }
                continue
            }
            constraints.append(
                _ModelConstraint(
                    source: .printed(index), expression: expression, relation: entry.relation,
                    priority: min(max(entry.priority, 1), 1000)))
        }
        addDefaultMargins(report.constraints)
        for (index, item) in items.enumerated() {
            if case .marginsGuide = item.kind { continue }
            for attribute in [LogAttribute.width, .height] {
                constraints.append(
                    _ModelConstraint(
                        source: .nonNegativeSize(item: index, attribute),
                        expression: _Linear(variable: frames[index][attribute == .width ? 2 : 3]),
                        relation: .greaterThanOrEqual, priority: 1000))
            }
        }
    }

    func index(of item: LogItem) -> Int? { indexOfKey[item.key] }

    func index(ofKey key: String) -> Int? { indexOfKey[key] }

    // MARK: Items

    private mutating func register(_ item: LogItem) -> Int {
        if let index = indexOfKey[item.key] {
            var known = items[index]
            if known.className == nil {
                known.className = item.className
                known.printedClassName = item.printedClassName
            }
            if known.label == nil { known.label = item.label }
            if known.identifier == nil { known.identifier = item.identifier }
            if known.kind == .view, item.kind == .layoutGuide { known.kind = .layoutGuide }
            items[index] = known
            return index
        }
        items.append(item)
        indexOfKey[item.key] = items.count - 1
        frames.append((0..<4).map { variableCount + $0 })
        variableCount += 4
        return items.count - 1
    }

    private mutating func guide(ofOwner owner: Int) -> Int {
        if let guide = marginsGuide[owner] { return guide }
        let ownerKey = items[owner].key
        let guide = register(
            LogItem(
                key: "layoutMarginsGuide of \(ownerKey)", className: nil, printedClassName: nil, address: nil,
                label: nil, kind: .marginsGuide(of: ownerKey)))
        marginsGuide[owner] = guide
        ownerOfMarginsGuide[guide] = owner
        superview[guide] = owner
        return guide
    }

    /// For items measured from an unnamed superview: the one view pinned to them edge to edge.
    private mutating func assumeSuperviews(_ entries: [LogConstraint]) {
        for entry in entries {
            let needsSuperview =
                !entry.first.attribute.isSize && entry.first.attribute.marginGuideAttribute == nil
                && (entry.second == nil || entry.multiplier != 1)
            guard needsSuperview, let child = indexOfKey[entry.first.item.key], superview[child] == nil,
                assumedSuperview[child] == nil
            else { continue }
            var candidates: [(Int, LogConstraint)] = []
            for other in entries {
                guard let second = other.second, other.multiplier == 1, other.first.attribute == second.attribute,
                    other.first.attribute.edge != nil || other.first.attribute.isCenter
                else { continue }
                let pair = [indexOfKey[other.first.item.key]!, indexOfKey[second.item.key]!]
                guard pair.contains(child), pair[0] != pair[1] else { continue }
                let candidate = pair[0] == child ? pair[1] : pair[0]
                guard !items[candidate].isGuide, superview[candidate] != child,
                    !candidates.contains(where: { $0.0 == candidate })
                else { continue }
                candidates.append((candidate, other))
            }
            if candidates.count == 1 {
                assumedSuperview[child] = (candidates[0].0, candidates[0].1)
            }
        }
    }

    func superviewOf(_ item: Int) -> Int? {
        superview[item] ?? assumedSuperview[item]?.superview
    }

    // MARK: Expressions

    /// The attribute of an item as an expression of the variables.
    mutating func attribute(_ attribute: LogAttribute, of item: Int) -> _Linear {
        if let guideAttribute = attribute.marginGuideAttribute {
            return self.attribute(guideAttribute, of: guide(ofOwner: item))
        }
        let frame = frames[item]
        switch attribute {
        case .left, .leading, .minX: return _Linear(variable: frame[0])
        case .right, .trailing, .maxX: return _Linear(variable: frame[0]) + _Linear(variable: frame[2])
        case .centerX, .midX: return _Linear(variable: frame[0]) + _Linear(variable: frame[2], coefficient: 0.5)
        case .width: return _Linear(variable: frame[2])
        case .top, .minY: return _Linear(variable: frame[1])
        case .bottom, .maxY: return _Linear(variable: frame[1]) + _Linear(variable: frame[3])
        case .centerY, .midY: return _Linear(variable: frame[1]) + _Linear(variable: frame[3], coefficient: 0.5)
        case .height: return _Linear(variable: frame[3])
        default:
            let key: LogAttribute = attribute == .baseline ? .lastBaseline : attribute
            if let variable = baselines[item]?[key] { return _Linear(variable: variable) }
            baselines[item, default: [:]][key] = variableCount
            variableCount += 1
            return _Linear(variable: variableCount - 1)
        }
    }

    /// The origin (left or top edge) of an item along an axis.
    private func origin(of item: Int, _ axis: LogAxis) -> _Linear {
        _Linear(variable: frames[item][axis == .horizontal ? 0 : 1])
    }

    private mutating func expression(of entry: LogConstraint) -> _Linear {
        let first = indexOfKey[entry.first.item.key]!
        var lhs = attribute(entry.first.attribute, of: first)
        var rhs = _Linear(constant: entry.constant)
        let isLocation = !entry.first.attribute.isSize
        if let secondTerm = entry.second {
            let second = indexOfKey[secondTerm.item.key]!
            var value = attribute(secondTerm.attribute, of: second)
            if isLocation, entry.multiplier != 1, let parent = superviewOf(first), parent == second {
                let origin = origin(of: parent, entry.first.attribute.axis)
                lhs = lhs - origin
                value = value - origin
            }
            rhs.add(value, times: entry.multiplier)
        } else if isLocation, let parent = superviewOf(first) {
            lhs = lhs - origin(of: parent, entry.first.attribute.axis)
        }
        return lhs - rhs
    }

    // MARK: Margins

    private mutating func addDefaultMargins(_ entries: [LogConstraint]) {
        var usedAxes: [Int: Set<LogAxis>] = [:]
        var printedEdges: [Int: Set<LogEdge>] = [:]
        for entry in entries {
            for term in [entry.first, entry.second].compactMap({ $0 }) {
                let item = indexOfKey[term.item.key]!
                if term.attribute.marginGuideAttribute != nil, let guide = marginsGuide[item] {
                    usedAxes[guide, default: []].insert(term.attribute.axis)
                } else if ownerOfMarginsGuide[item] != nil {
                    usedAxes[item, default: []].insert(term.attribute.axis)
                }
            }
            guard let second = entry.second else { continue }
            let a = indexOfKey[entry.first.item.key]!
            let b = indexOfKey[second.item.key]!
            for (guide, guideTerm, other) in [(a, entry.first, b), (b, second, a)] {
                if ownerOfMarginsGuide[guide] == other, let edge = guideTerm.attribute.edge {
                    printedEdges[guide, default: []].insert(edge)
                }
            }
        }
        for guide in marginsGuide.values.sorted() {
            guard let owner = ownerOfMarginsGuide[guide], let axes = usedAxes[guide] else { continue }
            for edge in LogEdge.allCases where axes.contains(edge.axis) && !(printedEdges[guide]?.contains(edge) ?? false) {
                let expression = attribute(edge.attribute, of: guide) - attribute(edge.attribute, of: owner)
                constraints.append(
                    _ModelConstraint(
                        source: .defaultMargin(guide: guide, owner: owner, edge),
                        expression: expression - _Linear(constant: edge.offset(inset: Self.defaultMargin)),
                        relation: .equal, priority: 1000))
            }
        }
    }
}
