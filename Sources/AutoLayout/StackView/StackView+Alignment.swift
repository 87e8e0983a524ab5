import Foundation

extension StackView {
    /// How a stack places its arranged views across its axis, as UIKit's
    /// `UIStackView.Alignment` (same raw values: ``top`` is ``leading`` and ``bottom`` is
    /// ``trailing``).
    public enum Alignment: Int, Hashable, Sendable, CaseIterable, CustomStringConvertible {
        /// The views fill the stack across the axis: equal top and bottom edges (leading and
        /// trailing in a vertical stack), tied to the stack's.
        case fill = 0
        /// Vertical stacks: leading edges aligned on the stack's leading edge. Horizontal stacks:
        /// top edges on the stack's top (``top``).
        case leading = 1
        /// Horizontal stacks: first baselines aligned; the stack encloses the views. In a
        /// vertical stack (where UIKit says it does not apply) it acts as ``leading``.
        case firstBaseline = 2
        /// Centres aligned on the stack's centre across the axis.
        case center = 3
        /// Vertical stacks: trailing edges aligned on the stack's trailing edge. Horizontal
        /// stacks: bottom edges on the stack's bottom (``bottom``).
        case trailing = 4
        /// Horizontal stacks: last baselines aligned; the stack encloses the views. In a vertical
        /// stack (where UIKit says it does not apply) it acts as ``trailing``.
        case lastBaseline = 5

        /// Horizontal stacks: top edges aligned (the same value as ``leading``).
        public static let top = Alignment.leading
        /// Horizontal stacks: bottom edges aligned (the same value as ``trailing``).
        public static let bottom = Alignment.trailing

        /// The case's name (`leading` for ``top``, `trailing` for ``bottom``: they are the same).
        public var description: String {
            switch self {
            case .fill: "fill"
            case .leading: "leading"
            case .firstBaseline: "firstBaseline"
            case .center: "center"
            case .trailing: "trailing"
            case .lastBaseline: "lastBaseline"
            }
        }
    }

    /// How the arranged views are placed across the axis (default ``Alignment-swift.enum/fill``).
    public var alignment: Alignment {
        get { storedAlignment }
        set {
            guard newValue != storedAlignment else { return }
            storedAlignment = newValue
            arrangementDidChange()
        }
    }

    /// The alignment the constraints use: UIKit leaves baseline alignments in a vertical stack
    /// ambiguous across the axis (TZStackView's iOS 9 dump: no alignment constraint at all);
    /// here they act as leading and trailing, so that the layout is determined.
    var effectiveAlignment: Alignment {
        guard storedAxis == .vertical else { return storedAlignment }
        switch storedAlignment {
        case .firstBaseline: return .leading
        case .lastBaseline: return .trailing
        default: return storedAlignment
        }
    }

    // MARK: Constraints

