import AutoLayout
import Foundation
import Testing

/// A root view laid out at a size, with views made for constraints (not autoresizing).
@MainActor
func makeRoot(width: CGFloat = 320, height: CGFloat = 480, direction: UserInterfaceLayoutDirection = .leftToRight) -> Window {
    Window(frame: CGRect(x: 0, y: 0, width: width, height: height), traitCollection: TraitCollection(layoutDirection: direction))
}

/// A view placed by constraints, with an identifier for messages.
func makeView(_ name: String, intrinsic: CGSize? = nil, in parent: View? = nil) -> View {
    let view = intrinsic.map { IntrinsicView(size: $0) } ?? View()
    view.identifier = name
    view.translatesAutoresizingMaskIntoConstraints = false
    parent?.addSubview(view)
    return view
}

/// A view with a fixed intrinsic content size (and, optionally, baselines).
final class IntrinsicView: View {
    var size: CGSize { didSet { invalidateIntrinsicContentSize() } }
    var baselines: (first: CGFloat, last: CGFloat)?
    init(size: CGSize, baselines: (CGFloat, CGFloat)? = nil) {
        self.size = size
        self.baselines = baselines
        super.init(frame: .zero)
    }
    required init?(coder: NSCoder) { nil }
    override var intrinsicContentSize: CGSize { size }
    override var firstBaselineOffsetFromTop: CGFloat { baselines?.first ?? 0 }
    override var lastBaselineOffsetFromBottom: CGFloat { baselines.map { size.height - $0.last } ?? 0 }
}

/// Collects the reports of an engine instead of printing them.
final class ReportCollector {
    var conflicts: [LayoutConflict] = []
    var errors: [LayoutError] = []
    init(_ engine: LayoutEngine) {
        engine.unsatisfiableConstraintsHandler = { [unowned self] in self.conflicts.append($0) }
        engine.invalidConstraintHandler = { [unowned self] error, _ in self.errors.append(error) }
    }
    required init?(coder: NSCoder) { nil }
}

extension CGRect {
    /// Frames compared exactly, printed readably.
    var text: String { "(\(minX), \(minY), \(width), \(height))" }
}

// MARK: - Helpers of the engine's test suite (issue 3)

/// A window of a size and direction, made off the main actor too (the concurrency tests build
/// theirs inside their own threads).
func makeWindow(
    width: CGFloat = 320, height: CGFloat = 480, direction: UserInterfaceLayoutDirection = .leftToRight
) -> Window {
    Window(
        frame: CGRect(x: 0, y: 0, width: width, height: height),
        traitCollection: TraitCollection(layoutDirection: direction))
}

extension CGRect {
    /// The rectangle mirrored in a container `width` wide: `x' = width - x - w`.
    func mirrored(inWidth width: CGFloat) -> CGRect {
        CGRect(x: width - minX - self.width, y: minY, width: self.width, height: height)
    }
}

/// The same layout built twice, in a left-to-right and in a right-to-left window of the same
/// size. ``expect(_:sourceLocation:)`` checks the left-to-right frames exactly, and that every
/// right-to-left frame is the mirror of its left-to-right one in its superview
/// (`x' = W - x - w`). Build only with leading, trailing, centers and sizes: left and right do
/// not flip.
@MainActor
final class MirroredLayout {
    let ltr: Window
    let rtl: Window
    let ltrViews: [View]
    let rtlViews: [View]

    init(width: CGFloat = 320, height: CGFloat = 480, _ build: (Window) -> [View]) {
        ltr = makeRoot(width: width, height: height, direction: .leftToRight)
        rtl = makeRoot(width: width, height: height, direction: .rightToLeft)
        ltrViews = build(ltr)
        rtlViews = build(rtl)
    }
    required init?(coder: NSCoder) { nil }

    /// Applies the same change to both layouts.
    func change(_ body: (Window, [View]) -> Void) {
        body(ltr, ltrViews)
        body(rtl, rtlViews)
    }

    /// Lays both windows out and compares the frames.
    func expect(_ expected: [CGRect], sourceLocation: SourceLocation = #_sourceLocation) {
        ltr.layoutIfNeeded()
        rtl.layoutIfNeeded()
        #expect(ltrViews.count == expected.count, "one expected frame per view", sourceLocation: sourceLocation)
        for (view, frame) in zip(ltrViews, expected) {
            #expect(view.frame == frame, "\(view.debugName), left to right", sourceLocation: sourceLocation)
        }
        for (view, frame) in zip(rtlViews, expected) {
            let width = view.superview?.bounds.width ?? rtl.bounds.width
            #expect(
                view.frame == frame.mirrored(inWidth: width), "\(view.debugName), right to left (mirrored)",
                sourceLocation: sourceLocation)
        }
    }
}

