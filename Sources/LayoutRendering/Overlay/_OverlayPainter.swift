import AutoLayout
import Controls
import Foundation
import Graphics
import LayoutFormats
import TextMeasurement

/// Draws one overlay: where each item is in the root's coordinates, and the I-beams, lines,
/// labels and outlines of ``ConstraintOverlay``.
struct _OverlayPainter {
    let root: View
    let style: ConstraintOverlay.Style
    let context: any GraphicsContext
    let measurer: any TextMeasuring

    init(root: View, style: ConstraintOverlay.Style, context: any GraphicsContext) {
        self.root = root
        self.style = style
        self.context = context
        measurer = root.traitCollection.textMeasurer
    }

    // MARK: Geometry

    /// An item's alignment rectangle in the root's coordinates; nil for an item outside the
    /// root's tree.
    func rect(of item: LayoutItem) -> CGRect? {
        if let view = item as? View {
            if view === root { return view.alignmentRect(forFrame: view.bounds) }
            guard let superview = view.superview, isInTree(superview) else { return nil }
            return superview.convert(view.alignmentRect(forFrame: view.frame), to: root)
        }
        if let guide = item as? LayoutGuide, let owner = guide.owningView, isInTree(owner) {
            return owner.convert(guide.layoutFrame, to: root)
        }
        return nil
    }

    func isInTree(_ view: View) -> Bool {
        var current: View? = view
        while let candidate = current {
            if candidate === root { return true }
            current = candidate.superview
        }
        return false
    }

    /// Where an attribute of an item lies: the coordinate on its axis, and the item's rectangle
    /// (its margins' for a margin attribute).
    func position(_ attribute: LayoutAttribute, of item: LayoutItem) -> (value: CGFloat, rect: CGRect)? {
        guard var rect = rect(of: item) else { return nil }
        let view = item as? View
        if attribute.isMargin, let view { rect = rect.inset(by: view.effectiveLayoutMargins) }
        let direction = view?.effectiveUserInterfaceLayoutDirection
            ?? (item as? LayoutGuide)?.owningView?.effectiveUserInterfaceLayoutDirection ?? .leftToRight
        let rightToLeft = direction == .rightToLeft
        switch attribute.withoutMargin {
        case .left: return (rect.minX, rect)
        case .right: return (rect.maxX, rect)
        case .leading: return (rightToLeft ? rect.maxX : rect.minX, rect)
        case .trailing: return (rightToLeft ? rect.minX : rect.maxX, rect)
        case .centerX: return (rect.midX, rect)
        case .top: return (rect.minY, rect)
        case .bottom: return (rect.maxY, rect)
        case .centerY: return (rect.midY, rect)
        case .firstBaseline:
            guard let view, let baseline = self.rect(of: view.forFirstBaselineLayout) else { return (rect.minY, rect) }
            return (baseline.minY + view.forFirstBaselineLayout.firstBaselineOffsetFromTop, rect)
        case .lastBaseline:
            guard let view, let baseline = self.rect(of: view.forLastBaselineLayout) else { return (rect.maxY, rect) }
            return (baseline.maxY - view.forLastBaselineLayout.lastBaselineOffsetFromBottom, rect)
        default: return nil
        }
    }

    // MARK: Constraints

    mutating func draw(_ constraint: LayoutConstraint, isConflicting: Bool) {
        guard let first = constraint.firstItem, let axis = constraint.firstAttribute.axis else { return }
        let color = isConflicting ? style.conflictColor : style.constraintColor
        let dash = constraint.priority.isRequired ? nil : style.optionalDash
        let second = constraint.secondItem
        let secondAttribute = constraint.secondAttribute
        if constraint.firstAttribute.isDimension {
            guard let firstRect = rect(of: first) else { return }
            guard let second, secondAttribute.isDimension else {
                let label = relationPrefix(constraint.relation) + number(constraint.constant)
                sizeBeam(firstRect, axis: axis, label: label, color: color, dash: dash)
                return
            }
            if second === first, secondAttribute != constraint.firstAttribute {
                // An aspect ratio: width == m × height reads m:1.
                let ratio =
                    constraint.firstAttribute == .width
                    ? number(constraint.multiplier) + ":1" : "1:" + number(constraint.multiplier)
                sizeBeam(firstRect, axis: .horizontal, label: ratio, color: color, dash: dash)
                return
            }
            guard let secondRect = rect(of: second) else { return }
            var label = relationPrefix(constraint.relation).trimmingCharacters(in: .whitespaces)
            if label.isEmpty { label = "=" }
            if constraint.multiplier != 1 { label += " " + number(constraint.multiplier) + "×" }
            if constraint.constant != 0 { label += " " + signed(constraint.constant) }
            sizeBeam(firstRect, axis: axis, label: label, color: color, dash: dash)
            if second !== first {
                sizeBeam(secondRect, axis: secondAttribute.axis ?? axis, label: label, color: color, dash: dash)
            }
            return
        }
        guard let second, secondAttribute.axis == axis,
            let (a, firstRect) = position(constraint.firstAttribute, of: first),
            let (b, secondRect) = position(secondAttribute, of: second)
        else { return }
        // The span across the axis: the two items' overlap, else the first item's.
        let across: (CGFloat, CGFloat) =
            axis == .horizontal ? (firstRect.minY, firstRect.maxY) : (firstRect.minX, firstRect.maxX)
        let otherAcross: (CGFloat, CGFloat) =
            axis == .horizontal ? (secondRect.minY, secondRect.maxY) : (secondRect.minX, secondRect.maxX)
        if abs(a - b) < 0.5 {
            // Alignment: a line along the shared position across both items.
            let start = min(across.0, otherAcross.0)
            let end = max(across.1, otherAcross.1)
            let line =
                axis == .horizontal
                ? Path(lineFrom: CGPoint(x: a, y: start), to: CGPoint(x: a, y: end))
                : Path(lineFrom: CGPoint(x: start, y: a), to: CGPoint(x: end, y: a))
            context.stroke(line, with: color, lineWidth: style.lineWidth, dash: dash)
            return
        }
        let low = max(across.0, otherAcross.0)
        let high = min(across.1, otherAcross.1)
        let middle = low <= high ? (low + high) / 2 : (across.0 + across.1) / 2
        var label = relationPrefix(constraint.relation)
        if constraint.multiplier == 1 {
            label += number(constraint.constant)
        } else {
            label += number(constraint.multiplier) + "×"
            if constraint.constant != 0 { label += " " + signed(constraint.constant) }
        }
        let from = axis == .horizontal ? CGPoint(x: b, y: middle) : CGPoint(x: middle, y: b)
        let to = axis == .horizontal ? CGPoint(x: a, y: middle) : CGPoint(x: middle, y: a)
        beam(from: from, to: to, label: label, color: color, dash: dash)
    }

