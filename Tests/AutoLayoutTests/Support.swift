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
}

extension CGRect {
    /// Frames compared exactly, printed readably.
    var text: String { "(\(minX), \(minY), \(width), \(height))" }
}
