import AutoLayout
import Controls
import Foundation
import Graphics
import LayoutFormats
import TextMeasurement

/// Constraints drawn over a laid-out screen the way Xcode's canvas draws them, with the engine's
/// findings: conflicts in red, ambiguous views dashed. Drawn as ``DrawingCommand``s, so SVG, PNG
/// and PDF all show it.
///
/// ```swift
/// window.flush()
/// let recorder = RecordingContext()
/// window.render(in: recorder)
/// ConstraintOverlay(constraints: constraints, conflicts: conflicts, ambiguity: window.ambiguityReport())
///     .draw(over: window, in: recorder)
/// let svg = SVGRenderer().render(recorder.commands, size: window.bounds.size)
/// ```
///
/// **What each constraint looks like** (in the root's coordinates, from the frames the last
/// layout gave; a constraint on a layout guide uses the guide's frame, one on a margin attribute
/// the margins' rectangle, one on a baseline the baseline):
///
/// - *Spacing* — two parallel edges, centers or baselines apart (`title.top == logo.bottom + 8`,
///   `box.leading == superview.leading + 20`): an **I-beam** between them — a line across the gap
///   with a short bar at each end — through the middle of the two items' overlap on the other
///   axis (of the first item when they do not overlap), labelled with the constant (`8`; `≥ 8`
///   or `≤ 8` for an inequality; `0.5×` before it for a multiplier other than 1).
/// - *Alignment* — the two positions coincide (`a.centerX == b.centerX`, `a.top == b.top`,
///   abutting edges): a **line** along the shared position, across both items, unlabelled.
/// - *Size* — a width or height alone (`box.width == 100`): an I-beam along the item's edge,
///   inside it (4 points in from the bottom for a width, from the trailing side for a height;
///   outside when the item is thinner than 8), labelled with the constant. A size related to
///   another item's (`a.width == 0.5 × b.width`) draws the I-beam on both, labelled with the
///   multiplier and constant (`= 0.5×`; `=` for equal sizes); an aspect ratio
///   (`a.width == 2 × a.height`) one I-beam on the width, labelled `2:1`.
///
/// Optional constraints (priority below 1000) are **dashed**, as in Xcode. Every constraint is
/// drawn in ``Style/constraintColor`` (`systemBlue`) unless it belongs to a conflict: the members
/// of every ``LayoutConflict`` are drawn in ``Style/conflictColor`` (`systemRed`), whether or not
/// they are among ``constraints`` (the broken one too, where the layout leaves it). Each view of
/// the ambiguity report is outlined with a dashed line in ``Style/ambiguityColor``
/// (`systemOrange`), under the constraints (at least 8 × 8, centred on the view, so that a 0 × 0
/// view shows). Labels sit on a white pill at the middle of their
/// line, in the line's colour, measured and drawn by the root's text measurer (its traits'
/// `textMeasurer`).
///
/// A constraint whose item is gone, or whose attributes are not on one axis, is not drawn.
public struct ConstraintOverlay {
    /// Colours, widths and the labels' font.
    public struct Style {
        /// The colour of constraints that take part in no conflict.
        public var constraintColor: Color = .systemBlue
        /// The colour of the members of a conflict.
        public var conflictColor: Color = .systemRed
        /// The colour of the dashed outline of an ambiguous view.
        public var ambiguityColor: Color = .systemOrange
        /// The width of every line.
        public var lineWidth: CGFloat = 1
        /// The length of an I-beam's end bars.
        public var capLength: CGFloat = 6
        /// The dash of an optional constraint (on, off).
        public var optionalDash: [CGFloat] = [3, 2]
        /// The dash of an ambiguous view's outline (on, off).
        public var ambiguityDash: [CGFloat] = [4, 2]
        /// The smallest outline of an ambiguous view, on each axis (a view smaller is outlined
        /// by a box this large centred on it).
        public var minimumOutlineSize: CGFloat = 8
        /// The labels' font.
        public var font: Font = .systemFont(ofSize: 10)

        /// The default style.
        public init() {}
    }

    /// The constraints to draw, in order.
    public var constraints: [LayoutConstraint]
    /// The conflicts whose members are drawn in the conflict colour.
    public var conflicts: [LayoutConflict]
    /// The ambiguous views to outline (each view once, whatever its axes).
    public var ambiguousViews: [View]
    /// How it looks.
    public var style: Style

    /// Makes an overlay.
    ///
    /// - Parameters:
    ///   - constraints: the constraints to draw (a document's, or every one you made).
    ///   - conflicts: the engine's conflicts (``LayoutEngine/unsatisfiableConstraintsHandler``
    ///     receives them): their members are drawn in red, and added when not in `constraints`.
    ///   - ambiguity: the root's ``View/ambiguityReport()``; its views are outlined dashed.
    ///   - style: colours, widths and font.
    public init(
        constraints: [LayoutConstraint], conflicts: [LayoutConflict] = [], ambiguity: AmbiguityReport? = nil,
        style: Style = Style()
    ) {
        self.constraints = constraints
        self.conflicts = conflicts
        var seen = Set<ObjectIdentifier>()
        ambiguousViews = (ambiguity?.entries ?? []).map(\.view).filter { seen.insert(ObjectIdentifier($0)).inserted }
        self.style = style
    }

    /// Draws the overlay into a context whose coordinates are `root`'s (where `root.render(in:)`
    /// drew the screen).
    ///
    /// - Complexity: O(constraints + conflict members + ambiguous views), each item's rectangle
    ///   found by walking up to `root`.
    public func draw(over root: View, in context: any GraphicsContext) {
        var painter = _OverlayPainter(root: root, style: style, context: context)
        context.saveState()
        for view in ambiguousViews { painter.outline(view) }
        var conflicting = Set<ObjectIdentifier>()
        var extra: [LayoutConstraint] = []
        let listed = Set(constraints.map(ObjectIdentifier.init))
        for conflict in conflicts {
            for member in conflict.conflictingConstraints + [conflict.brokenConstraint]
            where conflicting.insert(ObjectIdentifier(member)).inserted && !listed.contains(ObjectIdentifier(member)) {
                extra.append(member)
            }
        }
        for constraint in constraints + extra {
            painter.draw(constraint, isConflicting: conflicting.contains(ObjectIdentifier(constraint)))
        }
        context.restoreState()
    }

    /// The overlay's drawing commands alone.
    public func commands(over root: View) -> [DrawingCommand] {
        let recorder = RecordingContext()
        draw(over: root, in: recorder)
        return recorder.commands
    }
}