/// Builds and checks a layout in both directions (see ``MirroredLayout``).
@MainActor
@discardableResult
func expectMirrored(
    width: CGFloat = 320, height: CGFloat = 480, _ expected: [CGRect],
    sourceLocation: SourceLocation = #_sourceLocation, _ build: (Window) -> [View]
) -> MirroredLayout {
    let layout = MirroredLayout(width: width, height: height, build)
    layout.expect(expected, sourceLocation: sourceLocation)
    return layout
}

/// The layout callbacks of the views and controllers that share it, in the order they ran.
final class CallLog {
    var entries: [String] = []
    func record(_ entry: String) { entries.append(entry) }
    func clear() { entries.removeAll() }
}

/// A view that records its update and layout callbacks in a log, by its identifier.
class LoggingView: View {
    let log: CallLog
    init(_ name: String, log: CallLog) {
        self.log = log
        super.init(frame: .zero)
        identifier = name
        translatesAutoresizingMaskIntoConstraints = false
    }
    required init?(coder: NSCoder) { nil }
    override func updateConstraints() {
        log.record("updateConstraints \(debugName)")
        super.updateConstraints()
    }
    override func layoutSubviews() {
        log.record("layoutSubviews \(debugName)")
        super.layoutSubviews()
    }
}

/// Collects the layout-did-not-settle reports of an engine.
final class SettleCollector {
    var reports: [[String]] = []
    init(_ engine: LayoutEngine) {
        engine.layoutDidNotSettleHandler = { [unowned self] views in self.reports.append(views.map(\.debugName)) }
    }
    required init?(coder: NSCoder) { nil }
}

/// Whether two lists hold the same constraints (by identity), in any order.
func sameConstraints(_ a: [LayoutConstraint], _ b: [LayoutConstraint]) -> Bool {
    a.count == b.count && a.allSatisfy { x in b.contains { $0 === x } }
        && b.allSatisfy { x in a.contains { $0 === x } }
}

/// A view of wrapping text, like a multi-line label with fixed-advance glyphs: one line is
/// `textWidth` wide and 20 high; at a narrower layout width it wraps onto
/// `ceil(textWidth / width)` lines.
final class WrappingView: View {
    let textWidth: CGFloat
    init(_ name: String, textWidth: CGFloat) {
        self.textWidth = textWidth
        super.init(frame: .zero)
        identifier = name
        translatesAutoresizingMaskIntoConstraints = false
    }
    required init?(coder: NSCoder) { nil }
    override var hasWidthDependentIntrinsicContentSize: Bool { true }
    override var intrinsicContentSize: CGSize {
        let available = layoutWidthForIntrinsicContentSize ?? .infinity
        let lines = available >= textWidth ? 1 : (textWidth / max(available, 1)).rounded(.up)
        return CGSize(width: min(textWidth, available), height: lines * 20)
    }
}

/// A view whose alignment rectangle lies inside its frame (a shadow or a badge), optionally
/// with an intrinsic size (of the alignment rectangle).
final class InsetView: View {
    var insets: EdgeInsets { didSet { invalidateIntrinsicContentSize() } }
    let intrinsic: CGSize?
    init(_ name: String, insets: EdgeInsets, intrinsic: CGSize? = nil) {
        self.insets = insets
        self.intrinsic = intrinsic
        super.init(frame: .zero)
        identifier = name
        translatesAutoresizingMaskIntoConstraints = false
    }
    required init?(coder: NSCoder) { nil }
    override var alignmentRectInsets: EdgeInsets { insets }
    override var intrinsicContentSize: CGSize {
        intrinsic ?? CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)
    }
}

/// One run of a test in one layout direction (see ``inBothDirections(width:height:_:)``).
struct Directed {
    let root: Window
    var isRightToLeft: Bool { root.effectiveUserInterfaceLayoutDirection == .rightToLeft }

    /// The frame expected for `view` in this direction: `ltr` itself, or its mirror in the
    /// view's superview (`x' = W - x - w`).
    func frame(_ ltr: CGRect, of view: View) -> CGRect {
        guard isRightToLeft else { return ltr }
        return ltr.mirrored(inWidth: view.superview?.bounds.width ?? root.bounds.width)
    }

    /// A rectangle expected in `view`'s own coordinate space (a guide's layout frame).
    func rect(_ ltr: CGRect, inside view: View) -> CGRect {
        isRightToLeft ? ltr.mirrored(inWidth: view.bounds.width) : ltr
    }
}

/// Runs `body` in a left-to-right window, then in a right-to-left one of the same size; the
/// body states its frames for left to right through ``Directed/frame(_:of:)``.
@MainActor
func inBothDirections(width: CGFloat = 320, height: CGFloat = 480, _ body: (Directed) throws -> Void) rethrows {
    for direction in [UserInterfaceLayoutDirection.leftToRight, .rightToLeft] {
        try body(Directed(root: makeRoot(width: width, height: height, direction: direction)))
    }
}
