import Foundation

/// Turns a parsed format into constraints.
struct VisualFormatBuilder {
    let format: String
    let parsed: VisualFormat
    let options: LayoutConstraint.FormatOptions
    let views: [String: View]
    let file: StaticString
    let line: UInt
    var constraints: [LayoutConstraint] = []

    init(
        format: String, parsed: VisualFormat, options: LayoutConstraint.FormatOptions, views: [String: View],
        file: StaticString, line: UInt
    ) {
        self.format = format
        self.parsed = parsed
        self.options = options
        self.views = views
        self.file = file
        self.line = line
    }

    /// The attributes a gap runs between: from `end` of one view to `start` of the next, the
    /// distance counted with `sign` (−1 when the chain runs right to left).
    var chain: (start: LayoutAttribute, end: LayoutAttribute, sign: CGFloat) {
        if parsed.axis == .vertical { return (.top, .bottom, 1) }
        switch options.intersection(.directionMask) {
        case .directionLeftToRight: return (.left, .right, 1)
        case .directionRightToLeft: return (.right, .left, -1)
        default: return (.leading, .trailing, 1)
        }
    }

    mutating func build() throws(VisualFormatError) -> [LayoutConstraint] {
        try checkOptions()
        let elements = parsed.elements
        var superview: View?
        if parsed.leadingBar != nil || parsed.trailingBar != nil {
            guard let first = views[elements[0].name], let parent = first.superview else {
                throw VisualFormatError(
                    "Unable to interpret '|' character, because the related view doesn't have a superview",
                    format: format, offset: parsed.barOffset)
            }
            superview = parent
        }
        let sizeAttribute: LayoutAttribute = parsed.axis == .horizontal ? .width : .height
        for (index, element) in elements.enumerated() {
            guard let view = views[element.name] else { continue }
            for predicate in element.predicates {
                switch predicate.object {
                case .constant(let value):
                    add(view, sizeAttribute, predicate.relation, nil, .notAnAttribute, value, predicate.priority)
                case .view(let name):
                    guard let other = views[name] else { continue }
                    add(view, sizeAttribute, predicate.relation, other, sizeAttribute, 0, predicate.priority)
                }
            }
            if index == 0, let bar = parsed.leadingBar, let superview {
                gapFromSuperview(superview, to: view, bar)
            }
            if index > 0, let previous = views[elements[index - 1].name] {
                gap(from: previous, to: view, parsed.connections[index - 1])
            }
        }
        if let bar = parsed.trailingBar, let superview, let last = views[elements[elements.count - 1].name] {
            gapToSuperview(superview, from: last, bar)
        }
        for attribute in options.alignmentAttributes {
            for index in elements.indices.dropFirst() {
                guard let previous = views[elements[index - 1].name], let view = views[elements[index].name]
                else { continue }
                add(previous, attribute, .equal, view, attribute, 0, 1000)
            }
        }
        return constraints
    }

    /// Alignment across the axis only; one direction.
    func checkOptions() throws(VisualFormatError) {
        for attribute in options.alignmentAttributes where attribute.axis == parsed.axis {
            let edge = parsed.axis == .horizontal ? "horizontal" : "vertical"
            throw VisualFormatError(
                "Options mask required views to be aligned on a \(edge) edge, which is not allowed for layout that is also \(edge).",
                format: format, offset: 0)
        }
        let direction = options.intersection(.directionMask).rawValue
        if direction == LayoutConstraint.FormatOptions.directionMask.rawValue {
            throw VisualFormatError("Options mask names more than one direction.", format: format, offset: 0)
        }
    }

    /// `next.start == previous.end + gap` (signed along the chain).
    mutating func gap(from previous: View, to next: View, _ connection: VisualFormat.Connection) {
        let (start, end, sign) = chain
        var endAttribute = end
        var startAttribute = start
        if parsed.axis == .vertical, options.contains(.spacingBaselineToBaseline) {
            endAttribute = .lastBaseline
            startAttribute = .firstBaseline
        }
        for (relation, value, priority) in gaps(connection, standard: LayoutConstraint.standardSpacing) {
            add(next, startAttribute, sign < 0 ? relation.flipped : relation, previous, endAttribute,
                sign * value, priority)
        }
    }

    /// `first.start == superview.start + gap`; the standard gap is the superview's margin.
    mutating func gapFromSuperview(_ superview: View, to first: View, _ connection: VisualFormat.Connection) {
        let (start, _, sign) = chain
        if case .standard = connection {
            add(first, start, .equal, superview, start.withMargin, 0, 1000)
            return
        }
        for (relation, value, priority) in gaps(connection, standard: 0) {
            add(first, start, sign < 0 ? relation.flipped : relation, superview, start, sign * value, priority)
        }
    }

    /// `superview.end == last.end + gap`; the standard gap is the superview's margin.
    mutating func gapToSuperview(_ superview: View, from last: View, _ connection: VisualFormat.Connection) {
        let (_, end, sign) = chain
        if case .standard = connection {
            add(superview, end.withMargin, .equal, last, end, 0, 1000)
            return
        }
        for (relation, value, priority) in gaps(connection, standard: 0) {
            add(superview, end, sign < 0 ? relation.flipped : relation, last, end, sign * value, priority)
        }
    }

    /// The gaps a connection asks for.
    func gaps(_ connection: VisualFormat.Connection, standard: CGFloat)
        -> [(LayoutRelation, CGFloat, Float)]
    {
        switch connection {
        case .flush: return [(.equal, 0, 1000)]
        case .standard: return [(.equal, standard, 1000)]
        case .predicates(let list):
            return list.compactMap { predicate in
                guard case .constant(let value) = predicate.object else { return nil }
                return (predicate.relation, value, predicate.priority)
            }
        }
    }

    mutating func add(
        _ item: View, _ attribute: LayoutAttribute, _ relation: LayoutRelation, _ other: View?,
        _ otherAttribute: LayoutAttribute, _ constant: CGFloat, _ priority: Float
    ) {
        guard
            let constraint = try? LayoutConstraint(
                item: item, attribute: attribute, relatedBy: relation, toItem: other, attribute: otherAttribute,
                multiplier: 1, constant: constant, file: file, line: line)
        else { return }
        constraint.priority = LayoutPriority(priority)
        constraints.append(constraint)
    }
}

extension LayoutRelation {
    /// The relation with its sides exchanged (`<=` for `>=`).
    var flipped: LayoutRelation {
        switch self {
        case .equal: .equal
        case .lessThanOrEqual: .greaterThanOrEqual
        case .greaterThanOrEqual: .lessThanOrEqual
        }
    }
}

extension LayoutAttribute {
    /// The margin attribute of an edge (`leadingMargin` for `leading`).
    var withMargin: LayoutAttribute {
        switch self {
        case .left: .leftMargin
        case .right: .rightMargin
        case .top: .topMargin
        case .bottom: .bottomMargin
        case .leading: .leadingMargin
        case .trailing: .trailingMargin
        default: self
        }
    }
}