    /// The constraints across the axis.
    ///
    /// Every arranged view, hidden ones included, is aligned with the first arranged view
    /// ('UISV-alignment'), which also ties the stack's edges for `fill` (those first). For the
    /// other alignments every arranged view gets `size == 0 @25` across the axis
    /// ('UISV-ambiguity-suppression'), so that a view without a size there collapses instead of
    /// being ambiguous, and a spanner guide encloses the visible views ('UISV-spanning-boundary':
    /// `<=` and `>=`, or `== @999.5` on the aligned edge) at the smallest size they allow
    /// (`size == 0 @51`, 'UISV-spanning-fit'); the stack's edges are the spanner's except the
    /// aligned edge, which is the first view's ('UISV-canvas-connection'). Centre alignment ties
    /// the stack's centre to the first view's. Baseline alignments (horizontal) align the
    /// baselines, let the spanner give both edges, and add `stack.height == 0 @49`
    /// ('UISV-canvas-fit'). Sources: TZStackView (iOS 9) and kean's "Let's Build UIStackView"
    /// (iOS 10), whose newer dump uses the spanner for the top edge of baseline alignments.
    ///
    /// The constraints naming one arranged view belong to it and are described for the views of
    /// `range`; the canvas connections, the spanner's fit and the canvas fit belong to the stack
    /// as a whole and are described with `includingStack`.
    func appendAlignmentSpecs(
        _ arrangement: _StackArrangement, in range: Range<Int>, includingStack: Bool,
        to specs: inout [_StackConstraintSpec]
    ) {
        let views = arrangement.views
        guard let reference = views.first else { return }
        let a = arrangement.attributes
        let canvas = arrangement.canvas
        let alignment = effectiveAlignment
        let aligned: [LayoutAttribute] =
            switch alignment {
            case .fill: [a.top, a.bottom]
            case .leading: [a.top]
            case .center: [a.perpendicularCenter]
            case .trailing: [a.bottom]
            case .firstBaseline: [.firstBaseline]
            case .lastBaseline: [.lastBaseline]
            }
        // For `fill` the canvas connections come before the views' alignment, so that the first
        // view's cross-axis size is the stack's when each other view is aligned with it: made
        // after, every view's alignment row was solved against the first view's size, which its
        // content-size constraints define, and carried that view's hugging error (broken for a
        // label stretched across a stack): adding each view rewrote a row per view before it,
        // O(N²) for a stack of labels (issue 20).
        if alignment == .fill && includingStack {
            specs.append(_StackConstraintSpec(.canvasConnection, canvas, a.top, .equal, reference, a.top, owner: nil))
            specs.append(_StackConstraintSpec(
                .canvasConnection, reference, a.bottom, .equal, canvas, a.bottom, owner: nil))
        }
        let others = max(range.lowerBound, 1)..<max(range.upperBound, 1)
        for attribute in aligned {
            for view in views[others] {
                specs.append(_StackConstraintSpec(.alignment, reference, attribute, .equal, view, attribute, owner: view))
            }
        }
        guard alignment != .fill else { return }
        guard let spanner = alignmentSpanner else { return }
        for view in views[range] {
            specs.append(_StackConstraintSpec(
                .ambiguitySuppression, view, a.perpendicularSize, priority: LayoutPriority(25), owner: view))
        }
        // With every view hidden the spanner still encloses them, so that the stack's extent
        // stays determined.
        let spansHidden = arrangement.firstVisible == nil
        let topRelation: LayoutRelation = alignment == .leading ? .equal : .lessThanOrEqual
        let topPriority: LayoutPriority = alignment == .leading ? LayoutPriority(999.5) : .required
        let bottomRelation: LayoutRelation = alignment == .trailing ? .equal : .greaterThanOrEqual
        let bottomPriority: LayoutPriority = alignment == .trailing ? LayoutPriority(999.5) : .required
        for index in range where spansHidden || arrangement.isVisible(index) {
            let view = views[index]
            specs.append(_StackConstraintSpec(
                .spanningBoundary, spanner, a.top, topRelation, view, a.top, priority: topPriority, owner: view))
            specs.append(_StackConstraintSpec(
                .spanningBoundary, spanner, a.bottom, bottomRelation, view, a.bottom, priority: bottomPriority,
                owner: view))
        }
        guard includingStack else { return }
        specs.append(_StackConstraintSpec(
            .spanningFit, spanner, a.perpendicularSize, priority: LayoutPriority(51), owner: nil))
        let topItem: LayoutItem = alignment == .leading ? reference : spanner
        let bottomItem: LayoutItem = alignment == .trailing ? reference : spanner
        specs.append(_StackConstraintSpec(.canvasConnection, canvas, a.top, .equal, topItem, a.top, owner: nil))
        specs.append(_StackConstraintSpec(.canvasConnection, bottomItem, a.bottom, .equal, canvas, a.bottom, owner: nil))
        switch alignment {
        case .center:
            specs.append(_StackConstraintSpec(
                .canvasConnection, canvas, a.perpendicularCenter, .equal, reference, a.perpendicularCenter,
                owner: nil))
        case .firstBaseline, .lastBaseline:
            specs.append(canvasFitSpec(a.perpendicularSize))
        default:
            break
        }
    }
}
