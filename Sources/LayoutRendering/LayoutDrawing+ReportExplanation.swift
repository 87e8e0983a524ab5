import LayoutLogs

extension LayoutDrawing {
    /// A drawing of an explained report: every view and guide at its re-solved frame, the ones
    /// in the smallest conflict in red, and each printed constraint of that conflict marked
    /// (a line between the two attributes it relates, along the size it sets, or a dot at a
    /// location it fixes) with its number; the legend lists the conflict in words and its
    /// arithmetic.
    public init(_ explanation: ReportExplanation) {
        let conflict = explanation.conflicts.first
        let members = Set(conflict?.memberIDs ?? [])
        let frames = Dictionary(explanation.items.map { ($0.item.key, $0.frame) }, uniquingKeysWith: { first, _ in first })
        var highlighted = Set<String>()
        var marks: [Mark] = []
        for constraint in explanation.constraints where members.contains(constraint.id) {
            guard let printed = constraint.printed, let frame = frames[printed.first.item.key] else { continue }
            highlighted.insert(printed.first.item.key)
            let label = "[\(constraint.number)]"
            if printed.first.attribute.isSize, printed.second == nil {
                let (from, to) = Self.span(printed.first.attribute, of: frame)
                marks.append(Mark(fromX: from.0, fromY: from.1, toX: to.0, toY: to.1, label: label))
            } else if let second = printed.second, let other = frames[second.item.key] {
                highlighted.insert(second.item.key)
                if printed.first.attribute.isSize {
                    let (from, to) = Self.span(printed.first.attribute, of: frame)
                    marks.append(Mark(fromX: from.0, fromY: from.1, toX: to.0, toY: to.1, label: label))
                } else {
                    let from = Self.point(printed.first.attribute, of: frame)
                    let to = Self.point(second.attribute, of: other)
                    marks.append(Mark(fromX: from.0, fromY: from.1, toX: to.0, toY: to.1, label: label))
                }
            } else {
                let at = Self.point(printed.first.attribute, of: frame)
                marks.append(Mark(fromX: at.0, fromY: at.1, toX: at.0, toY: at.1, label: label))
            }
        }
        let boxes = explanation.items.map { item in
            Box(
                x: item.frame.x, y: item.frame.y, width: item.frame.width, height: item.frame.height, title: item.name,
                isHighlighted: highlighted.contains(item.item.key))
        }
        var legend: [String] = []
        if let conflict {
            legend.append("Cannot all hold:")
            for constraint in explanation.constraints where members.contains(constraint.id) {
                legend.append("[\(constraint.number)] \(constraint.words)")
            }
            if !conflict.arithmetic.isEmpty { legend.append(conflict.arithmetic) }
        } else {
            legend.append("No conflict at the printed precision.")
        }
        if let broken = explanation.broken {
            legend.append("\(explanation.report.framework) broke \(broken.number.map { "[\($0)] " } ?? "")\(broken.id).")
        }
        self.init(title: "Report \(explanation.number)", boxes: boxes, marks: marks, legend: legend)
    }

    /// The middle of the edge or centre line an attribute names.
    static func point(_ attribute: LogAttribute, of frame: LogRect) -> (Double, Double) {
        let centerX = frame.x + frame.width / 2
        let centerY = frame.y + frame.height / 2
        switch attribute {
        case .left, .leading, .minX, .leftMargin, .leadingMargin: return (frame.x, centerY)
        case .right, .trailing, .maxX, .rightMargin, .trailingMargin: return (frame.x + frame.width, centerY)
        case .top, .minY, .topMargin, .firstBaseline: return (centerX, frame.y)
        case .bottom, .maxY, .bottomMargin, .lastBaseline, .baseline: return (centerX, frame.y + frame.height)
        default: return (centerX, centerY)
        }
    }

    /// The line across a frame that a size attribute measures.
    static func span(_ attribute: LogAttribute, of frame: LogRect) -> ((Double, Double), (Double, Double)) {
        let centerX = frame.x + frame.width / 2
        let centerY = frame.y + frame.height / 2
        if attribute == .width { return ((frame.x, centerY), (frame.x + frame.width, centerY)) }
        return ((centerX, frame.y), (centerX, frame.y + frame.height))
    }
}