    /// A size's I-beam along an item's edge: a width 4 points above its bottom edge, a height 4
    /// points inside its trailing edge (outside when the item is thinner than 8).
    func sizeBeam(_ rect: CGRect, axis: LayoutAxis, label: String, color: Color, dash: [CGFloat]?) {
        let rightToLeft = root.effectiveUserInterfaceLayoutDirection == .rightToLeft
        if axis == .horizontal {
            let y = rect.height >= 8 ? rect.maxY - 4 : rect.maxY + 4
            beam(from: CGPoint(x: rect.minX, y: y), to: CGPoint(x: rect.maxX, y: y), label: label, color: color, dash: dash)
        } else {
            let inside = rect.width >= 8
            let x =
                rightToLeft
                ? (inside ? rect.minX + 4 : rect.minX - 4) : (inside ? rect.maxX - 4 : rect.maxX + 4)
            beam(from: CGPoint(x: x, y: rect.minY), to: CGPoint(x: x, y: rect.maxY), label: label, color: color, dash: dash)
        }
    }

    /// An I-beam: the line, a bar across each end, and the label at its middle.
    func beam(from start: CGPoint, to end: CGPoint, label: String, color: Color, dash: [CGFloat]?) {
        let horizontal = start.y == end.y
        let half = style.capLength / 2
        var path = Path(lineFrom: start, to: end)
        for point in [start, end] {
            if horizontal {
                path.addPath(Path(lineFrom: CGPoint(x: point.x, y: point.y - half), to: CGPoint(x: point.x, y: point.y + half)))
            } else {
                path.addPath(Path(lineFrom: CGPoint(x: point.x - half, y: point.y), to: CGPoint(x: point.x + half, y: point.y)))
            }
        }
        context.stroke(path, with: color, lineWidth: style.lineWidth, dash: dash)
        if !label.isEmpty {
            self.label(label, at: CGPoint(x: (start.x + end.x) / 2, y: (start.y + end.y) / 2), color: color)
        }
    }

    /// A label centred on a point: a white pill, and the text in the line's colour.
    func label(_ text: String, at center: CGPoint, color: Color) {
        let layout = measurer.layout(text, font: style.font)
        guard let line = layout.lines.first else { return }
        let size = CGSize(width: line.width + 6, height: layout.size.height + 2)
        let box = CGRect(x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width, height: size.height)
        context.fill(Path(roundedRect: box, cornerRadius: size.height / 2), with: .white)
        measurer.draw(
            line, font: style.font, at: CGPoint(x: box.minX + 3, y: box.minY + 1 + line.baselineOffsetFromTop), color: color,
            in: context)
    }

    // MARK: Ambiguity

    /// A dashed outline just inside a view's frame; around a box of at least
    /// ``ConstraintOverlay/Style/minimumOutlineSize`` on each side, centred on the view, so that
    /// a view the constraints leave 0 × 0 (a view that lacks a size) still shows.
    func outline(_ view: View) {
        guard var rect = rect(of: view)?.standardized else { return }
        let minimum = style.minimumOutlineSize
        if rect.width < minimum { rect = rect.insetBy(dx: (rect.width - minimum) / 2, dy: 0) }
        if rect.height < minimum { rect = rect.insetBy(dx: 0, dy: (rect.height - minimum) / 2) }
        let inset = style.lineWidth / 2
        let path = Path(rect: rect.insetBy(dx: inset, dy: inset))
        context.stroke(path, with: style.ambiguityColor, lineWidth: style.lineWidth, dash: style.ambiguityDash)
    }

    // MARK: Text

    func relationPrefix(_ relation: LayoutRelation) -> String {
        switch relation {
        case .equal: ""
        case .greaterThanOrEqual: "≥ "
        case .lessThanOrEqual: "≤ "
        }
    }

    func number(_ value: CGFloat) -> String { _JSONWriter.number(Double(value)) }

    func signed(_ value: CGFloat) -> String { value < 0 ? "− " + number(-value) : "+ " + number(value) }
}
